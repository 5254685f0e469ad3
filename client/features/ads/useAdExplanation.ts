// Loads what the ad explanation needs: the viewer's personalization settings and the locale
// and country names (AdExplanationResource, LocalesResource, CountriesResource).
import { type Signal, useSignal } from '@preact/signals-react';
import { useEffect } from 'react';
import { getResource } from '#client/lib/resource.ts';
import type { NameLists } from '#shared/ads/explanation.ts';
import type { NamedCode } from '#shared/ads/lists.ts';
import { type AdPersonalization, DEFAULT_AD_PERSONALIZATION } from '#shared/ads/personalization.ts';

export interface AdExplanationData {
  personalization: AdPersonalization;
  names: NameLists;
}

const byCode = (list: NamedCode[]) => Object.fromEntries(list.map((n) => [n.code, n.name]));

/** null while loading; on failure the defaults (both settings on, codes shown as they are). */
export function useAdExplanationData(): Signal<AdExplanationData | null> {
  const data = useSignal<AdExplanationData | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    Promise.all([
      getResource('AdExplanationResource', {}, abort.signal),
      getResource('LocalesResource', {}, abort.signal),
      getResource('CountriesResource', {}, abort.signal),
    ])
      .then(([settings, locales, countries]) => {
        data.value = { personalization: settings.data.personalization, names: { locales: byCode(locales.data), countries: byCode(countries.data) } };
      })
      .catch(() => {
        if (!abort.signal.aborted) data.value = { personalization: DEFAULT_AD_PERSONALIZATION, names: { locales: {}, countries: {} } };
      });
    return () => abort.abort();
  }, [data]);
  return data;
}
