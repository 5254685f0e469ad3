// PUT and DELETE /v3/boards/{board_id}/follow/: follow and unfollow a board (spec 000 §7).
import { Hono, type Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { followBoard } from '#worker/boards/boardParts.ts';
import { fail, ok, ResourceFailure } from '#worker/api/envelope.ts';

async function answer(c: Context<AppEnv>, follow: boolean) {
  try {
    const id = c.req.param('boardId') ?? '';
    if (!/^\d{1,18}$/.test(id)) throw new ResourceFailure(400, 'invalid_input', 'board_id must be a string of digits');
    return ok(c, await followBoard(c, id, follow));
  } catch (error) {
    if (error instanceof ResourceFailure) return fail(c, error);
    throw error;
  }
}

export function v3BoardRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/:boardId/follow/', (c) => answer(c, true));
  app.delete('/:boardId/follow/', (c) => answer(c, false));
  return app;
}
