// BoardResource (create, get, update, delete; the quick-saves board with return_existing) and
// BoardsResource (a user's boards with the list options of spec 002 §3).
import * as v from 'valibot';
import { BOARD_PAGE_SIZE, QUICK_SAVES_BOARD_NAME } from '#shared/constants.ts';
import {
  BOARD_PRIVACIES, BOARD_PRIVACY_FILTERS, BOARD_SORTS, PROFILE_FILTERS, boardDescriptionProblem, boardNameProblem, slugify, uniqueSlug,
} from '#shared/boards/rules.ts';
import { deleteBoard, ensureQuickSaves, insertBoard, readBoard, readSections, takenSlugs, updateBoard } from '#worker/boards/boardData.ts';
import { listUserBoards } from '#worker/boards/boardLists.ts';
import { readUserById, readUserByUsername } from '#worker/users/userData.ts';
import { decodeBookmark, encodeBookmark } from '#worker/api/bookmarks.ts';
import { BoardId, ownBoard, visibleBoard } from './access.ts';
import { ResourceFailure } from '../api/envelope.ts';
import { verb, type ResourceDefinition } from '../api/registry.ts';
import { requireUser } from '../api/guards.ts';

const invalid = (message: string) => new ResourceFailure(400, 'invalid_input', message);
const privacy = v.picklist(BOARD_PRIVACIES, 'privacy is public, secret or protected');

/** Creates a board with a name unique among the owner's slugs; 400 on a bad name. */
async function createBoard(db: D1Database, ownerId: number, name: string, description: string, boardPrivacy: (typeof BOARD_PRIVACIES)[number]) {
  const problem = boardNameProblem(name) ?? boardDescriptionProblem(description);
  if (problem) throw invalid(problem);
  const slug = uniqueSlug(slugify(name), await takenSlugs(db, ownerId));
  const id = await insertBoard(db, ownerId, { name: name.trim(), slug, description, privacy: boardPrivacy });
  if (id === null) throw new ResourceFailure(409, 'conflict', 'A board with this name was just created. Please try again.');
  return id;
}

export const BoardResource: ResourceDefinition = {
  name: 'BoardResource',
  create: verb(
    v.object({
      name: v.pipe(v.string('name must be a string'), v.maxLength(200)),
      description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
      privacy: v.optional(privacy, 'public'),
      layout: v.optional(v.picklist(['default', 'quick_saves'], 'layout is default or quick_saves'), 'default'),
      protected: v.optional(v.boolean()),
      return_existing: v.optional(v.boolean(), false),
      username: v.optional(v.string()),
      user_id: v.optional(v.string()),
    }),
    async (c, o) => {
      const me = requireUser(c);
      if ((o.user_id !== undefined && o.user_id !== String(me)) || (o.username !== undefined && o.username.toLowerCase() !== c.var.viewer.username?.toLowerCase())) {
        throw new ResourceFailure(403, 'forbidden', 'You can only create boards for yourself.');
      }
      let id: number;
      if (o.layout === 'quick_saves') {
        if (!o.return_existing) {
          const existing = await c.env.DB.prepare(`SELECT 1 AS x FROM boards WHERE owner_id = ? AND layout = 'quick_saves'`).bind(me).first();
          if (existing) throw new ResourceFailure(409, 'exists', `You already have a ${QUICK_SAVES_BOARD_NAME} board.`);
        }
        id = await ensureQuickSaves(c.env.DB, me);
      } else {
        id = await createBoard(c.env.DB, me, o.name, o.description, o.protected ? 'protected' : o.privacy);
      }
      return { data: await readBoard(c.env.DB, id, c.var.viewer.id), status: 201 };
    },
  ),
  get: verb(v.object({ board_id: BoardId, field_set_key: v.optional(v.picklist(['detailed', 'summary'])) }), async (c, o) => {
    const board = await visibleBoard(c, o.board_id);
    return { data: { ...board, sections: await readSections(c.env.DB, board) } };
  }),
  update: verb(
    v.object({
      board_id: BoardId,
      name: v.optional(v.pipe(v.string(), v.maxLength(200))),
      description: v.optional(v.pipe(v.string(), v.maxLength(2000))),
      privacy: v.optional(privacy),
      archived: v.optional(v.boolean()),
    }),
    async (c, o) => {
      const board = await ownBoard(c, o.board_id);
      const problem = (o.name !== undefined ? boardNameProblem(o.name) : null) ?? (o.description !== undefined ? boardDescriptionProblem(o.description) : null);
      if (problem) throw invalid(problem);
      if (board.layout === 'quick_saves' && (o.name !== undefined || o.privacy !== undefined)) {
        throw invalid('The Profile board cannot be renamed or made secret.');
      }
      let slug: string | undefined;
      if (o.name !== undefined && o.name.trim() !== board.name) {
        const taken = await takenSlugs(c.env.DB, Number(board.owner.entityId));
        taken.delete(board.slug);
        slug = uniqueSlug(slugify(o.name), taken);
      }
      const ok = await updateBoard(c.env.DB, Number(board.entityId), {
        name: o.name?.trim(), slug, description: o.description, privacy: o.privacy, archived: o.archived,
      });
      if (!ok) throw new ResourceFailure(409, 'conflict', 'A board with this name already exists.');
      return { data: await readBoard(c.env.DB, Number(board.entityId), c.var.viewer.id) };
    },
  ),
  delete: verb(v.object({ board_id: BoardId }), async (c, o) => {
    requireUser(c);
    const board = await ownBoard(c, o.board_id);
    await deleteBoard(c.env.DB, Number(board.entityId));
    return { data: { deleted: board.entityId } };
  }),
};

