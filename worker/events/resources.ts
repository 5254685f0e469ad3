// PinAnalyticsResource: a pin's impressions, closeups, saves, clicks and outbound clicks for the
// last 30 days, for exactly the viewers the card shows Pin stats to (docs/rules/pin-card.md#roles-spec-000-6), and employees.

import * as api from '#shared/api/pins.ts';
import { mayReadPinAnalytics } from '#shared/events/analytics.ts';
import { ApiError } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { implement } from '#worker/api/implement.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { readPinAnalytics } from './totals.ts';

export const PinAnalyticsResource = implement(api.PinAnalyticsResource, {
  get: async (c, options) => {
    const viewer = c.var.viewer;
    const lookup = await readPin(c.env.DB, options.pin_id, viewerUserId(viewer), { forBot: false });
    if (lookup.status !== 'found') throw new ApiError('not_found', 'This pin does not exist.');
    if (!mayReadPinAnalytics(viewer, lookup.pin)) {
      throw new ApiError('forbidden', "Only the Pin's creator can see its analytics.");
    }
    return { data: await readPinAnalytics(c.env.DB, options.pin_id) };
  },
});
