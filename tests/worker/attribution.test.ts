// GET /attribution_source/ (docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#errors-spec-001-8, docs/rules/experiences.md#constants-spec-001-9): the register-source header, its parameters, the
// per-campaign count in the AttributionCounter and the refusals that are logged.
import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { issueAttributionToken } from '#worker/attribution/token.ts';
import { request } from './helpers.ts';

const base = {
  source_event_id: '1234567890',
  destination: JSON.stringify(['https://shop.example']),
  advertiser_id: '549755800028',
  campaign_id: '626743000017',
};
/** A registration as a page asks for it: the source url with a fresh token the worker served one visitor (its cookie) for the campaign, type and destination. */
async function source(params: Record<string, string>, headers: Record<string, string> = {}) {
  const anonymousId = crypto.randomUUID();
  const type = params.source_event_type === 'click' ? 'click' : 'view';
  const token = await issueAttributionToken(
    env.OFFSITE_SECRET,
    { entityId: '1', campaignId: params.campaign_id || '0', advertiserId: params.advertiser_id || '0', destination: 'https://shop.example' },
    type,
    { id: null, anonymousId },
  );
  return request(`/attribution_source/?${new URLSearchParams({ ...params, token: token! })}`, { headers: { ...headers, cookie: `pb_anon=${anonymousId}` } });
}
/** A real registration: the browser marked it eligible and it comes from one of our pages. */
const ELIGIBLE = { 'attribution-reporting-eligible': 'event-source, trigger', 'sec-fetch-site': 'same-origin' };
const counter = (campaignId: string) => env.ATTRIBUTION.get(env.ATTRIBUTION.idFromName(`campaign:${campaignId}`));

describe('GET /attribution_source/ (experiences: Calls, Errors, Constants)', () => {
  it.each([
    ['click', '604800', '2'],
    ['view', '86400', '1'],
  ])('A56, B24: registers a %s source with expiry %s and priority %s when eligible', async (type, expiry, priority) => {
    const campaign = type === 'click' ? '700001' : '700002';
    const response = await source({ ...base, campaign_id: campaign, source_event_type: type, expiry, priority }, ELIGIBLE);
    expect(response.status).toBe(200);
    const header = JSON.parse(response.headers.get('attribution-reporting-register-source')!);
    expect(header).toEqual({
      source_event_id: '1234567890',
      destination: 'https://shop.example',
      expiry,
      priority,
      filter_data: { campaign_id: [campaign], advertiser_id: ['549755800028'] },
    });
    expect(await counter(campaign).count(campaign, type as 'click' | 'view')).toBe(1);
  });

  it('B24: takes expiry and priority from the source type when they are left out', async () => {
    const response = await source({ ...base, source_event_type: 'view' }, ELIGIBLE);
    expect(JSON.parse(response.headers.get('attribution-reporting-register-source')!)).toMatchObject({ expiry: '86400', priority: '1' });
  });

  it('B24: neither registers nor counts a request the browser did not mark eligible', async () => {
    const response = await source({ ...base, campaign_id: '700003', source_event_type: 'click' });
    expect(response.status).toBe(200);
    expect(response.headers.get('attribution-reporting-register-source')).toBeNull();
    expect(await counter('700003').count('700003', 'click')).toBe(0);
  });

  it('counts registrations per campaign exactly and rolls them up into D1', async () => {
    await Promise.all(
      Array.from({ length: 25 }, async (_, i) =>
        source({ ...base, source_event_id: String(5000 + i), campaign_id: '700004', source_event_type: 'click' }, ELIGIBLE),
      ),
    );
    expect(await counter('700004').count('700004', 'click')).toBe(25);
    expect(await runDurableObjectAlarm(counter('700004'))).toBe(true);
    const row = await env.DB.prepare("SELECT count FROM campaign_attribution_totals WHERE campaign_id = '700004' AND source_event_type = 'click'").first<{
      count: number;
    }>();
    expect(row?.count).toBe(25);
  });

  it.each([
    ['a missing campaign', { ...base, campaign_id: '', source_event_type: 'click' }, 'missing_param'],
    ['a missing destination', { source_event_id: '1', advertiser_id: '2', campaign_id: '3', source_event_type: 'view' }, 'missing_param'],
    ['an unparseable hostname', { ...base, source_event_type: 'click', hostname: 'not a host!' }, 'hostname'],
    ['a wrong expiry for a view', { ...base, source_event_type: 'view', expiry: '604800' }, 'invalid'],
    ['a wrong priority for a click', { ...base, source_event_type: 'click', priority: '1' }, 'invalid'],
    ['an unknown source type', { ...base, source_event_type: 'hover' }, 'invalid'],
    ['a destination that is not https', { ...base, source_event_type: 'click', destination: JSON.stringify(['http://shop.example']) }, 'invalid'],
    ['a destination that is not JSON', { ...base, source_event_type: 'click', destination: '[https://x' }, 'invalid'],
  ])('refuses %s with a 400 (code invalid) and logs it as %s', async (_what, params, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await source(params as Record<string, string>, ELIGIBLE);
    expect(response.status).toBe(400);
    expect(response.headers.get('attribution-reporting-register-source')).toBeNull();
    const body = (await response.json()) as { resource_response: { error: { code: string } } };
    expect(body.resource_response.error.code).toBe('invalid');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"failure":"${reason}"`));
    warn.mockRestore();
  });
});
