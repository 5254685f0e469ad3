// Finding 3 (counters can be inflated anonymously): events count only for pins that exist for the
// viewer, only within a day of now, once per batch id across every shard, and at most
// EVENTS_PER_VIEWER_PIN_DAY per viewer, pin, day and type; event volume is limited per client;
// an attribution source counts once per real registration (eligible, from our own pages).
import { listDurableObjectIds, runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES, EVENTS_PER_VIEWER_PIN_DAY, RATE_LIMITS } from '#shared/constants.ts';
import { dayOf } from '#shared/events/shards.ts';
import type { LoggedEvent } from '#shared/events/wire.ts';
import { issuedId, type UserId } from '#shared/ids.ts';
import type { ResourceResponse } from '#shared/types.ts';
import { readCampaignReports } from '#worker/ads/campaigns.ts';
import { issueAttributionToken } from '#worker/attribution/token.ts';
import { signUp } from '../accountHelpers.ts';
import { GOOGLEBOT_UA, ORIGIN, request } from '../helpers.ts';
import { freshIp, snapshotD1 } from './helpers.ts';

const HOUR = 3_600_000;
/** A time on the previous UTC day that the window still accepts (20 hours ago is today after 20:00). */
const previousDay = () => {
  const now = Date.now();
  const today = now - (now % (24 * HOUR));
  return Math.min(now - 20 * HOUR, today - 1);
};
let PINS: string[] = [];
let SECRET_PIN = '';
beforeAll(async () => {
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND (b.id IS NULL OR b.privacy = 'public') ORDER BY p.id DESC LIMIT 40",
  ).all<{ id: number }>();
  PINS = results.map((r) => String(r.id));
  const secret = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' AND p.deleted_at IS NULL LIMIT 1",
  ).first<{
    id: number;
  }>();
  SECRET_PIN = String(secret!.id);
});

let serial = 0;
const batchId = () => `security-${Date.now()}-${serial++}`;
const event = (pinId: string, time = Date.now(), type = 18): LoggedEvent => ({ event_type: type, object_id_str: pinId, time });

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await request('/v3/events/', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': freshIp(), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ResourceResponse<{ accepted: number; counted: boolean }> };
}

/** Realtime count of a pin's events of a type on a day, summed over the counter objects (sharded by viewer). */
async function counted(pinId: string, time = Date.now(), type = 18): Promise<number> {
  const day = dayOf(time);
  let sum = 0;
  for (const id of await listDurableObjectIds(env.IMPRESSIONS)) sum += (await env.IMPRESSIONS.get(id).totals(issuedId<'pin'>(pinId)))[day]?.[type] ?? 0;
  return sum;
}

/** Runs every pending roll-up, so a D1 snapshot taken next is not moved by an earlier batch's alarm. */
async function settle(): Promise<void> {
  for (const ns of [env.IMPRESSIONS, env.ATTRIBUTION] as DurableObjectNamespace[])
    for (const id of await listDurableObjectIds(ns)) await runDurableObjectAlarm(ns.get(id));
}

describe('events count only for pins that exist for the viewer (security: Counters)', () => {
  it.each([
    ['a pin id that names no pin', () => '987654321'],
    ['a secret pin the viewer may not see', () => SECRET_PIN],
    ['a huge id', () => '9007199254740991'],
  ])('counts nothing for %s (202, accepted 0), and changes nothing', async (_what, id) => {
    await settle();
    const before = await snapshotD1();
    const r = await post({ batch_id: batchId(), events: Array.from({ length: 50 }, () => event(id())) });
    expect(r.status).toBe(202);
    expect(r.body.resource_response.data?.accepted).toBe(0);
    expect(await counted(id())).toBe(0);
    await settle();
    expect(await snapshotD1()).toEqual(before);
  });

  it('counts the known pins of a mixed batch and leaves the rest out', async () => {
    const r = await post({ batch_id: batchId(), events: [event(PINS[0]), event('987654321'), event(PINS[0], Date.now(), 101)] });
    expect(r.body.resource_response.data?.accepted).toBe(2);
    expect(await counted(PINS[0])).toBe(1);
    expect(await counted(PINS[0], Date.now(), 101)).toBe(1);
  });
});

describe('events count only within a bounded window around now (security: Counters)', () => {
  it.each([
    ['backdated two days', -48 * HOUR],
    ['backdated twenty days', -20 * 24 * HOUR],
    ['backdated a day and a minute', -24 * HOUR - 60_000],
    ['dated two hours ahead', 2 * HOUR],
  ])('refuses a batch %s with a 400, counting nothing', async (_what, offset) => {
    await settle();
    const before = await snapshotD1();
    const time = Date.now() + offset;
    const r = await post({ batch_id: batchId(), events: [event(PINS[1]), event(PINS[1], time)] });
    expect(r.status).toBe(400);
    expect(r.body.resource_response.error?.message).toContain('events[1] time');
    expect(await counted(PINS[1], time)).toBe(0);
    expect(await counted(PINS[1])).toBe(0);
    expect(await snapshotD1()).toEqual(before);
  });
});

