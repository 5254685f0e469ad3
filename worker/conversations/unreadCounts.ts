// The header's unread counts, exact: a member's unread notifications (news newer than their last visit) and unread
// conversations (a message from the other member above their read marker). Read as two columns of the statement
// that reads the session, so a page costs no round trip more (docs/performance.md); a page that reads some of them
// (the news hub, a conversation) marks them read and puts the counts that remain on its viewer.
import type { Context } from 'hono';
import type { Viewer } from '#shared/types.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { unreadNewsCount } from '#worker/notifications/newsData.ts';

export type UnreadCounts = NonNullable<Viewer['unread']>;

/**
 * How many conversations of the member `me` (an SQL alias or placeholder) are unread: a message from another member
 * above their read marker, kept as `conversation_members.unread` (migrations/0047_conversation_unread.sql), so the
 * count walks only the member's unread rows, however many conversations they have; a conversation with a member
 * either of them blocks is not counted (the inbox does not list it: ./inboxData.ts).
 */
export const unreadConversationCount = (memberSql: string): string =>
  `(SELECT COUNT(*) FROM conversation_members mine WHERE mine.user_id = ${memberSql} AND mine.unread = 1
     AND NOT EXISTS (SELECT 1 FROM conversation_members theirs JOIN user_blocks ub
                       ON (ub.blocker_id = theirs.user_id AND ub.blocked_id = mine.user_id) OR (ub.blocker_id = mine.user_id AND ub.blocked_id = theirs.user_id)
                     WHERE theirs.conversation_id = mine.conversation_id AND theirs.user_id <> mine.user_id))`;

/** The member's id under a name no table the counts read has, so their subqueries see it from the outer statement. */
const MEMBER = 'unread_member_id';

/**
 * The two count columns, `unread_notifications` and `unread_messages`, of a statement that knows the member
 * (`memberSql`: an SQL expression such as `u.id`).
 */
export const unreadColumns = (memberSql: string): string =>
  `(SELECT ${unreadNewsCount(MEMBER)} FROM (SELECT ${memberSql} AS ${MEMBER})) AS unread_notifications,
   (SELECT ${unreadConversationCount(MEMBER)} FROM (SELECT ${memberSql} AS ${MEMBER})) AS unread_messages`;

/** The counts of a row read with unreadColumns; undefined when the statement did not read them. */
export function unreadFromColumns(row: { unread_notifications?: number; unread_messages?: number }): UnreadCounts | undefined {
  if (row.unread_notifications === undefined || row.unread_messages === undefined) return undefined;
  return { notifications: row.unread_notifications, messages: row.unread_messages };
}

/** Puts what a page left unread on the viewer it renders for (the page marked some of it read). */
export function setUnread(c: Context<AppEnv>, part: Partial<UnreadCounts>): void {
  const viewer = c.var.viewer;
  if (!viewer.unread) return;
  c.set('viewer', { ...viewer, unread: { ...viewer.unread, ...part } });
}

/**
 * The viewer a page renders for, with a member's counts: read with the session for a navigation (a request
 * asking for HTML, worker/pages/pageRequest.ts), else here, in a round trip of their own.
 */
export async function withUnreadCounts(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = c.var.viewer;
  const viewerId = viewer.isAuth ? viewerUserId(viewer) : null;
  if (!viewerId || viewer.unread) return viewer;
  const row = await c.env.DB.prepare(`SELECT ${unreadColumns('?1')}`)
    .bind(viewerId)
    .first<{ unread_notifications: number; unread_messages: number }>();
  return row ? { ...viewer, unread: { notifications: row.unread_notifications, messages: row.unread_messages } } : viewer;
}
