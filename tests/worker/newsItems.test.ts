// A member's news as rows of their own (migrations/0042_news_items.sql): the triggers keep exactly the items the
// four-way union over saves (but those in a secret board: migrations/0053_secret_board_news.sql), follows, comments and messages gave, as things happen and are undone, and the header's
// unread count reads only the member's newer items.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CommentId, PinId, UserId } from '#shared/ids.ts';
import { deleteOwnComment } from '#worker/comments/commentData.ts';
import { sendPinMessage } from '#worker/conversations/conversationData.ts';
import { markNewsRead, readNews, unreadNewsCount } from '#worker/notifications/newsData.ts';
import migration from '../../migrations/0042_news_items.sql?raw';
import secretBoards from '../../migrations/0053_secret_board_news.sql?raw';
import { firstId } from './helpers.ts';

/** What every member's news was before it had rows of its own: the union over the sources, this test's oracle. */
const FROM_SOURCES = `SELECT * FROM (
  SELECT p.pinner_id AS user_id, 'save-' || s.id AS news_id, 'save' AS type, p.id AS target, p.id AS pin_id, s.pinner_id AS actor_id, s.created_at
    FROM pins p JOIN pins s ON s.origin_pin_id = p.id AND s.deleted_at IS NULL WHERE s.pinner_id <> p.pinner_id AND p.deleted_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM boards sb WHERE sb.id = s.board_id AND sb.privacy = 'secret')
  UNION ALL
  SELECT f.followee_id, 'follow-' || f.follower_id, 'follow', f.follower_id, NULL, f.follower_id, f.created_at FROM user_follows f
  UNION ALL
  SELECT p.pinner_id, 'comment-' || cm.id, 'comment', p.id, p.id, cm.user_id, cm.created_at
    FROM comments cm JOIN pins p ON p.id = cm.pin_id WHERE cm.user_id <> p.pinner_id AND p.deleted_at IS NULL
  UNION ALL
  SELECT mm.user_id, 'message-' || m.id, 'message', m.conversation_id, m.pin_id, m.sender_id, m.created_at
    FROM conversation_messages m JOIN conversation_members mm ON mm.conversation_id = m.conversation_id WHERE m.sender_id <> mm.user_id
) ORDER BY user_id, news_id`;

const ITEMS = 'SELECT user_id, news_id, type, target, pin_id, actor_id, created_at FROM news_items ORDER BY user_id, news_id';

async function expectItemsAsSources(): Promise<void> {
  const [items, sources] = await env.DB.batch([env.DB.prepare(ITEMS), env.DB.prepare(FROM_SOURCES)]);
  expect(items.results.length).toBeGreaterThan(0);
  expect(items.results).toEqual(sources.results);
}

const unread = async (userId: number) =>
  (await env.DB.prepare(`SELECT ${unreadNewsCount('?1')} AS n`)
    .bind(userId)
    .first<{ n: number }>())!.n;

/** Two members who do not block each other, and a fresh pin of the first (the owner) on one of their boards. */
async function ownerAndOther(): Promise<{ owner: UserId; other: UserId; pin: PinId; otherBoard: number }> {
  const owner = await firstId('SELECT u.id FROM users u WHERE EXISTS (SELECT 1 FROM boards b WHERE b.owner_id = u.id) ORDER BY u.id LIMIT 1 OFFSET 3');
  const other = await firstId(
    'SELECT u.id FROM users u WHERE u.id <> ?1 AND EXISTS (SELECT 1 FROM boards b WHERE b.owner_id = u.id) ORDER BY u.id LIMIT 1 OFFSET 4',
    owner,
  );
  const ownerBoard = await firstId('SELECT id FROM boards WHERE owner_id = ? ORDER BY id LIMIT 1', owner);
  const otherBoard = await firstId('SELECT id FROM boards WHERE owner_id = ? ORDER BY id LIMIT 1', other);
  await env.DB.batch([
    env.DB.prepare('DELETE FROM user_blocks WHERE (blocker_id = ?1 AND blocked_id = ?2) OR (blocker_id = ?2 AND blocked_id = ?1)').bind(owner, other),
    env.DB.prepare('DELETE FROM user_follows WHERE follower_id = ? AND followee_id = ?').bind(other, owner),
  ]);
  const inserted = await env.DB.prepare(
    `INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, created_at)
     SELECT ?1, ?2, 'image', 'News test pin', image_signature, ?3 FROM pins LIMIT 1 RETURNING id`,
  )
    .bind(owner, ownerBoard, Date.now())
    .first<{ id: PinId }>();
  return { owner: owner as UserId, other: other as UserId, pin: inserted!.id, otherBoard };
}

