// Races: two people (or two tabs) changing the same thing at once. Each request answers success,
// 404 or 409 (never a 500), and D1 ends with no duplicate and no orphan row, with every kept count
// equal to the rows it counts (docs/architecture.md, writes are one D1 batch).
import { describe, expect, it } from 'vitest';
import type { Pin } from '#shared/types.ts';
import { call, count, signUp } from '../accountHelpers.ts';
import { getResource } from '../helpers.ts';

type Answer = { status: number };
const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const allowed = (answers: Answer[], ok: number[]) => expect(statuses(answers).filter((s) => !ok.includes(s))).toEqual([]);

async function feedPins(n: number): Promise<Pin[]> {
  const pins = (await getResource<Pin[]>('HomefeedResource', { page_size: 25 })).body.resource_response.data!.filter((p) => !p.isPromoted);
  expect(pins.length).toBeGreaterThanOrEqual(n);
  return pins.slice(0, n);
}

describe('races between parallel requests (pin-card: Errors and messages: a clear answer, never a server error)', () => {
  it('deleting a board while saves go into it: each save lands or is a 404, nothing is left pointing at the board', async () => {
    const me = await signUp('racer');
    const board = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Going away' }, me.cookie);
    const pins = await feedPins(8);
    const answers = await Promise.all([
      ...pins.slice(0, 4).map((p) => call('RepinResource', 'create', { pin_id: p.entityId, board_id: board.data.entityId }, me.cookie)),
      call('BoardResource', 'delete', { board_id: board.data.entityId }, me.cookie),
      ...pins.slice(4).map((p) => call('RepinResource', 'create', { pin_id: p.entityId, board_id: board.data.entityId }, me.cookie)),
    ]);
    allowed(answers, [200, 201, 404]);
    expect(answers[4].status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM boards WHERE id = ?', Number(board.data.entityId))).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM pins WHERE board_id = ?', Number(board.data.entityId))).toBe(0);
    // No save of the member points at a board that no longer exists.
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM pins p WHERE p.pinner_id = ? AND p.board_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM boards b WHERE b.id = p.board_id)',
        Number(me.id),
      ),
    ).toBe(0);
  });

  it('deleting a pin while others comment on it: each comment lands or is a 404, no comment outlives its pin', async () => {
    const owner = await signUp('pinowner');
    const board = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Mine' }, owner.cookie);
    const [source] = await feedPins(1);
    const saved = await call<{ id: string }>('RepinResource', 'create', { pin_id: source.entityId, board_id: board.data.entityId }, owner.cookie);
    expect(saved.status).toBe(201);
    const commenters = await Promise.all([signUp('c1'), signUp('c2'), signUp('c3')]);
    const answers = await Promise.all([
      ...commenters.map((c, i) => call('CommentsResource', 'create', { pin_id: saved.data.id, text: `Nice ${i}` }, c.cookie)),
      call('PinResource', 'delete', { id: saved.data.id }, owner.cookie),
      ...commenters.map((c, i) => call('CommentsResource', 'create', { pin_id: saved.data.id, text: `Late ${i}` }, c.cookie)),
    ]);
    allowed(answers, [200, 201, 404, 410]);
    expect(answers[3].status).toBe(200);
    const live = await count('SELECT COUNT(*) AS n FROM pins WHERE id = ? AND deleted_at IS NULL', Number(saved.data.id));
    expect(live).toBe(0);
    // A comment that landed before the delete is gone with the pin, or stays attached to a pin row that still exists.
    expect(
      await count('SELECT COUNT(*) AS n FROM comments c WHERE c.pin_id = ? AND NOT EXISTS (SELECT 1 FROM pins p WHERE p.id = c.pin_id)', Number(saved.data.id)),
    ).toBe(0);
  });

  it('following twice at once: one follow row, the count is one', async () => {
    const [fan, star] = await Promise.all([signUp('fan'), signUp('star')]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('UserFollowResource', 'create', { user_id: star.id }, fan.cookie)));
    allowed(answers, [200, 201, 409]);
    expect(answers.some((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(await count('SELECT COUNT(*) AS n FROM user_follows WHERE follower_id = ? AND followee_id = ?', Number(fan.id), Number(star.id))).toBe(1);
  });

  it('saving the same pin to the same board twice at once: one save, the board counts one', async () => {
    const me = await signUp('doublesave');
    const board = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Once' }, me.cookie);
    const [pin] = await feedPins(1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('RepinResource', 'create', { pin_id: pin.entityId, board_id: board.data.entityId }, me.cookie)),
    );
    allowed(answers, [200, 201, 409]);
    const saves = await count('SELECT COUNT(*) AS n FROM pins WHERE board_id = ? AND deleted_at IS NULL', Number(board.data.entityId));
    expect(saves).toBe(1);
    expect(await count('SELECT pin_count AS n FROM boards WHERE id = ?', Number(board.data.entityId))).toBe(saves);
  });

  it('signing up twice at once with one email: one account, the other request is a 409', async () => {
    const email = `twin_${Date.now()}@example.com`;
    const answers = await Promise.all(
      ['twin_a', 'twin_b', 'twin_c'].map((u, i) =>
        call('UserRegisterResource', 'create', {
          email: i === 1 ? email.toUpperCase() : email,
          password: 'correct horse battery vqzk',
          username: `${u}_${Date.now() % 1e6}`,
        }),
      ),
    );
    allowed(answers, [201, 409]);
    expect(statuses(answers).filter((s) => s === 201)).toHaveLength(1);
    expect(await count('SELECT COUNT(*) AS n FROM users WHERE lower(email) = lower(?)', email)).toBe(1);
  });
});
