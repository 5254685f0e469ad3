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
import { failureEnvelope } from './api/envelope.ts';
import { HomefeedResource, PinResource } from './feeds/feedResources.ts';
import { PageResource } from './pages/pageResource.ts';
import { resourceRoutes } from './api/resourceRouter.ts';
import { UserSettingsResource } from './users/settingsResource.ts';
import { CommentsResource, PinCommentSettingsResource } from './comments/commentResources.ts';
import { ConversationMessagesResource, ConversationsResource } from './conversations/conversationResources.ts';
import { RelatedPinsResource } from './pins/relatedResource.ts';
import { botPageCache } from './seo/botPageCache.ts';
import { closeupRedirects } from './seo/closeupRedirects.ts';
import { seoRoutes } from './seo/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { attributionRoutes } from './attribution/routes.ts';
import { PinAnalyticsResource } from './events/PinAnalyticsResource.ts';
import { AdExplanationResource, CountriesResource, LocalesResource } from './ads/resources.ts';
import { noReferrer, offsiteApi, offsiteRedirect } from './offsite/routes.ts';

import { PasswordResetResource, UserRegisterResource, UserSessionResource } from './users/accountResources.ts';
import { BoardResource, BoardsResource } from './boards/boardResources.ts';
import { BoardCollaboratorResource, BoardInviteResource } from './boards/collaborators.ts';
import { BoardFeedResource, BoardFollowResource, BoardSectionResource, BoardSectionsResource } from './boards/boardParts.ts';
import { BulkEditResource } from './boards/bulkEdit.ts';
import { RepinResource } from './saves/repinResource.ts';
import { UserAccountResource, UserBlockResource, UserFollowResource, UserProfileResource, UserResource, UserSavesResource } from './users/userResources.ts';
import { v3BoardRoutes } from './boards/v3Routes.ts';
import { v3UserRoutes } from './users/v3Routes.ts';

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
