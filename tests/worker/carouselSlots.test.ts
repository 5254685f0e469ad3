// carousel_slots (migrations/0065_carousel_slots.sql) never stands in the way of a deletion: a carousel's creator deletes
// their board, or the pin, after members saved it, through the real resources. Deleting the original sets each save's
// origin_pin_id to NULL, and carousel_slots' triggers run for every save in that one statement.
import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import { call, signUp } from './accountHelpers.ts';

it('deleting a board whose carousel two members saved answers 200 and deletes it (security: deleted means deleted)', { timeout: 120_000 }, async () => {
  const seeded = await env.DB.prepare(
    `SELECT data, image_signature FROM pins WHERE kind = 'carousel' AND origin_pin_id IS NULL AND deleted_at IS NULL LIMIT 1`,
  ).first<{ data: string; image_signature: string }>();
  const owner = await signUp('s59own');
  const saver = await signUp('s59sav');
  const board = await call<{ entityId: string }>('BoardResource', 'create', { name: 'My carousels', privacy: 'public' }, owner.cookie);
  // The owner's carousel, with slot ids of its own (a carousel as the seed writes one; members' pins are image or story).
  const data = JSON.parse(seeded!.data) as { carouselData: { slots: { slotId: string }[] } };
  const base = 930_000_000_000 + Math.floor(Math.random() * 1e9);
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
  const saverBoard = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Saved', privacy: 'public' }, saver.cookie);
  const save = await call('RepinResource', 'create', { pin_id: String(pin!.id), board_id: saverBoard.data.entityId }, saver.cookie);
  expect(save.status).toBeLessThan(300);
  // A second member saves it too: two saves of one original.
  const other = await signUp('s59two');
  const otherBoard = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Saved too', privacy: 'public' }, other.cookie);
  expect((await call('RepinResource', 'create', { pin_id: String(pin!.id), board_id: otherBoard.data.entityId }, other.cookie)).status).toBeLessThan(300);
  const deleted = await call('BoardResource', 'delete', { board_id: board.data.entityId }, owner.cookie);
  const left = await env.DB.prepare('SELECT count(*) AS n FROM pins WHERE id = ?').bind(pin!.id).first<{ n: number }>();
  expect(deleted.status).toBe(200);
  expect(left?.n).toBe(0);
});

it('after its board is deleted, the one save of a carousel holds its slots, so its slot impressions still count (security: deleted means deleted)', {
  timeout: 120_000,
}, async () => {
  const seeded = await env.DB.prepare(
    `SELECT data, image_signature FROM pins WHERE kind = 'carousel' AND origin_pin_id IS NULL AND deleted_at IS NULL LIMIT 1`,
  ).first<{ data: string; image_signature: string }>();
  const owner = await signUp('s59on1');
  const saver = await signUp('s59sv1');
  const board = await call<{ entityId: string }>('BoardResource', 'create', { name: 'One carousel', privacy: 'public' }, owner.cookie);
  const data = JSON.parse(seeded!.data) as { carouselData: { slots: { slotId: string }[] } };
  const base = 950_000_000_000 + Math.floor(Math.random() * 1e9);
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
  const saverBoard = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Saved one', privacy: 'public' }, saver.cookie);
  const save = await call<{ id: string }>('RepinResource', 'create', { pin_id: String(pin!.id), board_id: saverBoard.data.entityId }, saver.cookie);
  expect((await call('BoardResource', 'delete', { board_id: board.data.entityId }, owner.cookie)).status).toBe(200);
  const savedRow = await env.DB.prepare('SELECT kind, origin_pin_id FROM pins WHERE id = ?').bind(Number(save.data.id)).first();
  expect(savedRow).toEqual({ kind: 'carousel', origin_pin_id: null });
  const slots = await env.DB.prepare('SELECT slot_id, pin_id FROM carousel_slots WHERE slot_id IN (?1, ?2)')
    .bind(String(base), String(base + 1))
    .all();
  expect(slots.results.every((r) => r.pin_id === Number(save.data.id))).toBe(true);
  expect(slots.results.length).toBe(2);
});

it('bulk deleting a carousel two members saved answers 200 and deletes it (security: deleted means deleted)', { timeout: 120_000 }, async () => {
  const seeded = await env.DB.prepare(
    `SELECT data, image_signature FROM pins WHERE kind = 'carousel' AND origin_pin_id IS NULL AND deleted_at IS NULL LIMIT 1`,
  ).first<{ data: string; image_signature: string }>();
  const owner = await signUp('s59bk');
  const board = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Bulk carousels', privacy: 'public' }, owner.cookie);
  const data = JSON.parse(seeded!.data) as { carouselData: { slots: { slotId: string }[] } };
  const base = 960_000_000_000 + Math.floor(Math.random() * 1e9);
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
  for (const name of ['s59bk1', 's59bk2']) {
    const saver = await signUp(name);
    const saverBoard = await call<{ entityId: string }>('BoardResource', 'create', { name: `Saved ${name}`, privacy: 'public' }, saver.cookie);
    expect((await call('RepinResource', 'create', { pin_id: String(pin!.id), board_id: saverBoard.data.entityId }, saver.cookie)).status).toBeLessThan(300);
  }
  const deleted = await call('BulkEditSelectAllResource', 'delete', { board_id: board.data.entityId, pin_ids: [] }, owner.cookie);
  const left = await env.DB.prepare('SELECT count(*) AS n FROM pins WHERE id = ?').bind(pin!.id).first<{ n: number }>();
  expect(deleted.status).toBe(200);
  expect(left?.n).toBe(0);
});
