// Redirects in front of the closeup (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): a pin page with a board_url parameter sends
// the visitor on to that board with accept_invite=true and seamless=true.
import type { MiddlewareHandler } from 'hono';
import { boardInviteNext } from '#shared/closeup/pinRedirect.ts';
import { redirectPath } from '#shared/redirects.ts';
import { matchRoute } from '#shared/routes.ts';
import type { AppEnv } from '#worker/env.ts';

/** Redirects /pin/{id}/?board_url=... to the board's invite landing. */
export function closeupRedirects(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const boardUrl = c.req.query('board_url');
    if (c.req.method !== 'GET' || boardUrl === undefined || matchRoute(c.req.path)?.name !== 'pin') return next();
    // The board's path keeps only what a board page reads (the one redirect rule, shared/redirects.ts).
    const target = redirectPath(boardInviteNext(boardUrl));
    if (!target) return next();
    return c.redirect(target, 302);
  };
}
