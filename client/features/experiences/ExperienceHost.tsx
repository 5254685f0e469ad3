// The experiences of the viewer in their regions (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4). The top region is in the page's
// flow, above the page it wraps, so its messages take their own space and never cover the page:
// its first message comes with the page (the worker puts the viewer's experiences in the document
// state and renders it), so nothing moves when the page becomes interactive. None of the regions'
// code is in the entry: for a viewer with experiences, the top region (TopRegion.tsx) and its
// message are a part both sides load before rendering (the worker before it streams, main.tsx
// before it hydrates, so the message answers its first click); the store and the floating
// regions' messages (liveExperiences.tsx) download after hydration, and until the store is there a
// message's actions wait for it. A viewer whose page came with no experiences (most members) gets
// no regions and downloads none of it; bots get none (docs/rules/experiences.md#roles-spec-001-6). The
// toast region stands in the bottom stack, which this host renders for every viewer with what else
// floats at the window's bottom (`bottom`), so that none of them covers another.

import { type Signal, signal } from '@preact/signals-react';
import { type ReactNode, useEffect, useState } from 'react';
import { conditionalPart, deferredPart } from '#client/lib/conditionalPart.tsx';
import type { EligibilityFilter } from '#shared/experiences/lifecycle.ts';
import type { MultiPlacedExperiences } from '#shared/experiences/placed.ts';
import type { Viewer } from '#shared/types.ts';
import type { ExperienceActions } from './props.ts';
import type { Region } from './regions.ts';
import type { ExperienceStore } from './store.ts';
import type { TopRegionProps } from './TopRegion.tsx';
import './experiences.css';

type Live = { module: typeof import('./liveExperiences.tsx'); store: ExperienceStore };

const loadTopRegion = () => import('./TopRegion.tsx');
const topRegion = conditionalPart<TopRegionProps>('experiences top region', () => loadTopRegion().then((m) => m.TopRegion));
/** Its props keep their identity (the store arrives through a signal): an update never reaches it before it has hydrated. */
const TopRegion = deferredPart(topRegion);

/** The default filter: every experience (one object, so the top region's props keep their identity). */
const ALL: EligibilityFilter = {};

/** The regions that float over the page; the toast region stands in the bottom stack. */
const FLOATING_REGIONS: Region[] = ['overlay', 'bottom', 'anchored'];

const NONE: MultiPlacedExperiences = {};

/** Whether the page came with any experience for the viewer. */
const hasAny = (all: MultiPlacedExperiences): boolean => Object.values(all).some((list) => list.length > 0);

/** Loads the top region and its first message's component, for a viewer with experiences, before rendering (both sides). */
export function preloadExperiences(all: MultiPlacedExperiences | undefined): Promise<void> {
  if (!all || !hasAny(all)) return Promise.resolve();
  return Promise.all([topRegion.load(), loadTopRegion().then((m) => m.preloadTopRegion(all))]).then(
    () => undefined,
    () => undefined,
  );
}

/** The store's actions, run once the store has downloaded. */
function actionsOnceReady(ready: Promise<ExperienceStore>): ExperienceActions {
  return {
    view: (e) => ready.then((store) => store.view(e)),
    complete: (e, options) => ready.then((store) => store.complete(e, options)),
    dismiss: (e) => ready.then((store) => store.dismiss(e)),
    drop: (e) => void ready.then((store) => store.drop(e)),
  };
}

export interface ExperienceHostProps {
  viewer: Viewer;
  /** The viewer's experiences when the page was rendered (none: the store asks for them). */
  initial?: MultiPlacedExperiences;
  /** Which experiences this host shows (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): by ids, else by types, else a predicate; default all. */
  eligible?: EligibilityFilter;
  /** The page: the top region's messages come before it in the flow. */
  children?: ReactNode;
  /** Whether the page takes a top-region message above it; a closeup takes none, so its pin and Save lead the first screen. */
  top?: boolean;
  /** What else stands in the bottom stack, under the toast region (../../styles.css .bottom-stack). */
  bottom?: ReactNode;
}

export function ExperienceHost({ viewer, initial, eligible = ALL, children, bottom, top = true }: ExperienceHostProps) {
  const [live, setLive] = useState<Live | null>(null);
  const [store] = useState<Signal<ExperienceStore | null>>(() => signal(null));
  const [ready] = useState(() => {
    let resolve: (store: ExperienceStore) => void = () => undefined;
    const promise = new Promise<ExperienceStore>((r) => (resolve = r));
    return { resolve, actions: actionsOnceReady(promise) };
  });
  // Experiences the page could not read (undefined) are asked for by the store.
  const active = !viewer.isBot && (!initial || hasAny(initial));
  useEffect(() => {
    if (!active) return;
    let current = true;
    void import('./liveExperiences.tsx').then((module) => {
      if (!current) return;
      const started = module.startExperiences(initial);
      ready.resolve(started);
      store.value = started;
      setLive({ module, store: started });
    });
    return () => {
      current = false;
    };
  }, [active]);
  const floating = (region: Region, className = 'xp-region') =>
    active && (
      <div key={region} className={className} data-region={region}>
        {live && <live.module.RegionContent store={live.store} viewer={viewer} eligible={eligible} region={region} />}
      </div>
    );
  return (
    <>
      {active && top && (
        <div className="xp-region xp-region--top" data-region="top">
          {(live || initial) && <TopRegion store={store} initial={initial ?? NONE} actions={ready.actions} viewer={viewer} eligible={eligible} />}
        </div>
      )}
      {children}
      {FLOATING_REGIONS.map((region) => floating(region))}
      <div className="bottom-stack">
        {bottom}
        {floating('toast', 'xp-region xp-region--toast')}
      </div>
    </>
  );
}
