// Conversations: every SQL statement on conversations, their members and messages. Two members
// share one conversation (member_key), so sending again continues it.

import type { ConversationMessage, ConversationView } from '#shared/conversations/conversation.ts';
import { type ConversationId, formatId, type MessageId, type PinId, type UserId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import type { UserSummary } from '#shared/types.ts';
import type { PinFeedEnv } from '#worker/offsite/sign.ts';
import { cardPinsById } from '#worker/pins/cardPinRows.ts';
import { notBlocked, pinVisibleTo, viewerBind } from '#worker/visibility.ts';
import { PIN_COLUMNS, PIN_FROM, type PinRow, viewerColumns } from '../pins/pinData.ts';

export interface MemberRow {
  id: UserId;
  username: string;
  full_name: string;
  avatar: string | null;
  avatar_ext: string | null;
  is_verified_merchant: number;
}

export const userSummary = (row: MemberRow): UserSummary => ({
  entityId: formatId(row.id),
  username: row.username,
  fullName: row.full_name,
  imageMediumUrl: row.avatar && row.avatar_ext ? imageUrl('136x136', row.avatar, row.avatar_ext) : null,
  isVerifiedMerchant: Boolean(row.is_verified_merchant),
});

export const USER_COLUMNS = 'u.id, u.username, u.full_name, u.image_signature AS avatar, ui.ext AS avatar_ext, u.is_verified_merchant';

/** A member who can receive a pin, by username; null when there is none (limited logins cannot). */
export async function recipientByUsername(db: D1Database, username: string): Promise<(UserSummary & { id: UserId }) | null> {
  const row = await db
    .prepare(`SELECT ${USER_COLUMNS} FROM users u LEFT JOIN images ui ON ui.signature = u.image_signature WHERE u.username = ? AND u.is_limited_login = 0`)
    .bind(username)
    .first<MemberRow>();
  return row ? { ...userSummary(row), id: row.id } : null;
}

/** The key of a pair's one conversation: both ids, low first. */
export const memberKey = (a: UserId, b: UserId): string => [a, b].sort((x, y) => x - y).join(':');

/**
 * Sends a pin (with an optional text) from one member to another, starting their conversation or
 * continuing it, in one atomic batch. Answers the conversation id.
 */
export async function sendPinMessage(db: D1Database, senderId: UserId, recipientId: UserId, pinId: PinId | null, text: string): Promise<ConversationId> {
  const key = memberKey(senderId, recipientId);
  const now = Date.now();
  const conversation = '(SELECT id FROM conversations WHERE member_key = ?)';
  const [, , , found] = await db.batch([
    db
      .prepare(
        'INSERT INTO conversations (member_key, created_at, updated_at) VALUES (?, ?, ?) ON CONFLICT (member_key) DO UPDATE SET updated_at = excluded.updated_at',
      )
      .bind(key, now, now),
    db
      .prepare(`INSERT OR IGNORE INTO conversation_members (conversation_id, user_id) VALUES (${conversation}, ?), (${conversation}, ?)`)
      .bind(key, senderId, key, recipientId),
    db
      .prepare(`INSERT INTO conversation_messages (conversation_id, sender_id, pin_id, text, created_at) VALUES (${conversation}, ?, ?, ?, ?)`)
      .bind(key, senderId, pinId, text, now),
    db.prepare('SELECT id FROM conversations WHERE member_key = ?').bind(key),
  ]);
  return (found.results[0] as { id: ConversationId }).id;
}

/** The member ids of a conversation (none for an unknown id). */
export async function conversationMembers(db: D1Database, conversationId: ConversationId): Promise<UserId[]> {
  const { results } = await db.prepare('SELECT user_id FROM conversation_members WHERE conversation_id = ?').bind(conversationId).all<{ user_id: UserId }>();
  return results.map((r) => r.user_id);
}

/** The most messages a conversation page shows (the newest). */
export const CONVERSATION_MESSAGES = 50;

/**
 * A conversation for one of its members; null for anyone else or an unknown id. Its members, its
 * messages and the pins they sent (as a card reads them, signed) come in one D1 batch: the pins'
 * statement reads the same newest messages, only for a member, and only pins that member may see
 * (worker/visibility.ts), with whether they collaborate on each pin's board, so decoratePins adds
 * no statement. A sent pin that was deleted, or that the member may not see, has no card.
 */
export async function readConversation(env: PinFeedEnv, conversationId: ConversationId, viewerId: UserId): Promise<ConversationView | null> {
  const id = conversationId;
  const db = env.DB;
  const [members, messages, pinRows] = await db.batch([
    db
      .prepare(
        `SELECT ${USER_COLUMNS}, NOT ${notBlocked({ user: 'u.id', viewer: '?2' })} AS blocked
           FROM conversation_members m JOIN users u ON u.id = m.user_id LEFT JOIN images ui ON ui.signature = u.image_signature
          WHERE m.conversation_id = ?1 ORDER BY u.id`,
      )
      .bind(id, viewerBind(viewerId)),
    db
      .prepare(
        `SELECT * FROM (SELECT id, sender_id, pin_id, text, created_at FROM conversation_messages WHERE conversation_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id`,
      )
      .bind(id, CONVERSATION_MESSAGES),
    db
      .prepare(
        `${PIN_COLUMNS}, ${viewerColumns('?2')} ${PIN_FROM}
          WHERE p.id IN (SELECT cm.pin_id FROM (SELECT pin_id FROM conversation_messages WHERE conversation_id = ?1 ORDER BY id DESC LIMIT ?3) cm WHERE cm.pin_id IS NOT NULL)
            AND EXISTS (SELECT 1 FROM conversation_members vm WHERE vm.conversation_id = ?1 AND vm.user_id = ?2)
            AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}`,
      )
      .bind(id, viewerBind(viewerId), CONVERSATION_MESSAGES),
  ]);
  const memberRows = members.results as Array<MemberRow & { blocked: number }>;
  // A conversation with someone either of them blocks is not theirs to read any more (the inbox does not list it).
  if (memberRows.some((r) => r.blocked)) return null;
  const people = memberRows.map(userSummary);
  if (!memberRows.some((r) => r.id === viewerId)) return null;
  const byId = new Map(people.map((p) => [p.entityId, p]));
  const rows = messages.results as Array<{ id: MessageId; sender_id: UserId; pin_id: PinId | null; text: string; created_at: number }>;
  const cards = await cardPinsById(env, pinRows.results as PinRow[], viewerId);
  const list: ConversationMessage[] = rows.map((r) => ({
    entityId: formatId(r.id),
    sender: byId.get(formatId(r.sender_id))!,
    text: r.text,
    pin: r.pin_id === null ? null : (cards.get(r.pin_id) ?? null),
    hadPin: r.pin_id !== null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { entityId: formatId(id), members: people, messages: list };
}

/**
 * A member's text reply, added and the conversation moved to the top in one batch; null (and no
 * write) when the sender is not a member of the conversation.
 */
export async function sendReply(
  db: D1Database,
  conversationId: ConversationId,
  senderId: UserId,
  text: string,
): Promise<{ entityId: string; createdAt: string } | null> {
  const id = conversationId;
  const sender = senderId;
  const now = Date.now();
  const member = 'EXISTS (SELECT 1 FROM conversation_members WHERE conversation_id = ? AND user_id = ?)';
  const [inserted] = await db.batch<{ id: MessageId }>([
    db
      .prepare(`INSERT INTO conversation_messages (conversation_id, sender_id, pin_id, text, created_at) SELECT ?, ?, NULL, ?, ? WHERE ${member} RETURNING id`)
      .bind(id, sender, text, now, id, sender),
    db.prepare(`UPDATE conversations SET updated_at = ? WHERE id = ? AND ${member}`).bind(now, id, id, sender),
  ]);
  const row = inserted.results[0];
  return row ? { entityId: formatId(row.id), createdAt: new Date(now).toISOString() } : null;
}
