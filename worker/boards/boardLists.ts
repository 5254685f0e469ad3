// Board lists (BoardsResource, the profile grid, the board picker) with the options of docs/rules/closeup-and-visitors.md#entities-spec-002-3
// and the profile filters of docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3. Secret boards are listed only to those who may see them.
import type { BoardColor } from '#shared/boards/colors.ts';
import type { BoardSort, BoardViewFilter, ProfileFilter } from '#shared/boards/rules.ts';
import type { InterestId, UserId } from '#shared/ids.ts';
import type { BoardDetail } from '#shared/types.ts';
import { sqlLimit } from '#worker/lib/preparedOnce.ts';
import { boardOf, viewerBind } from '#worker/visibility.ts';
import { BOARD_COLOR_SQL } from './boardColors.ts';
import { BOARD_SELECT, BOARD_VISIBLE, type BoardRow, toBoardDetail } from './boardData.ts';
import { favoritedAmong } from './favorites.ts';

export interface BoardListOptions {
  privacyFilter: 'all' | 'public' | 'secret' | 'protected';
  sort: BoardSort;
  groupBy: 'none' | 'visibility';
  includeArchived: boolean;
  /** Leave out boards holding only story pins. */
  filterStories: boolean;
  /** Leave out the quick-saves board (the "all pins" Profile board). */
  filterAllPins: boolean;
  /** Leave out boards holding only product pins (shopping lists). */
  filterShoppingList: boolean;
  profileFilter: ProfileFilter;
  /** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: CREATED_BY_ME, FAVORITED, FAVORITED_AND_CREATED_BY_ME (of the listed user). */
  viewFilter?: BoardViewFilter;
  /** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 COLORS: the palette colour of the boards' covers. */
  color?: BoardColor;
  /** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 INTERESTS: an interest some pin of the board has. */
  interestId?: InterestId;
  offset: number;
  pageSize: number;
}

const ORDER: Record<BoardSort, string> = {
  alphabetical: 'b.name COLLATE NOCASE ASC, b.id ASC',
  last_pinned_to: 'COALESCE(b.last_pinned_at, -1) DESC, b.created_at DESC, b.id DESC',
  oldest: 'b.created_at ASC, b.id ASC',
  newest: 'b.created_at DESC, b.id DESC',
  group_boards_at_top: 'b.is_collaborative DESC, COALESCE(b.last_pinned_at, -1) DESC, b.id DESC',
  custom: 'b.position ASC, b.id ASC',
};

const onlyKind = (kind: string) =>
  `(b.pin_count > 0 AND NOT EXISTS (SELECT 1 FROM pins k WHERE k.board_id = b.id AND k.deleted_at IS NULL AND k.kind <> '${kind}'))`;

/**
 * SQL: the interests of board b's live pins (a saved pin has those of the pin it was saved from),
 * read through pins_board and pin_interests' key. Continue with ` AND bi.interest_id = ?`.
 */
const BOARD_INTEREST_PINS = `SELECT bi.interest_id FROM pins bp JOIN pin_interests bi ON bi.pin_id = COALESCE(bp.origin_pin_id, bp.id)
  WHERE bp.board_id = b.id AND bp.deleted_at IS NULL`;

/** One page of the boards a user owns or collaborates on, as the viewer may see them. */
export async function listUserBoards(
  db: D1Database,
  ownerId: UserId,
  viewerId: UserId | null,
  o: BoardListOptions,
): Promise<{ boards: BoardDetail[]; more: boolean }> {
  const where = [
    // The user's boards are those they may save to (own or collaborate on); the viewer sees the visible ones.
    boardOf({ board: 'b', user: '?2' }),
    BOARD_VISIBLE,
  ];
  if (o.privacyFilter !== 'all') where.push(`b.privacy = '${o.privacyFilter}'`);
  if (!o.includeArchived && o.profileFilter !== 'ARCHIVED') where.push('b.archived = 0');
  if (o.filterAllPins) where.push(`b.layout <> 'quick_saves'`);
  if (o.filterStories) where.push(`NOT ${onlyKind('story')}`);
  if (o.filterShoppingList) where.push(`NOT ${onlyKind('product')}`);
  if (o.profileFilter === 'GROUP') where.push('b.is_collaborative = 1');
  if (o.profileFilter === 'SECRET') where.push(`b.privacy = 'secret'`);
  if (o.profileFilter === 'ARCHIVED') where.push('b.archived = 1');
  if (o.viewFilter === 'CREATED_BY_ME' || o.viewFilter === 'FAVORITED_AND_CREATED_BY_ME') where.push('b.owner_id = ?2');
  if (o.viewFilter === 'FAVORITED' || o.viewFilter === 'FAVORITED_AND_CREATED_BY_ME') {
    where.push('EXISTS (SELECT 1 FROM board_favorites fav WHERE fav.user_id = ?2 AND fav.board_id = b.id)');
  }
  const binds: unknown[] = [];
  if (o.viewFilter === 'COLORS' && o.color) {
    where.push(`${BOARD_COLOR_SQL} = ?4`);
    binds.push(o.color);
  }
  if (o.viewFilter === 'INTERESTS' && o.interestId !== undefined) {
    where.push(`EXISTS (${BOARD_INTEREST_PINS} AND bi.interest_id = ?4)`);
    binds.push(o.interestId);
  }
  const order = `${o.groupBy === 'visibility' ? `(b.privacy = 'secret') ASC, ` : ''}${ORDER[o.sort]}`;
  const v = viewerBind(viewerId);
  const { results } = await db
    // The limit is written in (worker/lib/preparedOnce.ts: bound, it re-prepared the statement on
    // every run, 1.7-1.9 ms of workerd CPU per run against 1.4-1.5).
    .prepare(`${BOARD_SELECT} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${sqlLimit(o.pageSize + 1)} OFFSET ?3`)
    .bind(v, ownerId, o.offset, ...binds)
    .all<BoardRow>();
  const boards = results.slice(0, o.pageSize).map((r) => toBoardDetail(r));
  // The member's own list says which boards they favourited (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3), for the star on each.
  if (viewerId !== null && viewerId === ownerId) {
    const favorites = await favoritedAmong(
      db,
      ownerId,
      results.slice(0, o.pageSize).map((r) => r.id),
    );
    for (const [i, board] of boards.entries()) board.favoritedByMe = favorites.has(results[i].id);
  }
  return { boards, more: results.length > o.pageSize };
}
