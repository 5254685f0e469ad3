// PinAnalyticsResource: a pin's impressions, closeups, saves, clicks and outbound clicks for the
// last 30 days, for exactly the viewers the card shows Pin stats to (docs/rules/pin-card.md#roles-spec-000-6), and employees.

import * as api from '#shared/api/pins.ts';
import { mayReadPinAnalytics } from '#shared/events/analytics.ts';
import { parseId } from '#shared/ids.ts';
import { ApiError } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { implement } from '#worker/api/implement.ts';
import { accountActedFor } from '#worker/business/adAccounts.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { readPinAnalytics } from './totals.ts';

export const PinAnalyticsResource = implement(api.PinAnalyticsResource, {
  get: async (c, options) => {
    const viewer = c.var.viewer;
    const lookup = await readPin(c.env.DB, options.pin_id, viewerUserId(viewer), { forBot: false });
    if (lookup.status !== 'found') throw new ApiError('not_found', 'This pin does not exist.');
    // The subject: the pin's owner, when the session's member manages that account as its admin (never a caller-given id).
    const me = viewerUserId(viewer);
    const owner = parseId<'user'>(lookup.pin.pinner.entityId);
    const actsForOwner = me !== null && owner !== null && owner !== me && (await accountActedFor(c.env.DB, me, owner)) !== null;
    if (!mayReadPinAnalytics(viewer, lookup.pin, actsForOwner ? lookup.pin.pinner.entityId : undefined)) {
      throw new ApiError('forbidden', "Only the Pin's creator can see its analytics.");
    }
    return { data: await readPinAnalytics(c.env.DB, options.pin_id) };
  },
});
