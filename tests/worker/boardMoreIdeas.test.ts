// docs/rules/pin-card.md#screens-and-routes-spec-000-2 board more-ideas tab (BoardMoreIdeasResource) and docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "disable more-ideas
// badge" (BoardMoreIdeasBadgeResource): ideas related to the board's cover pin, never its own pins,
// and the owner's "New" badge until they open the tab or turn it off.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardDetail, Pin } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { sessionCookie } from './helpers.ts';

async function boardWithPins() {
  return (await env.DB.prepare(
    `SELECT b.id, b.owner_id FROM boards b WHERE b.privacy = 'public' AND b.sensitive = 0 AND b.layout = 'default' AND b.pin_count > 5
      AND b.cover_pin_id IS NOT NULL ORDER BY b.id LIMIT 1`,
  ).first<{ id: number; owner_id: number }>())!;
}

describe('board more-ideas tab (pin-card: Screens and routes; closeup-and-visitors: States and actions)', () => {
  it('More ideas are pins related to the board, none of them the board’s own, paged by bookmark (pin-card: Screens and routes)', async () => {
    const board = await boardWithPins();
    const first = await call<Pin[]>('BoardMoreIdeasResource', 'get', { board_id: String(board.id), page_size: 10 });
    expect(first.status).toBe(200);
    expect(first.data.length).toBeGreaterThan(0);
    for (const pin of first.data) expect(pin.board?.entityId).not.toBe(String(board.id));
    if (first.bookmark) {
      const next = await call<Pin[]>('BoardMoreIdeasResource', 'get', { board_id: String(board.id), bookmark: first.bookmark, page_size: 10 });
      expect(next.status).toBe(200);
      const seen = new Set(first.data.map((p) => p.entityId));
      for (const pin of next.data) expect(seen.has(pin.entityId)).toBe(false);
    }
  });

  it('a board without pins has no ideas; a secret board of someone else does not exist (pin-card: Screens and routes)', async () => {
    const me = await signUp('ideas');
    const empty = (await call<BoardDetail>('BoardResource', 'create', { name: 'Empty ideas', privacy: 'public' }, me.cookie)).data;
    expect((await call<Pin[]>('BoardMoreIdeasResource', 'get', { board_id: empty.entityId })).data).toEqual([]);
    const secret = (await call<BoardDetail>('BoardResource', 'create', { name: 'Hidden ideas', privacy: 'secret' }, me.cookie)).data;
    expect((await call('BoardMoreIdeasResource', 'get', { board_id: secret.entityId })).status).toBe(404);
  });

  it('C42: the owner sees the New badge until they turn it off; nobody else sees it or may turn it off (closeup-and-visitors: States and actions)', async () => {
    const board = await boardWithPins();
    await env.DB.prepare('UPDATE boards SET more_ideas_badge = 1 WHERE id = ?').bind(board.id).run();
    const owner = await sessionCookie(board.owner_id);
    const read = async (cookie?: string) => (await call<BoardDetail>('BoardResource', 'get', { board_id: String(board.id) }, cookie)).data.moreIdeasBadge;
    expect(await read(owner)).toBe(true);
    expect(await read()).toBe(false);
    const stranger = await signUp('badge');
    expect((await call('BoardMoreIdeasBadgeResource', 'delete', { board_id: String(board.id) }, stranger.cookie)).status).toBe(403);
    expect(await read(owner)).toBe(true);
    const off = await call('BoardMoreIdeasBadgeResource', 'delete', { board_id: String(board.id) }, owner);
    expect(off.status).toBe(200);
    expect(off.data).toEqual({ board_id: String(board.id), moreIdeasBadge: false });
    expect(await read(owner)).toBe(false);
  });
});
