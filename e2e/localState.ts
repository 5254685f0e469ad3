// The e2e sites' local state, which each site's `wrangler dev` serves from, and SQL against the D1
// of the site a test file runs against, for the tests that look up or add a row of the demo data.
import { join } from 'node:path';
import { inject } from 'vitest';
import { ROOT } from '../scripts/lib/local.ts';
import { siteSql } from './siteSql.ts';

/** The seeded demo (migrated and loaded, never served) that every run copies to each site's state (e2e/globalSetup.ts). */
export const SEEDED_STATE = join(ROOT, '.wrangler', 'e2e-seed');

/** Held by the run whose sites serve the state below (e2e/runLock.ts): one e2e run at a time per checkout. */
export const RUN_LOCK = join(ROOT, '.wrangler', 'e2e-run.lock');

/**
 * The state directory of site `site` (1, 2, ...): the run serves one site per vitest worker
 * (e2e/globalSetup.ts), so test files running side by side never share a site's data or limits.
 */
export const siteState = (site: number): string => join(ROOT, '.wrangler', site === 1 ? 'e2e-state' : `e2e-state-${site}`);

/**
 * The site of this test file: its vitest worker's slot (VITEST_POOL_ID, 1 to maxWorkers), which no
 * other file running at the same time holds. One file runs at a time on each slot, so at most one per site.
 */
export function currentSite(): number {
  const site = Number(process.env.VITEST_POOL_ID ?? '1');
  if (!Number.isInteger(site) || site < 1) throw new Error(`VITEST_POOL_ID=${process.env.VITEST_POOL_ID} names no e2e site`);
  return site;
}

/** Runs SQL against this file's site's D1, through the site (./siteSql.ts), and returns the first statement's rows. */
export const sql = <T>(command: string): T[] => siteSql<T>(inject('siteUrls')[currentSite() - 1], command);

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

/** The conversation of two members (made the way the send form makes one, or found): its id. */
export function conversationBetween(a: string, b: string): number {
  const key = sql<{ key: string }>(`SELECT min(id) || ':' || max(id) AS key FROM users WHERE username IN ('${a}', '${b}')`)[0].key;
  const now = Date.now();
  const [row] = sql<{ id: number }>(
    `INSERT INTO conversations (member_key, created_at, updated_at) VALUES ('${key}', ${now}, ${now})
       ON CONFLICT (member_key) DO UPDATE SET updated_at = excluded.updated_at RETURNING id`,
  );
  sql(`INSERT OR IGNORE INTO conversation_members (conversation_id, user_id) SELECT ${row.id}, id FROM users WHERE username IN ('${a}', '${b}')`);
  return row.id;
}
