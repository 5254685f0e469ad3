// Blocks between two members, enforced here for every interaction: when either blocks the other,
// neither may follow the other (or the other's boards), message, comment on or save the other's
// pins, or invite or join the other's boards or ad account. A block also ends every collaboration
// and invite of one on the other's boards, and every access and pending invitation of one to the
// other's ad account (`endCollaborations`, in the block's own batch), so a blocked collaborator can no
// longer add or save pins there, nor anyone act as the other's account; the pins they added stay on the board, and
// its owner still sees them (worker/visibility.ts `pinVisibleTo`) and can remove them. What each
// may see of the other elsewhere (pins, comments) is visibility.ts's `notBlocked` rule; this module
// refuses the actions. Every write that lands in someone's space (their boards, the pins on them, their
// pins, comments on those pins, their conversations) asks `refuseIfBlockedIn` with what it names.
import type { BoardId, Id, IdKind, PinId, UserId } from '#shared/ids.ts';
import { ApiError, BLOCKED_MESSAGE } from '#worker/api/errors.ts';

/**
 * The statements of the block's batch that end what the two shared: the collaborations and pending invites of
 * either on the other's boards; access of either to the other's ad account (business_access, whichever way); and
 * the ad-account invitations pending between them, made by one or for one's account to the other: signed links
 * stored nowhere, so the block records when it ended them (migrations/0064_blocks_end_business_access.sql).
 */
export function endCollaborations(db: D1Database, a: number, b: number, now = Date.now()): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `DELETE FROM board_collaborators WHERE (user_id = ?2 AND board_id IN (SELECT id FROM boards WHERE owner_id = ?1))
            OR (user_id = ?1 AND board_id IN (SELECT id FROM boards WHERE owner_id = ?2))`,
      )
      .bind(a, b),
    db.prepare('DELETE FROM business_access WHERE (business_id = ?1 AND member_id = ?2) OR (business_id = ?2 AND member_id = ?1)').bind(a, b),
    db
      .prepare(
        `INSERT INTO business_invites_ended (member_id, party_id, ended_at) VALUES (?1, ?2, ?3), (?2, ?1, ?3)
           ON CONFLICT (member_id, party_id) DO UPDATE SET ended_at = MAX(ended_at, excluded.ended_at)`,
      )
      .bind(a, b, now),
  ];
}

/** Whether a block between `memberId` and the ad account or its inviter ended this invitation, signed at `signedAt` (ms). */
export async function inviteEndedByBlock(db: D1Database, memberId: UserId, parties: readonly UserId[], signedAt: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS ended FROM business_invites_ended WHERE member_id = ?1 AND party_id IN (SELECT value FROM json_each(?2)) AND ended_at >= ?3 LIMIT 1')
    .bind(memberId, JSON.stringify(parties), signedAt)
    .first<{ ended: number }>();
  return row !== null;
}

/**
 * What a write names: members, pins and boards. A pin is in its board's owner's space and its pinner's
 * (but a board's owner always manages the pins on their own board), a board in its owner's. A copy of a
 * pin (a save, a bulk copy, an onboarding pick) is also in the space of the member who created its
 * content: that is refused by the database itself, in the insert, whichever path makes the copy
 * (migrations/0055_copies_across_blocks.sql).
 */
export interface WriteSpace {
  users?: readonly UserId[];
  pins?: readonly PinId[];
  boards?: readonly BoardId[];
}

/**
 * Refuses (403) a write by `me` into the space of anyone who blocks `me` or whom `me` blocks: the
 * members named, the pinners of the pins named and the owners of their boards, the owners of the
 * boards named. One statement; the one check every write across a block goes through.
 */
export async function refuseIfBlockedIn(db: D1Database, me: UserId, space: WriteSpace): Promise<void> {
  const list = (ids: readonly Id<IdKind>[] | undefined) => JSON.stringify(ids ?? []);
  const row = await db
    .prepare(
      `WITH owners(id) AS (
         SELECT value FROM json_each(?2)
         UNION SELECT p.pinner_id FROM pins p LEFT JOIN boards pb ON pb.id = p.board_id
                WHERE p.id IN (SELECT value FROM json_each(?3)) AND pb.owner_id IS NOT ?1
         UNION SELECT b.owner_id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id IN (SELECT value FROM json_each(?3))
         UNION SELECT b.owner_id FROM boards b WHERE b.id IN (SELECT value FROM json_each(?4)))
       SELECT 1 AS blocked FROM user_blocks
        WHERE (blocker_id = ?1 AND blocked_id IN (SELECT id FROM owners WHERE id <> ?1))
           OR (blocked_id = ?1 AND blocker_id IN (SELECT id FROM owners WHERE id <> ?1))
        LIMIT 1`,
    )
    .bind(me, list(space.users), list(space.pins), list(space.boards))
    .first<{ blocked: number }>();
  if (row) throw new ApiError('forbidden', BLOCKED_MESSAGE);
}

/** Refuses (403) when `me` and any of `others` block one another, either way. */
export async function refuseIfBlocked(db: D1Database, me: UserId, ...others: UserId[]): Promise<void> {
  await refuseIfBlockedIn(db, me, { users: others });
}
