// The news hub (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4 newsHub): what happened to the viewer — someone saved one
// of their pins, followed them, commented on a pin of theirs or sent them a message — newest
// first, read or unread (newer than the last visit), never from someone blocking or blocked by
// them, and without the items they hid (PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/). An item's pin
// is its card (the news page is one of the card's surfaces), read as every grid reads its pins.
import type { NewsItem } from '#shared/discovery/pages.ts';
import { type ConversationId, formatId, type PinId, type UserId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import { pinPath, profilePath } from '#shared/routes.ts';
import type { PinFeedEnv } from '#worker/offsite/sign.ts';
import { cardPinsById } from '#worker/pins/cardPinRows.ts';
import { PIN_COLUMNS, PIN_FROM, type PinRow, viewerColumns } from '#worker/pins/pinData.ts';
import { notBlocked, pinVisibleTo } from '#worker/visibility.ts';

/** How many items the hub shows. */
const NEWS_LIMIT = 50;

interface NewsRow {
  news_id: string;
  type: NewsItem['type'];
  /** The item's pin, or a message's conversation. */
  target: PinId | ConversationId;
  pin_id: PinId | null;
  actor_id: UserId;
  created_at: number;
  username: string;
  full_name: string;
  avatar: string | null;
  avatar_ext: string | null;
}

/**
 * The news of the member whose id is the SQL expression `memberSql` (a parameter, or a column of an outer statement), unordered:
 * their news items (migrations/0042_news_items.sql, kept by triggers with the writes that make them) from people they
 * have not blocked and who have not blocked them, without the ones they hid.
 */
const newsOf = (memberSql: string): string => `SELECT n.news_id, n.type, n.target, n.pin_id, n.actor_id, n.created_at,
       u.username, u.full_name, u.image_signature AS avatar, ui.ext AS avatar_ext
  FROM news_items n JOIN users u ON u.id = n.actor_id LEFT JOIN images ui ON ui.signature = u.image_signature
 WHERE n.user_id = ${memberSql} AND ${notBlocked({ user: 'n.actor_id', viewer: memberSql })}
   AND NOT EXISTS (SELECT 1 FROM news_hub_hides h WHERE h.user_id = ${memberSql} AND h.news_id = n.news_id)
`;

const NEWS_SQL = `${newsOf('?1')} ORDER BY n.created_at DESC LIMIT ?2`;

/**
 * The pins of the same items, as a card reads them: only live pins the member may see (a pin sent in a message may
 * be on someone's secret board), with whether they collaborate on each pin's board, so decoratePins adds no statement.
 */
const NEWS_PINS_SQL = `${PIN_COLUMNS}, ${viewerColumns('?1')} ${PIN_FROM}
 WHERE p.id IN (SELECT pin_id FROM (${newsOf('?1')}) ORDER BY created_at DESC LIMIT ?2)
   AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?1' })}`;

const TEXT: Record<NewsItem['type'], (name: string) => string> = {
  save: (name) => `${name} saved your Pin`,
  follow: (name) => `${name} started following you`,
  comment: (name) => `${name} commented on your Pin`,
  message: (name) => `${name} sent you a message`,
};

function hrefOf(row: NewsRow): string {
  if (row.type === 'follow') return profilePath(row.username);
  if (row.type === 'message') return `/conversation/${formatId(row.target)}/`;
  return pinPath(formatId(row.target));
}

/**
 * The viewer's news, newest first; items newer than their last visit are unread. The items, the last visit and the
 * items' pins come in one D1 batch; an item whose pin was deleted, or is one the viewer may not see, has no card.
 */
export async function readNews(env: PinFeedEnv, userId: UserId): Promise<NewsItem[]> {
  const db = env.DB;
  const [news, read, pinRows] = await db.batch<Record<string, unknown>>([
    db.prepare(NEWS_SQL).bind(userId, NEWS_LIMIT),
    db.prepare('SELECT read_at FROM news_hub_reads WHERE user_id = ?').bind(userId),
    db.prepare(NEWS_PINS_SQL).bind(userId, NEWS_LIMIT),
  ]);
  const readAt = (read.results[0] as { read_at: number } | undefined)?.read_at ?? 0;
  const cards = await cardPinsById(env, pinRows.results as unknown as PinRow[], userId);
  return (news.results as unknown as NewsRow[]).map((r) => ({
    newsId: r.news_id,
    type: r.type,
    text: TEXT[r.type](r.full_name || r.username),
    href: hrefOf(r),
    actor: { username: r.username, fullName: r.full_name, imageMediumUrl: r.avatar && r.avatar_ext ? imageUrl('136x136', r.avatar, r.avatar_ext) : null },
    pin: r.pin_id === null ? null : (cards.get(r.pin_id) ?? null),
    createdAt: new Date(r.created_at).toISOString(),
    unread: r.created_at > readAt,
  }));
}

/**
 * How many news items of the member `memberSql` (an SQL expression) are unread, newer than their last visit: exact, all
 * of them, not only the ones the hub lists. An expression, so a page reads it with the session (worker/conversations/unreadCounts.ts).
 */
export const unreadNewsCount = (memberSql: string): string =>
  `(SELECT COUNT(*) FROM (${newsOf(memberSql)}) WHERE created_at > COALESCE((SELECT read_at FROM news_hub_reads WHERE user_id = ${memberSql}), 0))`;

/** Marks everything up to `now` as read; answers how many items are still unread (only ones dated after `now`), in the same round trip. */
export async function markNewsRead(db: D1Database, userId: UserId, now: number): Promise<number> {
  const [, unread] = await db.batch<{ n: number }>([
    db.prepare('INSERT INTO news_hub_reads (user_id, read_at) VALUES (?1, ?2) ON CONFLICT (user_id) DO UPDATE SET read_at = ?2').bind(userId, now),
    db.prepare(`SELECT ${unreadNewsCount('?1')} AS n`).bind(userId),
  ]);
  return unread.results[0]?.n ?? 0;
}

/**
 * Hides a news item's pin for the viewer, in one statement that inserts only for an item of theirs with that pin;
 * false when there is none. Hiding it again keeps the first hide's time.
 */
export async function hideNews(db: D1Database, userId: UserId, newsId: string, pinId: PinId, now: number): Promise<boolean> {
  const hidden = await db
    .prepare(
      `INSERT INTO news_hub_hides (user_id, news_id, pin_id, created_at)
       SELECT user_id, news_id, pin_id, ?4 FROM news_items WHERE news_id = ?1 AND user_id = ?2 AND pin_id = ?3
       ON CONFLICT (user_id, news_id, pin_id) DO UPDATE SET created_at = news_hub_hides.created_at RETURNING 1 AS hidden`,
    )
    .bind(newsId, userId, pinId, now)
    .first();
  return hidden !== null;
}

/** Undoes a news hub hide (undoing what was not hidden changes nothing). */
export async function undoHideNews(db: D1Database, userId: UserId, newsId: string, pinId: PinId): Promise<void> {
  await db.prepare('DELETE FROM news_hub_hides WHERE user_id = ? AND news_id = ? AND pin_id = ?').bind(userId, newsId, pinId).run();
}
