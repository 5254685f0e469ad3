// PUT /v3/p2p/{pin}/hide/ and /unhide/ (spec 000 §4, §7): a signed-in viewer hides a pin from
// their feeds, or undoes it. Answers the envelope; refuses bad ids and signed-out viewers.
import { Hono } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { hidePinForUser, unhidePinForUser } from '#worker/pins/hides.ts';
import { envelope, failureEnvelope } from '#worker/api/envelope.ts';

const PIN_ID = /^[1-9][0-9]{0,15}$/;

export function pinHideRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/v3/p2p/:pin/:action{hide|unhide}/', async (c) => {
    const { pin, action } = c.req.param();
    if (!PIN_ID.test(pin)) return c.json(failureEnvelope('invalid_pin_id', 'That is not a pin id.'), 400);
    const viewer = c.var.viewer;
    if (!viewer.isAuth || !viewer.id) return c.json(failureEnvelope('unauthorized', 'Log in to hide this Pin'), 401);
    if (action === 'hide') {
      const found = await hidePinForUser(c.env.DB, viewer.id, Number(pin), Date.now());
      if (!found) return c.json(failureEnvelope('not_found', 'That pin does not exist.'), 404);
    } else {
      await unhidePinForUser(c.env.DB, viewer.id, Number(pin));
    }
    return c.json(envelope(true));
  });
  return app;
}
