// /me/ leads to the viewer's own profile (the saved overlay's link after a quick save); a signed-out
// visitor is sent to log in first and comes back here.
import type { MiddlewareHandler } from 'hono';
import { ME_PATH } from '#shared/paths.ts';
import { matchRoute, profilePath } from '#shared/routes.ts';
import type { AppEnv } from '#worker/env.ts';

export function meRedirect(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || matchRoute(c.req.path)?.name !== 'me') return next();
    const { viewer } = c.var;
    if (viewer.isAuth && viewer.username) return c.redirect(profilePath(viewer.username), 302);
    return c.redirect(`/login/?next=${encodeURIComponent(ME_PATH)}`, 302);
  };
}
