// POST /v3/events/ and the counter objects: schema checks, dedupe by batch_id, exact totals
// under concurrent batches and across eviction, the roll-up into D1 (docs/rules/pin-card.md#calls-spec-000-7, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4).
import { evictAllDurableObjects, listDurableObjectIds, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayOf, shardName } from '#shared/events/shards.ts';
import type { LoggedEvent } from '#shared/events/wire.ts';
import { issuedId } from '#shared/ids.ts';
import type { ImpressionCounter } from '#worker/objects/ImpressionCounter.ts';
import { GOOGLEBOT_UA, ORIGIN, request } from './helpers.ts';

/** Live pins every visitor may see, in id order: events are counted only for pins that exist. */
let PINS: string[] = [];
beforeAll(async () => {
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND (b.id IS NULL OR b.privacy <> 'secret') ORDER BY p.id LIMIT 120",
  ).all<{ id: number }>();
  PINS = results.map((r) => String(r.id));
});
/** The pin standing in for a test's own pin number (each test its own pins, so counts stay apart). */
const pin = (n: number) => PINS[n];

let nextBatch = 0;
const batchId = () => `test-batch-${Date.now()}-${nextBatch++}`;

function post(body: unknown, headers: Record<string, string> = {}) {
  return request('/v3/events/', { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

const event = (pinId: string, eventType = 18, time = Date.now()): LoggedEvent => ({ event_type: eventType, object_id_str: pinId, time });

/** Runs every pending roll-up alarm. */
async function rollUpAll(): Promise<void> {
  for (const id of await listDurableObjectIds(env.IMPRESSIONS)) await runDurableObjectAlarm(env.IMPRESSIONS.get(id));
}

/** D1's rolled-up total for a pin and type (after `rollUpAll`). */
async function inD1(pinId: string, eventType = 18): Promise<number> {
  const row = await env.DB.prepare('SELECT COALESCE(SUM(count), 0) AS n FROM pin_event_totals WHERE pin_id = ? AND event_type = ?')
    .bind(Number(pinId), eventType)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * A pin's realtime total: the sum over the counter objects (sharded by viewer) and over the days they hold (a
 * test's events are all of one day, save for a test that runs across midnight UTC, whose events name two).
 */
async function realtime(pinId: string, eventType = 18): Promise<number> {
  let sum = 0;
  for (const id of await listDurableObjectIds(env.IMPRESSIONS)) {
    for (const counts of Object.values(await env.IMPRESSIONS.get(id).totals(issuedId<'pin'>(pinId)))) sum += counts[eventType] ?? 0;
  }
  return sum;
}

describe('POST /v3/events/ (pin-card: Calls; closeup-and-visitors: States and actions)', () => {
  it('B30: an event carrying component, view_type, view_parameter, element, view_data and aux_data is accepted and counted', async () => {
    const full: LoggedEvent = {
      ...event(pin(90)),
      component: 1,
      view_type: 2,
      view_parameter: 3173,
      element: 4,
      view_data: { feed: 'RelatedPinsResource', dense: false },
      aux_data: { surface: 'RelatedPinsResource' },
    };
    const response = await post({ batch_id: batchId(), events: [full] });
    expect(response.status).toBe(202);
    expect(await realtime(pin(90))).toBe(1);
  });

  it.each([
    ['a view_data that is not an object', ['a'], 'view_data must be an object'],
    ['a view_data value that is an object', { nested: { a: 1 } }, 'view_data values must be short strings, numbers or booleans'],
  ])('B30: refuses %s (400, nothing counted)', async (_what, viewData, message) => {
    const response = await post({ batch_id: batchId(), events: [{ ...event(pin(91)), view_data: viewData }] });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await realtime(pin(91))).toBe(0);
  });

  it('answers 202 with the number of events accepted and counts them', async () => {
    const response = await post({ batch_id: batchId(), events: [event(pin(0)), event(pin(0)), event(pin(0), 101)] });
    expect(response.status).toBe(202);
    const body = (await response.json()) as { resource_response: { data: { accepted: number } } };
    expect(body.resource_response.data.accepted).toBe(3);
    expect(await realtime(pin(0))).toBe(2);
    expect(await realtime(pin(0), 101)).toBe(1);
  });

  it.each([
    ['an unknown event type', { event_type: 4242, object_id_str: '900002', time: Date.now() }, 'events[1] event_type'],
    ['an object id that is not digits', { event_type: 18, object_id_str: 'abc', time: Date.now() }, 'events[1] object_id_str'],
    ['a time from long ago', { event_type: 18, object_id_str: '900002', time: 1000 }, 'events[1] time'],
    ['an unknown field', { event_type: 18, object_id_str: '900002', time: Date.now(), evil: 1 }, 'events[1] has an unknown field'],
    ['a negative slot index', { event_type: 18, object_id_str: '900002', time: Date.now(), slot_index: -1 }, 'events[1] slot_index'],
  ])('refuses a batch with %s with a 400 naming the event, counting nothing', async (_what, bad, named) => {
    const response = await post({ batch_id: batchId(), events: [event(pin(1)), bad] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { resource_response: { error: { code: string; message: string } } };
    expect(body.resource_response.error.code).toBe('invalid');
    expect(body.resource_response.error.message).toContain(named);
    expect(await realtime(pin(1))).toBe(0);
  });

  it.each([
    ['no batch id', { events: [event('900003')] }],
    ['an empty event list', { batch_id: batchId(), events: [] }],
    ['more than 1000 events', { batch_id: batchId(), events: Array.from({ length: 1001 }, () => event('900003')) }],
    ['a list instead of an object', [event('900003')]],
  ])('refuses %s with a 400', async (_what, body) => {
    expect((await post(body)).status).toBe(400);
    expect(await realtime('900003')).toBe(0);
  });

  it('refuses a body that is not JSON with a 400, never a 500', async () => {
    const response = await request('/v3/events/', { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: '{"batch_id":' });
    expect(response.status).toBe(400);
  });

  it('refuses a cross-site post (CSRF)', async () => {
    const response = await request('/v3/events/', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: JSON.stringify({ batch_id: batchId(), events: [event(pin(3))] }),
    });
    expect(response.status).toBe(403);
    expect(await realtime(pin(3))).toBe(0);
  });

  it('accepts a batch id seen before again but counts it once', async () => {
    const batch = { batch_id: batchId(), events: [event(pin(4)), event(pin(5)), event(pin(4))] };
    for (let i = 0; i < 3; i++) expect((await post(batch)).status).toBe(202);
    expect(await realtime(pin(4))).toBe(2);
    expect(await realtime(pin(5))).toBe(1);
    await rollUpAll();
    expect(await inD1(pin(4))).toBe(2);
  });

  it('does not count the events of bots', async () => {
    expect((await post({ batch_id: batchId(), events: [event(pin(6))] }, { 'user-agent': GOOGLEBOT_UA })).status).toBe(202);
    expect(await realtime(pin(6))).toBe(0);
  });
});

describe('exact counting in Durable Objects', () => {
  it('keeps totals exact under many concurrent batches, retries included, and rolls them up into D1', async () => {
    const pins = Array.from({ length: 40 }, (_, i) => pin(10 + i));
    const expected = new Map<string, number>();
    const batches = Array.from({ length: 60 }, (_, b) => {
      const events = Array.from({ length: 150 }, (_, i) => event(pins[(b * 7 + i) % pins.length]));
      for (const e of events) expected.set(e.object_id_str, (expected.get(e.object_id_str) ?? 0) + 1);
      return { batch_id: batchId(), events };
    });
    // every batch twice, all at once: the retries must not count
    const responses = await Promise.all([...batches, ...batches].map((b) => post(b)));
    expect(responses.every((r) => r.status === 202)).toBe(true);
    for (const pin of pins) expect(await realtime(pin)).toBe(expected.get(pin));
    await rollUpAll();
    for (const pin of pins) expect(await inD1(pin)).toBe(expected.get(pin));
    // a second roll-up of unchanged totals changes nothing
    await rollUpAll();
    for (const pin of pins) expect(await inD1(pin)).toBe(expected.get(pin));
  }, 60_000);

  it('keeps totals and batch ids across eviction and restart of the objects', async () => {
    const first = { batch_id: batchId(), events: Array.from({ length: 30 }, () => event(pin(7))) };
    expect((await post(first)).status).toBe(202);
    await evictAllDurableObjects();
    // the retry after the restart is still recognised; new events still add up
    expect((await post(first)).status).toBe(202);
    expect((await post({ batch_id: batchId(), events: [event(pin(7)), event(pin(7))] })).status).toBe(202);
    await evictAllDurableObjects();
    expect(await realtime(pin(7))).toBe(32);
    await rollUpAll();
    expect(await inD1(pin(7))).toBe(32);
  }, 30_000);

  it("shards a day over several objects by viewer (no hot spot), a viewer's batch in one of them", async () => {
    // One time for the events and the shard they name: a day read from the clock again could be the next one.
    const now = Date.now();
    const viewers = Array.from({ length: 64 }, (_, i) => `ip:198.51.100.${i}`);
    expect(new Set(viewers.map((v) => shardName(v, dayOf(now)))).size).toBeGreaterThan(8);
    const pins = Array.from({ length: 64 }, (_, i) => pin(50 + i));
    await post({ batch_id: batchId(), events: pins.map((p) => event(p, 18, now)) }, { 'cf-connecting-ip': '198.51.100.200' });
    const stub = env.IMPRESSIONS.getByName(shardName('ip:198.51.100.200', dayOf(now)));
    expect(await runInDurableObject(stub, (instance: ImpressionCounter) => instance.pendingRollup())).toBe(pins.length);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await runInDurableObject(stub, (instance: ImpressionCounter) => instance.pendingRollup())).toBe(0);
    for (const p of pins.slice(0, 3)) expect(await inD1(p)).toBeGreaterThanOrEqual(1);
  });
});
