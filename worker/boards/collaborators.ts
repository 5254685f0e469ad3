// BoardCollaboratorResource (the owner invites and removes; a collaborator may leave) and
// BoardInviteResource (accept by board or by invite-link code; decline).

import type { Context } from 'hono';
import * as api from '#shared/api/boards.ts';
import { type BoardId, formatId, type UserId } from '#shared/ids.ts';
import { firstName } from '#shared/users/firstName.ts';
import { ApiError } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { implement } from '#worker/api/implement.ts';
import { acceptInvite, inviteCollaborator, readBoard, readCollaborators, readInvite, removeCollaborator } from '#worker/boards/boardData.ts';
import type { AppEnv } from '#worker/env.ts';
import { refuseIfBlocked } from '#worker/users/blocks.ts';
import { readUserById, readUserByUsername } from '#worker/users/userData.ts';
import { ownBoard, visibleBoard } from './access.ts';

async function collaboratorList(c: Context<AppEnv>, boardId: BoardId) {
  return (await readCollaborators(c.env.DB, boardId, viewerUserId(c.var.viewer))).map((r) => ({
    entityId: formatId(r.user_id),
    username: r.username,
    fullName: r.full_name,
    status: r.status,
  }));
}

export const BoardCollaboratorResource = implement(api.BoardCollaboratorResource, {
  get: async (c, o) => {
    await visibleBoard(c, o.board_id);
    return { data: await collaboratorList(c, o.board_id) };
  },
  /** The owner invites a user by id or username; answers the invite link. */
  create: async (c, o, me) => {
    const board = await ownBoard(c, o.board_id);
    if (board.layout === 'quick_saves') throw new ApiError('invalid', 'The Profile board cannot have collaborators.');
    const user = o.user_id ? await readUserById(c.env.DB, o.user_id) : o.username ? await readUserByUsername(c.env.DB, o.username) : null;
    if (!o.user_id && !o.username) throw new ApiError('invalid', 'Name the person to invite (user_id or username).');
    if (!user) throw new ApiError('not_found', 'This user does not exist.');
    if (user.id === me) throw new ApiError('invalid', 'You already own this board.');
    await refuseIfBlocked(c.env.DB, me, user.id);
    const code = await inviteCollaborator(c.env.DB, o.board_id, user.id, me);
    return { data: { inviteUrl: `${board.url}?invite_code=${code}`, collaborators: await collaboratorList(c, o.board_id) }, status: 201 };
  },
  /** The owner removes anyone; a collaborator removes themself (leaves). */
  delete: async (c, o, me) => {
    const board = await readBoard(c.env.DB, o.board_id, viewerUserId(c.var.viewer));
    const self = o.user_id === me;
    if (!board && !self) throw new ApiError('not_found', 'This board does not exist.');
    if (board && !board.isOwner && !self) throw new ApiError('forbidden', 'Only the owner can remove collaborators.');
    if (!(await removeCollaborator(c.env.DB, o.board_id, o.user_id))) {
      throw new ApiError('not_found', 'This person is not a collaborator on this board.');
    }
    return { data: board ? await collaboratorList(c, o.board_id) : [] };
  },
});

export const BoardInviteResource = implement(api.BoardInviteResource, {
  /** The sender of an invite link (for the modal title "{name} invited you to join their board"). */
  get: async (c, o) => {
    const invite = await readInvite(c.env.DB, o.invite_code);
    if (!invite) throw new ApiError('not_found', 'This invite does not exist any more.');
    return { data: { sender: { first_name: firstName(invite.senderName), full_name: invite.senderName } } };
  },
  update: async (c, o, me) => {
    let boardId = o.board_id ?? null;
    if (o.invite_code) {
      const invite = await readInvite(c.env.DB, o.invite_code);
      if (!invite) throw new ApiError('not_found', 'This invite does not exist any more.');
      if (invite.userId !== me) throw new ApiError('forbidden', 'This invite was sent to someone else.');
      boardId = invite.boardId;
    }
    if (boardId === null) throw new ApiError('invalid', 'Name the board (board_id) or the invite (invite_code).');
    const owner = await c.env.DB.prepare('SELECT owner_id FROM boards WHERE id = ?').bind(boardId).first<{ owner_id: UserId }>();
    if (owner) await refuseIfBlocked(c.env.DB, me, owner.owner_id);
    if (!(await acceptInvite(c.env.DB, boardId, me))) throw new ApiError('not_found', 'You have no invite to this board.');
    return { data: await visibleBoard(c, boardId) };
  },
  delete: async (c, o, me) => {
    const target = o.invited_user_id ?? me;
    if (target !== me) await ownBoard(c, o.board_id);
    if (!(await removeCollaborator(c.env.DB, o.board_id, target))) throw new ApiError('not_found', 'There is no such invite.');
    return { data: { declined: true } };
  },
});
