// The experiences' store and the floating regions' messages (modals, toasts, anchored tips),
// downloaded once the page has hydrated (ExperienceHost loads this module). The store starts from
// the experiences the page came with, or asks for them.

import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy } from 'react';
import type { ExperienceKind } from '#shared/experiences/displayData.ts';
import type { EligibilityFilter } from '#shared/experiences/lifecycle.ts';
import type { MultiPlacedExperiences } from '#shared/experiences/placed.ts';
import { specialExperience } from '#shared/experiences/specialIds.ts';
import type { Viewer } from '#shared/types.ts';
import { logExperienceEvent, nameSpecialExperiences } from './log.ts';
import { Placed } from './Placed.tsx';
import type { ExperienceProps } from './props.ts';
import { inRegion, type Region } from './regions.ts';
import { createExperienceStore, type ExperienceStore } from './store.ts';
import { TopMessage } from './topMessages.tsx';

/** Each display type is its own chunk, loaded only when the viewer has such an experience. */
// Log entries name special experiences from here on (docs/rules/experiences.md#constants-spec-001-9).
nameSpecialExperiences(specialExperience);

const load = <K extends string>(importer: () => Promise<Record<K, ComponentType<ExperienceProps>>>, name: K) =>
  lazy(() => importer().then((m) => ({ default: m[name] })));

const modal = load(() => import('./ModalExperience.tsx'), 'ModalExperience');
const COMPONENTS: Record<ExperienceKind, ComponentType<ExperienceProps> | null> = {
  cookieConsent: null,
  hero: TopMessage,
  callout: TopMessage,
  upsellCallout: TopMessage,
  neutralCallout: TopMessage,
  promoBanner: TopMessage,
  upgradeBusiness: TopMessage,
  searchDelight: TopMessage,
  bannerPrompt: TopMessage,
  nagModal: load(() => import('./NagModal.tsx'), 'NagModal'),
  tooltip: load(() => import('./Tooltip.tsx'), 'Tooltip'),
  floatingCallout: load(() => import('./FloatingCallout.tsx'), 'FloatingCallout'),
  locationUpsell: modal,
  modal,
  survey: load(() => import('./Survey.tsx'), 'Survey'),
  toast: load(() => import('./Toast.tsx'), 'Toast'),
  popover: load(() => import('./Popover.tsx'), 'Popover'),
  flyout: load(() => import('./Flyout.tsx'), 'Flyout'),
};

/** Creates the app's store: from the experiences the page came with, else asking for them. */
export function startExperiences(initial: MultiPlacedExperiences | undefined): ExperienceStore {
  const store = createExperienceStore();
  if (initial) store.byPlacement.value = initial;
  else
    store
      .refreshAll()
      .catch((error: unknown) =>
        logExperienceEvent(
          'experiences_fetch_failed',
          error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) },
        ),
      );
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
  return inRegion(store.eligible(eligible), region).map((e) => {
    const Component = COMPONENTS[e.kind];
    return Component && <Placed key={`${e.placement_id}:${e.experience_id}`} e={e} store={store} viewer={viewer} Component={Component} />;
  });
}
