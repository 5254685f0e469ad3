// Assembles the worker: edge middleware, then media, the resource API (derived from the contract
// in shared/api/), the /v3/ routes and pages. Every refusal is an ApiError, answered here once:
// a failure envelope for /resource/ and /v3/, a plain page elsewhere; anything else is a 500
// that never leaks its cause (it is logged with the request id the error page shows).
import { type Context, Hono } from 'hono';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { stripSensitiveParams } from '#shared/urls.ts';
import { fail } from './api/envelope.ts';
import { ApiError, constraintRefusal, outageRefusal } from './api/errors.ts';
import { RESOURCES } from './api/resources.ts';
import { resourceRoutes } from './api/router.ts';
import { appInstallRoutes } from './appInstall/routes.ts';
import { attributionRoutes } from './attribution/routes.ts';
import { v3BoardRoutes } from './boards/v3Routes.ts';
import type { AppEnv } from './env.ts';
import { eventRoutes } from './events/routes.ts';
import { experienceRoutes } from './experiences/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { consent } from './middleware/consent.ts';
import { csrf } from './middleware/csrf.ts';
import { d1Session, d1TimingRoutes } from './middleware/d1Session.ts';
import { privateByDefault } from './middleware/privateByDefault.ts';
import { requestLog, routeOf } from './middleware/requestLog.ts';
import { securityHeaders } from './middleware/securityHeaders.ts';
import { viewer } from './middleware/viewer.ts';
import { newsHubRoutes } from './notifications/newsHubRoutes.ts';
import { noReferrer, offsiteApi, offsiteRedirect } from './offsite/routes.ts';
import { failureMarkup, refusalMarkup } from './pages/errorPage.ts';
import { isApiPath, wantsPage } from './pages/pageRequest.ts';
import { pageRoutes } from './pages/routes.ts';
import { pinHideRoutes } from './pins/hideRoutes.ts';
import { searchHideRoutes } from './search/hideRoutes.ts';
import { botPageCache } from './seo/botPageCache.ts';
import { closeupRedirects } from './seo/closeupRedirects.ts';
import { seoRoutes } from './seo/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { meRedirect } from './users/meRedirect.ts';
import { v3UserRoutes } from './users/v3Routes.ts';

/** The one answer to every error thrown below a route: a refusal of a navigation is a page; of an API call or a script's request, an envelope. */
function answerError(thrown: Error, c: Context<AppEnv>) {
  const error = constraintRefusal(thrown) ?? outageRefusal(thrown) ?? thrown;
  if (error instanceof ApiError) {
    if (error.code === 'unavailable') console.warn({ message: 'binding unavailable', request_id: c.var.requestId, route: routeOf(c), error: thrown.message });
    if (!wantsPage(c)) return fail(c, error);
    for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
    // An outage's page offers the same address again; a navigation that changed something (a form's POST) goes back to where it came from.
    return c.html(`<!doctype html>${refusalMarkup(c, error)}`, error.status);
  }
  const requestId = c.var.requestId;
  const url = stripSensitiveParams(c.req.url);
  console.error({ message: 'unhandled error', request_id: requestId, method: c.req.method, route: routeOf(c), url, error: error.stack ?? String(error) });
  c.header('X-Request-Id', requestId);
  if (isApiPath(c.req.path)) return fail(c, new ApiError('server_error', SERVER_ERROR_MESSAGE));
  return c.html(`<!doctype html>${failureMarkup(requestId)}`, 500);
}

export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // First: every request is timed and logged once, cached bot pages included.
  app.use('*', requestLog());
  // Then: only what is marked shared, and made for no one in particular, may be kept by Workers Cache.
  app.use('*', privateByDefault());
  // Then: a cached bot page keeps the security headers it was rendered with.
  app.use('*', botPageCache());
  // Then: every read and write goes through one D1 session (read replicas, read-your-writes).
  app.use('*', d1Session());
  app.use('/offsite/*', noReferrer());
  app.use('*', securityHeaders());
  app.route('/', d1TimingRoutes());
  app.route('/', mediaRoutes());
  app.route('/', healthRoutes());
  app.route('/', appInstallRoutes());
  app.use('*', csrf());
  app.use('*', viewer());
  app.use('*', consent());
  app.route('/resource', resourceRoutes(RESOURCES));
  app.route('/v3/experiences', experienceRoutes());
  app.route('/', seoRoutes());
  app.use('*', closeupRedirects());
  app.use('*', meRedirect());
  app.route('/', pinHideRoutes());
  app.route('/', searchHideRoutes());
  app.route('/', newsHubRoutes());
  // POST /v3/events/ spends its per-request and per-event limits in one call (worker/events/routes.ts).
  app.route('/', eventRoutes());
  app.route('/', attributionRoutes());
  app.route('/v3', v3UserRoutes());
  app.route('/v3/boards', v3BoardRoutes());
  app.route('/v3/uploads', uploadRoutes());
  app.route('/', offsiteApi());
  app.route('/', offsiteRedirect());
  app.route('/', pageRoutes());
  app.onError(answerError);
  return app;
}
