// The ad explanation's resources: the viewer's ad personalization (AdExplanationResource) and
// the lists that name locales and countries (LocalesResource, CountriesResource; docs/rules/pin-card.md#calls-spec-000-7).
import { AD_COUNTRIES, nameCodes, SITE_LOCALES } from '#shared/ads/lists.ts';
import * as api from '#shared/api/ads.ts';
import { implement } from '#worker/api/implement.ts';
import { readPersonalization } from './personalization.ts';

export const AdExplanationResource = implement(api.AdExplanationResource, {
  get: async (c) => ({ data: { personalization: await readPersonalization(c.env.DB, c.var.viewer.id) } }),
});

export const LocalesResource = implement(api.LocalesResource, {
  get: async () => ({ data: nameCodes(SITE_LOCALES, 'language') }),
});

export const CountriesResource = implement(api.CountriesResource, {
  get: async () => ({ data: nameCodes(AD_COUNTRIES, 'region') }),
});
