// docs/security.md#rate-limits-exact-and-per-location: carousel-slot impression totals keep their own key space
// (slot_event_totals, by the slot id as text), so nothing keyed by a pin id touches them: a slot id such as 7001 is a number
// a pin id can equal. They go only with the carousel that holds the slot.
import { listDurableObjectIds, runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, expect, it } from 'vitest';
import { EVENT_TYPES } from '#shared/constants.ts';
import { call, signUp } from '../accountHelpers.ts';
import { ORIGIN, request } from '../helpers.ts';
import { freshPurgeWindow } from '../purgeWindow.ts';
import { boardOf, save } from './savingHelpers.ts';

// Each test deletes a board: its purge goes out at once, not at the end of the window the test before opened.
beforeEach(freshPurgeWindow);

const rollUp = async () => {
  for (const id of await listDurableObjectIds(env.IMPRESSIONS)) await runDurableObjectAlarm(env.IMPRESSIONS.get(id));
};

/** Sends one carousel-slot impression as a signed-out visitor, then (unless told not to) rolls the counters up into D1. */
async function slotSeen(slotId: string, rolled = true) {
  const response = await request('/v3/events/', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': `2001:db8:6060:${Math.floor(Math.random() * 0xffff).toString(16)}::1` },
    body: JSON.stringify({
      batch_id: `slot-${slotId}-${crypto.randomUUID()}`,
      events: [{ event_type: EVENT_TYPES.carouselSlotImpression, object_id_str: slotId, time: Date.now() }],
    }),
  });
  expect(response.status).toBe(202);
  await response.arrayBuffer();
  if (rolled) await rollUp();
}

const slotTotal = async (slotId: string) =>
  (await env.DB.prepare('SELECT coalesce(sum(count), 0) AS n FROM slot_event_totals WHERE slot_id = ?').bind(slotId).first<{ n: number }>())?.n ?? 0;

/** A member's public board and the owner's user id. */
async function memberBoard(prefix: string) {
  const me = await signUp(prefix);
  const board = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Numbers', privacy: 'public' }, me.cookie);
  expect(board.status).toBe(201);
  return { me, boardId: Number(board.data.entityId), ownerId: Number(me.id) };
}

/** Inserts, as set-up, a pin of `kind` with this id and data on the board (the large seed holds such pins). */
async function pinAt(id: number, board: { boardId: number; ownerId: number }, kind: string, data: string) {
  const img = await env.DB.prepare(`SELECT image_signature FROM pins WHERE kind = 'image' LIMIT 1`).first<{ image_signature: string }>();
  await env.DB.prepare(
    `INSERT INTO pins (id, pinner_id, creator_id, board_id, kind, title, description, alt_text, image_signature, data, created_at, updated_at)
     VALUES (?1, ?2, ?2, ?3, ?4, 'A pin', '', '', ?5, ?6, ?7, ?7)`,
  )
    .bind(id, board.ownerId, board.boardId, kind, img!.image_signature, data, Date.now())
    .run();
}

it("deleting a member's pin whose id equals a carousel slot's number leaves the slot's impression totals (security: rate limits: exact and per-location)", {
  timeout: 120_000,
}, async () => {
  const slot = await env.DB.prepare(
    `SELECT cs.slot_id FROM carousel_slots cs JOIN pins p ON p.id = cs.pin_id JOIN boards b ON b.id = p.board_id
      WHERE p.deleted_at IS NULL AND b.privacy = 'public' AND NOT EXISTS (SELECT 1 FROM pins q WHERE q.id = CAST(cs.slot_id AS INTEGER)) LIMIT 1`,
  ).first<{ slot_id: string }>();
  expect(slot?.slot_id).toMatch(/^\d+$/);
  const slotId = slot!.slot_id;
  await slotSeen(slotId);
  const before = await slotTotal(slotId);
  expect(before).toBeGreaterThan(0);
  const board = await memberBoard('slotclash');
  await pinAt(Number(slotId), board, 'image', '{}');
  const deleted = await call('BoardResource', 'delete', { board_id: String(board.boardId) }, board.me.cookie);
  expect(deleted.status).toBe(200);
  expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM pins WHERE id = ?').bind(Number(slotId)).first<{ n: number }>()).toEqual({ n: 0 });
  expect(await slotTotal(slotId)).toBe(before);
  // Nor does the pin table hold anything under the slot's number any more.
  const stray = await env.DB.prepare('SELECT COUNT(*) AS n FROM pin_event_totals WHERE event_type = ?')
    .bind(EVENT_TYPES.carouselSlotImpression)
    .first<{ n: number }>();
  expect(stray?.n).toBe(0);
});

