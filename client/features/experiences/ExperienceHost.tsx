// Mounts the experiences of the viewer once the page has hydrated: one store for the app, every
// display type in its region, each behind an error boundary; NoAction is logged after 4 s at
// no-action placements (spec 001 §4). Bots get none (spec 001 §6).
import { useEffect, useMemo, type ComponentType } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { PLACEMENT } from '#shared/experiences/constants.ts';
import type { ExperienceKind } from '#shared/experiences/displayData.ts';
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import { noActionTimer } from '#shared/experiences/timers.ts';
import type { Viewer } from '#shared/types.ts';
import { Callout } from './Callout.tsx';
import { ExperienceContext } from './ExperienceContext.ts';
import { ExperienceErrorBoundary } from './ExperienceErrorBoundary.tsx';
import { FloatingCallout } from './FloatingCallout.tsx';
import { Flyout } from './Flyout.tsx';
import { HeroBanner } from './HeroBanner.tsx';
import { logExperienceEvent } from './log.ts';
import { ModalExperience } from './ModalExperience.tsx';
import { NagModal } from './NagModal.tsx';
import { Popover } from './Popover.tsx';
import { PromoBanner } from './PromoBanner.tsx';
import type { ExperienceProps } from './props.ts';
import { inRegion, type Region } from './regions.ts';
import { SearchDelight } from './SearchDelight.tsx';
import { createExperienceStore, type ExperienceStore } from './store.ts';
import { BannerPrompt, Survey } from './Survey.tsx';
import { Toast } from './Toast.tsx';
import { Tooltip } from './Tooltip.tsx';
import { UpgradeBusinessBanner } from './UpgradeBusinessBanner.tsx';
import './experiences.css';

const COMPONENTS: Record<ExperienceKind, ComponentType<ExperienceProps> | null> = {
  cookieConsent: null,
  hero: HeroBanner, nagModal: NagModal, tooltip: Tooltip, callout: Callout, upsellCallout: Callout, neutralCallout: Callout,
  floatingCallout: FloatingCallout, promoBanner: PromoBanner, upgradeBusiness: UpgradeBusinessBanner, locationUpsell: ModalExperience,
  modal: ModalExperience, survey: Survey, bannerPrompt: BannerPrompt, toast: Toast, popover: Popover, flyout: Flyout, searchDelight: SearchDelight,
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
      <Component e={e} store={store} viewer={viewer} />
      {PLACEMENT.noAction.includes(e.placement_id) && <NoAction e={e} />}
    </ExperienceErrorBoundary>
  );
}

const REGIONS: Array<{ region: Region; className: string }> = [
  { region: 'top', className: 'xp-region xp-region--top' },
  { region: 'overlay', className: 'xp-region' },
  { region: 'bottom', className: 'xp-region' },
  { region: 'toast', className: 'xp-region xp-region--toast' },
  { region: 'anchored', className: 'xp-region' },
];

function Regions({ store, viewer }: { store: ExperienceStore; viewer: Viewer }) {
  useSignals();
  const all = store.byPlacement.value;
  return REGIONS.map(({ region, className }) => (
    <div key={region} className={className} data-region={region}>
      {inRegion(all, region).map((e) => <Placed key={`${e.placement_id}:${e.experience_id}`} e={e} store={store} viewer={viewer} />)}
    </div>
  ));
}

export function ExperienceHost({ viewer }: { viewer: Viewer }) {
  const store = useMemo(() => createExperienceStore(), []);
  useEffect(() => {
    if (viewer.isBot) return;
    store.refreshAll().catch((error: unknown) => logExperienceEvent('experiences_fetch_failed', { message: String(error) }));
  }, [store, viewer.isBot]);
  if (viewer.isBot) return null;
  return (
    <ExperienceContext value={store}>
      <Regions store={store} viewer={viewer} />
    </ExperienceContext>
  );
}
