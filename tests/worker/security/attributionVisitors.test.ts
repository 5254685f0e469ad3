// Counters (docs/security.md): a script cannot forge attribution by collecting tokens. Each token a
// PinResource get or a page hands out is a real one, but from one visitor (member or anonymous cookie)
// or one person's addresses (an IPv4 address, an IPv6 /48) a campaign gains at most one view source and one click source a day
// (worker/attribution/visitorSources.ts), and the counter keeps those keys hashed, never the address.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../accountHelpers.ts';
import { BROWSER_UA, request } from '../helpers.ts';
import { freshIp, servedAttribution } from './helpers.ts';

const ELIGIBLE = { 'attribution-reporting-eligible': 'event-source, trigger', 'sec-fetch-site': 'same-origin', 'user-agent': BROWSER_UA };

interface Promoted {
  id: string;
  campaignId: string;
  advertiserId: string;
}

const counter = (campaignId: string) => env.ATTRIBUTION.get(env.ATTRIBUTION.idFromName(`campaign:${campaignId}`));
const counted = (pin: Promoted, type: 'view' | 'click') => counter(pin.campaignId).count(pin.campaignId, type);

/** A fresh token the worker serves the holder of `init.cookie` for a promoted pin: a view from PinResource get, a click from the click's link check. */
async function token(pin: Promoted, type: 'view' | 'click', init: { cookie: string; ip?: string }): Promise<{ token: string; destination: string }> {
  const served = await servedAttribution(pin.id, init);
  const value = type === 'view' ? served.view : served.click;
  expect(value).toBeTruthy();
  return { token: value!, destination: served.destination };
}

let serial = 0;
/** Registers a source with a token, headers set as a script sets them. */
async function register(pin: Promoted, served: { token: string; destination: string }, type: 'view' | 'click', init: { cookie?: string; ip: string }) {
  serial++;
  const query = new URLSearchParams({
    source_event_id: String(900_000 + serial),
    destination: JSON.stringify([served.destination]),
    advertiser_id: pin.advertiserId,
    campaign_id: pin.campaignId,
    source_event_type: type,
    token: served.token,
  });
  const headers: Record<string, string> = { ...ELIGIBLE, 'cf-connecting-ip': init.ip };
  if (init.cookie) headers.cookie = init.cookie;
  const r = await request(`/attribution_source/?${query}`, { headers });
  expect(r.status).toBe(200);
  return r;
}

let promoted: Promoted[];
beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { results } = await env.DB.prepare(
    `SELECT p.id, json_extract(p.data, '$.campaignId') AS campaign_id, json_extract(p.data, '$.advertiserId') AS advertiser_id
       FROM pins p JOIN boards b ON b.id = p.board_id
      WHERE b.privacy = 'public' AND p.is_promoted = 1 AND p.deleted_at IS NULL AND json_extract(p.data, '$.campaignId') IS NOT NULL
        AND json_extract(p.data, '$.advertiserId') IS NOT NULL AND p.link LIKE 'https://%'
      GROUP BY json_extract(p.data, '$.campaignId') ORDER BY p.id LIMIT 6`,
  ).all<{ id: number; campaign_id: string; advertiser_id: string }>();
  promoted = results.map((r) => ({ id: String(r.id), campaignId: String(r.campaign_id), advertiserId: String(r.advertiser_id) }));
  expect(promoted.length).toBe(6);
});

