// Reads a viewer's ad personalization settings from users.settings (JSON owned by the settings
// feature, shared/settings.ts at merge); both default to on, and unreadable JSON means defaults.
import { type AdPersonalization, DEFAULT_AD_PERSONALIZATION } from '#shared/ads/personalization.ts';

/** Accepts `adPersonalization: {firstParty, thirdParty}` or the flat snake_case keys. */
export function parsePersonalization(json: string | null | undefined): AdPersonalization {
  let settings: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) settings = value as Record<string, unknown>;
  } catch {
    return DEFAULT_AD_PERSONALIZATION;
  }
  const nested = (settings.adPersonalization ?? {}) as Record<string, unknown>;
  const pick = (camel: unknown, snake: unknown, fallback: boolean) => (typeof camel === 'boolean' ? camel : typeof snake === 'boolean' ? snake : fallback);
  return {
    firstParty: pick(nested.firstParty, settings.ads_personalization_first_party, DEFAULT_AD_PERSONALIZATION.firstParty),
    thirdParty: pick(nested.thirdParty, settings.ads_personalization_third_party, DEFAULT_AD_PERSONALIZATION.thirdParty),
  };
}

/** The signed-in viewer's settings, or the defaults for signed-out viewers. */
export async function readPersonalization(db: D1Database, viewerId: string | null): Promise<AdPersonalization> {
  if (viewerId === null) return DEFAULT_AD_PERSONALIZATION;
  const row = await db.prepare('SELECT settings FROM users WHERE id = ?').bind(Number(viewerId)).first<{ settings: string }>();
  return parsePersonalization(row?.settings);
}
