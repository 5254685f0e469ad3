// Where the cookie consent banner goes. Only a viewer the edge asks for consent gets it
// (showConsentBanner), so its code loads, before rendering on both sides, only for them
// (client/lib/conditionalPart.tsx). Decided once per page: the choice made in it changes the
// viewer's consent at once, and the banner stays to confirm it with its toast.
import { useState } from 'react';
import { conditionalPart, PartOf } from '#client/lib/conditionalPart.tsx';
import { showConsentBanner, type ViewerConsent } from '#shared/consent.ts';
import type { Viewer } from '#shared/types.ts';
import './consent.css';

type Props = {
  viewer: Viewer;
  /** Gives the page the viewer's consent as the saved choice makes it, so it applies at once. */
  onConsent: (consent: ViewerConsent) => void;
};

const banner = conditionalPart<Props>('cookie consent banner', () => import('./ConsentBanner.tsx').then((m) => m.ConsentBanner));

/** Loads the banner's code if this viewer is shown the banner. */
export const preloadConsentBanner = (viewer: Viewer): Promise<void> => (showConsentBanner(viewer) ? banner.load().then(() => undefined) : Promise.resolve());

export function ConsentBannerSlot(props: Props) {
  const [shown] = useState(() => showConsentBanner(props.viewer));
  return shown ? <PartOf part={banner} props={props} /> : null;
}
