// The experiences themselves, downloaded once the page has hydrated (ExperienceHost loads this
// module): the store, every display type in its region, each behind an error boundary, and
// NoAction logged after 4 s at no-action placements (spec 001 §4).

import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { PLACEMENT } from '#shared/experiences/constants.ts';
import type { ExperienceKind } from '#shared/experiences/displayData.ts';
import type { EligibilityFilter } from '#shared/experiences/lifecycle.ts';
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import { noActionTimer } from '#shared/experiences/timers.ts';
import type { Viewer } from '#shared/types.ts';
import { ExperienceErrorBoundary } from './ExperienceErrorBoundary.tsx';
import { logExperienceEvent } from './log.ts';
import type { ExperienceProps } from './props.ts';
import { inRegion, type Region } from './regions.ts';
import { createExperienceStore, type ExperienceStore } from './store.ts';

/** Each display type is its own chunk, loaded only when the viewer has such an experience. */
const load = <K extends string>(importer: () => Promise<Record<K, ComponentType<ExperienceProps>>>, name: K) =>
  lazy(() => importer().then((m) => ({ default: m[name] })));

const Callout = load(() => import('./Callout.tsx'), 'Callout');
const survey = () => import('./Survey.tsx');
const COMPONENTS: Record<ExperienceKind, ComponentType<ExperienceProps> | null> = {
  cookieConsent: null,
  hero: load(() => import('./HeroBanner.tsx'), 'HeroBanner'),
  nagModal: load(() => import('./NagModal.tsx'), 'NagModal'),
  tooltip: load(() => import('./Tooltip.tsx'), 'Tooltip'),
  callout: Callout,
  upsellCallout: Callout,
  neutralCallout: Callout,
  floatingCallout: load(() => import('./FloatingCallout.tsx'), 'FloatingCallout'),
  promoBanner: load(() => import('./PromoBanner.tsx'), 'PromoBanner'),
  upgradeBusiness: load(() => import('./UpgradeBusinessBanner.tsx'), 'UpgradeBusinessBanner'),
  locationUpsell: load(() => import('./ModalExperience.tsx'), 'ModalExperience'),
  modal: load(() => import('./ModalExperience.tsx'), 'ModalExperience'),
  survey: load(survey, 'Survey'),
  bannerPrompt: load(survey, 'BannerPrompt'),
  toast: load(() => import('./Toast.tsx'), 'Toast'),
  popover: load(() => import('./Popover.tsx'), 'Popover'),
  flyout: load(() => import('./Flyout.tsx'), 'Flyout'),
  searchDelight: load(() => import('./SearchDelight.tsx'), 'SearchDelight'),
};

/** Spec 001 §4: at a no-action placement, NoAction is logged after 4 s unless the experience is acted on. */
function NoAction({ e }: { e: PlacedExperience }) {
  useEffect(() => {
    const t = noActionTimer(() => logExperienceEvent('NoAction', { placed_experience_id: `${e.placement_id}:${e.experience_id}` }));
    return t.abort;
  }, [e.placement_id, e.experience_id]);
  return null;
}

function Placed({ e, store, viewer }: ExperienceProps) {
  const Component = COMPONENTS[e.kind];
  if (!Component) return null;
  return (
    <ExperienceErrorBoundary name={`experience:${e.kind}`}>
      <Suspense fallback={null}>
        <Component e={e} store={store} viewer={viewer} />
      </Suspense>
      {PLACEMENT.noAction.includes(e.placement_id) && <NoAction e={e} />}
    </ExperienceErrorBoundary>
  );
}

/** Creates the app's store and asks for the viewer's experiences. */
export function startExperiences(): ExperienceStore {
  const store = createExperienceStore();
  store.refreshAll().catch((error: unknown) => logExperienceEvent('experiences_fetch_failed', { message: String(error) }));
  return store;
}

export interface RegionContentProps {
  store: ExperienceStore;
  viewer: Viewer;
  eligible: EligibilityFilter;
  region: Region;
}

/**
 * The messages one region shows now (ExperienceHost renders it from the imported module).
 * @public
 */
export function RegionContent({ store, viewer, eligible, region }: RegionContentProps) {
  useSignals();
  return inRegion(store.eligible(eligible), region).map((e) => <Placed key={`${e.placement_id}:${e.experience_id}`} e={e} store={store} viewer={viewer} />);
}