describe('news items (migrations/0042_news_items.sql)', () => {
  it('news page: a save, a comment, a follow and a message are news as they happen, and stop being news when undone (pin-card: Screens and routes)', async () => {
    const { owner, other, pin, otherBoard } = await ownerAndOther();
    const since = Date.now() - 1;
    await markNewsRead(env.DB, owner, since);
    const before = await unread(owner);
    const now = Date.now();

    const save = await env.DB.prepare(
      `INSERT INTO pins (pinner_id, board_id, origin_pin_id, kind, title, image_signature, created_at)
       SELECT ?1, ?2, id, kind, title, image_signature, ?3 FROM pins WHERE id = ?4 RETURNING id`,
    )
      .bind(other, otherBoard, now, pin)
      .first<{ id: number }>();
    const comment = await env.DB.prepare("INSERT INTO comments (pin_id, user_id, text, created_at) VALUES (?, ?, 'Lovely', ?) RETURNING id")
      .bind(pin, other, now)
      .first<{ id: CommentId }>();
    // The owner's own comment is not news to them.
    await env.DB.prepare("INSERT INTO comments (pin_id, user_id, text, created_at) VALUES (?, ?, 'Thanks', ?)").bind(pin, owner, now).run();
    await env.DB.prepare('INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)').bind(other, owner, now).run();
    await sendPinMessage(env.DB, other, owner, pin, 'Look');

    expect(await unread(owner)).toBe(before + 4);
    const news = await readNews(env, owner);
    expect(
      news
        .slice(0, 4)
        .map((n) => n.type)
        .sort(),
    ).toEqual(['comment', 'follow', 'message', 'save']);
    expect(news.find((n) => n.newsId === `save-${save!.id}`)?.pin?.entityId).toBe(String(pin));
    await expectItemsAsSources();

    // Undone: the save deleted, the comment deleted by its writer, the follow ended.
    await env.DB.prepare('UPDATE pins SET deleted_at = ? WHERE id = ?').bind(Date.now(), save!.id).run();
    expect(await deleteOwnComment(env.DB, comment!.id, other)).toBe(true);
    await env.DB.prepare('DELETE FROM user_follows WHERE follower_id = ? AND followee_id = ?').bind(other, owner).run();
    expect(await unread(owner)).toBe(before + 1);
    await expectItemsAsSources();

    // The pin deleted: its saves and comments are no longer news; the message that sent it still is.
    await env.DB.prepare(
      `INSERT INTO pins (pinner_id, board_id, origin_pin_id, kind, title, image_signature, created_at)
       SELECT ?1, ?2, id, kind, title, image_signature, ?3 FROM pins WHERE id = ?4`,
    )
      .bind(other, otherBoard, Date.now(), pin)
      .run();
    await env.DB.prepare("INSERT INTO comments (pin_id, user_id, text, created_at) VALUES (?, ?, 'Again', ?)").bind(pin, other, Date.now()).run();
    expect(await unread(owner)).toBe(before + 3);
    await env.DB.prepare('UPDATE pins SET deleted_at = ? WHERE id = ?').bind(Date.now(), pin).run();
    expect(await unread(owner)).toBe(before + 1);
    await expectItemsAsSources();
  });

  it('a member who joins a conversation has its earlier messages as news, and none once they leave it', async () => {
    const { owner, other, pin } = await ownerAndOther();
    const conversation = await sendPinMessage(env.DB, owner, other, pin, 'Hello');
    const third = await firstId('SELECT id FROM users WHERE id NOT IN (?1, ?2) ORDER BY id LIMIT 1', owner, other);
    await env.DB.prepare('INSERT INTO conversation_members (conversation_id, user_id) VALUES (?, ?)').bind(conversation, third).run();
    const theirs = await env.DB.prepare("SELECT COUNT(*) AS n FROM news_items WHERE user_id = ? AND type = 'message' AND target = ?")
      .bind(third, conversation)
      .first<{ n: number }>();
    expect(theirs!.n).toBeGreaterThan(0);
    await expectItemsAsSources();
    await env.DB.prepare('DELETE FROM conversation_members WHERE conversation_id = ? AND user_id = ?').bind(conversation, third).run();
    await expectItemsAsSources();
  });

  it('the migration gives the members who already have news what the triggers would', async () => {
    const backfill = migration.slice(migration.indexOf('-- What there is already.'));
    await env.DB.prepare('DELETE FROM news_items').run();
    await env.DB.prepare(backfill).run();
    await env.DB.prepare(secretBoards.slice(secretBoards.indexOf('-- What there is already.'))).run();
    await expectItemsAsSources();
  });

  it("the header's unread count reads the member's items newer than their last visit, and no source table", async () => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT ${unreadNewsCount('?1')} AS n`)
      .bind(1)
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail).join('\n');
    expect(plan).toMatch(/SEARCH n USING (COVERING )?INDEX news_items_newest \(user_id=\? AND created_at>\?\)/);
    // Every table it reads: the items (n), the last visit, blocks (vis_ub), hides (h), the actor (u) and their avatar (ui).
    const read = [...plan.matchAll(/^(?:SEARCH|SCAN) (\S+)/gm)].map((m) => m[1]);
    expect(new Set(read)).toEqual(new Set(['CONSTANT', 'n', 'news_hub_reads', 'vis_ub', 'h', 'u', 'ui']));
    expect(plan).not.toMatch(/^SCAN (?!CONSTANT ROW)/m);
  });
});
