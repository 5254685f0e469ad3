// Page routes: every GET that no other route took is a page of the route catalogue (or 404).
import { Hono } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { loadPage } from './loaders.ts';
import { renderPage } from './render.tsx';

export function pageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('*', async (c) => renderPage(c, await loadPage(c, c.req.path, new URL(c.req.url).search)));
  return app;
}
