// The member a read names: by user_id, else by username, else the signed-in viewer (401 when
// there is none); 404 when nobody matches. Shared by UserResource and BoardsResource.
import type { Context } from 'hono';
import { ApiError } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';
import { readUserById, readUserByUsername, type UserRow } from './userData.ts';

export async function namedUser(c: Context<AppEnv>, named: { user_id?: string; username?: string }): Promise<UserRow> {
  const viewerId = c.var.viewer.id;
  if (!named.user_id && !named.username && !viewerId) throw new ApiError('unauthorized', 'Please log in to continue.');
  const user = named.user_id
    ? await readUserById(c.env.DB, Number(named.user_id))
    : named.username
      ? await readUserByUsername(c.env.DB, named.username)
      : await readUserById(c.env.DB, Number(viewerId));
  if (!user) throw new ApiError('not_found', 'This user does not exist.');
  return user;
}
