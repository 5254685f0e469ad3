// Where each kind of experience shows, and how many at once: one message per region at a time
// (highest priority first), except anchored ones, which each point at their own element.
import type { ExperienceKind } from '#shared/experiences/displayData.ts';
import { type EligibilityFilter, matchesFilter } from '#shared/experiences/lifecycle.ts';
import type { MultiPlacedExperiences, PlacedExperience } from '#shared/experiences/placed.ts';

export type Region = 'top' | 'overlay' | 'bottom' | 'toast' | 'anchored' | 'none';

export const REGION_OF: Record<ExperienceKind, Region> = {
  cookieConsent: 'none',
  hero: 'top',
  callout: 'top',
  upsellCallout: 'top',
  neutralCallout: 'top',
  promoBanner: 'top',
  upgradeBusiness: 'top',
  searchDelight: 'top',
  bannerPrompt: 'top',
  nagModal: 'overlay',
  modal: 'overlay',
  locationUpsell: 'overlay',
  survey: 'overlay',
  floatingCallout: 'bottom',
  toast: 'toast',
  tooltip: 'anchored',
  popover: 'anchored',
  flyout: 'anchored',
};

/** The experiences a region shows now. */
export function inRegion(all: MultiPlacedExperiences, region: Region): PlacedExperience[] {
  const list = Object.values(all)
    .flat()
    .filter((e) => REGION_OF[e.kind] === region)
    .sort((a, b) => b.priority - a.priority || a.placement_id - b.placement_id);
  return region === 'anchored' ? list : list.slice(0, 1);
}

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: the experiences that may show: eligible ids, else types, else a predicate. */
export function eligibleIn(all: MultiPlacedExperiences, filter: EligibilityFilter): MultiPlacedExperiences {
  const out: MultiPlacedExperiences = {};
  for (const [placement, list] of Object.entries(all)) out[placement] = list.filter((e) => matchesFilter(e, filter));
  return out;
}
