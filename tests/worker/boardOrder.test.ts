// The order of a board's pins (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3): BoardPinOrderResource moves
// a pin before another or last, kept in D1 for every viewer and page; new saves go to the top;
// exact under concurrent moves; only the owner, with CSRF; bad input changes nothing.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail, Pin, SaveResult } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { getResource, request } from './helpers.ts';

let source: Pin[];
beforeAll(async () => {
  source = (await getResource<Pin[]>('HomefeedResource', { page_size: 20 })).body.resource_response.data!.filter((p) => !p.isPromoted);
});

/** A new owner with a public board of `n` saves; `saved` is in the order the board shows (newest first). */
async function boardOf(n: number) {
  const owner = await signUp('orderer');
  const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Order' }, owner.cookie)).data;
  const ids: string[] = [];
  for (const p of source.slice(0, n))
    ids.push((await call<SaveResult>('RepinResource', 'create', { pin_id: p.entityId, board_id: board.entityId }, owner.cookie)).data.id);
  return { owner, board, saved: ids.reverse() };
}

/** The board's pins as a viewer sees them, across every page. */
async function order(boardId: string, cookie?: string, pageSize = 25): Promise<string[]> {
  const all: string[] = [];
  let bookmark: string | null | undefined;
  do {
    const page = await call<Pin[]>('BoardFeedResource', 'get', { board_id: boardId, page_size: pageSize, ...(bookmark ? { bookmark } : {}) }, cookie);
    all.push(...page.data.map((p) => p.entityId));
    bookmark = page.bookmark;
  } while (bookmark);
  return all;
}

const move = (boardId: string, pinId: string, before: string | null, cookie?: string) =>
  call('BoardPinOrderResource', 'update', { board_id: boardId, pin_id: pinId, before_pin_id: before }, cookie);

describe('board pin order (pin-card: Pins, boards and viewers)', () => {
  it('a move holds after reload, for other viewers and across pages; new saves go to the top (pin-card: Pins, boards and viewers)', async () => {
    const { owner, board, saved } = await boardOf(6);
    expect(await order(board.entityId, owner.cookie)).toEqual(saved);
    // The last pin to the front, the first one last, one into the middle.
    expect((await move(board.entityId, saved[5], saved[0], owner.cookie)).status).toBe(200);
    expect((await move(board.entityId, saved[0], null, owner.cookie)).status).toBe(200);
    expect((await move(board.entityId, saved[1], saved[3], owner.cookie)).status).toBe(200);
    const expected = [saved[5], saved[2], saved[1], saved[3], saved[4], saved[0]];
    expect(await order(board.entityId, owner.cookie)).toEqual(expected);
    const visitor = await signUp('viewer');
    expect(await order(board.entityId, visitor.cookie)).toEqual(expected);
    expect(await order(board.entityId, undefined, 2)).toEqual(expected);
    const fresh = (await call<SaveResult>('RepinResource', 'create', { pin_id: source[7].entityId, board_id: board.entityId }, owner.cookie)).data.id;
    expect(await order(board.entityId, owner.cookie)).toEqual([fresh, ...expected]);
  });

  it('concurrent moves each apply whole; every pin keeps one unique place (pin-card: Pins, boards and viewers)', async () => {
    const { owner, board, saved } = await boardOf(8);
    const moves: [string, string | null][] = [
      [saved[7], saved[0]],
      [saved[0], null],
      [saved[3], saved[1]],
      [saved[5], saved[2]],
      [saved[6], saved[4]],
      [saved[2], saved[6]],
    ];
    const answers = await Promise.all(moves.map(([pin, before]) => move(board.entityId, pin, before, owner.cookie)));
    expect(answers.map((a) => a.status)).toEqual(moves.map(() => 200));
    const shown = await order(board.entityId, owner.cookie);
    expect([...shown].sort()).toEqual([...saved].sort());
    const { results } = await env.DB.prepare('SELECT COUNT(DISTINCT board_position) AS places, COUNT(*) AS pins FROM pins WHERE board_id = ?')
      .bind(Number(board.entityId))
      .all<{ places: number; pins: number }>();
    expect(results[0].places).toBe(results[0].pins);
    // Whatever order they ran in, no other move puts a pin below the one sent last.
    expect(shown.indexOf(saved[0])).toBe(shown.length - 1);
  });

  it('only the owner reorders (403 for a viewer, 404 for a secret board), with CSRF; nothing changes (pin-card: Pins, boards and viewers)', async () => {
    const { owner, board, saved } = await boardOf(3);
    const stranger = await signUp('stranger');
    expect((await move(board.entityId, saved[2], saved[0], stranger.cookie)).status).toBe(403);
    expect((await move(board.entityId, saved[2], saved[0])).status).toBe(401);
    const secret = (await call<BoardDetail>('BoardResource', 'create', { name: 'Hidden', privacy: 'secret' }, owner.cookie)).data;
    expect((await move(secret.entityId, saved[2], saved[0], stranger.cookie)).status).toBe(404);
    const forged = await request('/resource/BoardPinOrderResource/update/', {
      method: 'PUT',
      headers: { origin: 'https://evil.test', cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ options: { board_id: board.entityId, pin_id: saved[2], before_pin_id: saved[0] } }),
    });
    expect(forged.status).toBe(403);
    expect(await order(board.entityId, owner.cookie)).toEqual(saved);
  });

  it('bad input answers a clear 400 and changes nothing (pin-card: Pins, boards and viewers)', async () => {
    const { owner, board, saved } = await boardOf(3);
    const other = await boardOf(1);
    const bad: [unknown, RegExp][] = [
      [{ board_id: board.entityId, pin_id: saved[0], before_pin_id: saved[0] }, /before itself/],
      [{ board_id: board.entityId, pin_id: other.saved[0], before_pin_id: saved[0] }, /not on this board/],
      [{ board_id: board.entityId, pin_id: saved[0], before_pin_id: other.saved[0] }, /not on this board/],
      [{ board_id: board.entityId, pin_id: 'x1', before_pin_id: null }, /pin_id/],
      [{ board_id: board.entityId, pin_id: saved[0] }, /before_pin_id/],
    ];
    for (const [options, message] of bad) {
      const r = await call('BoardPinOrderResource', 'update', options, owner.cookie);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.error)).toMatch(message);
    }
    expect(await order(board.entityId, owner.cookie)).toEqual(saved);
    expect(await order(other.board.entityId, other.owner.cookie)).toEqual(other.saved);
  });
});
