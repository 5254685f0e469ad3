// The site header, one row that never wraps: the logo home link, Home, Today and Explore (desktop), a flexible
// middle slot (search goes there), and for signed-out visitors Log in and Sign up; a signed-in member's part
// (their links, unread counts, account menu and the phone's tab bar) is a chunk of its own that only members
// download (./HeaderMember.tsx). On a phone it is compact: the logo's mark, the slot, Log in, Sign up and a menu
// with Today and Explore, or the member's avatar and account menu (which has them too).

import { SearchBox } from '#client/features/search/SearchBox.tsx';
import { conditionalPart, PartOf } from '#client/lib/conditionalPart.tsx';
import { SITE_NAME } from '#shared/pages.ts';
import type { Viewer } from '#shared/types.ts';
import { BrowseItems, HeaderMenu } from './HeaderMenu.tsx';
import '#client/features/auth/auth.css';
import './popover.css';
import './tabBar.css';

type Props = { viewer: Viewer };

type MemberModule = typeof import('./HeaderMember.tsx');
let bundled: MemberModule | null = null;
/**
 * The worker has the member's part in its bundle and hands it over when it starts (worker/pages/render.tsx): its
 * requests never share a pending import (workerd refuses a promise of one request awaited by another).
 */
export const provideMemberHeader = (module: MemberModule): void => {
  bundled = module;
};
const memberModule = (): Promise<MemberModule> => (bundled ? Promise.resolve(bundled) : import('./HeaderMember.tsx'));
const memberNav = conditionalPart<Props>('member header', () => memberModule().then((m) => m.MemberNav));
const tabBar = conditionalPart<Props>('tab bar', () => memberModule().then((m) => m.MemberTabBar));

const isMember = (viewer: Viewer): boolean => viewer.isAuth && Boolean(viewer.username);

/** Loads the member's part of the header. */
export const loadMemberHeader = (): Promise<void> => Promise.all([memberNav.load(), tabBar.load()]).then(() => undefined);

/** Loads the member's part of the header (both sides, before rendering) when the viewer is signed in and it is not in yet. */
export const preloadMemberHeader = (viewer: Viewer): Promise<void> =>
  isMember(viewer) && !(memberNav.loaded() && tabBar.loaded()) ? loadMemberHeader() : Promise.resolve();

/** The header; `loginHref`: its Log in, which comes back to the page (shared/redirects.ts loginLink). */
export function Header({ viewer, loginHref }: Props & { loginHref?: string }) {
  const member = isMember(viewer);
  return (
    <>
      <header className="header">
        {/* The accessible name is the visible text (the mark is decoration), "Pinboard home". */}
        <a className="header__logo" href="/">
          <span aria-hidden="true" className="header__mark">
            P
          </span>
          <span className="header__name">{SITE_NAME}</span>
          <span className="visually-hidden"> home</span>
        </a>
        <a className="header__link header__home header__wide" href="/">
          Home
        </a>
        <a className="header__link header__wide" href="/today/" data-test-id="header-today">
          Today
        </a>
        <a className="header__link header__wide" href="/topics/" data-test-id="header-explore">
          Explore
        </a>
        <div className="header__search" data-test-id="header-search-slot">
          <SearchBox />
        </div>
        <nav className="header__nav" aria-label="Account">
          {member ? (
            <PartOf part={memberNav} props={{ viewer }} />
          ) : (
            !viewer.isBot && (
              <>
                <a className="button" href={loginHref ?? '/login/'}>
                  Log in
                </a>
                <a className="button button--primary header__signup" href="/signup" data-test-id="header-signup">
                  Sign up
                </a>
                <HeaderMenu label="Menu" phoneOnly>
                  <BrowseItems />
                </HeaderMenu>
              </>
            )
          )}
        </nav>
      </header>
      {member && <PartOf part={tabBar} props={{ viewer }} />}
    </>
  );
}
