// A block stops a collaborator: when either of two members blocks the other, every collaboration
// and pending invite of one on the other's boards ends in the block's own batch (worker/users/
// blocks.ts), so the blocked member can no longer add or save pins there; the pins they added
// stay on the board and its owner still sees and can remove them (worker/visibility.ts
// pinVisibleTo). docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 collaborators, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "User actions".
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pin } from '#shared/types.ts';
import { dataUrl, makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

let publicPins: string[];
beforeAll(async () => {
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 ORDER BY p.id LIMIT 3",
  ).all<{ id: number }>();
  publicPins = results.map((r) => String(r.id));
});

/** Owner `a` with a public board `b` collaborates on, holding a pin `b` saved there; then `blocker` blocks the other. */
async function collaboration(direction: 'owner blocks collaborator' | 'collaborator blocks owner') {
  const a = await signUp('boardowner');
  const b = await signUp('collab');
  const board = await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'our trip' }, { cookie: a.cookie });
  const boardId = board.data.entityId;
  expect((await callFrom('BoardCollaboratorResource', 'create', { board_id: boardId, user_id: b.id }, { cookie: a.cookie })).status).toBe(201);
  expect((await callFrom('BoardInviteResource', 'update', { board_id: boardId }, { cookie: b.cookie })).status).toBe(200);
  const saved = await callFrom<{ id: string }>('RepinResource', 'create', { pin_id: publicPins[0], board_id: boardId }, { cookie: b.cookie });
  expect(saved.status).toBe(201);
  const [blocker, blocked]: Member[] = direction === 'owner blocks collaborator' ? [a, b] : [b, a];
  expect((await callFrom('UserBlockResource', 'create', { blocked_user_id: blocked.id }, { cookie: blocker.cookie })).status).toBe(200);
  return { a, b, boardId, savedPin: saved.data.id };
}

const boardPins = async (boardId: string, cookie?: string) =>
  (await callFrom<Pin[]>('BoardFeedResource', 'get', { board_id: boardId }, { cookie })).data.map((p) => p.entityId);

describe.each(['owner blocks collaborator', 'collaborator blocks owner'] as const)('after the %s (pin-card: Pins, boards and viewers)', (direction) => {
  let pair: Awaited<ReturnType<typeof collaboration>>;
  beforeAll(async () => {
    pair = await collaboration(direction);
  });

  it('the collaboration is over', async () => {
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM board_collaborators WHERE board_id = ? AND user_id = ?')
      .bind(Number(pair.boardId), Number(pair.b.id))
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("the former collaborator can neither save nor create pins on the owner's board, and nothing changes", async () => {
    const before = await snapshotD1();
    const save = await callFrom('RepinResource', 'create', { pin_id: publicPins[1], board_id: pair.boardId }, { cookie: pair.b.cookie });
    expect([403, 404]).toContain(save.status);
    const picture = dataUrl(makePng(20, 20, () => [30, 160, 30]));
    const created = await callFrom('PinResource', 'create', { image_base64: picture, board_id: pair.boardId }, { cookie: pair.b.cookie });
    expect([403, 404]).toContain(created.status);
    const move = await callFrom('RepinResource', 'update', { id: pair.savedPin, board_id: pair.boardId }, { cookie: pair.b.cookie });
    expect(move.status).toBeGreaterThanOrEqual(400);
    expect(await snapshotD1()).toEqual(before);
  });

  it("the owner cannot comment on the other's pin left on their own board, and nothing changes (security: Blocks)", async () => {
    const before = await snapshotD1();
    const comment = await callFrom('CommentsResource', 'create', { pin_id: pair.savedPin, text: 'still here' }, { cookie: pair.a.cookie });
    expect(comment.status).toBe(403);
    expect(await snapshotD1()).toEqual(before);
  });

  it("the owner still sees the blocked member's pin on their own board and can remove it", async () => {
    expect(await boardPins(pair.boardId, pair.a.cookie)).toContain(pair.savedPin);
    const removed = await callFrom<{ deleted: number }>(
      'BulkEditResource',
      'delete',
      { board_id: pair.boardId, pin_ids: [pair.savedPin] },
      { cookie: pair.a.cookie },
    );
    expect(removed.status).toBe(200);
    expect(removed.data.deleted).toBe(1);
    expect(await boardPins(pair.boardId)).not.toContain(pair.savedPin);
  });
});
