// The member a read names: by user_id, else by username, else the signed-in viewer (401 when
// there is none); 404 when nobody matches. Shared by UserResource and BoardsResource.
import type { Context } from 'hono';
import type { UserId } from '#shared/ids.ts';
import { ApiError } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { readUserById, readUserByUsername, type UserRow } from './userData.ts';

export async function namedUser(c: Context<AppEnv>, named: { user_id?: UserId; username?: string }): Promise<UserRow> {
  const viewerId = viewerUserId(c.var.viewer);
  if (!named.user_id && !named.username && !viewerId) throw new ApiError('unauthorized', 'Please log in to continue.');
  const user = named.user_id
    ? await readUserById(c.env.DB, named.user_id)
    : named.username
      ? await readUserByUsername(c.env.DB, named.username)
      : viewerId
        ? await readUserById(c.env.DB, viewerId)
        : null;
  if (!user) throw new ApiError('not_found', 'This user does not exist.');
  return user;
}
