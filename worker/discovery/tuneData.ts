// "Tune your home feed" (/edit/, docs/rules/pin-card.md#screens-and-routes-spec-000-2): the boards and people a member follows
// (their topics come from topicData.ts), each of which the page lets them unfollow.
import type { BoardResult, PersonResult } from '#shared/api/search.ts';
import { type BoardId, formatId, type UserId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import { boardPath, profilePath } from '#shared/routes.ts';
import { boardVisibleTo } from '#worker/visibility.ts';

/** The boards a member follows and may still see, newest follow first. */
export async function followedBoards(db: D1Database, userId: UserId): Promise<BoardResult[]> {
  const { results } = await db
    .prepare(
      `SELECT b.id, b.name, b.slug, b.pin_count, u.username, u.full_name, cp.image_signature AS sig, ci.ext
         FROM board_follows f JOIN boards b ON b.id = f.board_id JOIN users u ON u.id = b.owner_id
         LEFT JOIN pins cp ON cp.id = b.cover_pin_id AND cp.deleted_at IS NULL LEFT JOIN images ci ON ci.signature = cp.image_signature
        WHERE f.user_id = ?1 AND ${boardVisibleTo({ board: 'b', viewer: '?1' })} ORDER BY f.created_at DESC, b.id DESC`,
    )
    .bind(userId)
    .all<{ id: BoardId; name: string; slug: string; pin_count: number; username: string; full_name: string; sig: string | null; ext: string | null }>();
  return results.map((r) => ({
    entityId: formatId(r.id),
    name: r.name,
    url: boardPath(r.username, r.slug),
    pinCount: r.pin_count,
    owner: { username: r.username, fullName: r.full_name },
    coverImageUrl: r.sig && r.ext ? imageUrl('236x', r.sig, r.ext) : null,
  }));
}

/** The people a member follows, newest follow first. */
export async function followedPeople(db: D1Database, userId: UserId): Promise<PersonResult[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.username, u.full_name, u.image_signature AS sig, ui.ext, u.follower_count AS followers
         FROM user_follows f JOIN users u ON u.id = f.followee_id LEFT JOIN images ui ON ui.signature = u.image_signature
        WHERE f.follower_id = ?1 ORDER BY f.created_at DESC, u.id DESC`,
    )
    .bind(userId)
    .all<{ id: UserId; username: string; full_name: string; sig: string | null; ext: string | null; followers: number }>();
  return results.map((r) => ({
    entityId: formatId(r.id),
    username: r.username,
    fullName: r.full_name,
    url: profilePath(r.username),
    imageMediumUrl: r.sig && r.ext ? imageUrl('136x136', r.sig, r.ext) : null,
    followerCount: r.followers,
  }));
}
