// Finding 2 (blocking does not stop the blocked member): once either of two members blocks the
// other, every interaction between them is refused on the server, both ways, and each one's pins
// and comments are hidden from the other in feeds, closeups and comment lists.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommentPage, Pin } from '#shared/types.ts';
import { BLOCKED_MESSAGE } from '#worker/api/errors.ts';
import { signUp } from '../accountHelpers.ts';
import { documentState, request } from '../helpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>> & { boardId: string; pinId: string; commentPin: string };

/** A member with a public board holding an original pin of theirs, and a comment on a shared pin. */
async function member(prefix: string, sharedPin: string): Promise<Member> {
  const account = await signUp(prefix);
  const board = await callFrom<{ entityId: string }>('BoardResource', 'create', { name: `${prefix} board` }, { cookie: account.cookie });
  const pin = await env.DB.prepare(
    `INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, data, created_at)
     SELECT ?, ?, 'image', ?, image_signature, '{}', ? FROM pins WHERE deleted_at IS NULL ORDER BY id LIMIT 1 RETURNING id`,
  )
    .bind(Number(account.id), Number(board.data.entityId), `${prefix} pin`, Date.now())
    .first<{ id: number }>();
  const comment = await callFrom('CommentsResource', 'create', { pin_id: sharedPin, text: `a comment by ${prefix}` }, { cookie: account.cookie });
  expect(comment.status).toBe(201);
  return { ...account, boardId: board.data.entityId, pinId: String(pin!.id), commentPin: sharedPin };
}

let sharedPin: string;
beforeAll(async () => {
  const row = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.comments_disabled = 0 ORDER BY p.id LIMIT 1",
  ).first<{ id: number }>();
  sharedPin = String(row!.id);
});

/** Two members, each with a board and a pin, following each other and each other's board, with a conversation and pending invites between them; then `blocker` blocks the other. */
async function blockedPair(direction: 'a blocks b' | 'b blocks a') {
  const a = await member('blocka', sharedPin);
  const b = await member('blockb', sharedPin);
  for (const [x, y] of [
    [a, b],
    [b, a],
  ]) {
    expect((await callFrom('UserFollowResource', 'create', { user_id: y.id }, { cookie: x.cookie })).status).toBe(200);
    expect((await callFrom('BoardFollowResource', 'create', { board_id: y.boardId }, { cookie: x.cookie })).status).toBe(200);
  }
  const sent = await callFrom<{ conversationId: string }>(
    'ConversationsResource',
    'create',
    { pin_id: sharedPin, username: b.username, text: 'hello' },
    { cookie: a.cookie },
  );
  expect(sent.status).toBe(201);
  const inviteBoard = await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'shared plans' }, { cookie: a.cookie });
  expect((await callFrom('BoardCollaboratorResource', 'create', { board_id: inviteBoard.data.entityId, user_id: b.id }, { cookie: a.cookie })).status).toBe(
    201,
  );
  const [blocker, blocked] = direction === 'a blocks b' ? [a, b] : [b, a];
  expect((await callFrom('UserBlockResource', 'create', { blocked_user_id: blocked.id }, { cookie: blocker.cookie })).status).toBe(200);
  return { a, b, conversationId: sent.data.conversationId, inviteBoardId: inviteBoard.data.entityId };
}

const DIRECTIONS = ['a blocks b', 'b blocks a'] as const;

