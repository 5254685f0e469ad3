// Rate limits (docs/security.md#rate-limits-exact-and-per-location): POST /v3/events/ claims a batch id (a row in a registry
// Durable Object, kept 3 days) only when some event of the batch counts; a batch naming nothing anyone may see claims nothing
// and answers `accepted: 0`. The event buckets count a signed-out caller's person group (an IPv6 /48), not each /64.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, RATE_LIMITS } from '#shared/constants.ts';
import { batchRegistryName } from '#shared/events/shards.ts';
import { ORIGIN, request } from '../helpers.ts';

/** Whether the registry holds a claim of `batchId`. */
const claimed = (batchId: string): Promise<boolean> =>
  runInDurableObject(env.IMPRESSIONS.getByName(batchRegistryName(batchId)), (_instance, state) => {
    const table = state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'batch_claims'").toArray().length;
    return table > 0 && state.storage.sql.exec('SELECT 1 FROM batch_claims WHERE batch_id = ?', batchId).toArray().length > 0;
  });

const send = async (batchId: string, events: { event_type: number; object_id_str: string }[], ip: string) => {
  const response = await request('/v3/events/', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ batch_id: batchId, events: events.map((e) => ({ ...e, time: Date.now() })) }),
  });
  return { status: response.status, data: ((await response.json()) as { resource_response: { data: unknown } }).resource_response.data };
};

const visiblePin = async (): Promise<string> => {
  const row = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND p.kind = 'image' AND b.privacy = 'public' LIMIT 1",
  ).first<{ id: number }>();
  return String(row!.id);
};

describe('security: Rate limits: an event batch counting nothing claims nothing (security: rate limits: exact and per-location)', () => {
  it('security: Rate limits: batches of made-up ids from six /64s of one /48 answer accepted 0 and leave no claim (security: rate limits: exact and per-location)', async () => {
    const base = 930_000_000_000 + Math.floor(Math.random() * 1e9);
    for (let i = 0; i < 6; i++) {
      const batchId = `nothing-${base}-${i}`;
      const sent = await send(
        batchId,
        [
          { event_type: EVENT_TYPES.carouselSlotImpression, object_id_str: String(base + i) },
          { event_type: EVENT_TYPES.pinImpression, object_id_str: String(base + i) },
        ],
        `2001:db8:5961:${i}::1`,
      );
      expect(sent.status).toBe(202);
      expect(sent.data).toEqual({ accepted: 0, counted: false });
      expect(await claimed(batchId)).toBe(false);
    }
  });

  it('security: Rate limits: a batch with an event that counts is claimed, once (security: rate limits: exact and per-location)', async () => {
    const batchId = `counted-${Math.floor(Math.random() * 1e12)}`;
    const sent = await send(batchId, [{ event_type: EVENT_TYPES.pinImpression, object_id_str: await visiblePin() }], '2001:db8:5963:1::1');
    expect(sent.status).toBe(202);
    expect(sent.data).toEqual({ accepted: 1, counted: true });
    expect(await claimed(batchId)).toBe(true);
  });

  it('security: Rate limits: the event volume is counted per person group, so a fresh /64 of a spent /48 is refused (security: rate limits: exact and per-location)', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.eventVolume;
    // The /48's events bucket (the object the event buckets of one caller share), spent to its limit.
    await env.RATE_LIMITER.getByName('events:person:2001:db8:5962::/48').hitEach([{ limit, windowMs: windowSeconds * 1000, cost: limit }]);
    const batchId = `volume-${Math.floor(Math.random() * 1e12)}`;
    const sent = await send(batchId, [{ event_type: EVENT_TYPES.pinImpression, object_id_str: await visiblePin() }], '2001:db8:5962:77::1');
    expect(sent.status).toBe(429);
    expect(await claimed(batchId)).toBe(false);
  });
});
