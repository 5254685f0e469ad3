// Attribution counts cannot be inflated by a script: /attribution_source/ counts a source only
// with the single-use token a page issued with the promoted pin (worker/attribution/token.ts), for
// exactly its campaign and advertiser, once per token and type; headers set by hand, random
// source_event_ids and campaigns no pin carries count nothing (docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#errors-spec-001-8, docs/rules/experiences.md#constants-spec-001-9).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { attributionDestination } from '#shared/ads/attribution.ts';
import { issueAttributionToken } from '#worker/attribution/token.ts';
import { BROWSER_UA, embeddedFeed, request } from '../helpers.ts';
import { freshIp } from './helpers.ts';

/** The visitor the tokens here are served to, and who registers them (tokens are bound to a visitor). */
const visitor = { id: null, anonymousId: crypto.randomUUID() };
const COOKIE = `pb_anon=${visitor.anonymousId}`;
const ELIGIBLE = { 'attribution-reporting-eligible': 'event-source, trigger', 'sec-fetch-site': 'same-origin', cookie: COOKIE };
/** A token the worker serves `visitor` for a pin linking to https://shop.example. */
const issue = (pin: { entityId: string; campaignId: string; advertiserId: string }, type: 'view' | 'click' = 'view', nowMs?: number) =>
  issueAttributionToken(env.OFFSITE_SECRET, { ...pin, destination: 'https://shop.example' }, type, visitor, nowMs);
const counter = (campaignId: string) => env.ATTRIBUTION.get(env.ATTRIBUTION.idFromName(`campaign:${campaignId}`));

function source(
  pin: { campaignId: string; advertiserId: string },
  sourceEventId: string,
  token: string | undefined,
  type = 'view',
  destination = 'https://shop.example',
  cookie = COOKIE,
) {
  const query = new URLSearchParams({
    source_event_id: sourceEventId,
    destination: JSON.stringify([destination]),
    advertiser_id: pin.advertiserId,
    campaign_id: pin.campaignId,
    source_event_type: type,
  });
  if (token !== undefined) query.set('token', token);
  return request(`/attribution_source/?${query}`, { headers: { ...ELIGIBLE, cookie, 'cf-connecting-ip': freshIp() } });
}

/** The attribution tokens a home page view hands its promoted pins, each with the pin's destination after a space, by pin id. */
async function homeTokens(cookie: string): Promise<Map<string, string>> {
  const html = await (await request('/', { headers: { accept: 'text/html', 'user-agent': BROWSER_UA, cookie } })).text();
  return new Map(
    embeddedFeed(html).pins.flatMap((pin) =>
      pin.attributionToken ? [[pin.entityId, `${pin.attributionToken} ${attributionDestination(pin)}`] as [string, string]] : [],
    ),
  );
}

let warn: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => warn.mockRestore();
});

describe('only a page view can count an attribution source (experiences: Calls, Errors, Constants)', () => {
  it('counts nothing for hand-set headers with random source ids and no token (15 tries)', async () => {
    const pin = { campaignId: '710001', advertiserId: '549755800028' };
    for (let i = 0; i < 15; i++) {
      const r = await source(pin, String(Math.floor(Math.random() * 1e12)), undefined);
      expect(r.status).toBe(400);
      expect(r.headers.get('attribution-reporting-register-source')).toBeNull();
    }
    expect(await counter('710001').count('710001', 'view')).toBe(0);
  });

  it('refuses a forged token, and a real token used for a campaign its pin does not carry', async () => {
    const real = { entityId: '5', campaignId: '710002', advertiserId: '549755800028' };
    const token = (await issue(real))!;
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await source(real, '1', forged)).status).toBe(400);
    expect((await source({ ...real, campaignId: '999999999' }, '2', token)).status).toBe(400);
    expect((await source({ ...real, advertiserId: '1' }, '3', token)).status).toBe(400);
    expect(await counter('999999999').count('999999999', 'view')).toBe(0);
    expect(await counter('710002').count('710002', 'view')).toBe(0);
  });

  it('counts a token once per source type, however many source ids a script sends with it', async () => {
    const pin = { entityId: '6', campaignId: '710003', advertiserId: '549755800028' };
    const token = (await issue(pin))!;
    const click = (await issue(pin, 'click'))!;
    for (let i = 0; i < 15; i++) expect((await source(pin, String(1000 + i), token)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await source(pin, String(2000 + i), click, 'click')).status).toBe(200);
    expect(await counter('710003').count('710003', 'view')).toBe(1);
    expect(await counter('710003').count('710003', 'click')).toBe(1);
  });

  it('refuses an expired token', async () => {
    const pin = { entityId: '7', campaignId: '710004', advertiserId: '549755800028' };
    const token = (await issue(pin, 'view', Date.now() - 2 * 86_400_000))!;
    expect((await source(pin, '1', token)).status).toBe(400);
  });

  it('a real page view gives each promoted pin a fresh token for its visitor that counts once', async () => {
    const other = `pb_anon=${crypto.randomUUID()}`;
    const [first, second] = [await homeTokens(COOKIE), await homeTokens(other)];
    expect(first.size).toBeGreaterThan(0);
    const [pinId, token] = [...first][0];
    const again = second.get(pinId)!;
    expect(again).toBeDefined();
    expect(again).not.toBe(token);
    const campaign = (await env.DB.prepare(
      "SELECT json_extract(data, '$.campaignId') AS campaignId, json_extract(data, '$.advertiserId') AS advertiserId FROM pins WHERE id = ?",
    )
      .bind(Number(pinId))
      .first<{ campaignId: string; advertiserId: string }>())!;
    const before = await counter(campaign.campaignId).count(campaign.campaignId, 'view');
    const counted = async (served: string, cookie = COOKIE) => {
      const [token, destination] = served.split(' ');
      const response = await source(campaign, '12345', token, 'view', destination, cookie);
      return ((await response.json()) as { resource_response: { data: { counted: boolean } } }).resource_response.data.counted;
    };
    expect(await counted(token)).toBe(true);
    expect(await counted(token)).toBe(false);
    expect(await counted(again, other)).toBe(true);
    expect(await counter(campaign.campaignId).count(campaign.campaignId, 'view')).toBe(before + 2);
  });
});
