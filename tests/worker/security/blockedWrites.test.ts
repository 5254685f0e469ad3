// Blocks (docs/security.md): a block ends every write of one member into the other's space, through
// one check (worker/users/blocks.ts refuseIfBlockedIn): the pins a former collaborator left on the
// board (their title, link, alt text, comment setting, place and removal), comments on pins of that
// board, and saves into it. The board's owner still manages every pin on their own board.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_MESSAGE } from '#worker/api/errors.ts';
import { dataUrl, makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

async function createPin(member: Member, boardId: string, shade: number): Promise<string> {
  const created = await callFrom<{ entityId: string }>(
    'PinResource',
    'create',
    {
      image_base64: dataUrl(makePng(20, 20, () => [shade, 40, 90])),
      board_id: boardId,
      title: 'Our trip',
      link: 'https://trips.example.com/',
      alt_text: 'A beach',
    },
    { cookie: member.cookie },
  );
  expect(created.status).toBe(201);
  return created.data.entityId;
}

async function collaborate(owner: Member, member: Member, boardId: string) {
  expect((await callFrom('BoardCollaboratorResource', 'create', { board_id: boardId, user_id: member.id }, { cookie: owner.cookie })).status).toBe(201);
  expect((await callFrom('BoardInviteResource', 'update', { board_id: boardId }, { cookie: member.cookie })).status).toBe(200);
}

/** Owner `a`'s public board where `b` (then blocked, or blocking) and a third member `c` left pins; `b` has a board of their own. */
async function formerCollaboration(direction: string) {
  const [a, b, c] = [await signUp('spaceowner'), await signUp('excollab'), await signUp('bystander')];
  const board = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'our trip' }, { cookie: a.cookie })).data.entityId;
  const own = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'mine' }, { cookie: b.cookie })).data.entityId;
  await collaborate(a, b, board);
  await collaborate(a, c, board);
  const left = await createPin(b, board, 10);
  const third = await createPin(c, board, 200);
  const [blocker, blocked] = direction === 'owner blocks collaborator' ? [a, b] : [b, a];
  expect((await callFrom('UserBlockResource', 'create', { blocked_user_id: blocked.id }, { cookie: blocker.cookie })).status).toBe(200);
  return { a, b, board, own, left, third };
}

describe.each(['owner blocks collaborator', 'collaborator blocks owner'])(
  'Blocks: after the %s, no write of the ex-collaborator lands on the board (security: Blocks)',
  (direction) => {
    let s: Awaited<ReturnType<typeof formerCollaboration>>;
    beforeAll(async () => {
      s = await formerCollaboration(direction);
    });

    it.each([
      ['title', { title: 'Spam' }],
      ['link', { link: 'https://spam.example.net/' }],
      ['alt text', { alt_text: 'Spam' }],
      ['move to their own board', { board_id: 'OWN' }],
    ])('Blocks: PinResource update of their pin on the board (%s) is refused and changes nothing', async (_, change) => {
      const options = { id: s.left, ...change, ...('board_id' in change ? { board_id: s.own } : {}) };
      const before = await snapshotD1();
      const r = await callFrom('PinResource', 'update', options, { cookie: s.b.cookie });
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(BLOCKED_MESSAGE);
      expect(await snapshotD1()).toEqual(before);
    });

    it('Blocks: moving, deleting or turning comments off on their pin there is refused and changes nothing', async () => {
      const before = await snapshotD1();
      const tries = [
        await callFrom('RepinResource', 'update', { id: s.left, board_id: s.own }, { cookie: s.b.cookie }),
        await callFrom('RepinResource', 'delete', { id: s.left }, { cookie: s.b.cookie }),
        await callFrom('PinResource', 'delete', { id: s.left }, { cookie: s.b.cookie }),
        await callFrom('PinCommentSettingsResource', 'update', { pin_id: s.left, comments_disabled: true }, { cookie: s.b.cookie }),
      ];
      expect(tries.map((r) => r.status)).toEqual([403, 403, 403, 403]);
      expect(await snapshotD1()).toEqual(before);
    });

    it("Blocks: commenting on a third member's pin on the board is refused and changes nothing", async () => {
      const before = await snapshotD1();
      const r = await callFrom('CommentsResource', 'create', { pin_id: s.third, text: 'hello again' }, { cookie: s.b.cookie });
      expect(r.status).toBe(403);
      expect(await snapshotD1()).toEqual(before);
    });

    it('Blocks: the board owner still removes the blocked pin from their own board', async () => {
      const r = await callFrom('RepinResource', 'delete', { id: s.left }, { cookie: s.a.cookie });
      expect(r.status).toBe(200);
      const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM pins WHERE id = ?').bind(Number(s.left)).first<{ n: number }>();
      expect(row?.n).toBe(0);
    });
  },
);
