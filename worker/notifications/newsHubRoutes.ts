// PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/ and /undo/ (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7): a signed-in viewer
// hides a news hub item's pin, or undoes it; stored per viewer, limited by `ownMark`.
import { Hono } from 'hono';
import { parseId } from '#shared/ids.ts';
import { ok } from '#worker/api/envelope.ts';
import { invalid, notFound } from '#worker/api/errors.ts';
import { requireMember } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { rateLimit } from '#worker/middleware/rateLimit.ts';
import { hideNews, undoHideNews } from './newsData.ts';

const NEWS_ID = /^(save|follow|comment|message)-\d{1,18}$/;

export function newsHubRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/v3/news_hub/:news/pin/:pin/:action{hide|undo}/', rateLimit({ name: 'ownMark' }), async (c) => {
    const { news, pin, action } = c.req.param();
    if (!NEWS_ID.test(news)) throw invalid('That is not a news id.');
    const pinId = parseId<'pin'>(pin);
    if (pinId === null) throw invalid('That is not a pin id.');
    const me = requireMember(c.var.viewer, 'Log in to hide this Pin');
    if (action === 'undo') {
      await undoHideNews(c.env.DB, me, news, pinId);
      return ok(c, true);
    }
    if (!(await hideNews(c.env.DB, me, news, pinId, Date.now()))) throw notFound('That news item does not exist.');
    return ok(c, true);
  });
  return app;
}
