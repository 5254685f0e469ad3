// The signed-in member's part of the header, a chunk only members download (./Header.tsx loads it before
// rendering on both sides): Create, the bell and the inbox with their unread counts (desktop), the avatar
// linking to their profile, and the account menu (Settings, Dark mode, Log out; on a phone Today and Explore too). On a phone the bottom tab bar
// (./TabBar.tsx) replaces the hamburger menu members had: Home, Search, Create, Inbox and Profile are there,
// and the account menu keeps only what is the member's own.
import { SignOutButton } from '#client/features/auth/SignOutButton.tsx';
import { ThemeToggle } from '#client/features/theme/ThemeToggle.tsx';
import { profilePath } from '#shared/paths.ts';
import type { Viewer } from '#shared/types.ts';
import { BrowseItems, HeaderMenu } from './HeaderMenu.tsx';
import { TabBar } from './TabBar.tsx';
import { UnreadBadge, unreadLabel } from './UnreadBadge.tsx';
import { useUnreadCounts } from './useUnreadCounts.ts';

export function MemberNav({ viewer }: { viewer: Viewer }) {
  const member = viewer.username ?? '';
  const unread = useUnreadCounts(viewer);
  return (
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
        <span className="icon icon--notifications" aria-hidden="true" />
        <UnreadBadge count={unread.notifications} />
      </a>
      <a className="header__link header__wide" href="/messages/" aria-label={unreadLabel('Messages', unread.messages)} data-test-id="header-messages">
        <span className="icon icon--inbox" aria-hidden="true" />
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
      <HeaderMenu>
        <BrowseItems />
        <a className="sheet__item" href="/settings/">
          Settings
        </a>
        {/* The same preference as Settings → Appearance: one setting, saved in one place. */}
        <ThemeToggle viewer={viewer} className="sheet__item" surfaceTag="header_menu" />
        <SignOutButton className="sheet__item" />
      </HeaderMenu>
    </>
  );
}

export function MemberTabBar({ viewer }: { viewer: Viewer }) {
  return <TabBar viewer={viewer} username={viewer.username ?? ''} />;
}
