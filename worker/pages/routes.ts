// Page routes: every GET that no other route took is a page of the route catalogue (or 404). A person's page sends its
// head before its loader reads its data (./headGate.ts); a crawler's goes whole, with its real status
// (docs/decisions/021-head-before-data.md).
import { Hono } from 'hono';
import { pageRoute } from '#shared/pageRoutes.ts';
import { matchRoute } from '#shared/routes.ts';
import type { AppEnv } from '#worker/env.ts';
import { gatedLoad } from './headGate.ts';
import { loadPage } from './loaders.ts';
import { renderAfterHead, renderPage } from './render.tsx';

export function pageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('*', async (c) => {
    const path = c.req.path;
    const search = new URL(c.req.url).search;
    if (c.var.viewer.isBot) return renderPage(c, await loadPage(c, path, search));
    const match = matchRoute(path);
    const route = match && pageRoute(match.name);
    const { sent, page } = gatedLoad(c, Boolean(route?.readsStatus), () => loadPage(c, path, search));
    const first = await Promise.race([page, sent]);
    return first === 'sent' ? renderAfterHead(c, route?.kinds ?? [], page) : renderPage(c, first);
  });
  return app;
}
