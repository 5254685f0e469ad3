// The e2e site's local state, which `wrangler dev` serves from, and SQL against its D1 for the
// tests that look up or add a row of the demo data.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { bin, ROOT } from '../scripts/lib/local.ts';

export const E2E_STATE = join(ROOT, '.wrangler', 'e2e-state');

/** Runs one SQL statement against the e2e site's local D1 and returns its rows. */
export function sql<T>(command: string): T[] {
  // The running site may hold the database's write lock for a moment (SQLITE_BUSY): wait and retry.
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', E2E_STATE, '--json', '--command', command], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return (JSON.parse(out) as Array<{ results: T[] }>)[0].results;
    } catch (error) {
      const said = `${String(error)} ${String((error as { stderr?: unknown }).stderr ?? '')}`;
      if (!/SQLITE_BUSY|database is locked/.test(said)) throw error;
      if (attempt >= 10) throw new Error(`the e2e database stayed locked through ${attempt} attempts: ${said}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300 * attempt);
    }
  }
}
