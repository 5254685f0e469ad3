// BulkEditResource: on a board the viewer owns, move, copy or delete selected pins, or put them
// into a new section (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 bulk actions); BulkEditSelectAllResource does the
// same to every live pin of the board (or section) but the ones kept out, not only the pins a page has loaded.
// Every action is one batch with exact counts.

import type { Context } from 'hono';
import * as api from '#shared/api/boards.ts';
import { boardNameProblem, slugify, uniqueSlug } from '#shared/boards/rules.ts';
import { type BoardId, formatId, type PinId, type SectionId, type UserId } from '#shared/ids.ts';
import type { BoardDetail } from '#shared/types.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { insertSectionStatement, recountBoard, sectionSlugs } from '#worker/boards/boardData.ts';
import type { AppEnv } from '#worker/env.ts';
import { spendPinsAdded } from '#worker/middleware/pinsAdded.ts';
import { allPinsBut, deletePins, IDS, moveOrCopyPins, setPinsSection } from '#worker/save/saveData.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { ownBoard, saveableBoard, sectionOnBoard } from './access.ts';

/** What bulkUpdate reads of either resource's options. */
type BulkUpdate =
  | { action: 'bulkMove' | 'bulkCopy'; board_id: BoardId; target_board_id: BoardId; target_section_id?: SectionId | null }
  | { action: 'bulkCreateSection'; board_id: BoardId; section_name: string };

/** Moves, copies or puts into a new section `pinIds` of the owner's `board`, answering what changed: each shows on public pages. */
async function bulkUpdate(c: Context<AppEnv>, o: BulkUpdate, me: UserId, board: BoardDetail, pinIds: PinId[]): Promise<api.BulkUpdateResult> {
  const result = await bulkWrite(c, o, me, board, pinIds);
  // The pins' board before, and a move's or copy's target (a copy's new pins are not among pinIds).
  const boards = o.action === 'bulkCreateSection' ? [o.board_id] : [o.board_id, o.target_board_id];
  if (result.changed) await publicViewChanged(c, { pins: pinIds, boards });
  return result;
}

async function bulkWrite(c: Context<AppEnv>, o: BulkUpdate, me: UserId, board: BoardDetail, pinIds: PinId[]): Promise<api.BulkUpdateResult> {
  const boardId = o.board_id;
  if (o.action === 'bulkCreateSection') {
    const problem = boardNameProblem(o.section_name);
    if (problem) throw new ApiError('invalid', problem.replace('board', 'section').replace('Board', 'Section'));
    const slug = uniqueSlug(slugify(o.section_name), await sectionSlugs(c.env.DB, boardId));
    const [created, moved] = await c.env.DB.batch<{ id: SectionId }>([
      insertSectionStatement(c.env.DB, boardId, o.section_name.trim(), slug),
      c.env.DB.prepare(
        `UPDATE pins SET section_id = (SELECT id FROM board_sections WHERE board_id = ? AND slug = ?)
            WHERE board_id = ? AND deleted_at IS NULL AND id IN ${IDS} RETURNING id`,
      ).bind(boardId, slug, boardId, JSON.stringify(pinIds)),
    ]);
    const sectionId = created.results[0].id;
    // Counted from RETURNING: D1's meta.changes also counts the rows the pins_touch trigger updates.
    return { sectionId: formatId(sectionId), changed: moved.results.length };
  }
  if (o.target_board_id === o.board_id && o.action === 'bulkCopy') throw new ApiError('invalid', 'Pick another board to copy to.');
  const target = await saveableBoard(c, o.target_board_id);
  const named = await sectionOnBoard(c.env.DB, o.target_section_id, o.target_board_id);
  const section = named ? named.id : null;
  if (o.action === 'bulkMove' && target.entityId === board.entityId) {
    const [moved] = await c.env.DB.batch([setPinsSection(c.env.DB, boardId, pinIds, section), recountBoard(c.env.DB, boardId)]);
    return { changed: moved.results.length };
  }
  // A copy adds a row for every pin it names (a move adds none).
  if (o.action === 'bulkCopy') await spendPinsAdded(c, pinIds.length);
  const written = await moveOrCopyPins(c.env.DB, me, boardId, pinIds, o.target_board_id, section, o.action === 'bulkCopy');
  // A move names the pins that left this board (one already on the target stays); a copy only counts.
  return { changed: written.length, ...(o.action === 'bulkMove' ? { moved: written.map(formatId) } : {}) };
}

export const BulkEditResource = implement(api.BulkEditResource, {
  update: async (c, o, me) => {
    const board = await ownBoard(c, o.board_id);
    return { data: await bulkUpdate(c, o, me, board, [...new Set(o.pin_ids)]) };
  },
  delete: async (c, o) => {
    await ownBoard(c, o.board_id);
    const pinIds = [...new Set(o.pin_ids)];
    const deleted = await deletePins(c.env.DB, o.board_id, pinIds);
    if (deleted) await publicViewChanged(c, { pins: pinIds, boards: [o.board_id] });
    return { data: { deleted } };
  },
});

/** Select all: every live pin of the board (or section) but the kept ones, moved, copied, put into a section or deleted. */
export const BulkEditSelectAllResource = implement(api.BulkEditSelectAllResource, {
  update: async (c, o, me) => {
    const board = await ownBoard(c, o.board_id);
    const section = await sectionOnBoard(c.env.DB, o.section_id, o.board_id);
    const pinIds = await allPinsBut(c.env.DB, o.board_id, section ? section.id : null, o.pin_ids);
    if (!pinIds.length) throw new ApiError('invalid', 'Select at least one pin.');
    return { data: await bulkUpdate(c, o, me, board, pinIds) };
  },
  delete: async (c, o) => {
    await ownBoard(c, o.board_id);
    const boardId = o.board_id;
    const section = await sectionOnBoard(c.env.DB, o.section_id, o.board_id);
    const kept = JSON.stringify([...new Set(o.pin_ids)]);
    const [deleted] = await c.env.DB.batch<{ id: PinId }>([
      c.env.DB.prepare(
        `DELETE FROM pins WHERE board_id = ?1 AND deleted_at IS NULL AND (?2 IS NULL OR section_id = ?2)
            AND id NOT IN (SELECT value FROM json_each(?3)) RETURNING id`,
      ).bind(boardId, section ? section.id : null, kept),
      recountBoard(c.env.DB, boardId),
    ]);
    const ids = deleted.results.map((r) => r.id);
    if (ids.length) await publicViewChanged(c, { pins: ids, boards: [boardId] });
    return { data: { deleted: ids.length } };
  },
});
