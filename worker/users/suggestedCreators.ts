// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "show suggested creator recommendations": creators of listed pins sharing an interest
// with a pin the member may see (a saved pin has the interests of the pin it was saved from), most
// shared pins first, never the member, the pin's own pinner, someone they follow or a block either
// way. Cost that does not grow with the catalogue: per interest, only the CANDIDATES newest pins
// are read, as one range of pin_interests_interest (the floor found by one step of the index).
import { SuggestedCreatorsResource as contract, SUGGESTED_CREATORS, type SuggestedCreator } from '#shared/api/creators.ts';
import { formatId, type PinId, type UserId } from '#shared/ids.ts';
import { profilePath } from '#shared/routes.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { notBlocked, pinListed, pinVisibleTo } from '#worker/visibility.ts';
import { avatarUrl } from './userData.ts';

/** Newest pins read per interest of the pin. */
const CANDIDATES = 200;

interface CreatorRow {
  id: UserId;
  username: string;
  full_name: string;
  image_signature: string | null;
  avatar_ext: string | null;
  is_verified_merchant: number;
  n: number;
}

/** The creators to suggest to member `me` on pin `pinId`; null when the member may not see the pin. */
export async function suggestedCreators(db: D1Database, pinId: PinId, me: UserId): Promise<SuggestedCreator[] | null> {
  const seed = await db
    .prepare(
      `SELECT COALESCE(sp.origin_pin_id, sp.id) AS id, sp.pinner_id FROM pins sp LEFT JOIN boards sb ON sb.id = sp.board_id
        WHERE sp.id = ?1 AND ${pinVisibleTo({ pin: 'sp', board: 'sb', viewer: '?2' })}`,
    )
    .bind(pinId, me)
    .first<{ id: PinId; pinner_id: UserId }>();
  if (!seed) return null;
  const { results } = await db
    .prepare(
      `WITH terms AS (
         SELECT s.interest_id AS term,
                COALESCE((SELECT y.pin_id FROM pin_interests y WHERE y.interest_id = s.interest_id ORDER BY y.pin_id DESC LIMIT 1 OFFSET ${CANDIDATES - 1}), 0) AS floor
           FROM pin_interests s WHERE s.pin_id = ?1
       ),
       creators AS (
         SELECT p.pinner_id AS id, COUNT(DISTINCT p.id) AS n
           FROM terms t JOIN pin_interests x ON x.interest_id = t.term AND x.pin_id >= t.floor
           JOIN pins p ON p.id = x.pin_id LEFT JOIN boards b ON b.id = p.board_id
          WHERE ${pinListed({ pin: 'p', board: 'b' })} AND p.is_promoted = 0
          GROUP BY p.pinner_id
       )
       SELECT u.id, u.username, u.full_name, u.image_signature, ui.ext AS avatar_ext, u.is_verified_merchant, c.n
         FROM creators c JOIN users u ON u.id = c.id LEFT JOIN images ui ON ui.signature = u.image_signature
        WHERE u.id <> ?2 AND u.id <> ?3
          AND NOT EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = ?2 AND f.followee_id = u.id)
          AND ${notBlocked({ user: 'u.id', viewer: '?2' })}
        ORDER BY c.n DESC, u.id ASC LIMIT ${SUGGESTED_CREATORS}`,
    )
    .bind(seed.id, me, seed.pinner_id)
    .all<CreatorRow>();
  return results.map((r) => ({
    entityId: formatId(r.id),
    username: r.username,
    fullName: r.full_name,
    imageMediumUrl: avatarUrl(r),
    isVerifiedMerchant: Boolean(r.is_verified_merchant),
    url: profilePath(r.username),
    matchingPins: r.n,
  }));
}

export const SuggestedCreatorsResource = implement(contract, {
  get: async (c, o, me) => {
    const creators = await suggestedCreators(c.env.DB, o.pin_id, me);
    if (!creators) throw new ApiError('not_found', 'This Pin does not exist.');
    return { data: creators };
  },
});
