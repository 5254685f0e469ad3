// The messages of the top region (heroes, callouts, banners, search delight, banner prompts): they
// take their own space above the page, so the worker renders the viewer's first one into the HTML
// and the client hydrates it. Each display type is its own chunk; the page's one is loaded before
// rendering on both sides (preloadTopRegion, through ExperienceHost's preloadExperiences), so it
// renders at once and the markup matches.

import { type ComponentType, use } from 'react';
import type { ExperienceKind } from '#shared/experiences/displayData.ts';
import type { MultiPlacedExperiences } from '#shared/experiences/placed.ts';
import type { ExperienceProps } from './props.ts';
import { inRegion } from './regions.ts';

type Loader = () => Promise<ComponentType<ExperienceProps>>;

const callout: Loader = () => import('./Callout.tsx').then((m) => m.Callout);

/** Loaders of the display types the top region shows (REGION_OF in regions.ts). */
const TOP_MESSAGES: Partial<Record<ExperienceKind, Loader>> = {
  hero: () => import('./HeroBanner.tsx').then((m) => m.HeroBanner),
  callout,
  upsellCallout: callout,
  neutralCallout: callout,
  promoBanner: () => import('./PromoBanner.tsx').then((m) => m.PromoBanner),
  upgradeBusiness: () => import('./UpgradeBusinessBanner.tsx').then((m) => m.UpgradeBusinessBanner),
  searchDelight: () => import('./SearchDelight.tsx').then((m) => m.SearchDelight),
  bannerPrompt: () => import('./Survey.tsx').then((m) => m.BannerPrompt),
};

const loading = new Map<ExperienceKind, Promise<ComponentType<ExperienceProps>>>();
const loaded = new Map<ExperienceKind, ComponentType<ExperienceProps>>();

function loadTopMessage(kind: ExperienceKind): Promise<ComponentType<ExperienceProps>> {
  let pending = loading.get(kind);
  if (!pending) {
    const loader = TOP_MESSAGES[kind];
    if (!loader) return Promise.reject(new Error(`${kind} is not a message of the top region`));
    pending = loader().then((component) => {
      loaded.set(kind, component);
      return component;
    });
    loading.set(kind, pending);
  }
  return pending;
}

/**
 * Loads the component of the top region's first message, if the viewer has one, before rendering.
 * One that fails to load is left to render time, where its error boundary reports it.
 */
export async function preloadTopRegion(all: MultiPlacedExperiences | undefined): Promise<void> {
  const [first] = all ? inRegion(all, 'top') : [];
  if (first && TOP_MESSAGES[first.kind]) await loadTopMessage(first.kind).catch(() => undefined);
}

/** A top-region message: rendered at once when its chunk is in, else once it has downloaded. */
export function TopMessage(props: ExperienceProps) {
  const Component = loaded.get(props.e.kind) ?? use(loadTopMessage(props.e.kind));
  return <Component {...props} />;
}
