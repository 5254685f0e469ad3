// RepinResource: save a pin to a board (or to the profile's quick-saves board), idempotent per
// board, answering the new pin id and its board (spec 000 §4, §7); delete a saved pin.
import * as v from 'valibot';
import type { SaveResult } from '#shared/types.ts';
import { ensureQuickSaves, readBoard, readSection } from '#worker/boards/boardData.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { deletePins, moveOrCopyPins, readSaveSource, readSavedPin, readViewerSaves, savePinToBoard } from '#worker/saves/saveData.ts';
import { purgeBotPin } from '#worker/seo/botPageCache.ts';
import { PinId } from '../feeds/feedResources.ts';
import { BoardId, saveableBoard } from '../boards/access.ts';
import { ResourceFailure } from '../api/envelope.ts';
import { verb, type ResourceDefinition } from '../api/registry.ts';
import { requireUser } from '../api/guards.ts';

const SectionId = v.pipe(v.string('section must be a string of digits'), v.regex(/^\d{1,18}$/, 'section must be a string of digits'));

export const RepinResource: ResourceDefinition = {
  name: 'RepinResource',
  /** Where the viewer has saved this pin (empty when nowhere). */
  get: verb(v.object({ pin_id: PinId }), async (c, o) => {
    const me = requireUser(c);
    const source = await readSaveSource(c.env.DB, Number(o.pin_id));
    if (!source) throw new ResourceFailure(404, 'not_found', 'This pin does not exist or was removed.');
    return { data: await readViewerSaves(c.env.DB, me, source.rootId) };
  }),
  create: verb(
    v.object({
      pin_id: PinId,
      board_id: v.optional(v.nullable(BoardId)),
      section: v.optional(v.nullable(SectionId)),
      user_id: v.optional(v.string()),
      clientTrackingParams: v.optional(v.string()),
      disable_event_log_info: v.optional(v.boolean()),
      eventContext: v.optional(v.unknown()),
    }),
    async (c, o) => {
      const me = requireUser(c);
      if (o.user_id !== undefined && o.user_id !== String(me)) throw new ResourceFailure(403, 'forbidden', 'You can only save for yourself.');
      const visible = await readPin(c.env.DB, o.pin_id, c.var.viewer.id, { forBot: false });
      const source = visible.status === 'found' ? await readSaveSource(c.env.DB, Number(o.pin_id)) : null;
      if (!source) throw new ResourceFailure(404, 'not_found', 'This pin does not exist or was removed.');
      const board = o.board_id ? await saveableBoard(c, o.board_id) : await readBoard(c.env.DB, await ensureQuickSaves(c.env.DB, me), c.var.viewer.id);
      let section: SaveResult['section'] = null;
      if (o.section) {
        const found = await readSection(c.env.DB, Number(o.section));
        if (!found || String(found.boardId) !== board!.entityId) throw new ResourceFailure(400, 'invalid_input', 'That section is not on this board.');
        section = { id: String(found.id), name: found.name };
      }
      const saved = await savePinToBoard(c.env.DB, me, source.rootId, Number(board!.entityId), section ? Number(section.id) : null);
      const data: SaveResult = {
        id: String(saved.id),
        originalPinId: o.pin_id,
        created: saved.created,
        board: { id: board!.entityId, url: board!.url, name: board!.name, layout: board!.layout },
        section,
      };
      return { data, status: saved.created ? 201 : 200 };
    },
  ),
  /** Moves the viewer's saved pin to another board (and section) they may save to (the toast's Change). */
  update: verb(v.object({ id: PinId, board_id: v.optional(v.nullable(BoardId)), section: v.optional(v.nullable(SectionId)) }), async (c, o) => {
    const me = requireUser(c);
    const saved = await readSavedPin(c.env.DB, Number(o.id));
    if (!saved || saved.boardId === null) throw new ResourceFailure(404, 'not_found', 'This saved pin does not exist.');
    if (saved.pinnerId !== me) throw new ResourceFailure(403, 'forbidden', 'You can only move your own pins.');
    const board = o.board_id ? await saveableBoard(c, o.board_id) : (await readBoard(c.env.DB, await ensureQuickSaves(c.env.DB, me), c.var.viewer.id))!;
    let section: SaveResult['section'] = null;
    if (o.section) {
      const found = await readSection(c.env.DB, Number(o.section));
      if (!found || String(found.boardId) !== board.entityId) throw new ResourceFailure(400, 'invalid_input', 'That section is not on this board.');
      section = { id: String(found.id), name: found.name };
    }
    const changed = await moveOrCopyPins(c.env.DB, me, saved.boardId, [Number(o.id)], Number(board.entityId), section ? Number(section.id) : null, false);
    if (!changed) throw new ResourceFailure(409, 'already_saved', `This Pin is already saved to ${board.name}.`);
    await purgeBotPin(new URL(c.req.url).origin, o.id);
    const data: SaveResult = {
      id: o.id, originalPinId: o.id, created: false,
      board: { id: board.entityId, url: board.url, name: board.name, layout: board.layout }, section,
    };
    return { data };
  }),
  /** Deletes a saved pin: the viewer's own pin, or any pin on a board the viewer owns. */
  delete: verb(v.object({ id: PinId, board_id: v.optional(BoardId) }), async (c, o) => {
    const me = requireUser(c);
    const saved = await readSavedPin(c.env.DB, Number(o.id));
    if (!saved || saved.boardId === null || (o.board_id !== undefined && String(saved.boardId) !== o.board_id)) {
      throw new ResourceFailure(404, 'not_found', 'This saved pin does not exist.');
    }
    if (saved.pinnerId !== me && saved.boardOwnerId !== me) throw new ResourceFailure(403, 'forbidden', 'You can only delete your own pins.');
    await deletePins(c.env.DB, saved.boardId, [Number(o.id)]);
    await purgeBotPin(new URL(c.req.url).origin, o.id);
    return { data: { deleted: o.id } };
  }),
};
