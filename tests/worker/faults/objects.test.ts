// A Durable Object failing: events are answered 503 so the client keeps the batch and sends it again
// with the same batch_id (client/features/events/eventSender.ts), and the counters then count it
// exactly once, whether the failure came before anything was counted or half-way through.
import { listDurableObjectIds } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { issuedId } from '#shared/ids.ts';
import { ORIGIN } from '../helpers.ts';
import { D1_SESSION_TOKEN, DO_DOWN, requestWith } from './faultyEnv.ts';

let PINS: string[] = [];
beforeAll(async () => {
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND (b.id IS NULL OR b.privacy <> 'secret') ORDER BY p.id DESC LIMIT 10",
  ).all<{ id: number }>();
  PINS = results.map((r) => String(r.id));
});

/** A pin's realtime total over the counter objects and the days they hold (a run across midnight UTC names two). */
async function realtime(pinId: string, eventType = 18): Promise<number> {
  let sum = 0;
  for (const id of await listDurableObjectIds(env.IMPRESSIONS)) {
    for (const counts of Object.values(await env.IMPRESSIONS.get(id).totals(issuedId<'pin'>(pinId)))) sum += counts[eventType] ?? 0;
  }
  return sum;
}

const send = (plan: Parameters<typeof requestWith>[0], batch: unknown) =>
  requestWith(plan, '/v3/events/', { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(batch) });

/** A batch of `count` saves (event 18) of `pin`, under a fresh batch_id. */
const batchOf = (name: string, pin: string, count: number) => ({
  batch_id: `fault-${name}-${Date.now()}`,
  events: Array.from({ length: count }, () => ({ event_type: 18, object_id_str: pin, time: Date.now() })),
});

/** The batch through the failing part: 503 with Retry-After, nothing counted; sent again as is: counted, once. */
async function failsThenCountsOnce(plan: Parameters<typeof requestWith>[0], pin: string, batch: ReturnType<typeof batchOf>): Promise<void> {
  const failed = await send(plan, batch);
  expect(failed.response.status).toBe(503);
  expect(failed.response.headers.get('retry-after')).toBeTruthy();
  expect(await realtime(pin)).toBe(0);
  const again = await send({}, batch);
  expect(again.response.status).toBe(202);
  expect(await realtime(pin)).toBe(batch.events.length);
}

describe('impression counters failing (pin-card: Calls: counts are exact)', () => {
  it.each([
    ['before anything is counted (the batch claim fails)', ['claimBatch']],
    ['half-way (the claim holds, the shard add fails)', ['add']],
  ])('%s: 503 with Retry-After, and the same batch sent again counts once', async (_when, methods) => {
    const pin = methods[0] === 'add' ? PINS[0] : PINS[1];
    const batch = batchOf(methods[0], pin, 3);
    await failsThenCountsOnce({ IMPRESSIONS: { fault: DO_DOWN, methods } }, pin, batch);
    const thrice = await send({}, batch);
    expect(thrice.response.status).toBe(202);
    expect(await realtime(pin)).toBe(3);
  });
});

describe('the events endpoint when D1 fails (pin-card: Calls: counts are exact)', () => {
  it('a batch whose pin read fails for want of a session commit token answers 503 with Retry-After, counts nothing, and counts once when sent again', async () => {
    const pin = PINS[2];
    await failsThenCountsOnce({ DB: { fault: D1_SESSION_TOKEN } }, pin, batchOf('d1', pin, 2));
  });
});
