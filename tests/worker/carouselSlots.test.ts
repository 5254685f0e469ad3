// carousel_slots (migrations/0065_carousel_slots.sql) never stands in the way of a deletion: a carousel's creator deletes
// their board, or the pin, after members saved it, through the real resources. Deleting the original sets each save's
// origin_pin_id to NULL, and carousel_slots' triggers run for every save in that one statement.
import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import { call, signUp } from './accountHelpers.ts';

/** A member's own carousel on a new public board of theirs, with slot ids of its own from `base` (a carousel as the seed
 * writes one; members' pins are image or story, so the row is written as the seed writes it). */
async function ownCarousel(name: string, base: number) {
  const seeded = await env.DB.prepare(
    `SELECT data, image_signature FROM pins WHERE kind = 'carousel' AND origin_pin_id IS NULL AND deleted_at IS NULL LIMIT 1`,
  ).first<{ data: string; image_signature: string }>();
  const owner = await signUp(name);
  const board = await call<{ entityId: string }>('BoardResource', 'create', { name: `Carousels of ${name}`, privacy: 'public' }, owner.cookie);
  const data = JSON.parse(seeded!.data) as { carouselData: { slots: { slotId: string }[] } };
  data.carouselData.slots.forEach((s, i) => {
    s.slotId = String(base + i);
  });
  const ownerId = (await env.DB.prepare('SELECT owner_id FROM boards WHERE id = ?').bind(Number(board.data.entityId)).first<{ owner_id: number }>())!.owner_id;
  const pin = await env.DB.prepare(
    `INSERT INTO pins (id, pinner_id, creator_id, board_id, kind, title, description, alt_text, image_signature, data, created_at, updated_at)
     VALUES ((SELECT max(id) + 1 FROM pins), ?1, ?1, ?2, 'carousel', 'Mine', '', '', ?3, ?4, ?5, ?5) RETURNING id`,
  )
    .bind(ownerId, Number(board.data.entityId), seeded!.image_signature, JSON.stringify(data), Date.now())
    .first<{ id: number }>();
  return { owner, boardId: board.data.entityId, pinId: pin!.id };
}

/** A new member saves the pin to a new public board of theirs, through RepinResource; the save's pin id. */
async function savedBy(name: string, pinId: number): Promise<number> {
  const saver = await signUp(name);
  const board = await call<{ entityId: string }>('BoardResource', 'create', { name: `Saved by ${name}`, privacy: 'public' }, saver.cookie);
  const save = await call<{ id: string }>('RepinResource', 'create', { pin_id: String(pinId), board_id: board.data.entityId }, saver.cookie);
  expect(save.status).toBeLessThan(300);
  return Number(save.data.id);
}

/** How many rows the pin has left. */
async function rowsOf(pinId: number): Promise<number | undefined> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM pins WHERE id = ?').bind(pinId).first<{ n: number }>())?.n;
}

it('deleting a board whose carousel two members saved answers 200 and deletes it (security: deleted means deleted)', { timeout: 120_000 }, async () => {
  const { owner, boardId, pinId } = await ownCarousel('s59own', 930_000_000_000 + Math.floor(Math.random() * 1e9));
  // Two saves of one original.
  await savedBy('s59sav', pinId);
  await savedBy('s59two', pinId);
  const deleted = await call('BoardResource', 'delete', { board_id: boardId }, owner.cookie);
  expect(deleted.status).toBe(200);
  expect(await rowsOf(pinId)).toBe(0);
});

it('after its board is deleted, the one save of a carousel holds its slots, so its slot impressions still count (security: deleted means deleted)', {
  timeout: 120_000,
}, async () => {
  const base = 950_000_000_000 + Math.floor(Math.random() * 1e9);
  const { owner, boardId, pinId } = await ownCarousel('s59on1', base);
  const save = await savedBy('s59sv1', pinId);
  expect((await call('BoardResource', 'delete', { board_id: boardId }, owner.cookie)).status).toBe(200);
  const savedRow = await env.DB.prepare('SELECT kind, origin_pin_id FROM pins WHERE id = ?').bind(save).first();
  expect(savedRow).toEqual({ kind: 'carousel', origin_pin_id: null });
  const slots = await env.DB.prepare('SELECT slot_id, pin_id FROM carousel_slots WHERE slot_id IN (?1, ?2)')
    .bind(String(base), String(base + 1))
    .all();
  expect(slots.results.every((r) => r.pin_id === save)).toBe(true);
  expect(slots.results.length).toBe(2);
});

it('bulk deleting a carousel two members saved answers 200 and deletes it (security: deleted means deleted)', { timeout: 120_000 }, async () => {
  const { owner, boardId, pinId } = await ownCarousel('s59bk', 960_000_000_000 + Math.floor(Math.random() * 1e9));
  await savedBy('s59bk1', pinId);
  await savedBy('s59bk2', pinId);
  const deleted = await call('BulkEditSelectAllResource', 'delete', { board_id: boardId, pin_ids: [] }, owner.cookie);
  expect(deleted.status).toBe(200);
  expect(await rowsOf(pinId)).toBe(0);
});
