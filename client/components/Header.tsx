// The site header, one row that never wraps: the logo home link, a flexible middle slot (search
// goes there), and for signed-out visitors log in and sign up; for the signed-in viewer Create,
// their avatar/profile link, settings and sign out. On a phone it is compact: the logo's mark,
// the slot, Log in and Sign up or the avatar, and the other links in a menu sheet; members also get
// the bell and inbox with their unread counts (desktop) and the bottom tab bar (phone).

import { SignOutButton } from '#client/features/auth/SignOutButton.tsx';
import { SearchBox } from '#client/features/search/SearchBox.tsx';
import { SITE_NAME } from '#shared/pages.ts';
import { profilePath } from '#shared/paths.ts';
import type { Viewer } from '#shared/types.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { TabBar } from './TabBar.tsx';
import { UnreadBadge, unreadLabel } from './UnreadBadge.tsx';
import '#client/features/auth/auth.css';

export function Header({ viewer }: { viewer: Viewer }) {
  const member = viewer.isAuth && viewer.username ? viewer.username : null;
  const unread = viewer.unread ?? { notifications: 0, messages: 0 };
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
            <>
              <a className="header__link header__wide" href="/pin-builder/" data-test-id="header-create">
                Create
              </a>
              <a
                className="header__link header__wide"
                href="/notifications/"
                aria-label={unreadLabel('Notifications', unread.notifications)}
                data-test-id="header-notifications"
              >
                <span aria-hidden="true">🔔</span>
                <UnreadBadge count={unread.notifications} />
              </a>
              <a className="header__link header__wide" href="/messages/" aria-label={unreadLabel('Messages', unread.messages)} data-test-id="header-messages">
                <span aria-hidden="true">✉</span>
                <UnreadBadge count={unread.messages} />
              </a>
              <a className="header__profile" href={profilePath(member)} data-test-id="header-profile">
                {viewer.avatarUrl ? (
                  <img className="header__avatar" src={viewer.avatarUrl} width={32} height={32} alt="" />
                ) : (
                  <span aria-hidden="true" className="header__avatar">
                    {(viewer.fullName || member).slice(0, 1).toUpperCase()}
                  </span>
                )}
                <span className="header__profile-name">{viewer.fullName || member}</span>
              </a>
              <a className="header__link header__wide" href="/settings/">
                Settings
              </a>
              <span className="header__wide">
                <SignOutButton />
              </span>
              <HeaderMenu>
                <a className="sheet__item" href="/">
                  Home
                </a>
                <a className="sheet__item" href="/pin-builder/">
                  Create
                </a>
                <a className="sheet__item" href="/notifications/">
                  {unreadLabel('Notifications', unread.notifications)}
                </a>
                <a className="sheet__item" href="/messages/">
                  {unreadLabel('Messages', unread.messages)}
                </a>
                <a className="sheet__item" href="/settings/">
                  Settings
                </a>
                <SignOutButton className="sheet__item" />
              </HeaderMenu>
            </>
          ) : (
            !viewer.isBot && (
              <>
                <a className="button" href="/login">
                  Log in
                </a>
                <a className="button button--primary header__signup" href="/signup" data-test-id="header-signup">
                  Sign up
                </a>
              </>
            )
          )}
        </nav>
      </header>
      {member && <TabBar viewer={viewer} username={member} />}
    </>
  );
}
