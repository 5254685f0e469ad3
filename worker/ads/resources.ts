// The ad explanation's resources: the viewer's ad personalization (AdExplanationResource) and
// the lists that name locales and countries (LocalesResource, CountriesResource; spec 000 §7).
import * as v from 'valibot';
import { AD_COUNTRIES, nameCodes, SITE_LOCALES } from '#shared/ads/lists.ts';
import { verb, type ResourceDefinition } from '#worker/api/registry.ts';
import { readPersonalization } from './personalization.ts';

export const AdExplanationResource: ResourceDefinition = {
  name: 'AdExplanationResource',
  get: verb(v.object({}), async (c) => ({ data: { personalization: await readPersonalization(c.env.DB, c.var.viewer.id) } })),
};

export const LocalesResource: ResourceDefinition = {
  name: 'LocalesResource',
  get: verb(v.object({}), async () => ({ data: nameCodes(SITE_LOCALES, 'language') })),
};

export const CountriesResource: ResourceDefinition = {
  name: 'CountriesResource',
  get: verb(v.object({}), async () => ({ data: nameCodes(AD_COUNTRIES, 'region') })),
};