describe.each(DIRECTIONS)('after %s, interactions are refused both ways (security: Blocks)', (direction) => {
  let pair: Awaited<ReturnType<typeof blockedPair>>;
  beforeAll(async () => {
    pair = await blockedPair(direction);
  });

  /** Each interaction of `from` toward `to`, with the status it must be refused with. */
  const interactions = (from: Member, to: Member) =>
    [
      ['following them', 'UserFollowResource', 'create', { user_id: to.id }, 403],
      ['following their board', 'BoardFollowResource', 'create', { board_id: to.boardId }, 403],
      ['commenting on their pin', 'CommentsResource', 'create', { pin_id: to.pinId, text: 'hi' }, 404],
      ['saving their pin', 'RepinResource', 'create', { pin_id: to.pinId }, 404],
      ['sending them a pin', 'ConversationsResource', 'create', { pin_id: sharedPin, username: to.username, text: 'hi' }, 403],
      ['replying in the conversation with them', 'ConversationMessagesResource', 'create', { conversation_id: pair.conversationId, text: 'hi' }, 403],
      ['inviting them to a board', 'BoardCollaboratorResource', 'create', { board_id: from.boardId, user_id: to.id }, 403],
    ] as const;

  it.each(['a to b', 'b to a'] as const)('refuses every interaction from %s and changes nothing', async (way) => {
    const [from, to] = way === 'a to b' ? [pair.a, pair.b] : [pair.b, pair.a];
    for (const [what, name, verb, options, status] of interactions(from, to)) {
      const before = await snapshotD1();
      const r = await callFrom(name, verb, options, { cookie: from.cookie });
      expect([what, r.status]).toEqual([what, status]);
      if (status === 403) expect(r.error?.message).toBe(BLOCKED_MESSAGE);
      expect(await snapshotD1()).toEqual(before);
    }
  });

  it('refuses accepting an invite sent before the block, and hiding their pin answers 404', async () => {
    const before = await snapshotD1();
    const accept = await callFrom('BoardInviteResource', 'update', { board_id: pair.inviteBoardId }, { cookie: pair.b.cookie });
    expect(accept.status).toBe(403);
    const hide = await request(`/v3/p2p/${pair.a.pinId}/hide/`, { method: 'PUT', headers: { cookie: pair.b.cookie, origin: 'https://pins.test' } });
    expect(hide.status).toBe(404);
    expect(await snapshotD1()).toEqual(before);
  });

  it("dropped the follows between them both ways, of each other and of each other's boards", async () => {
    const count = async (sql: string, ...binds: unknown[]) =>
      (
        await env.DB.prepare(sql)
          .bind(...binds)
          .first<{ n: number }>()
      )?.n;
    const [a, b] = [Number(pair.a.id), Number(pair.b.id)];
    expect(
      await count('SELECT COUNT(*) AS n FROM user_follows WHERE (follower_id = ?1 AND followee_id = ?2) OR (follower_id = ?2 AND followee_id = ?1)', a, b),
    ).toBe(0);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM board_follows WHERE (user_id = ?1 AND board_id = ?3) OR (user_id = ?2 AND board_id = ?4)',
        a,
        b,
        Number(pair.b.boardId),
        Number(pair.a.boardId),
      ),
    ).toBe(0);
    expect(await count('SELECT follower_count AS n FROM boards WHERE id = ?', Number(pair.a.boardId))).toBe(0);
  });

  it.each(['a', 'b'] as const)("hides the other one's pins and comments from %s everywhere", async (who) => {
    const [me, other] = who === 'a' ? [pair.a, pair.b] : [pair.b, pair.a];
    const home = await callFrom<Pin[]>('HomefeedResource', 'get', { page_size: 50 }, { cookie: me.cookie });
    expect(home.data.map((p) => p.pinner.entityId)).not.toContain(other.id);
    const board = await callFrom<Pin[]>('BoardFeedResource', 'get', { board_id: other.boardId }, { cookie: me.cookie });
    expect(board.data.map((p) => p.entityId)).not.toContain(other.pinId);
    expect((await callFrom('PinResource', 'get', { id: other.pinId }, { cookie: me.cookie })).status).toBe(404);
    expect((await request(`/pin/${other.pinId}/`, { headers: { cookie: me.cookie } })).status).toBe(404);
    const comments = await callFrom<CommentPage>('CommentsResource', 'get', { pin_id: sharedPin }, { cookie: me.cookie });
    expect(comments.data.comments.map((c) => c.author.entityId)).toContain(me.id);
    expect(comments.data.comments.map((c) => c.author.entityId)).not.toContain(other.id);
    const everyone = await callFrom<CommentPage>('CommentsResource', 'get', { pin_id: sharedPin });
    expect(comments.data.count).toBe(everyone.data.count - 1);
    const page = documentState(await (await request(`/pin/${sharedPin}/`, { headers: { cookie: me.cookie } })).text()).page.data as { comments: CommentPage };
    expect(page.comments.comments.map((c) => c.author.entityId)).not.toContain(other.id);
  });

  it('shows both to everyone else as before', async () => {
    expect((await callFrom('PinResource', 'get', { id: pair.a.pinId })).status).toBe(200);
    const everyone = await callFrom<CommentPage>('CommentsResource', 'get', { pin_id: sharedPin });
    const authors = everyone.data.comments.map((c) => c.author.entityId);
    expect(authors).toContain(pair.a.id);
    expect(authors).toContain(pair.b.id);
  });
});

describe('unblocking restores what the block took away (but not the dropped follows) (security: Blocks)', () => {
  it('lets them follow and comment again once the block is lifted', async () => {
    const pair = await blockedPair('a blocks b');
    expect((await callFrom('UserBlockResource', 'delete', { blocked_user_id: pair.b.id }, { cookie: pair.a.cookie })).status).toBe(200);
    expect((await callFrom('UserFollowResource', 'create', { user_id: pair.a.id }, { cookie: pair.b.cookie })).status).toBe(200);
    expect((await callFrom('CommentsResource', 'create', { pin_id: pair.a.pinId, text: 'hello again' }, { cookie: pair.b.cookie })).status).toBe(201);
  });
});
