// Cookie consent and dark mode decided at the edge (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#roles-spec-001-6) and UserSettingsResource
// (docs/rules/experiences.md#calls-spec-001-7): the banner is in the first HTML when needed, never for bots; a choice is kept in
// a cookie for visitors and in users.settings for members, with time, revision and surface_tag.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { COOKIE_POLICY_REVISION, choiceFor, encodeConsentCookie } from '#shared/consent.ts';
import { documentState, GOOGLEBOT_UA, ORIGIN, request, sessionCookie } from './helpers.ts';

const page = async (init: RequestInit & { cf?: Record<string, unknown> } = {}) => {
  const response = await request('/', init as RequestInit);
  return { response, html: await response.text() };
};
const BANNER = 'data-test-id="consent-banner"';
const updateSettings = (options: unknown, cookie = '') =>
  request('/resource/UserSettingsResource/update/', {
    method: 'PUT',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ options }),
  });

describe('the consent banner at the edge (experiences: Lifecycle and behaviour)', () => {
  it.each([
    ['a visitor from Germany', { cf: { country: 'DE' } }, true],
    ['a visitor from the UK', { cf: { country: 'GB' } }, true],
    ['a visitor from Switzerland', { cf: { country: 'CH' } }, true],
    ['a visitor from the US', { cf: { country: 'US' } }, false],
    ['a bot from Germany', { cf: { country: 'DE' }, headers: { 'user-agent': GOOGLEBOT_UA } }, false],
    ['a visitor from Germany who accepted', { cf: { country: 'DE' }, headers: { cookie: `pb_consent=${encodeConsentCookie(choiceFor('accept', 1))}` } }, false],
    ['a visitor from Germany with a consent cookie of an old policy', { cf: { country: 'DE' }, headers: { cookie: 'pb_consent=a1.m1.p1.1.2020-01-01' } }, true],
    ['a visitor forced to France by the development cookie', { cf: { country: 'US' }, headers: { cookie: 'pb_country=FR' } }, true],
  ])('B2: %s: banner in the first HTML is %s', async (_who, init, shown) => {
    const { html } = await page(init);
    expect(html.includes(BANNER)).toBe(shown);
    const state = documentState(html);
    expect(state.viewer.consent?.given === true || !state.viewer.consent?.needed || state.viewer.isBot).toBe(!shown);
  });

  it('treats an unknown country as needing consent', async () => {
    const { html } = await page({ cf: {} } as RequestInit);
    expect(documentState(html).viewer.consent?.needed).toBe(true);
  });

  it('tells features whether analytics and marketing may be sent', async () => {
    const rejected = documentState(
      (await page({ cf: { country: 'DE' }, headers: { cookie: `pb_consent=${encodeConsentCookie(choiceFor('reject', 1))}` } } as RequestInit)).html,
    );
    expect(rejected.viewer.consent).toMatchObject({ needed: true, given: true, analytics: false, marketing: false });
    const us = documentState((await page({ cf: { country: 'US' } } as RequestInit)).html);
    expect(us.viewer.consent).toMatchObject({ needed: false, analytics: true, marketing: true });
  });
});

