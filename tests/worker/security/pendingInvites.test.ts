// Visibility (docs/security.md): a pending collaborator invite is the owner's and the invitee's
// business. On a public board anyone may list its collaborators, but an invite not yet accepted is
// listed only to the board's owner and the person invited (worker/boards/boardData.ts readCollaborators).
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../accountHelpers.ts';
import { callFrom } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;
type Listed = Array<{ entityId: string; status: string }>;

let owner: Member;
let invitee: Member;
let accepted: Member;
let board: string;
beforeAll(async () => {
  [owner, invitee, accepted] = [await signUp('inviter'), await signUp('invitee'), await signUp('joined')];
  board = (await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'open board' }, { cookie: owner.cookie })).data.entityId;
  for (const member of [invitee, accepted]) {
    expect((await callFrom('BoardCollaboratorResource', 'create', { board_id: board, user_id: member.id }, { cookie: owner.cookie })).status).toBe(201);
  }
  expect((await callFrom('BoardInviteResource', 'update', { board_id: board }, { cookie: accepted.cookie })).status).toBe(200);
});

const listedTo = async (cookie?: string) =>
  (await callFrom<Listed>('BoardCollaboratorResource', 'get', { board_id: board }, { cookie })).data.map((c) => [c.entityId, c.status]);

describe('Visibility: a pending invite is listed only to the board owner and the invitee (security: Visibility)', () => {
  it('Visibility: a visitor and another member see the collaborators who accepted, not the pending invite', async () => {
    const stranger = await signUp('stranger');
    expect(await listedTo()).toEqual([[accepted.id, 'accepted']]);
    expect(await listedTo(stranger.cookie)).toEqual([[accepted.id, 'accepted']]);
    expect(await listedTo(accepted.cookie)).toEqual([[accepted.id, 'accepted']]);
  });

  it('Visibility: the owner and the invitee see the pending invite', async () => {
    expect(await listedTo(owner.cookie)).toEqual([
      [invitee.id, 'invited'],
      [accepted.id, 'accepted'],
    ]);
    expect(await listedTo(invitee.cookie)).toEqual([
      [invitee.id, 'invited'],
      [accepted.id, 'accepted'],
    ]);
  });
});
