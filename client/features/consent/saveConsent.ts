// Saves a cookie choice (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#calls-spec-001-7): PUT UserSettingsResource with the three settings and
// the surface_tag (a cookie for visitors, the user's settings when signed in), then completes the
// cookie consent experience; the consent it answers is the page's viewer's from then on (ConsentBanner.tsx).

import { callResource } from '#client/lib/resource.ts';
import type { ViewerConsent } from '#shared/consent.ts';
import { PLACEMENT, SPECIAL_EXPERIENCE } from '#shared/experiences/constants.ts';
import { cookieSettings } from '#shared/settings.ts';

export interface CookieChoice {
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
}

export async function saveConsent(choice: CookieChoice, surfaceTag: string): Promise<ViewerConsent | null> {
  const { data } = await callResource('UserSettingsResource', 'update', {
    ...cookieSettings(choice),
    surface_tag: surfaceTag,
  });
  // The banner is decided at the edge; its experience is completed for the record, if defined.
  void callResource('UserExperienceCompletedResource', 'update', {
    placed_experience_id: `${PLACEMENT.cookieConsent}:${SPECIAL_EXPERIENCE.cookieConsent}`,
  }).catch(() => undefined);
  return data.consent;
}
