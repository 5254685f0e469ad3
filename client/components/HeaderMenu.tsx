// The phone header's menu: one button that opens the links the compact header leaves out (home,
// create, settings, log out) in a bottom sheet. A declarative popover (popovertarget), so the
// browser opens it in the top layer and closes it on Escape or a tap outside, with no script.
import { type ReactNode, useId } from 'react';
import './popover.css';

export function HeaderMenu({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div className="header__menu">
      <button type="button" className="header__menu-button" aria-label="Menu" popoverTarget={id} data-test-id="header-menu-button">
        <span aria-hidden="true">☰</span>
      </button>
      <nav id={id} popover="auto" className="top-layer top-layer--sheet header__sheet" aria-label="Menu" data-test-id="header-menu">
        {children}
      </nav>
    </div>
  );
}