describe('a batch id counts once across every shard (security: Counters)', () => {
  it.each([
    ['the same events dated another day', (pin: string) => [event(pin, previousDay())]],
    ['other pins', (_pin: string) => [event(PINS[3]), event(PINS[4])]],
    ['one more event', (pin: string) => [event(pin), event(pin)]],
  ])('refuses a replayed batch_id with %s (409), counting nothing more', async (_what, replay) => {
    const pin = PINS[2];
    const id = batchId();
    const first = { batch_id: id, events: [event(pin)] };
    const startDay = await counted(pin);
    expect((await post(first)).status).toBe(202);
    expect(await counted(pin)).toBe(startDay + 1);
    await settle();
    const before = await snapshotD1();
    const r = await post({ batch_id: id, events: replay(pin) });
    expect(r.status).toBe(409);
    expect(r.body.resource_response.error?.code).toBe('conflict');
    expect(await counted(pin)).toBe(startDay + 1);
    expect(await counted(pin, previousDay())).toBe(0);
    expect(await counted(PINS[3])).toBe(0);
    expect(await snapshotD1()).toEqual(before);
    // The very same batch again is a retry: accepted, not counted twice.
    const retry = await post(first);
    expect(retry.status).toBe(202);
    expect(retry.body.resource_response.data?.counted).toBe(false);
    expect(await counted(pin)).toBe(startDay + 1);
  });
});

