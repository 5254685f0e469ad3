// Blocks between two members, enforced here for every interaction: when either blocks the other,
// neither may follow the other (or the other's boards), message, comment on or save the other's
// pins, or invite or join the other's boards. A block also ends every collaboration and invite of
// one on the other's boards (`endCollaborations`, in the block's own batch), so a blocked
// collaborator can no longer add or save pins there; the pins they added stay on the board, and
// its owner still sees them (worker/visibility.ts `pinVisibleTo`) and can remove them. What each
// may see of the other elsewhere (pins, comments) is visibility.ts's `notBlocked` rule; this module
// refuses the actions.
import { ApiError } from '#worker/api/errors.ts';

/** The one refusal of an interaction across a block, whichever side blocked. */
export const BLOCKED_MESSAGE = 'You cannot do this: one of you has blocked the other.';

/** Ends the collaborations and pending invites of either member on the other's boards (one statement for the block's batch). */
export function endCollaborations(db: D1Database, a: number, b: number): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM board_collaborators WHERE (user_id = ?2 AND board_id IN (SELECT id FROM boards WHERE owner_id = ?1))
          OR (user_id = ?1 AND board_id IN (SELECT id FROM boards WHERE owner_id = ?2))`,
    )
    .bind(a, b);
}

/** The members among `others` that `me` blocks or is blocked by. */
export async function blockedAmong(db: D1Database, me: number, others: readonly number[]): Promise<number[]> {
  const ids = [...new Set(others.filter((id) => id !== me))];
  if (!ids.length) return [];
  const { results } = await db
    .prepare(
      `SELECT CASE WHEN blocker_id = ?1 THEN blocked_id ELSE blocker_id END AS other FROM user_blocks
        WHERE (blocker_id = ?1 AND blocked_id IN (SELECT value FROM json_each(?2)))
           OR (blocked_id = ?1 AND blocker_id IN (SELECT value FROM json_each(?2)))`,
    )
    .bind(me, JSON.stringify(ids))
    .all<{ other: number }>();
  return results.map((r) => r.other);
}

/** Refuses (403) when `me` and any of `others` block one another, either way. */
export async function refuseIfBlocked(db: D1Database, me: number, ...others: number[]): Promise<void> {
  if ((await blockedAmong(db, me, others)).length) throw new ApiError('forbidden', BLOCKED_MESSAGE);
}
