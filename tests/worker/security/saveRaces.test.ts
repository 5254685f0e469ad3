// A save racing a board delete is a 404, never a 500 (docs/security.md: Races).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, signUp } from '../accountHelpers.ts';
import { boardOf, publicPins } from './savingHelpers.ts';

describe('a save racing a board delete is a 404, never a 500 (security: Races)', () => {
  it('answers 404 when the board goes between the check and the write (a foreign-key failure)', async () => {
    const me = await signUp('race');
    const board = await boardOf(me.cookie, 'Vanishing');
    const [a] = await publicPins(1);
    // The board is deleted by a trigger just before the save's insert: the race, made certain.
    await env.DB.prepare(
      `CREATE TRIGGER race_board_vanishes BEFORE INSERT ON pins WHEN NEW.board_id = ${Number(board.entityId)}
       BEGIN DELETE FROM boards WHERE id = ${Number(board.entityId)}; END`,
    ).run();
    try {
      const r = await call('RepinResource', 'create', { pin_id: a, board_id: board.entityId }, me.cookie);
      expect(r.status).toBe(404);
      expect(r.error?.code).toBe('not_found');
    } finally {
      await env.DB.prepare('DROP TRIGGER race_board_vanishes').run();
    }
  });

  it('answers saves and a delete running together with no 5xx', async () => {
    const me = await signUp('race2');
    const board = await boardOf(me.cookie, 'Racing');
    const pins = await publicPins(4);
    const answers = await Promise.all([
      ...pins.map((p) => call('RepinResource', 'create', { pin_id: p, board_id: board.entityId }, me.cookie)),
      call('BoardResource', 'delete', { board_id: board.entityId }, me.cookie),
    ]);
    for (const answer of answers) expect([200, 201, 404, 409]).toContain(answer.status);
  });
});
