// Rate limits (docs/security.md#rate-limits-exact-and-per-location): every write that changes what a public page shows
// moves the public-view generation and asks for a Workers Cache purge, so each is limited per member. The ones with no
// bucket of their own spend RATE_LIMITS.publicViewEdit; past it every one is refused (429) and changes nothing: no row,
// no generation move, no purge.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import type { BoardDetail } from '#shared/types.ts';
import { unsentPurges } from '#worker/lib/sharedCache.ts';
import { signUp } from '../accountHelpers.ts';
import { freshPurgeWindow } from '../purgeWindow.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

const SLOW = { timeout: 120_000 };
const { limit: LIMIT, windowSeconds } = RATE_LIMITS.publicViewEdit;
const generation = () => env.BOT_PAGES.get('bot-pages:generation');

/** A write that asks for a purge, in a fresh purge window of its own: sent at once, no trailing purge left behind. */
async function quietly<T>(write: () => Promise<T>): Promise<T> {
  await freshPurgeWindow();
  return write();
}

/** Public demo pins to save. */
async function publicPinIds(count: number): Promise<number[]> {
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT ?1 OFFSET 90",
  )
    .bind(count)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

describe('Rate limits: every write that changes a public page is limited per member', () => {
  it(
    'security: Rate limits: past publicViewEdit, every board, section, order, save, comment, profile and business write is refused (429) and changes nothing, purges nothing',
    SLOW,
    async () => {
      const me = await signUp('publicedits');
      const as = { cookie: me.cookie };
      const board = (await callFrom<BoardDetail>('BoardResource', 'create', { name: 'Shown to crawlers', privacy: 'public' }, as)).data.entityId;
      const secret = (await callFrom<BoardDetail>('BoardResource', 'create', { name: 'Kept to myself', privacy: 'secret' }, as)).data.entityId;
      const pins: string[] = [];
      for (const id of await publicPinIds(2)) {
        pins.push((await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: String(id), board_id: board }, as)).data.id);
      }
      const sections: string[] = [];
      for (const name of ['First part', 'Second part']) {
        sections.push((await quietly(() => callFrom<{ entityId: string }>('BoardSectionResource', 'create', { board_id: board, name }, as))).data.entityId);
      }
      const comment = (await quietly(() => callFrom<{ entityId: string }>('CommentsResource', 'create', { pin_id: pins[0], text: 'Mine' }, as))).data.entityId;

      // Fill the member's bucket, counted in its RateLimiter object, to one short of the limit; the next edit is allowed.
      const bucket = env.RATE_LIMITER.getByName(`publicViewEdit:user:${me.id}`);
      const { remaining } = await bucket.hit(LIMIT, windowSeconds * 1000, Date.now(), 0);
      await bucket.hit(LIMIT, windowSeconds * 1000, Date.now(), remaining - 1);
      const last = await quietly(() => callFrom('BoardSectionResource', 'update', { section_id: sections[0], name: 'The last one' }, as));
      expect(last.status, JSON.stringify(last.error)).toBe(200);

      const before = { d1: await snapshotD1(), generation: await generation(), purges: unsentPurges.length };
      const tries = {
        boardEdited: await callFrom('BoardResource', 'update', { board_id: board, description: 'Said again' }, as),
        boardDeleted: await callFrom('BoardResource', 'delete', { board_id: board }, as),
        sectionCreated: await callFrom('BoardSectionResource', 'create', { board_id: board, name: 'Third part' }, as),
        sectionRenamed: await callFrom('BoardSectionResource', 'update', { section_id: sections[0], name: 'Renamed' }, as),
        sectionDeleted: await callFrom('BoardSectionResource', 'delete', { section_id: sections[0] }, as),
        sectionMerged: await callFrom('BoardSectionMergeResource', 'create', { section_id: sections[0], into_section_id: sections[1] }, as),
        pinsReordered: await callFrom('BoardPinOrderResource', 'update', { board_id: board, pin_id: pins[0], before_pin_id: null }, as),
        saveMoved: await callFrom('RepinResource', 'update', { id: pins[0], board_id: secret }, as),
        saveRemoved: await callFrom('RepinResource', 'delete', { id: pins[0] }, as),
        bulkDelete: await callFrom('BulkEditResource', 'delete', { board_id: board, pin_ids: pins }, as),
        selectAllDelete: await callFrom('BulkEditSelectAllResource', 'delete', { board_id: board }, as),
        commentDeleted: await callFrom('CommentsResource', 'delete', { id: comment }, as),
        commentsTurnedOff: await callFrom('PinCommentSettingsResource', 'update', { pin_id: pins[0], comments_disabled: true }, as),
        profileEdited: await callFrom('UserProfileResource', 'update', { full_name: 'Someone Renamed' }, as),
        businessNamed: await callFrom('BusinessAccountResource', 'create', { business_name: 'Shop & Co' }, as),
      };
      expect(Object.fromEntries(Object.entries(tries).map(([name, r]) => [name, r.status]))).toEqual(
        Object.fromEntries(Object.keys(tries).map((name) => [name, 429])),
      );
      for (const refused of Object.values(tries)) {
        expect(refused.error?.code).toBe('rate_limited');
        expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(await snapshotD1()).toEqual(before.d1);
      expect(await generation()).toBe(before.generation);
      expect(unsentPurges.length).toBe(before.purges);
    },
  );
});
