// Mounts the experiences of the viewer once the page has hydrated: one store for the app, every
// display type in its region, each behind an error boundary (the top region in the page's flow,
// above the page it wraps, so its messages take their own space and never cover the page); NoAction is logged after 4 s at
// no-action placements (spec 001 §4). Bots get none (spec 001 §6).

import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { PlacedExperienceContext } from '#client/features/offsite/placedExperience.ts';
import { PLACEMENT } from '#shared/experiences/constants.ts';
import type { ExperienceKind } from '#shared/experiences/displayData.ts';
import type { EligibilityFilter } from '#shared/experiences/lifecycle.ts';
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import { noActionTimer } from '#shared/experiences/timers.ts';
import type { Viewer } from '#shared/types.ts';
import { ExperienceContext } from './ExperienceContext.ts';
import { ExperienceErrorBoundary } from './ExperienceErrorBoundary.tsx';
import { logExperienceEvent } from './log.ts';
import type { ExperienceProps } from './props.ts';
import { inRegion, type Region } from './regions.ts';
import { createExperienceStore, type ExperienceStore } from './store.ts';
import './experiences.css';

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
  // Spec 001 §7: the experience's links log clickthroughs to its placement, timed from when it was shown.
  const placed = useMemo(() => ({ placed: `${e.placement_id}:${e.experience_id}`, shownAt: performance.now() }), [e.placement_id, e.experience_id]);
  if (!Component) return null;
  return (
    <ExperienceErrorBoundary name={`experience:${e.kind}`}>
      <Suspense fallback={null}>
        <PlacedExperienceContext value={placed}>
          <Component e={e} store={store} viewer={viewer} />
        </PlacedExperienceContext>
      </Suspense>
      {PLACEMENT.noAction.includes(e.placement_id) && <NoAction e={e} />}
    </ExperienceErrorBoundary>
  );
}

const TOP_REGION = { region: 'top', className: 'xp-region xp-region--top' } as const;
const FLOATING_REGIONS: Array<{ region: Region; className: string }> = [
  { region: 'overlay', className: 'xp-region' },
  { region: 'bottom', className: 'xp-region' },
  { region: 'toast', className: 'xp-region xp-region--toast' },
  { region: 'anchored', className: 'xp-region' },
];

interface RegionsProps {
  store: ExperienceStore;
  viewer: Viewer;
  eligible: EligibilityFilter;
  regions: ReadonlyArray<{ region: Region; className: string }>;
}

function Regions({ store, viewer, eligible, regions }: RegionsProps) {
  useSignals();
  const all = store.eligible(eligible);
  return regions.map(({ region, className }) => (
    <div key={region} className={className} data-region={region}>
      {inRegion(all, region).map((e) => (
        <Placed key={`${e.placement_id}:${e.experience_id}`} e={e} store={store} viewer={viewer} />
      ))}
    </div>
  ));
}

export interface ExperienceHostProps {
  viewer: Viewer;
  /** Which experiences this host shows (spec 001 §4): by ids, else by types, else a predicate; default all. */
  eligible?: EligibilityFilter;
  /** The page: the top region's messages come before it in the flow. */
  children?: ReactNode;
}

export function ExperienceHost({ viewer, eligible = {}, children }: ExperienceHostProps) {
  const store = useMemo(() => createExperienceStore(), []);
  useEffect(() => {
    if (viewer.isBot) return;
    store.refreshAll().catch((error: unknown) => logExperienceEvent('experiences_fetch_failed', { message: String(error) }));
  }, [store, viewer.isBot]);
  if (viewer.isBot) return children;
  return (
    <ExperienceContext value={store}>
      <Regions store={store} viewer={viewer} eligible={eligible} regions={[TOP_REGION]} />
      {children}
      <Regions store={store} viewer={viewer} eligible={eligible} regions={FLOATING_REGIONS} />
    </ExperienceContext>
  );
}
