// PinResource: one pin as the viewer may see it, its outbound link signed.
import * as api from '#shared/api/pins.ts';
import { notFound } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { signPin } from '#worker/offsite/sign.ts';
import { readPin } from './pinData.ts';

export const PinResource = implement(api.PinResource, {
  get: async (c, options) => {
    const lookup = await readPin(c.env.DB, options.id, c.var.viewer.id, { forBot: c.var.viewer.isBot });
    if (lookup.status === 'missing') throw notFound('This pin does not exist.');
    if (lookup.status === 'removed') throw notFound('This pin was removed by its creator.');
    return { data: await signPin(c.env, lookup.pin) };
  },
});
