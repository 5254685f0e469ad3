// PUT and DELETE /v3/boards/{board_id}/follow/: follow and unfollow a board (docs/rules/pin-card.md#calls-spec-000-7).
import { type Context, Hono } from 'hono';
import { parseId } from '#shared/ids.ts';
import { ok } from '#worker/api/envelope.ts';
import { invalid } from '#worker/api/errors.ts';
import { requireFullMember } from '#worker/api/guards.ts';
import { followBoard } from '#worker/boards/boardParts.ts';
import type { AppEnv } from '#worker/env.ts';
import { rateLimit } from '#worker/middleware/rateLimit.ts';

async function answer(c: Context<AppEnv>, follow: boolean) {
  const me = requireFullMember(c.var.viewer, follow ? 'Log in to follow' : 'Log in to unfollow', follow ? 'follow' : 'unfollow');
  const id = parseId<'board'>(c.req.param('boardId'));
  if (id === null) throw invalid('board_id must be a string of digits');
  return ok(c, await followBoard(c, me, id, follow));
}

export function v3BoardRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The same writes as BoardFollowResource create and delete, limited alike (RATE_LIMITS.socialWrite).
  app.put('/:boardId/follow/', rateLimit({ name: 'socialWrite' }), (c) => answer(c, true));
  app.delete('/:boardId/follow/', rateLimit({ name: 'socialWrite' }), (c) => answer(c, false));
  return app;
}
