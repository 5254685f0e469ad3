// The phone's bottom tab bar for members: Home, Search, Create, Inbox (with the unread count of
// notifications and messages) and Profile, always in reach of a thumb. It replaces the hamburger menu
// members had on a phone; hidden on wider screens, where the header holds the same links. Its styles
// are in the entry's stylesheet (./tabBar.css, imported by ./Header.tsx), so its server markup is styled at first paint;
// its icons are drawn there too (SVG masks in the text's colour), the same in every font.
// Its height is the nav footer's (navFooterHeight: 64 for a new member, else 52), given to the stylesheet as
// --tab-bar-height on the root, where the page's bottom padding and the floating callout read it too. React hoists
// that rule into the head of the server's HTML, so the bar has its height before any script runs.
import { navFooterHeight } from '#shared/constants.ts';
import { profilePath } from '#shared/paths.ts';
import type { Viewer } from '#shared/types.ts';
import { UnreadBadge, unreadLabel } from './UnreadBadge.tsx';
import { useUnreadCounts } from './useUnreadCounts.ts';

export function TabBar({ viewer, username }: { viewer: Viewer; username: string }) {
  const counts = useUnreadCounts(viewer);
  const unread = counts.notifications + counts.messages;
  const height = navFooterHeight(true, Boolean(viewer.newMember));
  return (
    <>
      <style href={`tab-bar-height-${height}`} precedence="default">{`:root{--tab-bar-height:${height}px}`}</style>
      <nav className="tab-bar" aria-label="Tabs" data-test-id="tab-bar">
        <a className="tab-bar__tab" href="/">
          <span className="icon icon--home" aria-hidden="true" />
          Home
        </a>
        <a className="tab-bar__tab" href="/search/">
          <span className="icon icon--search" aria-hidden="true" />
          Search
        </a>
        <a className="tab-bar__tab" href="/pin-builder/">
          <span className="icon icon--create" aria-hidden="true" />
          Create
        </a>
        <a className="tab-bar__tab" href="/messages/" aria-label={unreadLabel('Inbox', unread)} data-test-id="tab-bar-inbox">
          <span className="icon icon--inbox" aria-hidden="true" />
          {/* The space keeps the visible text ("Inbox 3") inside the accessible name ("Inbox, 3 unread"), as axe asks. */}
          Inbox <UnreadBadge count={unread} />
        </a>
        <a className="tab-bar__tab" href={profilePath(username)}>
          <span className="icon icon--profile" aria-hidden="true" />
          Profile
        </a>
      </nav>
    </>
  );
}
