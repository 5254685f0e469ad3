// Gives components the navigation model of their App, so state can outlive a page visit and
// come back with the history entry (see NavigationModel.retain). The model itself is made by
// clientNavigation.ts; page modules reach it only through this context, never importing clientNavigation.
import type { Signal } from '@preact/signals-react';
import { createContext, useContext, useState } from 'react';
import type { RenderablePage } from './pageTypes.ts';

/** One App's navigation: the current page, whether a navigation is under way, and kept state. */
export interface NavigationModel {
  page: Signal<RenderablePage>;
  /** False until the first client navigation; the first page embeds its state for hydration. */
  navigated: Signal<boolean>;
  pending: Signal<boolean>;
  navigate: (url: URL, push: boolean) => Promise<void>;
  /**
   * The object kept under `slot` for the current history entry, created on first use: a feed
   * keeps its loaded pages when the visitor comes back to it.
   */
  retain: <T>(slot: string, create: () => T) => T;
  /** Installs the click and popstate listeners; returns the cleanup. */
  start: () => () => void;
}

export const NavigationContext = createContext<NavigationModel | null>(null);

/** An object kept per history entry; outside an App (tests) it lives as long as the component. */
export function useRetained<T>(slot: string, create: () => T): T {
  const nav = useContext(NavigationContext);
  const [own] = useState(() => (nav ? null : create()));
  return nav ? nav.retain(slot, create) : (own as T);
}
