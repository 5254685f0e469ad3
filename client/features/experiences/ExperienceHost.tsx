// Mounts the experiences of the viewer once the page has hydrated (spec 001 §4): the regions are
// in the first HTML, empty, and the store and its messages (liveExperiences.tsx) are downloaded
// after hydration, so a first visit does not wait for them. The top region is in the page's flow,
// above the page it wraps, so its messages take their own space and never cover the page. Bots
// get none (spec 001 §6).

import { type ReactNode, useEffect, useState } from 'react';
import type { EligibilityFilter } from '#shared/experiences/lifecycle.ts';
import type { Viewer } from '#shared/types.ts';
import type { Region } from './regions.ts';
import type { ExperienceStore } from './store.ts';
import './experiences.css';

type Live = typeof import('./liveExperiences.tsx');

const TOP_REGION = { region: 'top', className: 'xp-region xp-region--top' } as const;
const FLOATING_REGIONS: Array<{ region: Region; className: string }> = [
  { region: 'overlay', className: 'xp-region' },
  { region: 'bottom', className: 'xp-region' },
  { region: 'toast', className: 'xp-region xp-region--toast' },
  { region: 'anchored', className: 'xp-region' },
];

interface RegionsProps {
  live: { module: Live; store: ExperienceStore } | null;
  viewer: Viewer;
  eligible: EligibilityFilter;
  regions: ReadonlyArray<{ region: Region; className: string }>;
}

function Regions({ live, viewer, eligible, regions }: RegionsProps) {
  return regions.map(({ region, className }) => (
    <div key={region} className={className} data-region={region}>
      {live && <live.module.RegionContent store={live.store} viewer={viewer} eligible={eligible} region={region} />}
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
  const [live, setLive] = useState<RegionsProps['live']>(null);
  useEffect(() => {
    if (viewer.isBot) return;
    let current = true;
    void import('./liveExperiences.tsx').then((module) => {
      if (current) setLive({ module, store: module.startExperiences() });
    });
    return () => {
      current = false;
    };
  }, [viewer.isBot]);
  if (viewer.isBot) return children;
  return (
    <>
      <Regions live={live} viewer={viewer} eligible={eligible} regions={[TOP_REGION]} />
      {children}
      <Regions live={live} viewer={viewer} eligible={eligible} regions={FLOATING_REGIONS} />
    </>
  );
}
