// The e2e site's local state, which `wrangler dev` serves from, and SQL against its D1 for the
// tests that look up or add a row of the demo data.
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/local.ts';
import { d1Query } from '../scripts/lib/localD1.ts';

export const E2E_STATE = join(ROOT, '.wrangler', 'e2e-state');

/** Runs SQL against the e2e site's local D1 (its SQLite file, while the site serves it) and returns the first statement's rows. */
export const sql = <T>(command: string): T[] => d1Query<T>(E2E_STATE, command);

/** Demo's onboarding row as it was before a test, put back by the function returned. */
export function keepOnboarding(): () => void {
  const before = sql<{ step: string; use_case: string | null; completed_at: number | null; updated_at: number }>(
    `SELECT mo.step, mo.use_case, mo.completed_at, mo.updated_at FROM member_onboarding mo JOIN users u ON u.id = mo.user_id WHERE u.username = 'demo'`,
  );
  return () => {
    sql(`DELETE FROM member_onboarding WHERE user_id = (SELECT id FROM users WHERE username = 'demo')`);
    for (const row of before) {
      const text = (v: string | null) => (v === null ? 'NULL' : `'${v.replaceAll("'", "''")}'`);
      sql(
        `INSERT INTO member_onboarding (user_id, step, use_case, completed_at, updated_at)
           SELECT id, ${text(row.step)}, ${text(row.use_case)}, ${row.completed_at ?? 'NULL'}, ${row.updated_at} FROM users WHERE username = 'demo'`,
      );
    }
  };
}
