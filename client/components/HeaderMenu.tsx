// The member's account menu, at every width: one button beside their avatar that opens Settings, Dark mode and
// Log out, anchored under the header on a desktop and as a bottom sheet on a phone. A declarative popover
// (popovertarget), so the browser opens it in the top layer and closes it on Escape or a tap outside, with no
// script. On a phone the tab bar (./TabBar.tsx) holds the site's links, so this is no hamburger menu.
import { type ReactNode, useId } from 'react';

export function HeaderMenu({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div className="header__menu">
      <button type="button" className="header__menu-button" aria-label="Account menu" popoverTarget={id} data-test-id="header-menu-button">
        <span aria-hidden="true">⌄</span>
      </button>
      <nav id={id} popover="auto" className="top-layer header__sheet" aria-label="Account menu" data-test-id="header-menu">
        {children}
      </nav>
    </div>
  );
}
