// Board sections (BoardSectionResource, BoardSectionsResource), the board's pins
// (BoardFeedResource) and following boards (BoardFollowResource; also PUT/DELETE /v3/boards/{id}/follow/).
import * as v from 'valibot';
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { boardNameProblem, slugify, uniqueSlug } from '#shared/boards/rules.ts';
import {
  deleteSection, insertSectionStatement, readSection, readSections, renameSection, sectionSlugs, setBoardFollow,
} from '#worker/boards/boardData.ts';
import { readBoardPins } from '#worker/saves/saveData.ts';
import { beforeFromBookmark, encodeBookmark } from '#worker/api/bookmarks.ts';
import { signPinPage, type PinFeedEnv } from '#worker/offsite/sign.ts';
import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { BoardId, ownBoard, visibleBoard } from './access.ts';
import { ResourceFailure } from '../api/envelope.ts';
import { verb, type ResourceDefinition } from '../api/registry.ts';
import { requireUser } from '../api/guards.ts';

const SectionId = v.pipe(v.string('section_id must be a string of digits'), v.regex(/^\d{1,18}$/, 'section_id must be a string of digits'));
const sectionName = v.pipe(v.string('name must be a string'), v.maxLength(200));

/** A section of a board the viewer owns; 404 when either is missing or hidden. */
async function ownSection(c: Context<AppEnv>, sectionId: string) {
  const section = await readSection(c.env.DB, Number(sectionId));
  if (!section) throw new ResourceFailure(404, 'not_found', 'This section does not exist.');
  const board = await ownBoard(c, String(section.boardId));
  return { section, board };
}

export const BoardSectionResource: ResourceDefinition = {
  name: 'BoardSectionResource',
  create: verb(v.object({ board_id: BoardId, name: sectionName }), async (c, o) => {
    requireUser(c);
    const board = await ownBoard(c, o.board_id);
    const problem = boardNameProblem(o.name);
    if (problem) throw new ResourceFailure(400, 'invalid_input', problem.replace('board', 'section').replace('Board', 'Section'));
    const slug = uniqueSlug(slugify(o.name), await sectionSlugs(c.env.DB, Number(board.entityId)));
    const row = await insertSectionStatement(c.env.DB, Number(board.entityId), o.name.trim(), slug).first<{ id: number }>();
    const sections = await readSections(c.env.DB, board);
    return { data: sections.find((s) => s.entityId === String(row!.id)), status: 201 };
  }),
  update: verb(v.object({ section_id: SectionId, name: sectionName }), async (c, o) => {
    requireUser(c);
    const { section, board } = await ownSection(c, o.section_id);
    const problem = boardNameProblem(o.name);
    if (problem) throw new ResourceFailure(400, 'invalid_input', problem.replace('board', 'section').replace('Board', 'Section'));
    const taken = await sectionSlugs(c.env.DB, section.boardId);
    taken.delete(section.slug);
    await renameSection(c.env.DB, section.id, o.name.trim(), uniqueSlug(slugify(o.name), taken));
    return { data: (await readSections(c.env.DB, board)).find((s) => s.entityId === o.section_id) };
  }),
  delete: verb(v.object({ section_id: SectionId }), async (c, o) => {
    requireUser(c);
    const { section } = await ownSection(c, o.section_id);
    await deleteSection(c.env.DB, section.id);
    return { data: { deleted: o.section_id } };
  }),
};

export const BoardSectionsResource: ResourceDefinition = {
  name: 'BoardSectionsResource',
  get: verb(v.object({ board_id: BoardId }), async (c, o) => ({ data: await readSections(c.env.DB, await visibleBoard(c, o.board_id)) })),
};

export const BoardFeedResource: ResourceDefinition = {
  name: 'BoardFeedResource',
  get: verb(
    v.object({
      board_id: BoardId,
      section_id: v.optional(v.nullable(SectionId)),
      bookmark: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(512)))),
      page_size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), FEED_PAGE_SIZE),
    }),
    async (c, o) => {
      const board = await visibleBoard(c, o.board_id);
      if (o.section_id) {
        const section = await readSection(c.env.DB, Number(o.section_id));
        if (!section || String(section.boardId) !== board.entityId) throw new ResourceFailure(404, 'not_found', 'This section does not exist.');
      }
      return boardFeedPage(c.env, board.entityId, o.section_id ?? null, o.bookmark ?? null, o.page_size, c.var.viewer);
    },
  ),
};

/** One page of a board's pins by bookmark; shared by BoardFeedResource and the board page. */
export async function boardFeedPage(env: PinFeedEnv, boardId: string, sectionId: string | null, bookmark: string | null, pageSize: number, viewer: { isBot: boolean; id: string | null }) {
  const before = beforeFromBookmark(bookmark, 'board');
  const page = await readBoardPins(env.DB, Number(boardId), sectionId === null ? null : Number(sectionId), before, pageSize, { forBot: viewer.isBot, viewerId: viewer.id });
  const signed = await signPinPage(env, page);
  return { data: signed.pins, bookmark: page.next === null ? null : encodeBookmark({ f: 'board', before: page.next }) };
}

/** Follows or unfollows a board the viewer can see (not their own). */
export async function followBoard(c: Context<AppEnv>, boardId: string, follow: boolean) {
  const me = requireUser(c);
  const board = await visibleBoard(c, boardId);
  if (board.isOwner) throw new ResourceFailure(400, 'invalid_input', 'You cannot follow your own board.');
  await setBoardFollow(c.env.DB, me, Number(board.entityId), follow);
  const after = await visibleBoard(c, boardId);
  return { followedByMe: after.followedByMe, followerCount: after.followerCount };
}

export const BoardFollowResource: ResourceDefinition = {
  name: 'BoardFollowResource',
  create: verb(v.object({ board_id: BoardId }), async (c, o) => ({ data: await followBoard(c, o.board_id, true) })),
  delete: verb(v.object({ board_id: BoardId }), async (c, o) => ({ data: await followBoard(c, o.board_id, false) })),
};
