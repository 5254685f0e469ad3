// Finding 13 (the bot page cache can be poisoned): what a bot request carries beyond the url, its
// kind and its device (Referer, Accept-Language, cookies, forced groups) never reaches the page a
// bot is shown, so no request can cache a page another bot would not get; phones and desktops are
// cached apart; and every cached page is served with a fresh CSP nonce.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { documentState, GOOGLEBOT_UA, request } from '../helpers.ts';
import { snapshotD1 } from './helpers.ts';

const MOBILE_GOOGLEBOT_UA =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let pinCursor = 0;
/** A public pin no other test of this file has cached. */
async function freshPin(): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL ORDER BY p.id LIMIT 1 OFFSET ?",
  )
    .bind(pinCursor++)
    .first<{ id: number }>();
  return String(row!.id);
}

const bot = (headers: Record<string, string> = {}) => ({ headers: { 'user-agent': GOOGLEBOT_UA, ...headers } });

/** What a bot's page says about the request that rendered it. */
function fingerprint(html: string) {
  const state = documentState(html);
  return {
    landing: state.page.landing,
    locale: state.viewer.locale,
    country: state.viewer.country,
    isMobile: state.viewer.isMobile,
    experiments: state.viewer.experiments,
    consent: state.viewer.consent,
    theme: state.viewer.theme,
  };
}

const POISONS: Array<[string, Record<string, string>, string]> = [
  ['a foreign Referer', { referer: 'https://www.google.de/search?q=x' }, ''],
  ['an odd Accept-Language', { 'accept-language': 'xx-EVIL,de;q=0.9' }, ''],
  ['a consent cookie', { cookie: 'pb_consent=1.1.1.1' }, ''],
  ['a forced experiment group in the query (development)', {}, '?exp=masonry_layout:compact'],
  ['a forced experiment group in a cookie (development)', { cookie: 'pb_exp=masonry_layout:compact' }, ''],
  ['a forced country cookie (development)', { cookie: 'pb_country=DE' }, ''],
  ['a session cookie', { cookie: '__Host-pb_session=not-a-session-but-long-enough-0000' }, ''],
  ['a theme cookie', { cookie: 'pb_theme=dark' }, ''],
];

describe('nothing but url, bot kind and device reaches a cached bot page (security: Bot page cache)', () => {
  it.each(POISONS)('a first bot with %s caches the very page a plain bot gets', async (_what, headers, query) => {
    const plainPin = await freshPin();
    const plain = fingerprint(await (await request(`/pin/${plainPin}/`, bot())).text());
    const pin = await freshPin();
    const before = await snapshotD1();
    const first = await request(`/pin/${pin}/${query}`, bot(headers));
    expect(first.headers.get('x-bot-cache')).toBe('MISS');
    expect(fingerprint(await first.text())).toEqual(plain);
    const next = await request(`/pin/${pin}/`, bot());
    expect(next.headers.get('x-bot-cache')).toBe('HIT');
    expect(fingerprint(await next.text())).toEqual(plain);
    expect(await snapshotD1()).toEqual(before);
  });

  it.each([
    ['the mobile client hint', { 'sec-ch-ua-mobile': '?1' }],
    ['a phone user agent', { 'user-agent': MOBILE_GOOGLEBOT_UA }],
  ])('caches phones apart from desktops: %s never reaches a desktop bot', async (_what, headers) => {
    const pin = await freshPin();
    const phone = await request(`/pin/${pin}/`, bot(headers));
    expect(fingerprint(await phone.text()).isMobile).toBe(true);
    const desktop = await request(`/pin/${pin}/`, bot());
    expect(desktop.headers.get('x-bot-cache')).toBe('MISS');
    expect(fingerprint(await desktop.text()).isMobile).toBe(false);
    const phoneAgain = await request(`/pin/${pin}/`, bot(headers));
    expect(phoneAgain.headers.get('x-bot-cache')).toBe('HIT');
    expect(fingerprint(await phoneAgain.text()).isMobile).toBe(true);
  });
});

describe('a cached page never reuses a CSP nonce (security: Bot page cache)', () => {
  it('serves every hit with a fresh nonce in the CSP header, and a page that starts no client has no script to carry one', async () => {
    const pin = await freshPin();
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const response = await request(`/pin/${pin}/`, bot());
      expect(response.headers.get('x-bot-cache')).toBe(i === 0 ? 'MISS' : 'HIT');
      expect(response.headers.get('x-bot-cache-nonce')).toBeNull();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(seen.has(nonce!)).toBe(false);
      seen.add(nonce!);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
      expect(scripts).toEqual([]);
      for (const old of seen) expect(html).not.toContain(old);
    }
  });
});
