// "Select all" then delete on a board (BulkEditSelectAllResource, docs/rules/closeup-and-visitors.md#calls-spec-002-7):
// every live pin of the board or section goes but the ones kept out, with the board's counts, in real D1.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardDetail, Pin, SaveResult } from '#shared/types.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { sessionCookie } from './helpers.ts';

const pinCount = (boardId: string) => count('SELECT pin_count AS n FROM boards WHERE id = ?', Number(boardId));
const livePins = (boardId: string) => count('SELECT COUNT(*) AS n FROM pins WHERE board_id = ? AND deleted_at IS NULL', Number(boardId));

/** A new member with a board holding saves of `n` demo pins. */
async function boardWithSaves(name: string, n: number) {
  const user = await signUp(name);
  const board = await call<BoardDetail>('BoardResource', 'create', { name: 'All of it' }, user.cookie);
  const feed = await call<Pin[]>('HomefeedResource', 'get', {}, user.cookie);
  const saved: string[] = [];
  for (const p of feed.data.filter((pin) => !pin.isPromoted).slice(0, n)) {
    saved.push((await call<SaveResult>('RepinResource', 'create', { pin_id: p.entityId, board_id: board.data.entityId }, user.cookie)).data.id);
  }
  expect(saved).toHaveLength(n);
  return { user, board: board.data.entityId, saved };
}

describe('BulkEditSelectAllResource (closeup-and-visitors: Calls)', () => {
  it('C51: select all then delete removes every pin of the board but those kept out, and recounts it (closeup-and-visitors: Calls)', async () => {
    const { user, board, saved } = await boardWithSaves('selectall', 5);
    const r = await call<{ deleted: number }>('BulkEditSelectAllResource', 'delete', { board_id: board, pin_ids: saved.slice(0, 2) }, user.cookie);
    expect(r.status).toBe(200);
    expect(r.data.deleted).toBe(3);
    expect(await livePins(board)).toBe(2);
    expect(await pinCount(board)).toBe(2);
    const left = await env.DB.prepare('SELECT id FROM pins WHERE board_id = ? ORDER BY id').bind(Number(board)).all<{ id: number }>();
    expect(left.results.map((row) => String(row.id)).sort()).toEqual(saved.slice(0, 2).sort());
  });

  it('C51: with a section_id only that section’s pins go (closeup-and-visitors: Calls)', async () => {
    const { user, board, saved } = await boardWithSaves('selectsec', 4);
    const section = await call<{ sectionId: string }>(
      'BulkEditResource',
      'update',
      { action: 'bulkCreateSection', board_id: board, pin_ids: saved.slice(0, 3), section_name: 'Corner' },
      user.cookie,
    );
    const r = await call<{ deleted: number }>(
      'BulkEditSelectAllResource',
      'delete',
      { board_id: board, section_id: section.data.sectionId, pin_ids: [saved[0]] },
      user.cookie,
    );
    expect(r.data.deleted).toBe(2);
    expect(await livePins(board)).toBe(2);
    expect(await count('SELECT COUNT(*) AS n FROM pins WHERE section_id = ?', Number(section.data.sectionId))).toBe(1);
    // A section of another board is refused and nothing changes.
    const other = await call<BoardDetail>('BoardResource', 'create', { name: 'Other' }, user.cookie);
    const wrong = await call('BulkEditSelectAllResource', 'delete', { board_id: other.data.entityId, section_id: section.data.sectionId }, user.cookie);
    expect(wrong.status).toBe(400);
    expect(await livePins(board)).toBe(2);
  });

  it('C51: refuses someone else’s board, a signed-out caller and bad ids, and deletes nothing (closeup-and-visitors: Calls)', async () => {
    const { user, board } = await boardWithSaves('selectown', 2);
    const stranger = await call('BulkEditSelectAllResource', 'delete', { board_id: board }, await sessionCookie(2));
    expect(stranger.status).toBe(403);
    expect((await call('BulkEditSelectAllResource', 'delete', { board_id: board })).status).toBe(401);
    expect((await call('BulkEditSelectAllResource', 'delete', { board_id: board, pin_ids: ['x'] }, user.cookie)).status).toBe(400);
    expect((await call('BulkEditSelectAllResource', 'delete', { board_id: board, pin_ids: 'all' }, user.cookie)).status).toBe(400);
    expect(await livePins(board)).toBe(2);
  });
});
