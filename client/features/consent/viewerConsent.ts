// A cookie choice takes effect at once (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): the consent the save answers is
// announced to the page, and the app's viewer carries it from then on, so what it gates (ad
// attribution, analytics) turns on or off without a reload.
import { useEffect, useState } from 'react';
import type { ViewerConsent } from '#shared/consent.ts';
import type { Viewer } from '#shared/types.ts';

/** Window event with the viewer's new ViewerConsent as detail. */
const CONSENT_CHANGED_EVENT = 'consent:changed';

/** Tells the page the viewer's consent is now `consent` (as the edge decides it from the saved choice). */
export function announceConsent(consent: ViewerConsent): void {
  window.dispatchEvent(new CustomEvent<ViewerConsent>(CONSENT_CHANGED_EVENT, { detail: consent }));
}

/** The viewer the page was rendered for, with the consent last announced. */
export function useViewerWithConsent(rendered: Viewer): Viewer {
  const [consent, setConsent] = useState<ViewerConsent | null>(null);
  useEffect(() => {
    const changed = (event: Event) => setConsent((event as CustomEvent<ViewerConsent>).detail);
    window.addEventListener(CONSENT_CHANGED_EVENT, changed);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, changed);
  }, []);
  return consent && !rendered.isBot ? { ...rendered, consent } : rendered;
}