describe('a viewer counts at most a cap per pin, day and type (security: Counters)', () => {
  const flood = (pin: string) => ({ batch_id: batchId(), events: Array.from({ length: 1000 }, () => event(pin)) });

  it('caps one address, however many batches it sends', async () => {
    const pin = PINS[5];
    const ip = '203.0.113.50';
    for (let i = 0; i < 3; i++) expect((await post(flood(pin), { 'cf-connecting-ip': ip })).status).toBe(202);
    expect(await counted(pin)).toBe(EVENTS_PER_VIEWER_PIN_DAY);
  });

  it('caps one IPv6 /64 across all its addresses and anonymous cookies', async () => {
    const pin = PINS[6];
    for (let i = 1; i <= 3; i++) {
      expect((await post(flood(pin), { 'cf-connecting-ip': `2001:db8:77:1::${i.toString(16)}`, cookie: `pb_anon=visitor-${i}-0000000000000000` })).status).toBe(
        202,
      );
    }
    expect(await counted(pin)).toBe(EVENTS_PER_VIEWER_PIN_DAY);
  });

  it('caps one person: 20 /64s of one IPv6 /48 add at most the cap to another advertiser’s campaign report (security: Counters)', async () => {
    const ad = await env.DB.prepare(
      `SELECT p.id, p.promoter_id FROM pins p LEFT JOIN boards b ON b.id = p.board_id
        WHERE p.is_promoted = 1 AND p.deleted_at IS NULL AND json_extract(p.data, '$.campaignId') IS NOT NULL AND (b.id IS NULL OR b.privacy <> 'secret')
        ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; promoter_id: number }>();
    const campaign = await env.DB.prepare("SELECT CAST(json_extract(data, '$.campaignId') AS TEXT) AS id FROM pins WHERE id = ?")
      .bind(ad!.id)
      .first<{ id: string }>();
    const report = async () => {
      await settle();
      const row = (await readCampaignReports(env.DB, ad!.promoter_id as UserId)).find((r) => String(r.campaignId) === campaign!.id);
      return { impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0 };
    };
    const before = await report();
    for (let i = 1; i <= 20; i++) {
      const events = [
        ...Array.from({ length: 150 }, () => event(String(ad!.id), Date.now(), EVENT_TYPES.pinImpression)),
        ...Array.from({ length: 150 }, () => event(String(ad!.id), Date.now(), EVENT_TYPES.click)),
      ];
      expect((await post({ batch_id: batchId(), events }, { 'cf-connecting-ip': `2001:db8:4803:${i.toString(16)}::1` })).status).toBe(202);
    }
    const after = await report();
    expect(after.impressions - before.impressions).toBe(EVENTS_PER_VIEWER_PIN_DAY);
    expect(after.clicks - before.clicks).toBe(EVENTS_PER_VIEWER_PIN_DAY);
  });

  it('caps one member across rotating addresses', async () => {
    const pin = PINS[7];
    const member = await signUp('flood');
    for (let i = 0; i < 3; i++) expect((await post(flood(pin), { cookie: member.cookie })).status).toBe(202);
    expect(await counted(pin)).toBe(EVENTS_PER_VIEWER_PIN_DAY);
  });

  it('counts each viewer up to the cap on its own, and each event type apart', async () => {
    const pin = PINS[8];
    await post({ batch_id: batchId(), events: [event(pin), event(pin), event(pin, Date.now(), 101)] }, { 'cf-connecting-ip': '198.51.100.1' });
    await post({ batch_id: batchId(), events: [event(pin), event(pin)] }, { 'cf-connecting-ip': '198.51.100.2' });
    expect(await counted(pin)).toBe(4);
    expect(await counted(pin, Date.now(), 101)).toBe(1);
  });

  it('refuses a client past its event volume with 429', async () => {
    const ip = '203.0.113.99';
    const batches = Math.ceil(RATE_LIMITS.eventVolume.limit / 1000);
    for (let i = 0; i < batches; i++) expect((await post(flood(PINS[9 + (i % 20)]), { 'cf-connecting-ip': ip })).status).toBe(202);
    expect((await post(flood(PINS[9]), { 'cf-connecting-ip': ip })).status).toBe(429);
    expect((await post({ batch_id: batchId(), events: [event(PINS[9])] }, { 'cf-connecting-ip': '203.0.113.98' })).status).toBe(202);
  }, 60_000);

  it('still counts nothing from bots', async () => {
    expect((await post(flood(PINS[30]), { 'user-agent': GOOGLEBOT_UA })).status).toBe(202);
    expect(await counted(PINS[30])).toBe(0);
  });
});

describe('an attribution source counts once per real registration (security: Counters)', () => {
  /** The visitor these sources are served to and registered by (tokens are bound to a visitor: worker/attribution/token.ts). */
  const visitor = { id: null, anonymousId: crypto.randomUUID() };
  const issue = (campaign: string) =>
    issueAttributionToken(env.OFFSITE_SECRET, { entityId: '1', campaignId: campaign, advertiserId: '5', destination: 'https://shop.example' }, 'view', visitor);
  /** A source url with the token a page issues for its promoted pin (worker/attribution/token.ts): one per page view, or the one given. */
  const query = async (campaign: string, source = '424242', token?: string) =>
    `/attribution_source/?${new URLSearchParams({
      source_event_id: source,
      destination: JSON.stringify(['https://shop.example']),
      advertiser_id: '5',
      campaign_id: campaign,
      source_event_type: 'view',
      token: token ?? (await issue(campaign))!,
    })}`;
  const REAL = { 'attribution-reporting-eligible': 'event-source', 'sec-fetch-site': 'same-origin', cookie: `pb_anon=${visitor.anonymousId}` };
  const count = (campaign: string) => env.ATTRIBUTION.getByName(`campaign:${campaign}`).count(campaign, 'view');

  it('counts a source fetched again and again once', async () => {
    const token = await issue('810001');
    for (let i = 0; i < 10; i++)
      expect((await request(await query('810001', '424242', token), { headers: { ...REAL, 'cf-connecting-ip': freshIp() } })).status).toBe(200);
    expect(await count('810001')).toBe(1);
  });

  it.each([
    ['from another site', { 'sec-fetch-site': 'cross-site' }],
    ['from a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['typed into the address bar', { 'sec-fetch-site': 'none' }],
    ['without fetch metadata (not a browser)', { 'sec-fetch-site': '' }],
    ['not marked eligible by the browser', { 'attribution-reporting-eligible': '' }],
    ['from a bot', { 'user-agent': GOOGLEBOT_UA }],
  ])('neither registers nor counts a request %s', async (_what, override) => {
    const headers: Record<string, string> = { ...REAL, 'cf-connecting-ip': freshIp() };
    for (const [k, v] of Object.entries(override)) {
      if (v) headers[k] = v;
      else delete headers[k];
    }
    const response = await request(await query('810002', String(Math.floor(Math.random() * 1e9))), { headers });
    // A bot is never the visitor a token was served to (worker/middleware/viewer.ts gives bots one fixed id): refused outright.
    expect(response.status).toBe('user-agent' in override ? 400 : 200);
    expect(response.headers.get('attribution-reporting-register-source')).toBeNull();
    expect(await count('810002')).toBe(0);
  });

  it('limits a client fetching sources with new ids, with 429', async () => {
    const ip = '203.0.113.120';
    for (let i = 0; i < RATE_LIMITS.attributionSource.limit; i++) {
      expect((await request(await query('810003', String(10_000 + i)), { headers: { ...REAL, 'cf-connecting-ip': ip } })).status).toBe(200);
    }
    expect((await request(await query('810003', '99999999'), { headers: { ...REAL, 'cf-connecting-ip': ip } })).status).toBe(429);
    // However many tokens it brought, one address adds one view a day (security/attributionVisitors.test.ts).
    expect(await count('810003')).toBe(1);
  }, 30_000);
});
