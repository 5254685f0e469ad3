// docs/security.md#rate-limits-exact-and-per-location: POST /v3/events/ counts a carousel-slot impression only for a slot a
// live carousel pin the viewer may see holds, as a pin event only for such a pin, so a made-up id never becomes a counter
// cell or a pin_event_totals or slot_event_totals row, whoever sends it; and the roll-up writes a pin's total only while the pin row exists.
import { listDurableObjectIds, runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import { EVENT_TYPES } from '#shared/constants.ts';
import { call, signUp } from './accountHelpers.ts';
import { ORIGIN, request } from './helpers.ts';

const rollUp = async () => {
  for (const id of await listDurableObjectIds(env.IMPRESSIONS)) await runDurableObjectAlarm(env.IMPRESSIONS.get(id));
};

const slotRows = async (ids: readonly string[]) =>
  (await env.DB.prepare('SELECT coalesce(sum(count), 0) AS total, count(*) AS n FROM slot_event_totals WHERE slot_id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(ids))
    .first<{ total: number; n: number }>()) ?? { total: 0, n: 0 };

it('carousel-slot impressions of made-up slot ids add no rows, a real slot on a visible carousel is counted (security: rate limits: exact and per-location)', {
  timeout: 120_000,
}, async () => {
  const real = await env.DB.prepare(
    `SELECT json_extract(sl.value, '$.slotId') AS id FROM pins p JOIN boards b ON b.id = p.board_id, json_each(p.data, '$.carouselData.slots') sl
      WHERE p.kind = 'carousel' AND p.origin_pin_id IS NULL AND p.deleted_at IS NULL AND b.privacy = 'public' LIMIT 1`,
  ).first<{ id: string }>();
  expect(real?.id).toMatch(/^\d+$/);
  const base = 910_000_000_000 + Math.floor(Math.random() * 1e9);
  const madeUp = Array.from({ length: 100 }, (_, i) => String(base + i));
  const before = { real: await slotRows([real!.id]), madeUp: await slotRows(madeUp) };
  const response = await request('/v3/events/', {
    method: 'POST',
    // One IPv6 address, no cookie.
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': '2001:db8:5860::1' },
    body: JSON.stringify({
      batch_id: `slots-${base}`,
      events: [real!.id, ...madeUp].map((id) => ({ event_type: EVENT_TYPES.carouselSlotImpression, object_id_str: id, time: Date.now() })),
    }),
  });
  expect(response.status).toBe(202);
  await response.arrayBuffer();
  await rollUp();
  expect(await slotRows(madeUp)).toEqual(before.madeUp);
  expect((await slotRows([real!.id])).total).toBe(before.real.total + 1);
});

it('a pin deleted between its event and the roll-up gets no pin_event_totals row again (security: rate limits: exact and per-location)', {
  timeout: 120_000,
}, async () => {
  const me = await signUp('rollup');
  const board = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Gone soon', privacy: 'public' }, me.cookie);
  const seeded = await env.DB.prepare(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND p.kind = 'image' AND b.privacy = 'public' LIMIT 1`,
  ).first<{ id: number }>();
  const save = await call<{ id: string }>('RepinResource', 'create', { pin_id: String(seeded!.id), board_id: board.data.entityId }, me.cookie);
  expect(save.status).toBeLessThan(300);
  const response = await request('/v3/events/', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: me.cookie },
    body: JSON.stringify({
      batch_id: `rollup-${save.data.id}`,
      events: [{ event_type: EVENT_TYPES.pinImpression, object_id_str: save.data.id, time: Date.now() }],
    }),
  });
  expect(response.status).toBe(202);
  await response.arrayBuffer();
  // Deleting the board deletes its pins (and, by the pin-delete trigger, their totals) before the roll-up runs.
  expect((await call('BoardResource', 'delete', { board_id: board.data.entityId }, me.cookie)).status).toBe(200);
  await rollUp();
  const rows = await env.DB.prepare('SELECT count(*) AS n FROM pin_event_totals WHERE CAST(pin_id AS TEXT) = ?').bind(save.data.id).first<{ n: number }>();
  expect(rows?.n).toBe(0);
});
