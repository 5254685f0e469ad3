// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: board view filters on a member's board list (CREATED_BY_ME, FAVORITED,
// FAVORITED_AND_CREATED_BY_ME) and the favourites they read (BoardFavoriteResource).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardDetail } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';

async function boardsOf(username: string, viewFilter: string, cookie?: string) {
  const r = await call<BoardDetail[]>('BoardsResource', 'get', { username, view_filter: viewFilter, filter_all_pins: true }, cookie);
  expect(r.status).toBe(200);
  return r.data;
}

describe('board view filters (pin-card: Pins, boards and viewers)', () => {
  it('A17: CREATED_BY_ME, FAVORITED and FAVORITED_AND_CREATED_BY_ME filter the member’s boards (pin-card: Pins, boards and viewers)', async () => {
    const me = await signUp('filters');
    const kitchen = (await call<BoardDetail>('BoardResource', 'create', { name: 'Kitchen', privacy: 'public' }, me.cookie)).data;
    const garden = (await call<BoardDetail>('BoardResource', 'create', { name: 'Garden', privacy: 'public' }, me.cookie)).data;
    // A public board of someone else that this member collaborates on.
    const shared = (await env.DB.prepare("SELECT id FROM boards WHERE owner_id = 1 AND privacy = 'public' AND layout <> 'quick_saves' LIMIT 1").first<{
      id: number;
    }>())!;
    await env.DB.prepare("INSERT INTO board_collaborators (board_id, user_id, status, created_at) VALUES (?, ?, 'accepted', ?)")
      .bind(shared.id, Number(me.id), Date.now())
      .run();

    const ids = (boards: BoardDetail[]) => boards.map((b) => b.entityId).sort();
    expect(ids(await boardsOf(me.username, 'NONE', me.cookie))).toEqual([kitchen.entityId, garden.entityId, String(shared.id)].sort());
    expect(ids(await boardsOf(me.username, 'CREATED_BY_ME', me.cookie))).toEqual([kitchen.entityId, garden.entityId].sort());

    expect((await call('BoardFavoriteResource', 'create', { board_id: kitchen.entityId }, me.cookie)).status).toBe(200);
    expect((await call('BoardFavoriteResource', 'create', { board_id: String(shared.id) }, me.cookie)).status).toBe(200);
    expect(ids(await boardsOf(me.username, 'FAVORITED', me.cookie))).toEqual([kitchen.entityId, String(shared.id)].sort());
    expect(ids(await boardsOf(me.username, 'FAVORITED_AND_CREATED_BY_ME', me.cookie))).toEqual([kitchen.entityId]);

    const own = await boardsOf(me.username, 'NONE', me.cookie);
    expect(own.find((b) => b.entityId === kitchen.entityId)?.favoritedByMe).toBe(true);
    expect(own.find((b) => b.entityId === garden.entityId)?.favoritedByMe).toBe(false);
    // Someone else looking at the list sees the same filter but no favourite marks.
    expect((await boardsOf(me.username, 'FAVORITED')).every((b) => b.favoritedByMe === undefined)).toBe(true);

    expect((await call('BoardFavoriteResource', 'delete', { board_id: kitchen.entityId }, me.cookie)).status).toBe(200);
    expect(ids(await boardsOf(me.username, 'FAVORITED', me.cookie))).toEqual([String(shared.id)]);
  });

  it('refuses a favourite on a board the member may not save to, a visitor, and an unknown filter', async () => {
    const me = await signUp('nofav');
    const other = (await env.DB.prepare("SELECT id FROM boards WHERE owner_id = 1 AND privacy = 'public' LIMIT 1").first<{ id: number }>())!;
    expect((await call('BoardFavoriteResource', 'create', { board_id: String(other.id) }, me.cookie)).status).toBe(403);
    expect((await call('BoardFavoriteResource', 'create', { board_id: String(other.id) })).status).toBe(401);
    expect((await call('BoardsResource', 'get', { username: me.username, view_filter: 'COLOURS' })).status).toBe(400);
  });
});
