// Who may see a board or pin, save to or edit a board (docs/rules/closeup-and-visitors.md#entities-spec-002-3): the rules stated once, as SQL.

// Every query that reads boards or pins builds its conditions from these. Board privacy:
// - public: everyone sees it, signed in or not, bots included; sitemaps and related pins list it.
// - protected: everyone with its link sees it, but it is never listed (sitemaps, related pins),
//   linked from a pin card (shared/pinCard/board.ts) or indexed (its page is noindex).
// - secret: exists only for its owner and ACCEPTED collaborators. Everyone else, a pending invitee
//   included, gets a 404 and never sees one of its pins, anywhere. A pending invitee sees only the
//   invitation (the board's name, owner and who invited them) so they can accept it.
// Bots and signed-out visitors are the same viewer here: nobody (bound as -1).
// Blocks: when either of two members blocks the other, each one's pins and comments are hidden
// from the other, both ways, everywhere pins and comments are read (the closeup is then a 404,
// like any pin the viewer may not see); worker/users/blocks.ts refuses every interaction.
//
// Each builder takes NAMED SQL expressions: `board` and `pin` are table aliases of the query,
// `viewer` and `user` an expression of a user id (a placeholder such as '?2', -1 when signed out).
// They are spliced into SQL, so only code may pass them, never input; `sqlName` refuses anything else.

import type { UserId } from '#shared/ids.ts';
import type { BoardPrivacy } from '#shared/types.ts';

/** An alias, a placeholder or a literal id: the only SQL these builders splice in. */
function sqlName(value: string): string {
  if (!/^(?:[A-Za-z_][A-Za-z0-9_]*|\?\d{0,3}|:[A-Za-z_]\w*|-?\d{1,18})$/.test(value)) {
    throw new Error(`visibility: ${JSON.stringify(value)} is not an SQL alias, placeholder or id`);
  }
  return value;
}

/**
 * SQL condition: `user` is an accepted collaborator of `board`.
 * @example collaboratorOf({ board: 'b', user: '?1' })
 */
export function collaboratorOf(o: { board: string; user: string }): string {
  return `EXISTS (SELECT 1 FROM board_collaborators vis_c WHERE vis_c.board_id = ${sqlName(o.board)}.id AND vis_c.user_id = ${sqlName(o.user)} AND vis_c.status = 'accepted')`;
}

/** A column of an aliased table (`p.pinner_id`), checked like the names `sqlName` allows. */
function sqlColumn(value: string): string {
  const [alias, column, ...rest] = value.split('.');
  if (rest.length || !column || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(column)) throw new Error(`visibility: ${JSON.stringify(value)} is not alias.column`);
  return `${sqlName(alias)}.${column}`;
}

/**
 * SQL: the users in a block with `viewer` either way (blocking or blocked), the ones notBlocked leaves out, for a
 * count kept as a column less theirs. Empty for signed-out viewers.
 * @example `c.user_id IN ${blockedEitherWay('?2')}`
 */
export function blockedEitherWay(viewer: string): string {
  const v = sqlName(viewer);
  return `(SELECT blocked_id FROM user_blocks WHERE blocker_id = ${v} UNION SELECT blocker_id FROM user_blocks WHERE blocked_id = ${v})`;
}

/**
 * SQL condition: neither `user` (a column such as `p.pinner_id` or `c.user_id`) nor `viewer`
 * blocks the other. Holds for signed-out viewers (-1 blocks nobody).
 * @example notBlocked({ user: 'c.user_id', viewer: '?2' })
 */
export function notBlocked(o: { user: string; viewer: string }): string {
  const user = o.user.includes('.') ? sqlColumn(o.user) : sqlName(o.user);
  const viewer = sqlName(o.viewer);
  return `NOT EXISTS (SELECT 1 FROM user_blocks vis_ub WHERE (vis_ub.blocker_id = ${viewer} AND vis_ub.blocked_id = ${user}) OR (vis_ub.blocker_id = ${user} AND vis_ub.blocked_id = ${viewer}))`;
}

/**
 * SQL condition: `user` was invited to collaborate on `board` and has not accepted yet. This
 * grants the invitation only (name, owner, sender), never the board: see `boardVisibleTo`.
 */
export function invitedTo(o: { board: string; user: string }): string {
  return `EXISTS (SELECT 1 FROM board_collaborators vis_i WHERE vis_i.board_id = ${sqlName(o.board)}.id AND vis_i.user_id = ${sqlName(o.user)} AND vis_i.status = 'invited')`;
}