describe('Counters: a campaign gains at most one view and one click source a day per visitor and per address (security: Counters)', () => {
  it('Counters: 20 tokens a script collects from PinResource get at one address count one view', async () => {
    const pin = promoted[0];
    const ip = freshIp();
    const cookie = `pb_anon=${crypto.randomUUID()}`;
    const before = await counted(pin, 'view');
    for (let i = 0; i < 20; i++) await register(pin, await token(pin, 'view', { ip, cookie }), 'view', { ip, cookie });
    expect((await counted(pin, 'view')) - before).toBe(1);
  });

  it('Counters: a fresh anonymous cookie on every request does not make a new visitor of the same address', async () => {
    const pin = promoted[1];
    const ip = freshIp();
    const before = await counted(pin, 'view');
    for (let i = 0; i < 10; i++) {
      const cookie = `pb_anon=${crypto.randomUUID()}`;
      await register(pin, await token(pin, 'view', { ip, cookie }), 'view', { ip, cookie });
    }
    expect((await counted(pin, 'view')) - before).toBe(1);
  });

  it('Counters: one member from ten addresses (an IPv6 /64 or not) counts one view and one click', async () => {
    const pin = promoted[2];
    const member = await signUp('adclicker');
    const before = { view: await counted(pin, 'view'), click: await counted(pin, 'click') };
    for (let i = 0; i < 10; i++) {
      const ip = freshIp();
      await register(pin, await token(pin, 'view', { ip, cookie: member.cookie }), 'view', { ip, cookie: member.cookie });
      await register(pin, await token(pin, 'click', { ip, cookie: member.cookie }), 'click', { ip, cookie: member.cookie });
    }
    expect((await counted(pin, 'view')) - before.view).toBe(1);
    expect((await counted(pin, 'click')) - before.click).toBe(1);
  });

  it('Counters: addresses of one IPv6 /64 are one address', async () => {
    const pin = promoted[3];
    const before = await counted(pin, 'click');
    for (let i = 1; i <= 8; i++) {
      const ip = `2001:db8:77:5:${i.toString(16)}::${i}`;
      const cookie = `pb_anon=${crypto.randomUUID()}`;
      await register(pin, await token(pin, 'click', { ip, cookie }), 'click', { ip, cookie });
    }
    expect((await counted(pin, 'click')) - before).toBe(1);
  });

  it('Counters: many /64s of one IPv6 /48, however spelled, add at most one view and one click source a day', async () => {
    const pin = promoted[3];
    const before = { view: await counted(pin, 'view'), click: await counted(pin, 'click') };
    // One tunnel-broker /48 (2001:db8:4a48::/48): its /64s in every spelling a client may send, each with a fresh cookie.
    const spellings = (i: number) => [
      `2001:db8:4a48:${(i * 257).toString(16)}::1`,
      `2001:DB8:4A48:${(0xff00 + i).toString(16).toUpperCase()}:0:0:0:${i}`,
      `2001:0db8:4a48:${i.toString(16).padStart(4, '0')}:dead:beef:0:1`,
      ` 2001:db8:4a48:f${i}::9%eth0 `,
    ];
    for (let i = 1; i <= 6; i++) {
      for (const ip of spellings(i)) {
        const cookie = `pb_anon=${crypto.randomUUID()}`;
        await register(pin, await token(pin, 'view', { ip, cookie }), 'view', { ip, cookie });
        await register(pin, await token(pin, 'click', { ip, cookie }), 'click', { ip, cookie });
      }
    }
    expect((await counted(pin, 'view')) - before.view).toBe(1);
    expect((await counted(pin, 'click')) - before.click).toBe(1);
    // Another /48, and IPv4 addresses one by one (a /24's neighbours are separate people), each count once more.
    for (const ip of ['2001:db8:4a49:1::1', '198.51.100.61', '198.51.100.62']) {
      const cookie = `pb_anon=${crypto.randomUUID()}`;
      await register(pin, await token(pin, 'view', { ip, cookie }), 'view', { ip, cookie });
    }
    expect((await counted(pin, 'view')) - before.view).toBe(4);
  });

  it('Counters: two visitors at two addresses count two views, each once', async () => {
    const pin = promoted[4];
    const before = await counted(pin, 'view');
    for (const ip of [freshIp(), freshIp()]) {
      const cookie = `pb_anon=${crypto.randomUUID()}`;
      for (let i = 0; i < 3; i++) await register(pin, await token(pin, 'view', { ip, cookie }), 'view', { ip, cookie });
    }
    expect((await counted(pin, 'view')) - before).toBe(2);
  });

  it('Counters: the counter keeps the day’s keys hashed, never the client address or the member id', async () => {
    const pin = promoted[5];
    const ip = '203.0.113.77';
    const member = await signUp('adhashed');
    await register(pin, await token(pin, 'view', { ip, cookie: member.cookie }), 'view', { ip, cookie: member.cookie });
    const keys = await runInDurableObject(counter(pin.campaignId), (_, state: DurableObjectState) =>
      state.storage.sql.exec<{ source_event_id: string }>('SELECT source_event_id FROM registered').toArray(),
    );
    expect(keys.length).toBeGreaterThan(1);
    for (const { source_event_id: key } of keys) expect(key).toMatch(/^(token:[A-Za-z0-9_-]{16}|day:\d{4}-\d{2}-\d{2}:(visitor|address):[0-9a-f]{32})$/);
    expect(JSON.stringify(keys)).not.toContain(ip);
  });
});
