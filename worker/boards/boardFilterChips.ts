// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the chips of the COLORS and INTERESTS view filters of a member's board list: the
// palette colours of their visible boards' covers and the interests of those boards' pins, each
// with how many boards it would keep. Both read the member's boards through boards_owner and the
// collaborators' key, then each board's pins through pins_board: nothing is scanned.
import * as api from '#shared/api/boards.ts';
import type { BoardColor } from '#shared/boards/colors.ts';
import { BOARD_INTEREST_CHIPS } from '#shared/boards/rules.ts';
import { formatId, type InterestId, type UserId } from '#shared/ids.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { implement } from '#worker/api/implement.ts';
import { namedUser } from '#worker/users/lookup.ts';
import { boardOf, viewerBind } from '#worker/visibility.ts';
import { BOARD_COLOR_SQL } from './boardColors.ts';
import { BOARD_VISIBLE } from './boardData.ts';

/** The boards of user ?2 that viewer ?1 sees in the list (not archived). */
const LISTED = `${boardOf({ board: 'b', user: '?2' })} AND ${BOARD_VISIBLE} AND b.archived = 0`;

/** The chips of a member's board list as a viewer sees it. */
export async function boardFilterChips(db: D1Database, ownerId: UserId, viewerId: UserId | null): Promise<api.BoardFilterChips> {
  const v = viewerBind(viewerId);
  const [colors, interests] = await db.batch<{ color: BoardColor; n: number } & { id: InterestId; name: string }>([
    db
      .prepare(
        `SELECT color, COUNT(*) AS n FROM (
           SELECT ${BOARD_COLOR_SQL} AS color FROM boards b
             JOIN pins cp ON cp.id = b.cover_pin_id JOIN images ci ON ci.signature = cp.image_signature
            WHERE ${LISTED})
          WHERE color IS NOT NULL GROUP BY color ORDER BY n DESC, color`,
      )
      .bind(v, ownerId),
    db
      .prepare(
        `SELECT i.id, i.name, COUNT(*) AS n FROM interests i JOIN (
           SELECT DISTINCT b.id AS board_id, bi.interest_id FROM boards b JOIN pins bp ON bp.board_id = b.id
             JOIN pin_interests bi ON bi.pin_id = COALESCE(bp.origin_pin_id, bp.id)
            WHERE ${LISTED} AND bp.deleted_at IS NULL) t ON t.interest_id = i.id
          GROUP BY i.id ORDER BY n DESC, i.name LIMIT ${BOARD_INTEREST_CHIPS}`,
      )
      .bind(v, ownerId),
  ]);
  return {
    colors: colors.results.map((r) => ({ color: r.color, boardCount: r.n })),
    interests: interests.results.map((r) => ({ entityId: formatId(r.id), name: r.name, boardCount: r.n })),
  };
}

export const BoardFilterChipsResource = implement(api.BoardFilterChipsResource, {
  get: async (c, o) => {
    const owner = await namedUser(c, o);
    return { data: await boardFilterChips(c.env.DB, owner.id, viewerUserId(c.var.viewer)) };
  },
});