/** A member's own original carousel, inserted as set-up with new slot ids (as the seed's carousels are), and one slot of it. */
async function memberCarousel(prefix: string) {
  const model = await env.DB.prepare(
    `SELECT p.data, cs.slot_id AS other FROM pins p JOIN carousel_slots cs ON cs.pin_id = p.id JOIN boards b ON b.id = p.board_id
      WHERE p.kind = 'carousel' AND p.origin_pin_id IS NULL AND p.deleted_at IS NULL AND b.privacy = 'public' LIMIT 1`,
  ).first<{ data: string; other: string }>();
  const top = await env.DB.prepare(
    "SELECT max(coalesce((SELECT max(id) FROM pins), 0), coalesce((SELECT max_id FROM id_high_water WHERE entity = 'pins'), 0)) AS n",
  ).first<{ n: number }>();
  const id = top!.n + 1_000 + Math.floor(Math.random() * 1_000);
  const data = JSON.parse(model!.data) as { carouselData: { slots: Array<{ slotId: string }> } };
  data.carouselData.slots = data.carouselData.slots.map((s, i) => ({ ...s, slotId: `${id}${String(i + 1).padStart(3, '0')}` }));
  const board = await memberBoard(prefix);
  await pinAt(id, board, 'carousel', JSON.stringify(data));
  return { id, board, slot: data.carouselData.slots[0]!.slotId, otherSlot: model!.other };
}

it("hard-deleting a carousel takes its slots' impression totals with it, and another carousel's stay (security: rate limits: exact and per-location)", {
  timeout: 120_000,
}, async () => {
  const { board, slot: mine, otherSlot } = await memberCarousel('slotgone');
  await slotSeen(mine);
  await slotSeen(otherSlot);
  expect(await slotTotal(mine)).toBeGreaterThan(0);
  const otherBefore = await slotTotal(otherSlot);
  // One more impression, counted but not yet rolled up when the carousel goes.
  await slotSeen(mine, false);
  const deleted = await call('BoardResource', 'delete', { board_id: String(board.boardId) }, board.me.cookie);
  expect(deleted.status).toBe(200);
  expect(await slotTotal(mine)).toBe(0);
  expect(await slotTotal(otherSlot)).toBe(otherBefore);
  // The impression counted before the delete and rolled up after it adds no row again.
  await rollUp();
  expect(await slotTotal(mine)).toBe(0);
});

it("a save that takes over a hard-deleted carousel's slots keeps their impression totals (security: rate limits: exact and per-location)", {
  timeout: 120_000,
}, async () => {
  const carousel = await memberCarousel('slotkept');
  await slotSeen(carousel.slot);
  const before = await slotTotal(carousel.slot);
  expect(before).toBeGreaterThan(0);
  const saver = await signUp('slotsaver');
  const saved = await save(saver.cookie, String(carousel.id), (await boardOf(saver.cookie, 'Kept slots')).entityId);
  const deleted = await call('BoardResource', 'delete', { board_id: String(carousel.board.boardId) }, carousel.board.me.cookie);
  expect(deleted.status).toBe(200);
  expect(await env.DB.prepare('SELECT pin_id FROM carousel_slots WHERE slot_id = ?').bind(carousel.slot).first<{ pin_id: number }>()).toEqual({
    pin_id: Number(saved),
  });
  expect(await slotTotal(carousel.slot)).toBe(before);
});
