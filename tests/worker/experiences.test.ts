// The experience resources of docs/rules/experiences.md#calls-spec-001-7 against real KV and D1: eligibility, once-only complete
// and dismiss, bots, triggers, the refresh on placement 1000162 and definitions that fail the schema.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import { CURRENT_KEY, forgetLivePointer, POINTER_KEPT_MS, publishDefinitions, readDefinitions, setKey } from '#worker/experiences/definitions.ts';
import { DEMO_EXPERIENCES } from '../../scripts/demo/experiences.ts';
import { documentState, GOOGLEBOT_UA, getResource, ORIGIN, request, sessionCookie } from './helpers.ts';

type Placed = Record<string, PlacedExperience>;
let visitors = 0;
/** A cookie for a fresh signed-out visitor (the anonymous id the viewer middleware reads). */
/** The demo advertiser whose placement 1000230 is (scripts/demo/experiences.ts): makershop, advertiser 4. */
const makershopId = async () => (await env.DB.prepare("SELECT id FROM users WHERE username = 'makershop'").first<{ id: number }>())!.id;
/** A member who neither is advertiser 4 nor manages its ad account. */
const personalMemberId = async () =>
  (await env.DB.prepare(
    'SELECT id FROM users WHERE id <> 4 AND is_partner = 0 AND is_employee = 0 AND id NOT IN (SELECT member_id FROM business_access) ORDER BY id LIMIT 1',
  ).first<{ id: number }>())!.id;
const visitor = () => `pb_anon=test-visitor-${String(++visitors).padStart(8, '0')}`;

const put = (name: string, options: unknown, cookie: string, headers: Record<string, string> = {}) =>
  request(`/resource/${name}/update/`, {
    method: 'PUT',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ options }),
  });
const dismiss = (options: unknown, cookie: string) =>
  request('/resource/UserExperienceResource/delete/', {
    method: 'DELETE',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ options }),
  });
