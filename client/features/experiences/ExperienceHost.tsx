// The experiences of the viewer in their regions (spec 001 §4). The top region is in the page's
// flow, above the page it wraps, so its messages take their own space and never cover the page:
// its first message comes with the page (the worker puts the viewer's experiences in the document
// state and renders it; hydration keeps it), so nothing moves when the page becomes interactive.
// The store and the floating regions' messages (liveExperiences.tsx) download after hydration;
// until the store is there, a message's actions wait for it. Bots get none (spec 001 §6).

import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useState } from 'react';
import type { EligibilityFilter } from '#shared/experiences/lifecycle.ts';
import type { MultiPlacedExperiences } from '#shared/experiences/placed.ts';
import type { Viewer } from '#shared/types.ts';
import { Placed } from './Placed.tsx';
import type { ExperienceActions } from './props.ts';
import { eligibleIn, inRegion, type Region } from './regions.ts';
import type { ExperienceStore } from './store.ts';
import { TopMessage } from './topMessages.tsx';
import './experiences.css';

type Live = { module: typeof import('./liveExperiences.tsx'); store: ExperienceStore };

const FLOATING_REGIONS: Array<{ region: Region; className: string }> = [
  { region: 'overlay', className: 'xp-region' },
  { region: 'bottom', className: 'xp-region' },
  { region: 'toast', className: 'xp-region xp-region--toast' },
  { region: 'anchored', className: 'xp-region' },
];

/** The store's actions, run once the store has downloaded. */
function actionsOnceReady(ready: Promise<ExperienceStore>): ExperienceActions {
  return {
    view: (e) => ready.then((store) => store.view(e)),
    complete: (e, options) => ready.then((store) => store.complete(e, options)),
    dismiss: (e) => ready.then((store) => store.dismiss(e)),
    drop: (e) => void ready.then((store) => store.drop(e)),
  };
}

interface TopRegionProps {
  live: Live | null;
  initial: MultiPlacedExperiences;
  actions: ExperienceActions;
  viewer: Viewer;
  eligible: EligibilityFilter;
}

/** The top region: from the page's experiences until the store is there, then from the store. */
function TopRegion({ live, initial, actions, viewer, eligible }: TopRegionProps) {
  useSignals();
  const [e] = inRegion(live ? live.store.eligible(eligible) : eligibleIn(initial, eligible), 'top');
  return (
    <div className="xp-region xp-region--top" data-region="top">
      {e && <Placed key={`${e.placement_id}:${e.experience_id}`} e={e} store={live?.store ?? actions} viewer={viewer} Component={TopMessage} />}
    </div>
  );
}

export interface ExperienceHostProps {
  viewer: Viewer;
  /** The viewer's experiences when the page was rendered (none: the store asks for them). */
  initial?: MultiPlacedExperiences;
  /** Which experiences this host shows (spec 001 §4): by ids, else by types, else a predicate; default all. */
  eligible?: EligibilityFilter;
  /** The page: the top region's messages come before it in the flow. */
  children?: ReactNode;
}

export function ExperienceHost({ viewer, initial, eligible = {}, children }: ExperienceHostProps) {
  const [live, setLive] = useState<Live | null>(null);
  const [ready] = useState(() => {
    let resolve: (store: ExperienceStore) => void = () => undefined;
    const promise = new Promise<ExperienceStore>((r) => (resolve = r));
    return { resolve, actions: actionsOnceReady(promise) };
  });
  useEffect(() => {
    if (viewer.isBot) return;
    let current = true;
    void import('./liveExperiences.tsx').then((module) => {
      if (!current) return;
      const store = module.startExperiences(initial);
      ready.resolve(store);
      setLive({ module, store });
    });
    return () => {
      current = false;
    };
  }, [viewer.isBot]);
  if (viewer.isBot) return children;
  return (
    <>
      <TopRegion live={live} initial={initial ?? {}} actions={ready.actions} viewer={viewer} eligible={eligible} />
      {children}
      {FLOATING_REGIONS.map(({ region, className }) => (
        <div key={region} className={className} data-region={region}>
          {live && <live.module.RegionContent store={live.store} viewer={viewer} eligible={eligible} region={region} />}
        </div>
      ))}
    </>
  );
}
