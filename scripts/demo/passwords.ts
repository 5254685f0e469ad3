// Fills in the password columns of the demo accounts (dataset.passwordAccounts): PBKDF2 through
// WebCrypto with a fixed salt per account, so the rows are the same on every run. Works in Node
// and workerd.
import { hashPassword } from '../../worker/users/password.ts';
import type { Dataset } from './dataset.ts';
import { DEMO_PASSWORD } from './dataset.ts';

/** A copy of the dataset whose password accounts can sign in with DEMO_PASSWORD ('demo-password'). */
export async function withPasswords(dataset: Dataset, password: string = DEMO_PASSWORD): Promise<Dataset> {
  const hashes = await Promise.all(dataset.passwordAccounts.map((a) => hashPassword(password, a.saltHex)));
  const byId = new Map(dataset.passwordAccounts.map((a, i) => [a.userId, hashes[i]]));
  const users = dataset.users.map((u) => {
    const h = byId.get(u.id);
    return h ? { ...u, password_hash: h.hash, password_salt: h.salt, password_iterations: h.iterations } : u;
  });
  return { ...dataset, users };
}
