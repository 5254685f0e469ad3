// The locales and countries the ad explanation names (LocalesResource, CountriesResource).

/** Locales the site is offered in (docs/rules/closeup-and-visitors.md#constants-spec-002-9 default en-US first). */
export const SITE_LOCALES = [
  'en-US',
  'es-US',
  'en-GB',
  'en-CA',
  'fr-CA',
  'en-AU',
  'de-DE',
  'fr-FR',
  'es-ES',
  'es-MX',
  'pt-BR',
  'ja-JP',
  'en-IN',
  'it-IT',
  'nl-NL',
  'sv-SE',
] as const;

/** Countries with ad delivery (ISO 3166-1 alpha-2). */
export const AD_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'MX', 'BR', 'JP', 'IN', 'IT', 'NL', 'SE', 'IE'] as const;

export interface NamedCode {
  code: string;
  name: string;
}

/** Names codes in English with Intl.DisplayNames (available in workerd and browsers). */
export function nameCodes(codes: readonly string[], type: 'language' | 'region'): NamedCode[] {
  const names = new Intl.DisplayNames(['en'], { type });
  return codes.map((code) => ({ code, name: names.of(code) ?? code }));
}
