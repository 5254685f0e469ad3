// The header's menu: a member's account menu at every width (Settings, Dark mode, Log out, and on a phone Today
// and Explore, which the desktop header shows as links), and a visitor's menu on a phone only (Today and
// Explore). Anchored under the header on a desktop and as a bottom sheet on a phone. A declarative popover
// (popovertarget), so the browser opens it in the top layer and closes it on Escape or a tap outside, with no
// script. On a phone the tab bar (./TabBar.tsx) holds a member's main links, so this is no hamburger menu.
import { type ReactNode, useId } from 'react';
import { SheetHead } from './SheetHead.tsx';

export function HeaderMenu({
  children,
  label = 'Account menu',
  phoneOnly = false,
}: {
  children: ReactNode;
  label?: string;
  /** Only on a phone, where the header has no room for the links it holds. */
  phoneOnly?: boolean;
}) {
  const id = useId();
  return (
    <div className={phoneOnly ? 'header__menu header__menu--phone' : 'header__menu'}>
      <button type="button" className="header__menu-button" aria-label={label} popoverTarget={id} data-test-id="header-menu-button">
        {/* Its drawn three lines (styles.css ::before) everyone reads as a menu; its name says whose (Menu, Account menu). */}
      </button>
      <nav id={id} popover="auto" className="top-layer header__sheet" aria-label={label} data-test-id="header-menu">
        {/* A phone's sheet frame: its title and a close button that works without script (popovertarget). */}
        <SheetHead title={label} closes={id} />
        {children}
      </nav>
    </div>
  );
}

/** Today and Explore as menu items, for a phone (the desktop header has them as links). */
export function BrowseItems() {
  return (
    <>
      <a className="sheet__item sheet__item--phone" href="/today/">
        Today
      </a>
      <a className="sheet__item sheet__item--phone" href="/topics/">
        Explore
      </a>
    </>
  );
}
