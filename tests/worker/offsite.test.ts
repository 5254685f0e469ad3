// Link safety at the edge: the link check, the clickthrough log, and the /offsite/ redirect that
// only follows server-signed links to safe urls (docs/rules/pin-card.md#screens-and-routes-spec-000-2, docs/rules/pin-card.md#calls-spec-000-7, docs/rules/pin-card.md#errors-and-messages-spec-000-8; docs/rules/closeup-and-visitors.md#calls-spec-002-7; docs/security.md#outbound-link-safety).
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { OFFSITE_TOKEN_TTL_S, OFFSITE_TOKEN_WINDOW_S, RATE_LIMITS } from '#shared/constants.ts';
import type { OffsiteCheck } from '#shared/offsite/verdict.ts';
import type { Pin, ResourceResponse } from '#shared/types.ts';
import { offsitePath } from '#worker/offsite/sign.ts';
import { signOffsiteToken } from '#worker/offsite/token.ts';
import { withinOneEdgeWindow } from './edgeWindow.ts';
import { getResource, ORIGIN, request } from './helpers.ts';

let ip = 0;
/** Each test asks from its own address so the rate limits of one never touch another. */
const from = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { 'cf-connecting-ip': `10.0.0.${++ip}`, ...(init.headers as Record<string, string>) },
});

async function check(url: string) {
  const response = await request(`/v3/offsite/?check_only=true&url=${encodeURIComponent(url)}&pin_id=1&client_tracking_params=abc`, from());
  return { response, body: (await response.json()) as ResourceResponse<OffsiteCheck> };
}

async function clickthroughCount(type?: string): Promise<number> {
  await waitForGlobalWaitUntil(); // a visit is logged after its answer
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM offsite_clickthroughs ${type ? 'WHERE clickthrough_type = ?' : ''}`)
    .bind(...(type ? [type] : []))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const nowS = () => Math.floor(Date.now() / 1000);
const offsite = (params: Record<string, string>) => request(`/offsite/?${new URLSearchParams(params)}`, from());

describe('GET /v3/offsite/ link check (pin-card: Calls; closeup-and-visitors: Calls)', () => {
  it.each([
    ['https://blocked.example/deal', 'blocked'],
    ['https://suspicious.example/win', 'suspicious'],
    ['https://adult.example/', 'porn'],
    ['https://www.BLOCKED.example.:8443/x', 'blocked'],
    ['https://safe.example@bl%6Fcked.example/', 'blocked'],
    [`${ORIGIN}/offsite/?url=${encodeURIComponent(`${ORIGIN}/offsite/?url=${encodeURIComponent('https://adult.example/')}`)}`, 'porn'],
    ['https://recipes.example/soup', 'ok'],
  ])('A50, C47: answers %s with redirect_status %s', async (url, status) => {
    const { response, body } = await check(url);
    expect(response.status).toBe(200);
    expect(body.resource_response.error).toBeNull();
    expect(body.resource_response.data?.redirect_status).toBe(status);
    expect(body.resource_response.data?.message.length ? 'message' : 'none').toBe(status === 'ok' ? 'none' : 'message');
  });

  it('answers the sanitised url (no userinfo)', async () => {
    const { body } = await check('https://user:pw@recipes.example/a');
    expect(body.resource_response.data?.url).toBe('https://recipes.example/a');
  });

  it.each([
    ['no url', '/v3/offsite/?check_only=true'],
    ['a javascript: url', `/v3/offsite/?check_only=true&url=${encodeURIComponent('javascript:alert(1)')}`],
    ['a protocol-relative url', `/v3/offsite/?check_only=true&url=${encodeURIComponent('//blocked.example/')}`],
    ['a bad pin id', `/v3/offsite/?check_only=true&url=https://a.example/&pin_id=1;DROP`],
    ['a bad check_only', `/v3/offsite/?check_only=maybe&url=https://a.example/`],
  ])('refuses %s with a 400 error envelope', async (_what, path) => {
    const response = await request(path, from());
    expect(response.status).toBe(400);
    const body = (await response.json()) as ResourceResponse<null>;
    expect(body.resource_response.error?.message.length).toBeGreaterThan(5);
  });
});

