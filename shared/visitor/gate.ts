// docs/rules/closeup-and-visitors.md#validation-spec-002-5: logged-out tracking applies only in allowed countries and only with consent.
// Allowed countries are those where no consent is needed (shared/consent.ts); in the others (and
// when the country is unknown) the visitor's personalization consent is required. Bots never.
// The visitor's own saves (at most 2) are kept regardless: they are what the visitor asked for.
import { consentNeeded, type ViewerConsent } from '#shared/consent.ts';

export interface TrackingViewer {
  isAuth: boolean;
  isBot: boolean;
  country: string | null;
  consent?: ViewerConsent;
}

/** Whether the country allows the local record without a consent choice. */
export const countryAllowsTracking = (country: string | null): boolean => !consentNeeded(country);

/** Whether the local record of a signed-out visitor may be kept. */
export function mayKeepVisitorRecord(viewer: TrackingViewer): boolean {
  if (viewer.isAuth || viewer.isBot) return false;
  if (countryAllowsTracking(viewer.country)) return true;
  return Boolean(viewer.consent?.given && viewer.consent.personalization);
}
