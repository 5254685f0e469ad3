// The unread count beside the header's bell and inbox and the phone's Inbox tab: a small number
// (99+ past 99), none at zero; the link's accessible name says the exact count.

import type { Viewer } from '#shared/types.ts';

/** The counts of a member with nothing unread. */
export const NO_UNREAD: NonNullable<Viewer['unread']> = { notifications: 0, messages: 0 };

/** The accessible name of a link with an unread count: "Messages, 3 unread". */
export const unreadLabel = (name: string, count: number): string => (count > 0 ? `${name}, ${count} unread` : name);

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge" aria-hidden="true" data-test-id="unread-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
