// Cached bot pages never outlive a change that takes content out of public view (docs/security.md#deleted-means-deleted,
// worker/seo/botPageGeneration.ts): once a board is made secret or deleted, a pin or comment deleted, a section
// removed, every bot page that showed it is rendered again: the board's oldest pins (beyond the ones purged by
// key), the board's url with any query, its section pages, the owner's profile and a topic grid.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardDetail, BoardSectionSummary } from '#shared/types.ts';
import { call, signUp } from '../accountHelpers.ts';
import { GOOGLEBOT_UA, request } from '../helpers.ts';

const SLOW = { timeout: 90_000 };
const bot = { headers: { 'user-agent': GOOGLEBOT_UA } };

async function botGet(path: string): Promise<{ status: number; cache: string | null; html: string }> {
  const r = await request(path, bot);
  return { status: r.status, cache: r.headers.get('x-bot-cache'), html: await r.text() };
}

let offset = 0;
/** Public pins of other members, none used twice in this file. */
async function publicPins(n: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT ?1 OFFSET ?2",
  )
    .bind(n, offset)
    .all<{ id: number }>();
  offset += n;
  return results.map((r) => String(r.id));
}

/** A member's public board holding `count` saves (oldest first) and a section holding one more. */
async function boardWithPins(count: number) {
  const me = await signUp('botpriv');
  const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Garden shed', privacy: 'public' }, me.cookie)).data;
  const section = (await call<BoardSectionSummary>('BoardSectionResource', 'create', { board_id: board.entityId, name: 'Pots' }, me.cookie)).data;
  const saves: string[] = [];
  for (const pin of await publicPins(count)) {
    const r = await call<{ id: string }>('RepinResource', 'create', { pin_id: pin, board_id: board.entityId }, me.cookie);
    expect(r.status).toBe(201);
    saves.push(r.data.id);
  }
  const [inSection] = await publicPins(1);
  const sectioned = await call<{ id: string }>(
    'RepinResource',
    'create',
    { pin_id: inSection, board_id: board.entityId, section: section.entityId },
    me.cookie,
  );
  expect(sectioned.status).toBe(201);
  return { me, board, section, saves, sectionPin: sectioned.data.id };
}

/** Asks each path twice as a bot: the second answer is from the cache. */
async function cached(paths: string[]): Promise<void> {
  for (const path of paths) {
    await botGet(path);
    expect((await botGet(path)).cache, path).toBe('HIT');
  }
}

describe('bot pages after a change that takes content out of public view (security: deleted means deleted)', () => {
  it('a board made secret: none of the pages that showed it is served from the cache', SLOW, async () => {
    const { me, board, section, saves, sectionPin } = await boardWithPins(14);
    const oldest = `/pin/${saves[0]}/`;
    const pages = [oldest, `/pin/${sectionPin}/`, board.url, `${board.url}?utm_source=feed`, section.url, `/${me.username}/`, `/${me.username}/_saved/`];
    await cached(pages);
    expect((await botGet(board.url)).html).toContain('Garden shed');

    expect((await call('BoardResource', 'update', { board_id: board.entityId, privacy: 'secret' }, me.cookie)).status).toBe(200);

    for (const path of pages) {
      const after = await botGet(path);
      expect(after.cache, path).not.toBe('HIT');
      expect(after.html, path).not.toContain('Garden shed');
    }
    for (const path of [oldest, `/pin/${sectionPin}/`, board.url, `${board.url}?utm_source=feed`, section.url])
      expect((await botGet(path)).status, path).toBe(404);
  });

  it('a deleted board, a deleted section and a deleted save are not served from the cache', SLOW, async () => {
    const first = await boardWithPins(3);
    await cached([`/pin/${first.saves[0]}/`, first.section.url, `${first.board.url}?page=2`]);
    expect((await call('BoardSectionResource', 'delete', { section_id: first.section.entityId }, first.me.cookie)).status).toBe(200);
    expect((await botGet(first.section.url)).cache).not.toBe('HIT');
    expect((await call('RepinResource', 'delete', { id: first.saves[1] }, first.me.cookie)).status).toBe(200);
    expect((await botGet(`${first.board.url}?page=2`)).cache).not.toBe('HIT');
    await cached([`/pin/${first.saves[0]}/`, `/${first.me.username}/`]);
    expect((await call('BoardResource', 'delete', { board_id: first.board.entityId }, first.me.cookie)).status).toBe(200);
    for (const path of [`/pin/${first.saves[0]}/`, `/${first.me.username}/`]) {
      const after = await botGet(path);
      expect(after.cache, path).not.toBe('HIT');
      expect(after.html, path).not.toContain('Garden shed');
    }
  });

  it('a change that keeps content public (a comment) reaches the crawlers’ pages that show it at once, as a removal does', SLOW, async () => {
    const { me, saves } = await boardWithPins(2);
    const commented = `/pin/${saves[0]}/`;
    await cached([commented]);
    expect((await call('CommentsResource', 'create', { pin_id: saves[0], text: 'Lovely pots' }, me.cookie)).status).toBe(201);
    const after = await botGet(commented);
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('Lovely pots');
  });
});