describe('UserSettingsResource (experiences: Calls)', () => {
  it("B2: keeps a visitor's choice in a consent cookie with its time and revision", async () => {
    const response = await updateSettings(
      { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: true, surface_tag: 'cookie_banner' },
      'pb_anon=settings-visitor-0001',
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`pb_consent=a1\\.m0\\.p1\\.\\d+\\.${COOKIE_POLICY_REVISION}`));
    const value = /pb_consent=([^;]+)/.exec(cookie)![1];
    const { html } = await page({ cf: { country: 'DE' }, headers: { cookie: `pb_consent=${value}` } } as RequestInit);
    expect(html.includes(BANNER)).toBe(false);
    expect(documentState(html).viewer.consent).toMatchObject({ analytics: true, marketing: false, personalization: true });
  });

  it('B23: where no consent is needed (the US), the answer and the next page follow a member turning marketing cookies off', async () => {
    const cookie = await sessionCookie(6);
    const response = await request('/resource/UserSettingsResource/update/', {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        options: { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: true, surface_tag: 'cookie_banner' },
      }),
      cf: { country: 'US' },
    } as RequestInit);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { resource_response: { data: { consent: unknown } } };
    expect(body.resource_response.data.consent).toMatchObject({ needed: false, given: true, analytics: true, marketing: false, personalization: true });
    const { html } = await page({ cf: { country: 'US' }, headers: { cookie } } as RequestInit);
    expect(documentState(html).viewer.consent).toMatchObject({ needed: false, marketing: false });
  });

  it("B2: saves a member's choice in the settings, so the banner is gone on every device", async () => {
    const cookie = await sessionCookie(5);
    const response = await updateSettings(
      { allow_analytic_cookies: false, allow_marketing_cookies: false, allow_personalization_cookies: false, surface_tag: 'cookie_banner' },
      cookie,
    );
    expect(response.status).toBe(200);
    const row = await env.DB.prepare('SELECT settings FROM users WHERE id = 5').first<{ settings: string }>();
    expect(JSON.parse(row!.settings)).toMatchObject({
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      cookie_policy_revision: COOKIE_POLICY_REVISION,
      cookie_consent_surface: 'cookie_banner',
    });
    const { html } = await page({ cf: { country: 'DE' }, headers: { cookie: await sessionCookie(5) } } as RequestInit);
    expect(html.includes(BANNER)).toBe(false);
  });

  it('merges changes of different settings without losing any', async () => {
    const cookie = await sessionCookie(4);
    await updateSettings({ notifications: { email_news: false } }, cookie);
    await updateSettings({ ad_personalization_third_party: false }, cookie);
    const row = await env.DB.prepare('SELECT settings FROM users WHERE id = 4').first<{ settings: string }>();
    expect(JSON.parse(row!.settings)).toMatchObject({ notifications: { email_news: false }, ad_personalization_third_party: false });
  });

  it.each([
    ['a partial cookie choice', { allow_analytic_cookies: true }, '', 400],
    ['nothing to change', { surface_tag: 'x' }, '', 400],
    ['a setting of the wrong type', { dark_mode: 'yes' }, '', 400],
    ['a malformed surface_tag', { dark_mode: true, surface_tag: 'Not Valid!' }, '', 400],
    ['a member-only setting from a visitor', { ad_personalization_first_party: false }, '', 401],
  ])('refuses %s', async (_what, options, cookie, status) => {
    const response = await updateSettings(options, cookie);
    expect(response.status).toBe(status);
    expect(response.headers.get('set-cookie') ?? '').not.toContain('pb_consent');
  });

  it("answers a member's settings and a visitor's from cookies", async () => {
    const member = await request('/resource/UserSettingsResource/get/', { headers: { cookie: await sessionCookie(5) } });
    expect((await member.json<{ resource_response: { data: { settings: Record<string, unknown> } } }>()).resource_response.data.settings).toHaveProperty(
      'cookie_consent_at',
    );
    const visitor = await request('/resource/UserSettingsResource/get/', { headers: { cookie: 'pb_theme=dark' } });
    expect((await visitor.json<{ resource_response: { data: { settings: Record<string, unknown> } } }>()).resource_response.data.settings).toEqual({
      dark_mode: true,
    });
  });
});

describe('dark mode from the first byte (experiences: Lifecycle and behaviour, Roles)', () => {
  const theme = async (cookie: string) => /<html[^>]*data-theme="(\w+)"/.exec((await page({ headers: { cookie } })).html)?.[1];
  it.each([
    ['no choice', 'pb_exp=lop_unauth_inferred_config_dark_mode:control', 'light'],
    ['a dark choice', 'pb_theme=dark', 'dark'],
    ['the system preference with the experiment', 'pb_exp=lop_unauth_inferred_config_dark_mode:enabled', 'system'],
    ['a light choice over the experiment', 'pb_theme=light; pb_exp=lop_unauth_inferred_config_dark_mode:enabled', 'light'],
  ])('B18: %s renders %s', async (_what, cookie, expected) => {
    expect(await theme(cookie)).toBe(expected);
  });

  it("B18: renders a member's saved flag, and sets the theme cookie when toggled", async () => {
    const cookie = await sessionCookie(3);
    const response = await updateSettings({ dark_mode: true, surface_tag: 'theme_toggle' }, cookie);
    expect(response.headers.get('set-cookie')).toContain('pb_theme=dark');
    expect(await theme(cookie)).toBe('dark');
  });
});
