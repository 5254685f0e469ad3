// The app upsell bar comes with the server's page (docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9): for a signed-out person on a
// phone, unless the cookie mirroring their record says it was dismissed within the 14-day gap (or
// shown after the first-upsell window, within the gap); never on a desktop, for a bot, below
// Android 7, or for a member.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { APP_UPSELL_COOKIE, UPSELL_TIMING } from '#shared/visitor/constants.ts';
import { documentState, GOOGLEBOT_UA, request, sessionCookie } from './helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const OLD_ANDROID =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5 Build/M4B30Z) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0.4896.127 Mobile Safari/537.36';
const DAY = 24 * 60 * 60 * 1000;

async function bar(headers: Record<string, string>) {
  const html = await (await request('/', { headers })).text();
  return { shown: html.includes('data-test-id="app-upsell"'), viewer: documentState(html).viewer };
}

describe('the app upsell bar at the edge (closeup-and-visitors: Validation, Constants)', () => {
  it('C49: a signed-out phone visitor gets it with the page, until a dismissal within the gap (closeup-and-visitors: Constants)', async () => {
    expect(await bar({ 'user-agent': IPHONE })).toMatchObject({ shown: true, viewer: { appUpsell: true } });
    const now = Date.now();
    const dismissed = (at: number) => ({ 'user-agent': IPHONE, cookie: `${APP_UPSELL_COOKIE}=${at}.${at}.${at}` });
    expect((await bar(dismissed(now - 60_000))).shown).toBe(false);
    expect((await bar(dismissed(now - UPSELL_TIMING.appUpsellGapDays * DAY - 60_000))).shown).toBe(true);
    // Shown more than a day ago, last shown two days ago: past the first-upsell window, within the gap.
    expect((await bar({ 'user-agent': IPHONE, cookie: `${APP_UPSELL_COOKIE}=${now - 3 * DAY}.${now - 2 * DAY}.-` })).shown).toBe(false);
    // Shown an hour ago for the first time: still within the first-upsell window.
    expect((await bar({ 'user-agent': IPHONE, cookie: `${APP_UPSELL_COOKIE}=${now - 3_600_000}.${now - 3_600_000}.-` })).shown).toBe(true);
    // A malformed cookie counts as none.
    expect((await bar({ 'user-agent': IPHONE, cookie: `${APP_UPSELL_COOKIE}=<script>` })).shown).toBe(true);
  });

  it('C48: never on a desktop, for a bot, below Android 7, or for a member (closeup-and-visitors: Validation)', async () => {
    expect((await bar({})).shown).toBe(false);
    expect((await bar({ 'user-agent': GOOGLEBOT_UA })).shown).toBe(false);
    expect((await bar({ 'user-agent': OLD_ANDROID })).shown).toBe(false);
    const demo = await env.DB.prepare(`SELECT id FROM users WHERE username = 'demo'`).first<{ id: number }>();
    expect(await bar({ 'user-agent': IPHONE, cookie: await sessionCookie(demo!.id) })).toMatchObject({ shown: false, viewer: { isAuth: true } });
  });
});
