// HomefeedResource and PinResource: the feed pages and single pins the grid and closeup read.
import * as v from 'valibot';
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { homeFeedPage } from '#worker/feeds/homeFeed.ts';
import { signPin } from '#worker/offsite/sign.ts';
import { ResourceFailure } from '../api/envelope.ts';
import { verb, type ResourceDefinition } from '../api/registry.ts';

/** A pin id as the wire carries it: decimal digits. */
export const PinId = v.pipe(v.string('id must be a string of digits'), v.regex(/^\d{1,18}$/, 'id must be a string of digits'));

export const HomefeedResource: ResourceDefinition = {
  name: 'HomefeedResource',
  get: verb(
    v.object({
      bookmark: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(512)))),
      page_size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), FEED_PAGE_SIZE),
    }),
    async (c, options) => {
      const page = await homeFeedPage(c.env, c.var.viewer, options.bookmark ?? null, options.page_size);
      return { data: page.pins, bookmark: page.bookmark };
    },
  ),
};

export const PinResource: ResourceDefinition = {
  name: 'PinResource',
  get: verb(v.object({ id: PinId }), async (c, options) => {
    const lookup = await readPin(c.env.DB, options.id, c.var.viewer.id, { forBot: c.var.viewer.isBot });
    if (lookup.status === 'missing') throw new ResourceFailure(404, 'not_found', 'This pin does not exist.');
    if (lookup.status === 'removed') throw new ResourceFailure(404, 'removed', 'This pin was removed by its creator.');
    return { data: await signPin(c.env, lookup.pin) };
  }),
};
