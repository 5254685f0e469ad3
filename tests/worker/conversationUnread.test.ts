// Whether a conversation is unread for each of its members, kept by triggers (migrations/0047_conversation_unread.sql):
// the kept flag equals its derivation (a message from another member above the member's read marker) as messages are
// sent, read, a member joins, a sender's account is deleted and a conversation is removed; the migration's backfill
// gives the same; and the header's count reads only the member's unread rows.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PinId, UserId } from '#shared/ids.ts';
import { sendPinMessage, sendReply } from '#worker/conversations/conversationData.ts';
import { markConversationRead } from '#worker/conversations/inboxData.ts';
import { unreadConversationCount } from '#worker/conversations/unreadCounts.ts';
import migration from '../../migrations/0047_conversation_unread.sql?raw';
import { firstId } from './helpers.ts';

/** Each member row's flag beside what it should be, derived from the messages: this test's oracle. */
const FLAGS = `SELECT conversation_id, user_id, unread,
         EXISTS (SELECT 1 FROM conversation_messages m WHERE m.conversation_id = cm.conversation_id
                    AND m.id > cm.last_read_message_id AND m.sender_id <> cm.user_id) AS derived
    FROM conversation_members cm ORDER BY conversation_id, user_id`;

async function expectFlagsAsDerived(): Promise<void> {
  const { results } = await env.DB.prepare(FLAGS).all<{ unread: number; derived: number }>();
  expect(results.length).toBeGreaterThan(0);
  expect(results.filter((r) => r.unread !== r.derived)).toEqual([]);
}

const unreadCount = async (userId: number) =>
  (await env.DB.prepare(`SELECT ${unreadConversationCount('?1')} AS n`)
    .bind(userId)
    .first<{ n: number }>())!.n;

/** A member made for the test (so deleting them touches nothing else), and a public pin to send. */
async function newMember(name: string): Promise<UserId> {
  const row = await env.DB.prepare(`INSERT INTO users (username, email, full_name, created_at) VALUES (?1, ?1 || '@example.com', ?1, 0) RETURNING id`)
    .bind(`${name}_${Date.now().toString(36)}`)
    .first<{ id: UserId }>();
  return row!.id;
}
const openPin = () =>
  firstId("SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1");

describe('unread conversations, kept per member (docs/architecture.md: What keeps pages cheap)', () => {
  it('follows messages sent, replies, reads, a member joining, a sender deleted and a conversation removed', async () => {
    const [ada, bo, cy] = await Promise.all([newMember('ada'), newMember('bo'), newMember('cy')]);
    const pin = (await openPin()) as PinId;
    const withBo = await sendPinMessage(env.DB, ada, bo, pin, 'For you');
    const withCy = await sendPinMessage(env.DB, ada, cy, pin, 'And you');
    expect([await unreadCount(ada), await unreadCount(bo), await unreadCount(cy)]).toEqual([0, 1, 1]);
    await expectFlagsAsDerived();

    // Replies: the sender's own never make it unread for them; the other's do.
    await sendReply(env.DB, withBo, bo, 'Thanks');
    expect([await unreadCount(ada), await unreadCount(bo)]).toEqual([1, 1]);
    await expectFlagsAsDerived();

    // Reading clears it for the reader alone, and the count read in the same batch is already the new one.
    expect(await markConversationRead(env.DB, withBo, bo)).toBe(0);
    expect([await unreadCount(ada), await unreadCount(bo)]).toEqual([1, 0]);
    expect(await markConversationRead(env.DB, withBo, ada)).toBe(0);
    await expectFlagsAsDerived();

    // A member joining a conversation with messages from the others has it unread.
    await env.DB.prepare('INSERT INTO conversation_members (conversation_id, user_id) VALUES (?, ?)').bind(withBo, cy).run();
    expect(await unreadCount(cy)).toBe(2);
    await expectFlagsAsDerived();

    // The only unread message's sender deleted: their messages go, and with them what they left unread.
    await sendReply(env.DB, withCy, cy, 'Hi');
    expect(await unreadCount(ada)).toBe(1);
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(cy).run();
    expect(await unreadCount(ada)).toBe(0);
    await expectFlagsAsDerived();

    // A conversation removed takes its members' rows with it.
    await sendReply(env.DB, withBo, bo, 'Again');
    expect(await unreadCount(ada)).toBe(1);
    await env.DB.prepare('DELETE FROM conversations WHERE id = ?').bind(withBo).run();
    expect(await unreadCount(ada)).toBe(0);
    await expectFlagsAsDerived();
  });

  it('the migration gives every member row what the triggers would', async () => {
    const [ada, bo] = await Promise.all([newMember('ada'), newMember('bo')]);
    await sendPinMessage(env.DB, ada, bo, (await openPin()) as PinId, 'Hello');
    await env.DB.prepare('UPDATE conversation_members SET unread = 1 - unread').run();
    const backfill = migration.slice(migration.indexOf('UPDATE conversation_members'), migration.indexOf('CREATE INDEX'));
    await env.DB.prepare(backfill).run();
    await expectFlagsAsDerived();
  });

  it("the header's count walks the member's unread rows through their index, not their conversations' messages", async () => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT ${unreadConversationCount('?1')} AS n`)
      .bind(1)
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail).join('\n');
    expect(plan).toContain('conversation_members_unread');
    expect(plan).not.toContain('conversation_messages');
  });
});
