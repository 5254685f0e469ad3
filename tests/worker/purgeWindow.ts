// Starts a fresh window of the worker's one `public-view` purge gate (worker/seo/publicViewPurge.ts), so a test's next
// write sends its purge at once, whatever writes before it in the same file did.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { PUBLIC_VIEW_PURGE_GATE } from '#worker/seo/publicViewPurge.ts';

export async function freshPurgeWindow(): Promise<void> {
  await runInDurableObject(env.RATE_LIMITER.getByName(PUBLIC_VIEW_PURGE_GATE), (_instance, state) => {
    const sql = state.storage.sql;
    const tables = sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'purge_slot'").one().n;
    if (tables) sql.exec('DELETE FROM purge_slot');
  });
}
