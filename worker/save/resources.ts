// RepinResource: save a pin to a board (or to the profile's quick-saves board), idempotent per
// board, answering the new pin id and its board (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7); delete a saved pin.

import * as api from '#shared/api/save.ts';
import { formatId, type PinId } from '#shared/ids.ts';
import { alreadyThereText } from '#shared/save/alreadyThere.ts';
import { savedToBoard } from '#shared/save/savedTo.ts';
import type { SaveResult } from '#shared/types.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { saveableBoard, sectionOnBoard, visibleBoard } from '#worker/boards/access.ts';
import { ensureQuickSaves } from '#worker/boards/boardData.ts';
import { spendPinsAdded } from '#worker/middleware/pinsAdded.ts';
import {
  type AdSave,
  deletePins,
  moveOrCopyPins,
  readSavedPin,
  readSaveSource,
  readViewerSaves,
  type SaveSource,
  savePinToBoard,
} from '#worker/save/saveData.ts';
import { saveFormDetour } from '#worker/save/saveForm.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { refuseIfBlockedIn } from '#worker/users/blocks.ts';

/**
 * The ad save a save records (docs/rules/pin-card.md#calls-spec-000-7): with clientTrackingParams, the pin saved must be an
 * ad whose card carries those very trackingParams; anything else is refused before anything is written.
 */
function adSaveOf(source: SaveSource, pinId: PinId, clientTrackingParams: string | undefined): AdSave | null {
  if (clientTrackingParams === undefined) return null;
  if (!source.ad || source.ad.trackingParams !== clientTrackingParams) {
    throw new ApiError('invalid', 'clientTrackingParams are not the tracking params of this Pin.');
  }
  return { promotedPinId: pinId, campaignId: source.ad.campaignId, trackingParams: clientTrackingParams };
}

export const RepinResource = implement(
  api.RepinResource,
  {
    /** Where the viewer has saved this pin (empty when nowhere); 404 for a pin they may not see. */
    get: async (c, o, me) => {
      const source = await readSaveSource(c.env.DB, o.pin_id, me);
      if (!source) throw new ApiError('not_found', 'This pin does not exist or was removed.');
      return { data: await readViewerSaves(c.env.DB, me, source.rootId) };
    },
    create: async (c, o, me) => {
      if (o.user_id !== undefined && o.user_id !== me) throw new ApiError('forbidden', 'You can only save for yourself.');
      const source = await readSaveSource(c.env.DB, o.pin_id, me);
      if (!source) throw new ApiError('not_found', 'This pin does not exist or was removed.');
      const ad = adSaveOf(source, o.pin_id, o.clientTrackingParams);
      // The day's pin rows before anything is written (a first save to Profile makes the Quick saves board).
      await spendPinsAdded(c, 1);
      const boardId = o.board_id ?? (await ensureQuickSaves(c.env.DB, me));
      const board = o.board_id ? await saveableBoard(c, boardId) : await visibleBoard(c, boardId);
      const asked = await sectionOnBoard(c.env.DB, o.section, boardId);
      const saved = await savePinToBoard(c.env.DB, me, source.rootId, boardId, asked ? asked.id : null, ad);
      // The section the save is really in (an existing save is moved to the one asked for): the answer describes what is true.
      const section = asked && asked.id === saved.sectionId ? asked : await sectionOnBoard(c.env.DB, saved.sectionId, boardId);
      const data: SaveResult = {
        id: formatId(saved.id),
        originalPinId: formatId(o.pin_id),
        created: saved.created,
        board: savedToBoard(board),
        section: section && { id: formatId(section.id), name: section.name },
      };
      return { data, status: saved.created ? 201 : 200 };
    },
    /** Moves the viewer's saved pin to another board (and section) they may save to (the toast's Change). */
    update: async (c, o, me) => {
      const saved = await readSavedPin(c.env.DB, o.id, me);
      if (!saved || saved.boardId === null) throw new ApiError('not_found', 'This saved pin does not exist.');
      if (saved.pinnerId !== me) throw new ApiError('forbidden', 'You can only move your own pins.');
      await refuseIfBlockedIn(c.env.DB, me, { pins: [o.id] });
      const boardId = o.board_id ?? (await ensureQuickSaves(c.env.DB, me));
      const board = o.board_id ? await saveableBoard(c, boardId) : await visibleBoard(c, boardId);
      const section = await sectionOnBoard(c.env.DB, o.section, boardId);
      const changed = await moveOrCopyPins(c.env.DB, me, saved.boardId, [o.id], boardId, section ? section.id : null, false);
      // A move to the board and section it is in already changes nothing; another save of the pin there refuses it.
      const stays = saved.boardId === boardId && saved.sectionId === (section ? section.id : null);
      if (!changed.length && !stays) throw new ApiError('conflict', alreadyThereText(1, { board, section }));
      await publicViewChanged(c, { pins: [o.id], boards: [saved.boardId], changed: changed.length > 0 });
      const data: SaveResult = {
        id: formatId(o.id),
        originalPinId: formatId(o.id),
        created: false,
        board: savedToBoard(board),
        section: section && { id: formatId(section.id), name: section.name },
      };
      return { data };
    },
    /** Deletes a saved pin: the viewer's own pin, or any pin on a board the viewer owns. */
    delete: async (c, o, me) => {
      const saved = await readSavedPin(c.env.DB, o.id, me);
      if (!saved || saved.boardId === null || (o.board_id !== undefined && saved.boardId !== o.board_id)) {
        throw new ApiError('not_found', 'This saved pin does not exist.');
      }
      if (saved.pinnerId !== me && saved.boardOwnerId !== me) throw new ApiError('forbidden', 'You can only delete your own pins.');
      await refuseIfBlockedIn(c.env.DB, me, { pins: [o.id] });
      await deletePins(c.env.DB, saved.boardId, [o.id]);
      await publicViewChanged(c, { pins: [o.id], boards: [saved.boardId] });
      return { data: { deleted: formatId(o.id) } };
    },
  },
  { create: saveFormDetour },
);
