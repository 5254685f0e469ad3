// Password hashing with PBKDF2-SHA256 through WebCrypto (works in workerd and in Node for the
// demo generator). Production Workers refuse more than 100,000 iterations in one deriveBits call,
// so one call stays at that cap; see README "Passwords" for the choice against OWASP's guidance.
import { toHex } from '#worker/lib/hex.ts';

/** The most iterations one WebCrypto PBKDF2 call may use on production Workers. */
export const PBKDF2_MAX_ITERATIONS = 100_000;
const PBKDF2_ITERATIONS = PBKDF2_MAX_ITERATIONS;

export interface PasswordHash {
  hash: string;
  salt: string;
  iterations: number;
}

const fromHex = (hex: string): Uint8Array<ArrayBuffer> => new Uint8Array((hex.match(/../g) ?? []).map((h) => parseInt(h, 16)));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  if (iterations > PBKDF2_MAX_ITERATIONS) throw new RangeError('PBKDF2 iterations above the Workers cap');
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return toHex(bits);
}

/** Hashes a password with a fresh 16-byte salt (or the given one, for deterministic demo data). */
export async function hashPassword(password: string, saltHex?: string): Promise<PasswordHash> {
  const salt = saltHex ? fromHex(saltHex) : crypto.getRandomValues(new Uint8Array(16));
  return { hash: await derive(password, salt, PBKDF2_ITERATIONS), salt: toHex(salt), iterations: PBKDF2_ITERATIONS };
}

/** Checks a password against a stored hash in constant time over the digest. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, fromHex(stored.salt), stored.iterations);
  if (candidate.length !== stored.hash.length) return false;
  let diff = 0;
  for (let i = 0; i < candidate.length; i++) diff |= candidate.charCodeAt(i) ^ stored.hash.charCodeAt(i);
  return diff === 0;
}

/**
 * A stored hash no password matches (its digest is of no input; the salt is fixed), with today's
 * iterations: what a sign-in checks against when the account does not exist or has no password.
 */
const DECOY: PasswordHash = { hash: '0'.repeat(64), salt: '9f86d081884c7d659a2feaa0c55ad015', iterations: PBKDF2_ITERATIONS };

/**
 * Checks a password against an account's stored hash, or spends the same hashing work on a decoy
 * when there is none, so an answer for an unknown account comes no faster than for a known one.
 */
export async function checkPassword(password: string, stored: PasswordHash | null | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, stored ?? DECOY);
  return Boolean(stored) && matches;
}
