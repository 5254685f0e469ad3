// BoardResource (create, get, update, delete; the quick-saves board with return_existing) and
// BoardsResource (a user's boards with the list options of docs/rules/closeup-and-visitors.md#entities-spec-002-3).

import * as api from '#shared/api/boards.ts';
import { type BOARD_PRIVACIES, boardDescriptionProblem, boardNameProblem, slugify, uniqueSlug } from '#shared/boards/rules.ts';
import { BOT_PURGE_BOARD_PINS, QUICK_SAVES_BOARD_NAME } from '#shared/constants.ts';
import { type BoardId, formatId, issuedId, type UserId } from '#shared/ids.ts';
import { readBookmark, writeBookmark } from '#worker/api/bookmarks.ts';
import { ApiError, invalid } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { implement } from '#worker/api/implement.ts';
import { deleteBoard, ensureQuickSaves, insertBoard, newestBoardPinIds, readBoard, readSections, takenSlugs, updateBoard } from '#worker/boards/boardData.ts';
import { listUserBoards } from '#worker/boards/boardLists.ts';
import { chooseCover } from '#worker/boards/cover.ts';
import { actingAs } from '#worker/business/actingFor.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { namedUser } from '#worker/users/lookup.ts';
import { ownBoard, visibleBoard } from './access.ts';

/** Creates a board with a name unique among the owner's slugs; 400 on a bad name. */
async function createBoard(db: D1Database, ownerId: UserId, name: string, description: string, boardPrivacy: (typeof BOARD_PRIVACIES)[number]) {
  const problem = boardNameProblem(name) ?? boardDescriptionProblem(description);
  if (problem) throw invalid(problem);
  const slug = uniqueSlug(slugify(name), await takenSlugs(db, ownerId));
  const id = await insertBoard(db, ownerId, { name: name.trim(), slug, description, privacy: boardPrivacy });
  if (id === null) throw new ApiError('conflict', 'A board with this name was just created. Please try again.');
  return id;
}

export const BoardResource = implement(api.BoardResource, {
  create: async (c, o, me) => {
    // The board's owner: the member, or the business account they manage named by orbac_subject_id.
    const owner = await actingAs(c, me, o.orbac_subject_id);
    if (
      (o.user_id !== undefined && o.user_id !== formatId(owner.id))
      || (o.username !== undefined && o.username.toLowerCase() !== owner.username?.toLowerCase())
    ) {
      throw new ApiError('forbidden', 'You can only create boards for yourself.');
    }
    let id: BoardId;
    if (o.layout === 'quick_saves') {
      if (!o.return_existing) {
        const existing = await c.env.DB.prepare(`SELECT 1 AS x FROM boards WHERE owner_id = ? AND layout = 'quick_saves'`).bind(owner.id).first();
        if (existing) throw new ApiError('conflict', `You already have a ${QUICK_SAVES_BOARD_NAME} board.`);
      }
      id = await ensureQuickSaves(c.env.DB, owner.id);
    } else {
      id = await createBoard(c.env.DB, owner.id, o.name, o.description, o.protected ? 'protected' : o.privacy);
    }
    // Read as its owner: a secret board made for a business account is theirs to see.
    const board = await readBoard(c.env.DB, id, owner.id);
    if (!board) throw new ApiError('not_found', 'This board does not exist.');
    return { data: board, status: 201 };
  },
  get: async (c, o) => {
    const board = await visibleBoard(c, o.board_id);
    return { data: { ...board, sections: await readSections(c.env.DB, o.board_id, board) } };
  },
  update: async (c, o) => {
    const board = await ownBoard(c, o.board_id);
    const problem = (o.name !== undefined ? boardNameProblem(o.name) : null) ?? (o.description !== undefined ? boardDescriptionProblem(o.description) : null);
    if (problem) throw invalid(problem);
    if (board.layout === 'quick_saves' && (o.name !== undefined || o.privacy !== undefined)) {
      throw invalid('The Profile board cannot be renamed or made secret.');
    }
    let slug: string | undefined;
    if (o.name !== undefined && o.name.trim() !== board.name) {
      const taken = await takenSlugs(c.env.DB, issuedId<'user'>(board.owner.entityId));
      taken.delete(board.slug);
      slug = uniqueSlug(slugify(o.name), taken);
    }
    const updated = await updateBoard(c.env.DB, o.board_id, {
      name: o.name?.trim(),
      slug,
      description: o.description,
      privacy: o.privacy,
      archived: o.archived,
      sensitive: o.sensitive,
    });
    if (updated === 'conflict') throw new ApiError('conflict', 'A board with this name already exists.');
    const coverChanged = o.cover_pin_id !== undefined && (await chooseCover(c.env.DB, o.board_id, o.cover_pin_id));
    // Its name, description, cover, privacy, screen or archiving: all shown on public pages (the board's, its owner's)
    // unless the board was and stays secret, or no field differs from what was stored.
    const changed = updated === 'changed' || coverChanged;
    const pinIds = changed ? await newestBoardPinIds(c.env.DB, o.board_id, BOT_PURGE_BOARD_PINS) : [];
    await publicViewChanged(c, { page: board.url, pins: pinIds, boardPrivacy: [board.privacy, o.privacy ?? board.privacy], changed });
    return { data: await visibleBoard(c, o.board_id) };
  },
  delete: async (c, o) => {
    const board = await ownBoard(c, o.board_id);
    const pinIds = await deleteBoard(c.env.DB, o.board_id);
    await publicViewChanged(c, { page: board.url, pins: pinIds, boardPrivacy: [board.privacy, board.privacy] });
    return { data: { deleted: board.entityId } };
  },
});

export const BoardsResource = implement(api.BoardsResource, {
  get: async (c, o) => {
    const viewerId = viewerUserId(c.var.viewer);
    const owner = await namedUser(c, o);
    if (o.view_filter === 'COLORS' && !o.color) throw invalid('Choose a colour to see the boards of that colour.');
    if (o.view_filter === 'INTERESTS' && !o.interest_id) throw invalid('Choose a topic to see the boards about it.');
    const offset = readBookmark('boards', o.bookmark)?.o ?? 0;
    const { boards, more } = await listUserBoards(c.env.DB, owner.id, viewerId, {
      privacyFilter: o.privacy_filter,
      sort: o.sort,
      groupBy: o.group_by,
      includeArchived: o.include_archived,
      filterStories: o.filter_stories,
      filterAllPins: o.filter_all_pins,
      filterShoppingList: o.filter_shopping_list,
      profileFilter: o.filter,
      viewFilter: o.view_filter,
      color: o.color,
      interestId: o.interest_id,
      offset,
      pageSize: o.page_size,
    });
    return { data: boards, bookmark: more ? writeBookmark('boards', { o: offset + boards.length }) : null };
  },
});
