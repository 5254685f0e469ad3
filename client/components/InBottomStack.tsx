// What a feature floats at the window's bottom after the page has hydrated (a toast that confirms something the person
// did) goes into the one bottom stack that ExperienceHost renders (../styles.css .bottom-stack): it stands above what
// stands there already, 8 px apart, on the tab bar or the window's bottom, and above the feed's loading line while it
// shows, so no two of them cover each other. A portal has no server markup: on the server and while hydrating it
// renders nothing.
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '#client/lib/useHydrated.ts';

/** Renders `children` at the top of the bottom stack. */
export function InBottomStack({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const stack = hydrated ? document.querySelector('.bottom-stack') : null;
  return stack && createPortal(children, stack);
}
