// The messages inbox and unread state: each member's read marker per conversation
// (conversation_members.last_read_message_id), the list of their conversations newest first with
// which are unread, and marking one read when they open it (the header's counts: ./unreadCounts.ts).
import { type ConversationId, formatId, type UserId } from '#shared/ids.ts';
import type { InboxConversation } from '#shared/types.ts';
import { notBlocked } from '#worker/visibility.ts';
import { type MemberRow, USER_COLUMNS, userSummary } from './conversationData.ts';
import { unreadConversationCount } from './unreadCounts.ts';

/** How many conversations the inbox lists (the most recently active). */
export const INBOX_LIMIT = 50;

/**
 * The viewer's conversations, most recently active first, each with the other member, its last message and whether
 * it is unread; none with a member either of them blocks (worker/visibility.ts notBlocked, as the news hub).
 */
export async function readInbox(db: D1Database, viewerId: UserId): Promise<InboxConversation[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id AS conversation_id, ${USER_COLUMNS}, mine.unread,
              (SELECT lm.text FROM conversation_messages lm WHERE lm.conversation_id = c.id ORDER BY lm.id DESC LIMIT 1) AS last_text,
              (SELECT lm.pin_id IS NOT NULL FROM conversation_messages lm WHERE lm.conversation_id = c.id ORDER BY lm.id DESC LIMIT 1) AS last_pin,
              c.updated_at
         FROM conversation_members mine JOIN conversations c ON c.id = mine.conversation_id
         JOIN conversation_members theirs ON theirs.conversation_id = c.id AND theirs.user_id <> mine.user_id
         JOIN users u ON u.id = theirs.user_id LEFT JOIN images ui ON ui.signature = u.image_signature
        WHERE mine.user_id = ?1 AND ${notBlocked({ user: 'theirs.user_id', viewer: '?1' })}
        ORDER BY c.updated_at DESC, c.id DESC LIMIT ?2`,
    )
    .bind(viewerId, INBOX_LIMIT)
    .all<MemberRow & { conversation_id: ConversationId; unread: number; last_text: string | null; last_pin: number | null; updated_at: number }>();
  return results.map((r) => ({
    entityId: formatId(r.conversation_id),
    with: userSummary(r),
    lastMessage: r.last_text || (r.last_pin ? 'Sent a Pin' : ''),
    unread: Boolean(r.unread),
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

/**
 * Marks everything in a conversation read for one of its members (anyone else changes nothing) and answers how
 * many of their conversations are still unread, in the same round trip.
 */
export async function markConversationRead(db: D1Database, conversationId: ConversationId, viewerId: UserId): Promise<number> {
  const [, unread] = await db.batch<{ n: number }>([
    db
      .prepare(
        `UPDATE conversation_members SET last_read_message_id =
           COALESCE((SELECT MAX(id) FROM conversation_messages WHERE conversation_id = ?1), 0)
         WHERE conversation_id = ?1 AND user_id = ?2`,
      )
      .bind(conversationId, viewerId),
    db.prepare(`SELECT ${unreadConversationCount('?1')} AS n`).bind(viewerId),
  ]);
  return unread.results[0]?.n ?? 0;
}
