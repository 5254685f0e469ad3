// Whether React has hydrated: false on the server and during hydration, true after. Interactive
// parts (hover, menus, video, carousel arrows) wait for it so the first client render matches
// the server's HTML exactly.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** True once the component runs on a hydrated client. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
