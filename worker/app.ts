// Assembles the worker: edge middleware, then media, resources and pages. Errors never leak:
// a resource gets a failure envelope, a page a plain error page, both with status 500.
import { Hono } from 'hono';
import { stripSensitiveParams } from '#shared/urls.ts';
import type { AppEnv } from './env.ts';
import { EXPERIENCE_RESOURCES } from './experiences/resources.ts';
import { experienceRoutes } from './experiences/routes.ts';
import { consent } from './middleware/consent.ts';
import { csrf } from './middleware/csrf.ts';
import { securityHeaders } from './middleware/securityHeaders.ts';
import { viewer } from './middleware/viewer.ts';
import { rateLimit } from './middleware/rateLimit.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { mediaRoutes } from './media/routes.ts';
import { pageRoutes } from './pages/routes.ts';
import { pinHideRoutes } from './pins/hideRoutes.ts';
import { failureEnvelope } from './resources/envelope.ts';
import { HomefeedResource, PinResource } from './resources/feeds.ts';
import { PageResource } from './resources/page.ts';
import { resourceRoutes } from './resources/router.ts';
import { UserSettingsResource } from './resources/userSettings.ts';
import { CommentsResource, PinCommentSettingsResource } from './resources/comments.ts';
import { ConversationMessagesResource, ConversationsResource } from './resources/conversations.ts';
import { RelatedPinsResource } from './resources/related.ts';
import { botPageCache } from './seo/botPageCache.ts';
import { closeupRedirects } from './seo/closeupRedirects.ts';
import { seoRoutes } from './seo/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { attributionRoutes } from './attribution/routes.ts';
import { PinAnalyticsResource } from './events/PinAnalyticsResource.ts';
import { AdExplanationResource, CountriesResource, LocalesResource } from './ads/resources.ts';
import { noReferrer, offsiteApi, offsiteRedirect } from './offsite/routes.ts';

import { PasswordResetResource, UserRegisterResource, UserSessionResource } from './resources/accounts.ts';
import { BoardResource, BoardsResource } from './resources/boards.ts';
import { BoardCollaboratorResource, BoardInviteResource } from './resources/boardsCollaborators.ts';
import { BoardFeedResource, BoardFollowResource, BoardSectionResource, BoardSectionsResource } from './resources/boardsParts.ts';
import { BulkEditResource } from './resources/bulkEdit.ts';
import { RepinResource } from './resources/repin.ts';
import { UserAccountResource, UserBlockResource, UserFollowResource, UserProfileResource, UserResource, UserSavesResource } from './resources/users.ts';
import { v3BoardRoutes } from './v3/boards.ts';
import { v3UserRoutes } from './v3/users.ts';

const RESOURCES = [
  HomefeedResource, PinResource, PageResource,
  UserRegisterResource, UserSessionResource, PasswordResetResource, UserResource, UserFollowResource, UserBlockResource,
  UserProfileResource, UserAccountResource, UserSavesResource, BoardResource, BoardsResource, BoardSectionResource, BoardSectionsResource,
  BoardFeedResource, BoardFollowResource, BoardCollaboratorResource, BoardInviteResource, RepinResource, BulkEditResource,
  PinAnalyticsResource, AdExplanationResource, LocalesResource, CountriesResource,
  CommentsResource, PinCommentSettingsResource, ConversationsResource, ConversationMessagesResource, RelatedPinsResource,
  ...EXPERIENCE_RESOURCES, UserSettingsResource,
];

export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // First: a cached bot page keeps the security headers it was rendered with.
  app.use('*', botPageCache());
  app.use('/offsite/*', noReferrer());
  app.use('*', securityHeaders());
  app.route('/', mediaRoutes());
  app.use('*', csrf());
  app.use('*', viewer());
  app.use('*', consent());
  // Sign-in, sign-up, password reset and messages are rate-limited per client (issue 6 hardening).
  const limited = [
    ['signIn', 'UserSessionResource'], ['signUp', 'UserRegisterResource'], ['passwordReset', 'PasswordResetResource'],
    ['messageSend', 'ConversationsResource'], ['messageSend', 'ConversationMessagesResource'],
  ] as const;
  for (const [name, resource] of limited) {
    app.on('POST', [`/resource/${resource}/create`, `/resource/${resource}/create/`], rateLimit({ name, ...RATE_LIMITS[name] }));
  }
  app.on('POST', ['/v3/events', '/v3/events/'], rateLimit({ name: 'eventIngest', ...RATE_LIMITS.eventIngest }));
  app.route('/resource', resourceRoutes(RESOURCES));
  app.route('/v3/experiences', experienceRoutes());
  app.route('/', seoRoutes());
  app.use('*', closeupRedirects());
  app.route('/', pinHideRoutes());
  app.route('/', eventRoutes());
  app.route('/', attributionRoutes());
  app.route('/v3', v3UserRoutes());
  app.route('/v3/boards', v3BoardRoutes());
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
