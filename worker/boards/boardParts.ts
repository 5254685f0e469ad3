// Board sections (BoardSectionResource, BoardSectionsResource), the board's pins
// (BoardFeedResource) and following boards (BoardFollowResource; also PUT/DELETE /v3/boards/{id}/follow/).

import type { Context } from 'hono';
import * as api from '#shared/api/boards.ts';
import { boardNameProblem, slugify, uniqueSlug } from '#shared/boards/rules.ts';
import { type BoardId, formatId, issuedId, type SectionId, type UserId } from '#shared/ids.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { deleteSection, insertSectionStatement, readSection, readSections, renameSection, sectionSlugs, setBoardFollow } from '#worker/boards/boardData.ts';
import type { AppEnv } from '#worker/env.ts';
import { boardFeedPage } from '#worker/feed/pinFeeds.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { refuseIfBlocked } from '#worker/users/blocks.ts';
import { ownBoard, visibleBoard } from './access.ts';

/** A section of a board the viewer owns; 404 when either is missing or hidden. */
async function ownSection(c: Context<AppEnv>, sectionId: SectionId) {
  const section = await readSection(c.env.DB, sectionId);
  if (!section) throw new ApiError('not_found', 'This section does not exist.');
  const board = await ownBoard(c, section.boardId);
  return { section, board };
}

export const BoardSectionResource = implement(api.BoardSectionResource, {
  create: async (c, o) => {
    const board = await ownBoard(c, o.board_id);
    const problem = boardNameProblem(o.name);
    if (problem) throw new ApiError('invalid', problem.replace('board', 'section').replace('Board', 'Section'));
    const slug = uniqueSlug(slugify(o.name), await sectionSlugs(c.env.DB, o.board_id));
    const row = await insertSectionStatement(c.env.DB, o.board_id, o.name.trim(), slug).first<{ id: SectionId }>();
    const sections = await readSections(c.env.DB, o.board_id, board);
    const created = row ? sections.find((s) => s.entityId === formatId(row.id)) : undefined;
    if (!created) throw new ApiError('conflict', 'This section was just changed. Please try again.');
    await publicViewChanged(c, { page: board.url, boardPrivacy: [board.privacy, board.privacy] });
    return { data: created, status: 201 };
  },
  update: async (c, o) => {
    const { section, board } = await ownSection(c, o.section_id);
    const problem = boardNameProblem(o.name);
    if (problem) throw new ApiError('invalid', problem.replace('board', 'section').replace('Board', 'Section'));
    const taken = await sectionSlugs(c.env.DB, section.boardId);
    taken.delete(section.slug);
    const changed = await renameSection(c.env.DB, section.id, o.name.trim(), uniqueSlug(slugify(o.name), taken));
    await publicViewChanged(c, { boardPrivacy: [board.privacy, board.privacy], changed });
    const renamed = (await readSections(c.env.DB, section.boardId, board)).find((s) => s.entityId === formatId(o.section_id));
    if (!renamed) throw new ApiError('not_found', 'This section does not exist.');
    return { data: renamed };
  },
  delete: async (c, o) => {
    const { section, board } = await ownSection(c, o.section_id);
    const changed = await deleteSection(c.env.DB, section.id);
    await publicViewChanged(c, { boardPrivacy: [board.privacy, board.privacy], changed });
    return { data: { deleted: formatId(o.section_id) } };
  },
});

export const BoardSectionsResource = implement(api.BoardSectionsResource, {
  get: async (c, o) => ({ data: await readSections(c.env.DB, o.board_id, await visibleBoard(c, o.board_id)) }),
});

export const BoardFeedResource = implement(api.BoardFeedResource, {
  get: async (c, o) => {
    await visibleBoard(c, o.board_id);
    if (o.section_id) {
      const section = await readSection(c.env.DB, o.section_id);
      if (!section || section.boardId !== o.board_id) throw new ApiError('not_found', 'This section does not exist.');
    }
    const page = await boardFeedPage(c.env, c.var.viewer, { boardId: o.board_id, sectionId: o.section_id ?? null }, o.bookmark ?? null, o.page_size);
    return { data: page.pins, bookmark: page.bookmark };
  },
});

/** Follows or unfollows a board the viewer can see (not their own). */
export async function followBoard(c: Context<AppEnv>, me: UserId, boardId: BoardId, follow: boolean) {
  const board = await visibleBoard(c, boardId);
  if (board.isOwner) throw new ApiError('invalid', 'You cannot follow your own board.');
  if (follow) await refuseIfBlocked(c.env.DB, me, issuedId<'user'>(board.owner.entityId));
  await setBoardFollow(c.env.DB, me, boardId, follow);
  const after = await visibleBoard(c, boardId);
  return { followedByMe: Boolean(after.followedByMe), followerCount: after.followerCount };
}

export const BoardFollowResource = implement(api.BoardFollowResource, {
  create: async (c, o, me) => ({ data: await followBoard(c, me, o.board_id, true) }),
  delete: async (c, o, me) => ({ data: await followBoard(c, me, o.board_id, false) }),
});
