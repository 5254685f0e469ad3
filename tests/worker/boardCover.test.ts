// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 board action "cover image update": the owner picks a pin of the board as its cover
// (sent as a patch, docs/rules/closeup-and-visitors.md#calls-spec-002-7); it stays the cover while newer pins are saved, and null goes back
// to the newest pin.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardDetail } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { ORIGIN, request } from './helpers.ts';

async function patchBoard(cookie: string, options: Record<string, unknown>) {
  const response = await request('/resource/BoardResource/update/', {
    method: 'PATCH',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ options, patch: true }),
  });
  return { status: response.status, body: (await response.json()) as { resource_response: { data: BoardDetail } } };
}

const coverOf = async (boardId: string) =>
  (await env.DB.prepare('SELECT cover_pin_id AS id FROM boards WHERE id = ?').bind(Number(boardId)).first<{ id: number }>())!.id;

describe('board cover image update (closeup-and-visitors: States and actions)', () => {
  it('C42: the chosen cover stays while newer pins are saved; null returns to the newest (closeup-and-visitors: States and actions)', async () => {
    const me = await signUp('cover');
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Covers', privacy: 'public' }, me.cookie)).data;
    const { results } = await env.DB.prepare(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 ORDER BY p.id LIMIT 3",
    ).all<{ id: number }>();
    const saved: string[] = [];
    for (const pin of results.slice(0, 2)) {
      const r = await call<{ id: string }>('RepinResource', 'create', { pin_id: String(pin.id), board_id: board.entityId }, me.cookie);
      saved.push(r.data.id);
    }
    const first = saved[0];
    const chosen = await patchBoard(me.cookie, { board_id: board.entityId, cover_pin_id: first });
    expect(chosen.status).toBe(200);
    expect(await coverOf(board.entityId)).toBe(Number(first));
    expect(chosen.body.resource_response.data.coverImageUrl).toBeTruthy();

    // A newer save keeps the chosen cover.
    const third = await call<{ id: string }>('RepinResource', 'create', { pin_id: String(results[2].id), board_id: board.entityId }, me.cookie);
    expect(await coverOf(board.entityId)).toBe(Number(first));

    expect((await patchBoard(me.cookie, { board_id: board.entityId, cover_pin_id: null })).status).toBe(200);
    expect(await coverOf(board.entityId)).toBe(Number(third.data.id));
  });

  it('refuses a cover that is not a pin of the board, and another member', async () => {
    const me = await signUp('coverbad');
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Empty', privacy: 'public' }, me.cookie)).data;
    const elsewhere = (await env.DB.prepare('SELECT id FROM pins WHERE deleted_at IS NULL ORDER BY id LIMIT 1').first<{ id: number }>())!;
    expect((await patchBoard(me.cookie, { board_id: board.entityId, cover_pin_id: String(elsewhere.id) })).status).toBe(400);
    const other = await signUp('coverother');
    expect((await patchBoard(other.cookie, { board_id: board.entityId, cover_pin_id: null })).status).toBe(403);
  });
});