export const BoardsResource: ResourceDefinition = {
  name: 'BoardsResource',
  get: verb(
    v.object({
      username: v.optional(v.pipe(v.string(), v.maxLength(30))),
      user_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'user_id must be a string of digits'))),
      privacy_filter: v.optional(v.picklist(BOARD_PRIVACY_FILTERS, 'privacy_filter is all, public, secret or protected'), 'all'),
      sort: v.optional(v.picklist(BOARD_SORTS, `sort is one of ${BOARD_SORTS.join(', ')}`), 'last_pinned_to'),
      page_size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), BOARD_PAGE_SIZE),
      group_by: v.optional(v.picklist(['none', 'visibility'], 'group_by is none or visibility'), 'none'),
      include_archived: v.optional(v.boolean(), true),
      filter_stories: v.optional(v.boolean(), false),
      filter_all_pins: v.optional(v.boolean(), false),
      filter_shopping_list: v.optional(v.boolean(), false),
      filter: v.optional(v.picklist(PROFILE_FILTERS, 'filter is NONE, GROUP, SECRET or ARCHIVED'), 'NONE'),
      bookmark: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(512)))),
    }),
    async (c, o) => {
      const viewerId = c.var.viewer.id;
      const owner = o.user_id ? await readUserById(c.env.DB, Number(o.user_id))
        : o.username ? await readUserByUsername(c.env.DB, o.username)
        : viewerId ? await readUserById(c.env.DB, Number(viewerId)) : null;
      if (!o.user_id && !o.username && !viewerId) throw new ResourceFailure(401, 'unauthorized', 'Please log in to continue.');
      if (!owner) throw new ResourceFailure(404, 'not_found', 'This user does not exist.');
      let offset = 0;
      if (o.bookmark) {
        const decoded = decodeBookmark(o.bookmark);
        if (!decoded || decoded.f !== 'boards' || typeof decoded.o !== 'number' || !Number.isSafeInteger(decoded.o) || decoded.o < 0) {
          throw new ResourceFailure(400, 'invalid_bookmark', 'The bookmark is not valid; start again from the first page.');
        }
        offset = decoded.o;
      }
      const { boards, more } = await listUserBoards(c.env.DB, owner.id, viewerId, {
        privacyFilter: o.privacy_filter, sort: o.sort, groupBy: o.group_by, includeArchived: o.include_archived,
        filterStories: o.filter_stories, filterAllPins: o.filter_all_pins, filterShoppingList: o.filter_shopping_list,
        profileFilter: o.filter, offset, pageSize: o.page_size,
      });
      return { data: boards, bookmark: more ? encodeBookmark({ f: 'boards', o: offset + boards.length }) : null };
    },
  ),
};
