// Saves a cookie choice (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#calls-spec-001-7): PUT UserSettingsResource with the three settings and
// the surface_tag (a cookie for visitors, the user's settings when signed in), then completes the
// cookie consent experience and tells the page the consent changed.

import { callResource } from '#client/lib/resource.ts';
import type { ViewerConsent } from '#shared/consent.ts';
import { PLACEMENT, SPECIAL_EXPERIENCE } from '#shared/experiences/constants.ts';
import { cookieSettings } from '#shared/settings.ts';

/** Window event with the new ViewerConsent as detail, for features that gate events on it. */
export const CONSENT_CHANGED_EVENT = 'consent:changed';

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
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: data.consent }));
  // The banner is decided at the edge; its experience is completed for the record, if defined.
  void callResource('UserExperienceCompletedResource', 'update', {
    placed_experience_id: `${PLACEMENT.cookieConsent}:${SPECIAL_EXPERIENCE.cookieConsent}`,
  }).catch(() => undefined);
  return data.consent;
}
