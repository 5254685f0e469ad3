// Assembles the worker: edge middleware, then media, resources and pages. Errors never leak:
// a resource gets a failure envelope, a page a plain error page, both with status 500.
import { Hono } from 'hono';
import { stripSensitiveParams } from '#shared/urls.ts';
import type { AppEnv } from './env.ts';
import { csrf } from './middleware/csrf.ts';
import { securityHeaders } from './middleware/securityHeaders.ts';
import { viewer } from './middleware/viewer.ts';
import { mediaRoutes } from './media/routes.ts';
import { pageRoutes } from './pages/routes.ts';
import { failureEnvelope } from './resources/envelope.ts';
import { HomefeedResource, PinResource } from './resources/feeds.ts';
import { PageResource } from './resources/page.ts';
import { resourceRoutes } from './resources/router.ts';
import { noReferrer, offsiteApi, offsiteRedirect } from './offsite/routes.ts';

const RESOURCES = [HomefeedResource, PinResource, PageResource];

export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/offsite/*', noReferrer());
  app.use('*', securityHeaders());
  app.route('/', mediaRoutes());
  app.use('*', csrf());
  app.use('*', viewer());
  app.route('/resource', resourceRoutes(RESOURCES));
  app.route('/', offsiteApi());
  app.route('/', offsiteRedirect());
  app.route('/', pageRoutes());

  app.onError((error, c) => {
    console.error('unhandled', c.req.method, stripSensitiveParams(c.req.url), error instanceof Error ? error.stack : error);
    if (c.req.path.startsWith('/resource/') || c.req.path.startsWith('/v3/')) {
      return c.json(failureEnvelope('server_error', 'Sorry! Something went wrong on our end.'), 500);
    }
    return c.html('<!doctype html><title>Something went wrong</title><h1>Sorry! Something went wrong on our end.</h1><p><a href="/">Home</a></p>', 500);
  });
  return app;
}
