import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import { FAR_VISITOR } from '#shared/distance.ts';
import worker from '#worker/index.ts';
import { bindingsAt } from '#worker/lib/distance.ts';
import { BROWSER_UA, ORIGIN, sessionCookie, firstId } from './helpers.ts';

it('trace', { timeout: 300_000 }, async () => {
  const member = await sessionCookie(await firstId("SELECT id FROM users WHERE username = 'demo'"));
  const pin = await firstId("SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1");
  for (const round of [1, 2, 3])
  for (const [name, path, cookie] of [['home', '/', ''], ['mhome', '/', member], ['closeup', `/pin/${pin}/`, '']]) {
    const t0 = performance.now();
    const log: string[] = [];
    const at = bindingsAt(env, FAR_VISITOR, { onTrip: (trip, ms) => log.push(`${Math.round(performance.now() - t0)}:${trip}`) });
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER_UA, accept: 'text/html', cookie } }), at as Env, ctx);
    const ttfb = performance.now() - t0;
    await res.text();
    const end = performance.now() - t0;
    await waitOnExecutionContext(ctx);
    console.log(round, name, res.status, Math.round(ttfb), Math.round(end), log.join(' '));
  }
});