describe('POST /v3/offsite/ clickthrough log (pin-card: Calls)', () => {
  it('A35, A51: logs a right-click clickthrough and answers truthy', async () => {
    const before = await clickthroughCount('rightClick');
    const response = await request(
      '/v3/offsite/',
      from({
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({
          check_only: false,
          pin_id: '12',
          url: 'https://blocked.example/x',
          client_tracking_params: 't',
          aux_data: JSON.stringify({ clickthrough_type: 'rightClick', objectId: '12' }),
        }),
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as ResourceResponse<{ logged: boolean; redirect_status: string }>;
    expect(body.resource_response.data).toBeTruthy();
    expect(body.resource_response.data?.redirect_status).toBe('blocked');
    expect(await clickthroughCount('rightClick')).toBe(before + 1);
    await waitForGlobalWaitUntil();
    const row = await env.DB.prepare('SELECT pin_id, host, aux_data FROM offsite_clickthroughs ORDER BY id DESC LIMIT 1').first<{
      pin_id: number;
      host: string;
      aux_data: string;
    }>();
    expect(row).toMatchObject({ pin_id: 12, host: 'blocked.example' });
    expect(JSON.parse(row!.aux_data)).toMatchObject({ clickthrough_type: 'rightClick' });
  });

  it('A46: strips sensitive parameters from the page url and destination it logs (pin-card: Display rules)', async () => {
    const response = await request(
      '/v3/offsite/',
      from({
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', referer: `${ORIGIN}/login?next=/x&password=hunter2` },
        body: JSON.stringify({
          pin_id: '12',
          url: 'https://shop.example/cb?access_token=abc&item=3',
          aux_data: JSON.stringify({ clickthrough_type: 'rightClick' }),
        }),
      }),
    );
    expect(response.status).toBe(200);
    await waitForGlobalWaitUntil();
    const row = await env.DB.prepare('SELECT url, aux_data FROM offsite_clickthroughs ORDER BY id DESC LIMIT 1').first<{ url: string; aux_data: string }>();
    expect(row?.url).toBe('https://shop.example/cb?item=3');
    expect(JSON.parse(row!.aux_data).page_url).toBe(`${ORIGIN}/login`);
  });

  it('A51: logs collection chip clicks sent as a form', async () => {
    const before = await clickthroughCount('chip');
    const form = new URLSearchParams({
      pin_id: '3',
      url: 'https://shop.example/a',
      aux_data: JSON.stringify({ clickthrough_type: 'chip', collection_pin_click_position: 2, client_creative_type: 1 }),
    });
    const response = await request(
      '/v3/offsite/',
      from({ method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() }),
    );
    expect(response.status).toBe(200);
    expect(await clickthroughCount('chip')).toBe(before + 1);
  });

  it.each([
    ['garbage JSON', '{"pin_id":'],
    ['an array', '[]'],
    ['an unknown clickthrough type', JSON.stringify({ aux_data: JSON.stringify({ clickthrough_type: 'drop table' }) })],
    ['aux_data that is not JSON', JSON.stringify({ aux_data: '{nope' })],
    ['a pin id that is not digits', JSON.stringify({ pin_id: 'x' })],
  ])('refuses %s with a 400 and logs nothing', async (_what, body) => {
    const before = await clickthroughCount();
    const response = await request('/v3/offsite/', from({ method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body }));
    expect(response.status).toBe(400);
    expect(await clickthroughCount()).toBe(before);
  });
});

describe('/offsite/ redirect', () => {
  it('C21: redirects a signed safe link with 303 and no referrer', async () => {
    const url = 'https://recipes.example/soup?x=1';
    const response = await request(await offsitePath(env.OFFSITE_SECRET, url, '7'), from());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(url);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('A12: shows the Heads up! page for a blocked link even with a valid token (pin-card: Screens and routes)', async () => {
    const response = await request(await offsitePath(env.OFFSITE_SECRET, 'https://www.blocked.example/deal', '7'), from());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Heads up!');
    expect(html).toContain('We have blocked this link');
    expect(html).toContain('reported for spam');
    expect(html).toContain('<span class="host" data-test-id="offsite-host">www.blocked.example</span>');
    expect(response.headers.get('location')).toBeNull();
  });

  it('re-checks the verdict at click time, not only when the page was rendered', async () => {
    const url = 'https://later-bad.example/x';
    const path = await offsitePath(env.OFFSITE_SECRET, url, '7');
    expect((await request(path, from())).status).toBe(303);
    await env.DB.prepare("INSERT INTO link_rules (kind, value, category, created_at) VALUES ('domain', 'later-bad.example', 'suspicious', 0)").run();
    const response = await request(path, from());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Heads up!');
  });

  it('a link is signed once per window, valid for at least the TTL, and the remembered path still redirects', async () => {
    const url = 'https://recipes.example/stew?x=1&y=2';
    const windowStartS = Math.floor(nowS() / OFFSITE_TOKEN_WINDOW_S) * OFFSITE_TOKEN_WINDOW_S;
    const expiryOf = (path: string) => Number(new URL(path, ORIGIN).searchParams.get('token')?.split('.')[0]);
    const first = await offsitePath(env.OFFSITE_SECRET, url, '7', windowStartS * 1000 + 1_000);
    const sameWindow = await offsitePath(env.OFFSITE_SECRET, url, '7', (windowStartS + OFFSITE_TOKEN_WINDOW_S - 1) * 1000);
    const nextWindow = await offsitePath(env.OFFSITE_SECRET, url, '7', (windowStartS + OFFSITE_TOKEN_WINDOW_S + 1) * 1000);
    expect(sameWindow).toBe(first);
    expect(nextWindow).not.toBe(first);
    expect(expiryOf(first)).toBeGreaterThanOrEqual(windowStartS + OFFSITE_TOKEN_WINDOW_S - 1 + OFFSITE_TOKEN_TTL_S);
    expect(expiryOf(first)).toBeLessThan(windowStartS + 1 + OFFSITE_TOKEN_TTL_S + OFFSITE_TOKEN_WINDOW_S);
    expect(await offsitePath(env.OFFSITE_SECRET, url, '8', windowStartS * 1000 + 1_000)).not.toBe(first);
    expect(await offsitePath(env.OFFSITE_SECRET, url, '7', windowStartS * 1000 + 1_000, { isThirdPartyAd: true })).toContain('isThirdPartyAd=true');
    for (const path of [first, await offsitePath(env.OFFSITE_SECRET, url, '7')]) {
      const response = await request(path, from());
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(url);
    }
  });

  const SAFE = 'https://recipes.example/soup';
  it.each<[string, () => Promise<Record<string, string>>]>([
    [
      'javascript:',
      async () => ({
        url: 'javascript:alert(document.cookie)',
        pin: '7',
        token: await signOffsiteToken(env.OFFSITE_SECRET, 'javascript:alert(document.cookie)', '7', nowS() + 60),
      }),
    ],
    ['data:', async () => ({ url: 'data:text/html,<script>alert(1)</script>', pin: '7' })],
    [
      'a protocol-relative //host',
      async () => ({ url: '//evil.example/', pin: '7', token: await signOffsiteToken(env.OFFSITE_SECRET, '//evil.example/', '7', nowS() + 60) }),
    ],
    ['backslashes', async () => ({ url: '/\\evil.example/', pin: '7' })],
    ['backslashes after the scheme', async () => ({ url: 'https:\\\\evil.example/', pin: '7' })],
    ['userinfo pretending to be us', async () => ({ url: `https://${new URL(ORIGIN).host}@evil.example/`, pin: '7' })],
    ['no token', async () => ({ url: SAFE, pin: '7' })],
    ['a forged token', async () => ({ url: SAFE, pin: '7', token: `${nowS() + 60}.${'A'.repeat(43)}` })],
    [
      'a token signed with another secret',
      async () => ({ url: SAFE, pin: '7', token: await signOffsiteToken('some-other-secret-0123456789', SAFE, '7', nowS() + 60) }),
    ],
    ['an expired token', async () => ({ url: SAFE, pin: '7', token: await signOffsiteToken(env.OFFSITE_SECRET, SAFE, '7', nowS() - 1) })],
    [
      'a token whose expiry was moved',
      async () => {
        const token = await signOffsiteToken(env.OFFSITE_SECRET, SAFE, '7', nowS() - 1);
        return { url: SAFE, pin: '7', token: token.replace(/^\d+/, String(nowS() + 3600)) };
      },
    ],
    [
      'a token replayed for another url',
      async () => ({ url: 'https://evil.example/', pin: '7', token: await signOffsiteToken(env.OFFSITE_SECRET, SAFE, '7', nowS() + 60) }),
    ],
    ['a token replayed for another pin', async () => ({ url: SAFE, pin: '8', token: await signOffsiteToken(env.OFFSITE_SECRET, SAFE, '7', nowS() + 60) })],
    ['a garbage token', async () => ({ url: SAFE, pin: '7', token: '%%%.<script>' })],
  ])('never redirects %s (open-redirect attempts)', async (_what, params) => {
    const response = await offsite(await params());
    expect([200, 400]).toContain(response.status);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).not.toMatch(/http-equiv="?refresh/i);
    expect(html).not.toContain('<script');
  });

  it('shows the destination of an unsigned link on a "you are leaving" page, escaped', async () => {
    const url = 'https://recipes.example/"><script>alert(1)</script>';
    const response = await offsite({ url, pin: '7' });
    const html = await response.text();
    expect(html).toContain('You are leaving');
    expect(html).toContain('data-test-id="offsite-destination">https://recipes.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E</p>');
    expect(html).not.toContain('<script>');
  });

  it('limits /offsite/ visits per client with a 429 page and Retry-After', async () => {
    const who = { headers: { 'cf-connecting-ip': '10.9.9.9' } };
    await withinOneEdgeWindow(RATE_LIMITS.offsiteVisit.windowSeconds, RATE_LIMITS.offsiteVisit.limit + 1);
    for (let i = 0; i < RATE_LIMITS.offsiteVisit.limit; i++) await (await request('/offsite/?url=https://a.example/', who)).arrayBuffer();
    const refused = await request('/offsite/?url=https://a.example/', who);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('try again in');
  }, 30_000);

  it('C47, C54: answers a linkless tap beacon with 204 and logs link_navigation_empty_href (closeup-and-visitors: Calls, Errors)', async () => {
    const before = await clickthroughCount('link_navigation_empty_href');
    const response = await offsite({ pin: '9', client_tracking_params: 'ctp' });
    expect(response.status).toBe(204);
    expect(await clickthroughCount('link_navigation_empty_href')).toBe(before + 1);
  });
});

describe('outbound links are signed when pins are rendered', () => {
  it('fills Pin.offsiteUrl with a signed /offsite/ path that redirects', async () => {
    const { body } = await getResource<Pin[]>('HomefeedResource', {}, from());
    const pin = body.resource_response.data!.find((p) => p.link && /^https:\/\/(?!blocked|suspicious|adult)/.test(p.link) && !p.trackedLink)!;
    expect(pin.offsiteUrl).toMatch(/^\/offsite\/\?token=\d+\.[\w-]{43}&url=/);
    const response = await request(pin.offsiteUrl!, from());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(new URL(pin.link!).href);
  });

  it('signs every feed a pin leaves the worker in: home, board, saved and related (pin-card: Calls)', async () => {
    const linked = (pins: Pin[]) => pins.filter((p) => /^https?:\/\//.test(p.trackedLink ?? p.link ?? ''));
    const row = await env.DB.prepare(
      `SELECT b.id AS board, u.username AS username, p.id AS pin FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = p.pinner_id
       WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.link LIKE 'http%' ORDER BY p.id DESC LIMIT 1`,
    ).first<{ board: number; username: string; pin: number }>();
    const feeds = await Promise.all([
      getResource<Pin[]>('HomefeedResource', {}, from()),
      getResource<Pin[]>('BoardFeedResource', { board_id: String(row!.board) }, from()),
      getResource<Pin[]>('UserSavesResource', { username: row!.username }, from()),
      getResource<Pin[]>('RelatedPinsResource', { pin_id: String(row!.pin) }, from()),
    ]);
    for (const { response, body } of feeds) {
      expect(response.status).toBe(200);
      const pins = linked(body.resource_response.data!);
      expect(pins.length).toBeGreaterThan(0);
      for (const pin of pins) expect(pin.offsiteUrl, pin.entityId).toMatch(/^\/offsite\/\?token=\d+\.[\w-]{43}&url=/);
    }
  });

  it('A42: renders the closeup source link through /offsite/ with rel noopener noreferrer nofollow ugc', async () => {
    const { body } = await getResource<Pin[]>('HomefeedResource', { page_size: 50 }, from());
    const pin = body.resource_response.data!.find((p) => p.link && p.domain && !p.isPromoted)!;
    const html = await (await request(`/pin/${pin.entityId}/`, from())).text();
    const anchor = /<a class="closeup__source" href="([^"]+)" rel="([^"]+)"/.exec(html);
    expect(anchor?.[1].replaceAll('&amp;', '&')).toMatch(/^\/offsite\/\?token=/);
    expect(anchor?.[2]).toBe('noopener noreferrer nofollow ugc');
  });
});
