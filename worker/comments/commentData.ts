// Comments: every SQL statement on the comments table, and a pin's comments switch.

import { type CommentId, formatId, type PinId, type UserId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import type { CommentPage, PinComment } from '#shared/types.ts';
import { sqlLimit, unplanned } from '#worker/lib/preparedOnce.ts';
import { blockedEitherWay, notBlocked, viewerBind } from '#worker/visibility.ts';

interface CommentRow {
  id: CommentId;
  pin_id: PinId;
  text: string;
  created_at: number;
  user_id: UserId;
  username: string;
  full_name: string;
  avatar: string | null;
  avatar_ext: string | null;
  is_verified_merchant: number;
}

const COMMENT_SELECT = `
SELECT c.id, c.pin_id, c.text, c.created_at, u.id AS user_id, u.username, u.full_name,
       u.image_signature AS avatar, ui.ext AS avatar_ext, u.is_verified_merchant
  FROM comments c
  JOIN users u ON u.id = c.user_id
  LEFT JOIN images ui ON ui.signature = u.image_signature`;

function toComment(row: CommentRow): PinComment {
  return {
    entityId: formatId(row.id),
    pinId: formatId(row.pin_id),
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
    author: {
      entityId: formatId(row.user_id),
      username: row.username,
      fullName: row.full_name,
      imageMediumUrl: row.avatar && row.avatar_ext ? imageUrl('136x136', row.avatar, row.avatar_ext) : null,
      isVerifiedMerchant: Boolean(row.is_verified_merchant),
    },
  };
}

type CommentPageRead = { page: Omit<CommentPage, 'bookmark'>; next: number | null };

/**
 * The statement of one page of a pin's comments as `viewerId` may see them (none by someone they
 * block or are blocked by), newest first, below `before` (a comment id), with the exact count of
 * those: one statement (docs/performance.md), the count joined to the page, so a pin without comments answers
 * one row with the count and no comment. `commentsFrom` reads its rows. The limit is written in and
 * the pin read through a subquery, so that it stays prepared between runs (worker/lib/preparedOnce.ts).
 */
export function commentsStatement(db: D1Database, pinId: PinId, before: number | null, pageSize: number, viewerId: UserId | null): D1PreparedStatement {
  const shown = notBlocked({ user: 'c.user_id', viewer: '?2' });
  const pin = unplanned('?1');
  return db
    .prepare(
      `WITH total AS (SELECT COALESCE((SELECT comment_count FROM pins WHERE id = ${pin}), 0)
                             - (SELECT COUNT(*) FROM comments c WHERE c.pin_id = ${pin} AND c.user_id IN ${blockedEitherWay('?2')}) AS n),
            page AS (${COMMENT_SELECT} WHERE c.pin_id = ${pin} AND ${shown} AND c.id < ?3 ORDER BY c.id DESC LIMIT ${sqlLimit(pageSize + 1)})
       SELECT page.*, total.n AS total FROM total LEFT JOIN page ORDER BY page.id DESC`,
    )
    .bind(pinId, viewerBind(viewerId), before ?? Number.MAX_SAFE_INTEGER);
}

/** The page in the rows of commentsStatement (read with LIMIT pageSize + 1). */
export function commentsFrom(results: readonly unknown[], pageSize: number): CommentPageRead {
  const all = results as Array<CommentRow & { total: number }>;
  const listed = all.filter((row) => row.id !== null);
  const rows = listed.slice(0, pageSize);
  const more = listed.length > pageSize;
  return {
    page: { comments: rows.map(toComment), count: all[0]?.total ?? 0 },
    next: more && rows.length ? rows[rows.length - 1].id : null,
  };
}

/** One page of a pin's comments (commentsStatement). */
export async function readComments(db: D1Database, pinId: PinId, before: number | null, pageSize: number, viewerId: UserId | null): Promise<CommentPageRead> {
  const { results } = await commentsStatement(db, pinId, before, pageSize, viewerId).all();
  return commentsFrom(results, pageSize);
}

/** Adds a comment and answers it as stored. */
export async function insertComment(db: D1Database, pinId: PinId, userId: UserId, text: string): Promise<PinComment> {
  const inserted = await db
    .prepare('INSERT INTO comments (pin_id, user_id, text, created_at) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(pinId, userId, text, Date.now())
    .first<{ id: CommentId }>();
  const row = await db.prepare(`${COMMENT_SELECT} WHERE c.id = ?`).bind(inserted!.id).first<CommentRow>();
  return toComment(row!);
}

/** The pin a comment belongs to and its author, or null when there is no such comment. */
export async function commentOwner(db: D1Database, commentId: CommentId): Promise<{ pinId: PinId; userId: UserId } | null> {
  const row = await db.prepare('SELECT pin_id, user_id FROM comments WHERE id = ?').bind(commentId).first<{ pin_id: PinId; user_id: UserId }>();
  return row ? { pinId: row.pin_id, userId: row.user_id } : null;
}

/** Deletes a comment if `userId` wrote it; answers whether one was deleted. */
export async function deleteOwnComment(db: D1Database, commentId: CommentId, userId: UserId): Promise<boolean> {
  // Counted from RETURNING: D1's meta.changes also counts the news item the comment's trigger removes.
  const { results } = await db.prepare('DELETE FROM comments WHERE id = ? AND user_id = ? RETURNING id').bind(commentId, userId).all();
  return results.length === 1;
}

/**
 * Turns a pin's comments off or on (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "disable comments"); only its
 * pinner may. Answers whether the setting changed (false when it already was so).
 */
export async function setCommentsDisabled(db: D1Database, pinId: PinId, pinnerId: UserId, disabled: boolean): Promise<boolean> {
  const result = await db
    .prepare('UPDATE pins SET comments_disabled = ?1 WHERE id = ?2 AND pinner_id = ?3 AND deleted_at IS NULL AND comments_disabled IS NOT ?1 RETURNING id')
    .bind(disabled ? 1 : 0, pinId, pinnerId)
    .all();
  // RETURNING, not meta.changes: D1 also counts the pins_touch trigger's own update.
  return result.results.length === 1;
}
