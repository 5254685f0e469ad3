// Assembles the worker: edge middleware, then media, resources and pages. Errors never leak:
// a resource gets a failure envelope, a page a plain error page, both with status 500.
import { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { csrf } from './middleware/csrf.ts';
import { securityHeaders } from './middleware/securityHeaders.ts';
import { viewer } from './middleware/viewer.ts';
import { mediaRoutes } from './media/routes.ts';
import { pageRoutes } from './pages/routes.ts';
import { pinHideRoutes } from './pins/hideRoutes.ts';
import { failureEnvelope } from './resources/envelope.ts';
import { HomefeedResource, PinResource } from './resources/feeds.ts';
import { PageResource } from './resources/page.ts';
import { resourceRoutes } from './resources/router.ts';
import { CommentsResource, PinCommentSettingsResource } from './resources/comments.ts';
import { ConversationsResource } from './resources/conversations.ts';
import { RelatedPinsResource } from './resources/related.ts';
import { botPageCache } from './seo/botPageCache.ts';
import { closeupRedirects } from './seo/closeupRedirects.ts';
import { seoRoutes } from './seo/routes.ts';

const RESOURCES = [
  HomefeedResource, PinResource, PageResource,
  RelatedPinsResource, CommentsResource, PinCommentSettingsResource, ConversationsResource,
];

export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // First: a cached bot page keeps the security headers it was rendered with.
  app.use('*', botPageCache());
  app.use('*', securityHeaders());
  app.route('/', mediaRoutes());
  app.use('*', csrf());
  app.use('*', viewer());
  app.route('/resource', resourceRoutes(RESOURCES));
  app.route('/', seoRoutes());
  app.use('*', closeupRedirects());
  app.route('/', pinHideRoutes());
  app.route('/', pageRoutes());

  app.onError((error, c) => {
    console.error('unhandled', c.req.method, c.req.path, error instanceof Error ? error.stack : error);
    if (c.req.path.startsWith('/resource/') || c.req.path.startsWith('/v3/')) {
      return c.json(failureEnvelope('server_error', 'Sorry! Something went wrong on our end.'), 500);
    }
    return c.html('<!doctype html><title>Something went wrong</title><h1>Sorry! Something went wrong on our end.</h1><p><a href="/">Home</a></p>', 500);
  });
  return app;
}
