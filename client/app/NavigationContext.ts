// Gives components the navigation model of their App, so state can outlive a page visit and
// come back with the history entry (see NavigationModel.retain).
import { createContext, useContext, useState } from 'react';
import type { NavigationModel } from './navigation.ts';

export const NavigationContext = createContext<NavigationModel | null>(null);

/** An object kept per history entry; outside an App (tests) it lives as long as the component. */
export function useRetained<T>(slot: string, create: () => T): T {
  const nav = useContext(NavigationContext);
  const [own] = useState(() => (nav ? null : create()));
  return nav ? nav.retain(slot, create) : (own as T);
}
