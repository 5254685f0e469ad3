// The signed-in check of every state change that needs an account (401 otherwise).
import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { ResourceFailure } from './envelope.ts';

/** The viewer's user id, or a 401 refusal. */
export function requireUser(c: Context<AppEnv>): number {
  const id = c.var.viewer.id;
  if (!c.var.viewer.isAuth || id === null) throw new ResourceFailure(401, 'unauthorized', 'Please log in to continue.');
  return Number(id);
}
