// PUT /v3/p2p/{pin}/hide/ and /unhide/ (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7): a signed-in viewer hides a pin from
// their feeds, or undoes it. Answers the envelope; refuses bad ids and signed-out viewers; limited by `ownMark`.
import { Hono } from 'hono';
import { parseId } from '#shared/ids.ts';
import { ok } from '#worker/api/envelope.ts';
import { invalid, notFound } from '#worker/api/errors.ts';
import { requireFullMember } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { rateLimit } from '#worker/middleware/rateLimit.ts';
import { hidePinForUser, unhidePinForUser } from '#worker/pins/hides.ts';

export function pinHideRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/v3/p2p/:pin/:action{hide|unhide}/', rateLimit({ name: 'ownMark' }), async (c) => {
    const { pin, action } = c.req.param();
    const pinId = parseId<'pin'>(pin);
    if (pinId === null) throw invalid('That is not a pin id.');
    const me = requireFullMember(c.var.viewer, 'Log in to hide this Pin', 'hide');
    if (action === 'hide') {
      const found = await hidePinForUser(c.env.DB, me, pinId, Date.now());
      if (!found) throw notFound('That pin does not exist.');
    } else {
      await unhidePinForUser(c.env.DB, me, pinId);
    }
    return ok(c, true);
  });
  return app;
}
