// The worker's `public-view` purges are coalesced (worker/seo/publicViewPurge.ts): a flood of edits, by one member or
// many, sends one purge at once and one when the window ends, while each edit still moves the public-view generation, so
// crawlers see it at once here and within 60 s everywhere.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BoardDetail } from '#shared/types.ts';
import { unsentPurges } from '#worker/lib/sharedCache.ts';
import { PUBLIC_VIEW_PURGE_EVERY_S } from '#worker/seo/publicViewPurge.ts';
import { call, signUp } from './accountHelpers.ts';
import { GOOGLEBOT_UA, ORIGIN, request } from './helpers.ts';
import { freshPurgeWindow } from './purgeWindow.ts';

const SLOW = { timeout: 120_000 };
const generation = () => env.BOT_PAGES.get('bot-pages:generation');

/** A member with a public board, its crawler page warmed in this data centre's cache. */
async function memberWithBoard(prefix: string) {
  const me = await signUp(prefix);
  const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Shown to crawlers', privacy: 'public' }, me.cookie)).data;
  const path = new URL(board.url, ORIGIN).pathname;
  await request(path, { headers: { 'user-agent': GOOGLEBOT_UA } });
  return { cookie: me.cookie, board: board.entityId, path };
}

/** Waits until `count` purges have been recorded, or the window and a margin have passed. */
async function purgesBy(count: number): Promise<string[][]> {
  const until = Date.now() + (PUBLIC_VIEW_PURGE_EVERY_S + 10) * 1000;
  while (unsentPurges.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
  return [...unsentPurges];
}

describe('security: Bot page cache: edits cannot make a purge storm', () => {
  beforeEach(freshPurgeWindow);

  it(
    'security: Bot page cache: four edits by two members in one window send one public-view purge at once and one when the window ends, and each shows at once',
    SLOW,
    async () => {
      const members = [await memberWithBoard('flood'), await memberWithBoard('flood')];
      await freshPurgeWindow();
      // Emptied first: the record keeps only the newest 100.
      unsentPurges.splice(0);
      const started = Date.now();
      const said = new Map<string, string>();
      for (const [i, member] of [...members, ...members].entries()) {
        const before = await generation();
        const description = `Said again, take ${i}`;
        const answer = await call('BoardResource', 'update', { board_id: member.board, description }, member.cookie);
        expect(answer.status, JSON.stringify(answer.error)).toBe(200);
        // Correctness never waits for a purge: each edit moves the generation, so crawlers here get it at once.
        expect(await generation()).not.toBe(before);
        said.set(member.path, description);
      }
      // Only the first edit's purge went out while the edits were made (all within the window).
      expect(Date.now() - started).toBeLessThan(PUBLIC_VIEW_PURGE_EVERY_S * 1000);
      expect(unsentPurges).toEqual([['public-view']]);
      for (const [path, description] of said) {
        expect(await (await request(path, { headers: { 'user-agent': GOOGLEBOT_UA } })).text()).toContain(description);
      }
      // The window's trailing purge covers the other three, when the window ends (plus its own round trip).
      const purges = await purgesBy(2);
      expect(purges).toEqual([['public-view'], ['public-view']]);
      expect(Date.now() - started).toBeLessThan((PUBLIC_VIEW_PURGE_EVERY_S + 10) * 1000);
      // And no third: the three later edits share that one purge.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(unsentPurges).toHaveLength(2);
    },
  );
});