/** SQL expression: how many people collaborate on `board` (accepted invites only). */
export function collaboratorCount(o: { board: string }): string {
  return `(SELECT COUNT(*) FROM board_collaborators vis_n WHERE vis_n.board_id = ${sqlName(o.board)}.id AND vis_n.status = 'accepted')`;
}

/**
 * SQL condition: `user` may save to `board` (its owner or an accepted collaborator). Also what
 * makes a board one of a user's boards on their profile and in their board picker.
 * @example maySaveTo({ board: 'b', user: '?2' })
 */
export function maySaveTo(o: { board: string; user: string }): string {
  return `(${sqlName(o.board)}.owner_id = ${sqlName(o.user)} OR ${collaboratorOf(o)})`;
}

/**
 * SQL condition: `board` is one of `user`'s boards, the same rule as `maySaveTo` stated as a set of
 * board ids (owned, or collaborated on once accepted), so listing a member's boards reads the two
 * indexes (boards_owner, board_collaborators_user) instead of every board.
 * @example `WHERE ${boardOf({ board: 'b', user: '?2' })}`
 */
export function boardOf(o: { board: string; user: string }): string {
  const user = sqlName(o.user);
  return `${sqlName(o.board)}.id IN (SELECT vis_o.id FROM boards vis_o WHERE vis_o.owner_id = ${user} UNION ALL SELECT vis_a.board_id FROM board_collaborators vis_a WHERE vis_a.user_id = ${user} AND vis_a.status = 'accepted')`;
}

/** SQL condition: `user` may edit `board` (rename, make secret, delete, invite): its owner only. */
export function mayEdit(o: { board: string; user: string }): string {
  return `(${sqlName(o.board)}.owner_id = ${sqlName(o.user)})`;
}

/**
 * SQL condition: `viewer` may see `board` (its page, feed, sections, place in lists and counts).
 * Public and protected boards: everyone. Secret boards: the owner and accepted collaborators.
 * A `viewer` of null states what everyone may see, whoever asks (e.g. the home feed).
 * @example `${BOARD_SELECT} WHERE b.id = ?2 AND ${boardVisibleTo({ board: 'b', viewer: '?1' })}`
 */
export function boardVisibleTo(o: { board: string; viewer: string | null }): string {
  const board = sqlName(o.board);
  if (o.viewer === null) return `(${board}.privacy <> 'secret')`;
  return `(${board}.privacy <> 'secret' OR ${maySaveTo({ board, user: o.viewer })})`;
}

/**
 * SQL condition: `viewer` may see `pin`, a pins row LEFT JOINed with its board as `board`: the pin
 * is live, has no board or a board the viewer may see, and its pinner and the viewer do not block
 * each other. With `removed: 'included'` a removed pin passes too, so the closeup can answer
 * "removed" (410), but still only to those who may see it: to everyone else it never existed (404).
 * @example `FROM pins p LEFT JOIN boards b ON b.id = p.board_id WHERE ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}`
 */
export function pinVisibleTo(o: { pin: string; board: string; viewer: string | null; removed?: 'hidden' | 'included' }): string {
  const board = sqlName(o.board);
  const pin = sqlName(o.pin);
  const live = o.removed === 'included' ? '' : `${pin}.deleted_at IS NULL AND `;
  // A board's owner sees every pin on it, a blocked member's included, so they can remove it (worker/users/blocks.ts).
  const unblocked = o.viewer === null ? '' : ` AND (${notBlocked({ user: `${pin}.pinner_id`, viewer: o.viewer })} OR ${board}.owner_id = ${sqlName(o.viewer)})`;
  return `(${live}(${board}.id IS NULL OR ${boardVisibleTo({ board, viewer: o.viewer })})${unblocked})`;
}

/**
 * SQL condition: `board` may be listed where nobody named it (sitemaps, related pins): public
 * boards only. Protected boards open by their link but are never listed, linked or indexed.
 */
export function boardListed(o: { board: string }): string {
  return `(${sqlName(o.board)}.privacy = 'public')`;
}

/** The same rule for a board already read: whether its page may be indexed (else noindex). */
export const isListedPrivacy = (privacy: BoardPrivacy): boolean => privacy === 'public';

/** SQL condition: live `pin` (LEFT JOINed with `board`) may be listed: no board or a listed one. */
export function pinListed(o: { pin: string; board: string }): string {
  const board = sqlName(o.board);
  return `(${sqlName(o.pin)}.deleted_at IS NULL AND (${board}.id IS NULL OR ${boardListed({ board })}))`;
}

/** The user id a builder's `viewer` is bound to: the signed-in member's, else -1 (nobody). */
export const viewerBind = (viewerId: UserId | null | undefined): number => viewerId ?? -1;