const trigger = (placed: string, cookie: string, body?: unknown) =>
  request(`/v3/experiences/${placed}/trigger/`, {
    method: 'PUT',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** docs/rules/experiences.md#experience-data-spec-001-3: marks member `id` as back after 28 days or more away, now. */
const resurrect = (id: number) => env.DB.prepare('UPDATE users SET resurrection_dt = ? WHERE id = ?').bind(Date.now(), id).run();
const all = async (cookie: string, options: unknown = {}, ua?: string) =>
  (await getResource<Placed>('UserExperiencePlatformResource', options, { headers: { cookie, ...(ua ? { 'user-agent': ua } : {}) } })).body.resource_response
    .data!;

describe('eligibility (experiences: Lifecycle and behaviour, Roles)', () => {
  it('B1: gives a visitor the visitor hero and nothing that waits for a trigger', async () => {
    const data = await all(visitor());
    expect(data['1000100']?.experience_id).toBe(510001);
    expect(data['1000100']?.kind).toBe('hero');
    expect(data['1000100']?.status).toBe('not_viewed');
    expect(data['1000110']).toBeUndefined();
    expect(data['1000102']).toBeUndefined();
  });

  it('B13: gives a new member no welcome-back hero, a returning one the hero (experiences: Experience data, Roles)', async () => {
    await env.DB.prepare('UPDATE users SET resurrection_dt = NULL WHERE id = 3').run();
    expect((await all(await sessionCookie(3)))['1000102']).toBeUndefined();
    await resurrect(3);
    expect((await all(await sessionCookie(3)))['1000102']?.experience_id).toBe(500863);
  });

  it('B21, B28: gives a returning personal member the welcome-back hero and the business upgrade, a partner no upgrade (experiences: Roles)', async () => {
    await resurrect(1);
    const member = await all(await sessionCookie(1));
    expect(member['1000102']?.experience_id).toBe(500863);
    expect(member['1000151']?.experience_id).toBe(503755);
    expect(member['1000100']).toBeUndefined();
    const partner = await all(await sessionCookie(2));
    expect(partner['1000151']).toBeUndefined();
  });

  it('B1: answers only the asked placements, and lists with multiExperiencePlatform', async () => {
    const cookie = visitor();
    const { body } = await getResource<Placed>('UserExperienceResource', { placement_ids: [1000100, 1000500] }, { headers: { cookie } });
    expect(Object.keys(body.resource_response.data!).sort()).toEqual(['1000100', '1000500']);
    const multi = await all(cookie, { multiExperiencePlatform: true });
    expect(Array.isArray(multi['1000100'])).toBe(true);
    const bad = await getResource('UserExperienceResource', { placement_ids: ['x'] }, { headers: { cookie } });
    expect(bad.response.status).toBe(400);
  });

  it('B20: shows an advertiser placement only with that advertiserId as targeting, to a member who may act for it', async () => {
    const cookie = await sessionCookie(await makershopId());
    expect((await all(cookie))['1000230']).toBeUndefined();
    expect((await all(cookie, { targeting: { advertiserId: '9' } }))['1000230']).toBeUndefined();
    // Anyone else asking with that advertiser's id gets none of its messages.
    expect((await all(visitor(), { targeting: { advertiserId: '4' } }))['1000230']).toBeUndefined();
    expect((await all(await sessionCookie(await personalMemberId()), { targeting: { advertiserId: '4' } }))['1000230']).toBeUndefined();
    const placed = (await all(cookie, { targeting: { advertiserId: '4' }, extra_context: '{"surface":"ads"}' }))['1000230'];
    expect(placed?.experience_id).toBe(510140);
    expect(placed?.metadata).toEqual({ campaign: 'demo' });
    expect(placed?.extraContext).toEqual({ surface: 'ads' });
  });

  it("B20: the advertiser's own page (the business hub) is drawn with its advertiser placement (1000230)", async () => {
    const response = await request('/business/hub/', { headers: { cookie: await sessionCookie(await makershopId()) } });
    expect(response.status).toBe(200);
    const experiences = documentState(await response.text()).experiences ?? {};
    expect(experiences['1000230']?.map((e) => e.experience_id)).toEqual([510140]);
  });

  it("B20: the advertiser's other pages are drawn without it", async () => {
    const response = await request('/', { headers: { cookie: await sessionCookie(await makershopId()) } });
    expect(documentState(await response.text()).experiences?.['1000230']).toBeUndefined();
  });

  it('B20: gives bots no experience and refuses their writes (experiences: Roles)', async () => {
    expect(await all('', {}, GOOGLEBOT_UA)).toEqual({});
    const response = await put('UserExperienceViewedResource', { placed_experience_id: '1000100:510001' }, '', { 'user-agent': GOOGLEBOT_UA });
    expect(response.status).toBe(403);
    const triggered = await request('/v3/experiences/1000110:510010/trigger/', { method: 'PUT', headers: { origin: ORIGIN, 'user-agent': GOOGLEBOT_UA } });
    expect(triggered.status).toBe(403);
  });
});

describe('viewed, completed, dismissed (experiences: Lifecycle and behaviour, Calls)', () => {
  it('B22: marks viewed and keeps the experience', async () => {
    const cookie = visitor();
    const response = await put('UserExperienceViewedResource', { placed_experience_id: '1000100:510001' }, cookie);
    expect(response.status).toBe(200);
    expect((await all(cookie))['1000100']?.status).toBe('viewed');
  });

  it('B22: counts a completion once and removes the experience', async () => {
    const cookie = visitor();
    const first = await (await put('UserExperienceCompletedResource', { placed_experience_id: '1000100:510001' }, cookie)).json<{
      resource_response: { data: { changed: boolean } };
    }>();
    const second = await (await put('UserExperienceCompletedResource', { placed_experience_id: '1000100:510001' }, cookie)).json<{
      resource_response: { data: { changed: boolean } };
    }>();
    expect(first.resource_response.data.changed).toBe(true);
    expect(second.resource_response.data.changed).toBe(false);
    expect((await all(cookie))['1000100']).toBeUndefined();
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM experience_states WHERE viewer_key = ? AND completed_at IS NOT NULL')
      .bind(`anon:${cookie.split('=')[1]}`)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('B22: counts a dismissal once, per viewer, for signed-in users by user id', async () => {
    await resurrect(1);
    await resurrect(3);
    const cookie = await sessionCookie(1);
    const call = async () =>
      (await (await dismiss({ placed_experience_id: '1000102:500863' }, cookie)).json<{ resource_response: { data: { changed: boolean } } }>())
        .resource_response.data.changed;
    expect(await call()).toBe(true);
    expect(await call()).toBe(false);
    expect((await all(cookie))['1000102']).toBeUndefined();
    // Another session of the same user sees it dismissed too; another user still gets it.
    expect((await all(await sessionCookie(1)))['1000102']).toBeUndefined();
    expect((await all(await sessionCookie(3)))['1000102']?.experience_id).toBe(500863);
  });

  it('refuses malformed and unknown placed experience ids', async () => {
    const cookie = visitor();
    expect((await put('UserExperienceCompletedResource', { placed_experience_id: '510001' }, cookie)).status).toBe(400);
    expect((await put('UserExperienceCompletedResource', { placed_experience_id: '1:2' }, cookie)).status).toBe(404);
    expect((await put('UserExperienceViewedResource', {}, cookie)).status).toBe(400);
  });

  it('B22: answers a refresh of all experiences when placement 1000162 is viewed (experiences: Calls)', async () => {
    const cookie = visitor();
    await trigger('1000162:510130', cookie);
    const plain = await (await put('UserExperienceViewedResource', { placed_experience_id: '1000100:510001' }, cookie)).json<{
      resource_response: { data: { refreshed: Placed | null } };
    }>();
    expect(plain.resource_response.data.refreshed).toBeNull();
    const refresh = await (await put('UserExperienceViewedResource', { placed_experience_id: '1000162:510130' }, cookie)).json<{
      resource_response: { data: { refreshed: Placed } };
    }>();
    expect(refresh.resource_response.data.refreshed['1000100']?.status).toBe('viewed');
    expect(refresh.resource_response.data.refreshed['1000162']?.status).toBe('viewed');
  });
});

describe('triggers (experiences: Calls)', () => {
  it('B22: makes a trigger-only experience eligible and merges metadata with extra_context', async () => {
    const cookie = visitor();
    expect((await all(cookie))['1000230']).toBeUndefined();
    const response = await trigger('1000110:510010', cookie, { extra_context: JSON.stringify({ from: 'test' }) });
    expect(response.status).toBe(200);
    const body = await response.json<{ resource_response: { data: { triggered: PlacedExperience[] } } }>();
    expect(body.resource_response.data.triggered[0]).toMatchObject({ experience_id: 510010, metadata: { from: 'test' } });
    expect((await all(cookie))['1000110']?.metadata).toEqual({ from: 'test' });
    const history = await env.DB.prepare('SELECT COUNT(*) AS n FROM experience_triggers WHERE viewer_key = ?')
      .bind(`anon:${cookie.split('=')[1]}`)
      .first<{ n: number }>();
    expect(history?.n).toBe(1);
  });

  it('B22: triggers the linked experiences too (triggerable_placed_exps)', async () => {
    const cookie = visitor();
    const body = await (await trigger('1000100:510001', cookie)).json<{ resource_response: { data: { triggered: PlacedExperience[] } } }>();
    expect(body.resource_response.data.triggered.map((e) => e.experience_id)).toEqual([510001, 510010]);
    expect((await all(cookie))['1000110']?.experience_id).toBe(510010);
  });

  it.each([
    ['a malformed id', '/v3/experiences/abc/trigger/', '{}', 400],
    ['an unknown experience', '/v3/experiences/1:2/trigger/', '', 404],
    ['extra_context that is not a JSON object', '/v3/experiences/1000110:510010/trigger/', '{"extra_context":"[1]"}', 400],
    ['a body that is not JSON', '/v3/experiences/1000110:510010/trigger/', '{', 400],
  ])('refuses %s', async (_what, path, body, status) => {
    const response = await request(path, {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie: visitor(), 'content-type': 'application/json' },
      body: body || undefined,
    });
    expect(response.status).toBe(status);
    const json = await response.json<{ resource_response: { error: { message: string } } }>();
    expect(json.resource_response.error.message.length).toBeGreaterThan(5);
  });
});

describe('definitions in KV (experiences: Validation)', () => {
  it('drops definitions that fail the schema on read and shows the rest', async () => {
    const good = DEMO_EXPERIENCES.find((d) => d.experience_id === 510001)!;
    const bad = [
      { ...good, experience_id: 1, type: 99 },
      { experience_id: 2, placement_id: 1000130, type: 1, display_data: { type: 'error-callout', message: '' } },
      { experience_id: 3, placement_id: 1000131, type: 1, display_data: { type: 'loud-callout', message: 'x' } },
      { experience_id: 4, placement_id: 1000160, type: 26, display_data: { title: 'No button', body: 'x' } },
      { experience_id: 5, placement_id: 1000170, type: 5, display_data: { title_text: 'a', subtitle_text: 'b', buttons: [{ text: 'one', uri: '/' }] } },
      { experience_id: 6, placement_id: 1000190, type: 29, display_data: { message: 'm', anchor: 'nowhere' } },
      'not an object',
    ];
    await env.EXPERIENCES.put(setKey('vbroken'), JSON.stringify([good, ...bad]));
    await env.EXPERIENCES.put(CURRENT_KEY, 'vbroken');
    forgetLivePointer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const definitions = await readDefinitions(env.EXPERIENCES);
    expect(definitions.map((d) => d.experience_id)).toEqual([510001]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(
      expect.arrayContaining([expect.stringMatching(/id 1\): type/), expect.stringMatching(/id 4\): display_data.completeButton/)]),
    );
    warn.mockRestore();
    expect(Object.keys(await all(visitor()))).toEqual(['1000100']);
    await publishDefinitions(env.EXPERIENCES, DEMO_EXPERIENCES);
  });

  it('refuses to publish a set with an unusable definition and leaves the live set alone', async () => {
    const before = await env.EXPERIENCES.get(CURRENT_KEY);
    await expect(
      publishDefinitions(env.EXPERIENCES, [{ experience_id: 9, placement_id: 9, type: 28, display_data: { message: 'x', icon: 32 } }]),
    ).rejects.toThrow(/icon/);
    expect(await env.EXPERIENCES.get(CURRENT_KEY)).toBe(before);
  });

  it(`reads the live pointer at most once per ${POINTER_KEPT_MS} ms per isolate, and a publish from it shows at once`, async () => {
    const kv = env.EXPERIENCES;
    const pointerReads: string[] = [];
    const counted = {
      ...kv,
      list: kv.list.bind(kv),
      put: kv.put.bind(kv),
      delete: kv.delete.bind(kv),
      get: (key: string, options?: { cacheTtl?: number }) => {
        if (key === CURRENT_KEY) pointerReads.push(key);
        return kv.get(key, options);
      },
    };
    await publishDefinitions(counted, DEMO_EXPERIENCES);
    for (let i = 0; i < 3; i++) expect((await readDefinitions(counted)).length).toBeGreaterThan(1);
    expect(pointerReads).toHaveLength(1);
    // Moved elsewhere (another isolate's publish): this isolate keeps what it read for a few seconds.
    const good = DEMO_EXPERIENCES.find((d) => d.experience_id === 510001)!;
    await kv.put(setKey('vother'), JSON.stringify([good]));
    await kv.put(CURRENT_KEY, 'vother');
    expect((await readDefinitions(counted)).length).toBeGreaterThan(1);
    // Its own publish is read at once.
    await publishDefinitions(counted, [good]);
    expect((await readDefinitions(counted)).map((d) => d.experience_id)).toEqual([510001]);
    expect(pointerReads).toHaveLength(2);
    await publishDefinitions(kv, DEMO_EXPERIENCES);
  });

  it('publishes versioned sets and keeps only a few old ones', async () => {
    for (let i = 0; i < 5; i++) await publishDefinitions(env.EXPERIENCES, DEMO_EXPERIENCES, Date.now() + i);
    const { keys } = await env.EXPERIENCES.list({ prefix: 'experiences:set:' });
    expect(keys.length).toBeLessThanOrEqual(4);
    expect(keys.map((k) => k.name)).toContain(setKey((await env.EXPERIENCES.get(CURRENT_KEY))!));
  });
});
