// The ad explanation's resources: the viewer's ad personalization (AdExplanationResource) and
// the lists that name locales and countries (LocalesResource, CountriesResource; docs/rules/pin-card.md#calls-spec-000-7).
import { AD_COUNTRIES, nameCodes, SITE_LOCALES } from '#shared/ads/lists.ts';
import { viewerAdPersonalization } from '#shared/ads/personalization.ts';
import * as api from '#shared/api/ads.ts';
import { implement } from '#worker/api/implement.ts';

export const AdExplanationResource = implement(api.AdExplanationResource, {
  // The viewer's settings, read at the edge with the session (worker/middleware/consent.ts).
  get: async (c) => ({ data: { personalization: viewerAdPersonalization(c.var.viewer) } }),
});

export const LocalesResource = implement(api.LocalesResource, {
  get: async () => ({ data: nameCodes(SITE_LOCALES, 'language') }),
});

export const CountriesResource = implement(api.CountriesResource, {
  get: async () => ({ data: nameCodes(AD_COUNTRIES, 'region') }),
});
