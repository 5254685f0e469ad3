// PinAnalyticsResource: a pin's impressions, closeups, saves, clicks and outbound clicks for the
// last 30 days, for its owner, for partners under spec 000 §6 and for employees.
import * as v from 'valibot';
import { mayReadPinAnalytics } from '#shared/events/analytics.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { ResourceFailure } from '#worker/api/envelope.ts';
import { PinId } from '#worker/feeds/feedResources.ts';
import { verb, type ResourceDefinition } from '#worker/api/registry.ts';
import { readPinAnalytics } from './totals.ts';

export const PinAnalyticsResource: ResourceDefinition = {
  name: 'PinAnalyticsResource',
  get: verb(
    v.object({ pin_id: PinId, subject_id: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'subject_id must be a string of digits')))) }),
    async (c, options) => {
      const viewer = c.var.viewer;
      if (!viewer.isAuth) throw new ResourceFailure(401, 'unauthorized', 'Log in to see Pin analytics.');
      const lookup = await readPin(c.env.DB, options.pin_id, viewer.id, { forBot: false });
      if (lookup.status !== 'found') throw new ResourceFailure(404, 'not_found', 'This pin does not exist.');
      if (!mayReadPinAnalytics(viewer, lookup.pin, options.subject_id ?? null)) {
        throw new ResourceFailure(403, 'forbidden', 'Only the Pin\'s creator can see its analytics.');
      }
      return { data: await readPinAnalytics(c.env.DB, options.pin_id) };
    },
  ),
};
