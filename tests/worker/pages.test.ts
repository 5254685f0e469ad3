// Pages rendered at the edge: the streamed home feed, the closeup, 404 and 410 statuses,
// image sizes per viewer kind, hydration state and the CSP nonce.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FIRST_HTML_CARDS } from '#shared/constants.ts';
import { CARD_IMAGE_SIZES } from '#shared/pinCard/cardPin.ts';
import { unpackPinPage, type WirePinPage } from '#shared/pinCard/wire.ts';
import type { Pin } from '#shared/types.ts';
import { documentState, firstId, GOOGLEBOT_UA, getResource, request, sessionCookie } from './helpers.ts';

// A signed-out card links the SEO-style /pin/{title words}--{id}/ (docs/rules/pin-card.md#who-it-serves-spec-000-1).
const PIN_LINKS = /<a class="pin-card__image" href="\/pin\/(?:[a-z0-9-]+--)?(\d+)\/"/g;

describe('home feed page', () => {
  it('C1: streams the cards of a first screen linking to /pin/{id}/ in the HTML itself, only their pins in its data', async () => {
    const response = await request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const ids = [...html.matchAll(PIN_LINKS)].map((m) => m[1]);
    expect(ids.length).toBe(FIRST_HTML_CARDS);
    expect(new Set(ids).size).toBe(FIRST_HTML_CARDS);
    expect(html.indexOf('class="header"')).toBeLessThan(html.indexOf('pin-card'));
    // The page embeds the drawn cards' pins, in the same order; the rest of the page comes from the feed on scroll.
    const feed = unpackPinPage(JSON.parse(/<script type="application\/json" id="__FEED__">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as WirePinPage);
    expect(feed.pins.map((p) => p.entityId)).toEqual(ids);
    expect(feed.rest).toBe(true);
  });

  it('gives bots every card of the page in the HTML', async () => {
    const html = await (await request('/', { headers: { 'user-agent': GOOGLEBOT_UA } })).text();
    const ids = [...html.matchAll(PIN_LINKS)].map((m) => m[1]);
    expect(ids.length).toBe(25);
    expect(new Set(ids).size).toBe(25);
  });

  it.each(['home', 'closeup'])('a bot gets a %s complete as HTML, with no client to start and no grid embedded for one', async (page) => {
    const pin = await firstId(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1",
    );
    const path = page === 'home' ? '/' : `/pin/${pin}/`;
    const html = await (await request(path, { headers: { 'user-agent': GOOGLEBOT_UA } })).text();
    expect(html).toMatch(/<\/html>$/);
    expect(html).toContain('pin-card');
    expect(html).not.toContain('id="__FEED__"');
    expect(html).not.toMatch(/<script\b(?![^>]*type="application\/(ld\+)?json")[^>]*>/);
  });

  it('A8, C1: serves /homefeed/ as the home feed too', async () => {
    const html = await (await request('/homefeed/')).text();
    expect([...html.matchAll(PIN_LINKS)].length).toBe(FIRST_HTML_CARDS);
  });

  it('sizes every image box before the image loads (width, height, dominant colour)', async () => {
    const html = await (await request('/')).text();
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThanOrEqual(FIRST_HTML_CARDS);
    for (const img of imgs) expect(img).toMatch(/width="\d+" height="\d+"/);
    // The box's nominal height, which the phone grid scales (shared/masonry.ts scaledPx).
    expect(html).toMatch(/class="pin-card__media-box" style="--box-h:\d+;--tint:#[0-9a-f]{6}"/);
  });

  it('A1, A15: never gives people original-size images, and gives bots only originals (pin-card: Pins, boards and viewers)', async () => {
    const people = await (await request('/')).text();
    expect(people).not.toContain('/i/originals/');
    expect(people).toContain('/i/736x/');
    const bot = await (await request('/', { headers: { 'user-agent': GOOGLEBOT_UA } })).text();
    expect(bot).toContain('/i/originals/');
    expect(bot).not.toMatch(/\/i\/(736x|474x|236x)\//);
  });

  it('gives bots the complete document, with no login buttons', async () => {
    const html = await (await request('/', { headers: { 'user-agent': GOOGLEBOT_UA } })).text();
    expect(html).toMatch(/<\/html>$/);
    expect(html).not.toContain('href="/signup"');
    expect(documentState(html).viewer.botKind).toBe('search');
  });

  it('embeds the hydration state without a script-injection hole', async () => {
    const html = await (await request('/')).text();
    const state = documentState(html);
    expect(state.page.route).toBe('home');
    expect(state.viewer.isAuth).toBe(false);
    const feed = /<script type="application\/json" id="__FEED__">(.*?)<\/script>/s.exec(html);
    expect(JSON.parse(feed![1]).pins).toHaveLength(FIRST_HTML_CARDS);
  });

  it('the page embeds its grid pins with the sizes a card reads; the JSON feed keeps every size (pin-card: Pins, boards and viewers)', async () => {
    const html = await (await request('/')).text();
    const feed = unpackPinPage(JSON.parse(/<script type="application\/json" id="__FEED__">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as WirePinPage);
    const api = await getResource<Pin[]>('HomefeedResource', {});
    const whole = new Map(api.body.resource_response.data?.map((p) => [p.entityId, p]));
    const shared = feed.pins.filter((p) => whole.has(p.entityId));
    expect(shared.length).toBeGreaterThan(0);
    for (const pin of shared) {
      expect(Object.keys(pin.images).sort()).toEqual([...CARD_IMAGE_SIZES].sort());
      expect(Object.keys(whole.get(pin.entityId)!.images)).toHaveLength(8);
      expect(pin.title).toBe(whole.get(pin.entityId)!.title);
    }
  });

  it.each(['/search/pins/?q=recipes', '/topics/recipes/', '/today/best/'])(
    '%s sends its pins once, in the page data, with no second copy for the grid',
    async (path) => {
      const html = await (await request(path)).text();
      const data = JSON.stringify(documentState(html).page.data);
      const firstPin = [...html.matchAll(PIN_LINKS)][0]?.[1];
      expect(firstPin).toBeTruthy();
      expect(data).toContain(`"entityId":"${firstPin}"`);
      expect(html).not.toContain('id="__FEED__"');
    },
  );

  it('puts the request nonce on every script and in the CSP header', async () => {
    const response = await request('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    const html = await response.text();
    const executable = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map((m) => m[0]);
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

describe('viewer', () => {
  it('reflects the signed-in user and their roles', async () => {
    const partnerId = await firstId("SELECT id FROM users WHERE email = 'partner@example.com'");
    const html = await (await request('/', { headers: { cookie: await sessionCookie(partnerId) } })).text();
    const { viewer } = documentState(html);
    expect(viewer).toMatchObject({ id: String(partnerId), username: 'partner', isAuth: true, isPartner: true, isEmployee: false });
    const staffId = await firstId("SELECT id FROM users WHERE email = 'staff@example.com'");
    const staff = documentState(await (await request('/', { headers: { cookie: await sessionCookie(staffId) } })).text()).viewer;
    expect(staff.isEmployee).toBe(true);
  });

  it("shows the signed-in user's avatar in the header, sized before it loads", async () => {
    const { id, signature } = (await env.DB.prepare("SELECT id, image_signature AS signature FROM users WHERE username = 'demo'").first<{
      id: number;
      signature: string;
    }>())!;
    const html = await (await request('/', { headers: { cookie: await sessionCookie(id) } })).text();
    expect(documentState(html).viewer.avatarUrl).toMatch(new RegExp(`^/i/136x136/${signature}\\.\\w+$`));
    expect(html).toMatch(new RegExp(`<img class="header__avatar" src="/i/136x136/${signature}\\.\\w+" width="32" height="32" alt=""/>`));
  });

  it('treats a forged session cookie as signed out', async () => {
    const html = await (await request('/', { headers: { cookie: '__Host-pb_session=forged-token-forged-token-forged' } })).text();
    expect(documentState(html).viewer.isAuth).toBe(false);
  });

  it('treats a missing request.cf country as unknown', async () => {
    const { viewer } = documentState(await (await request('/')).text());
    expect(viewer.country === null || /^[A-Z]{2}$/.test(viewer.country)).toBe(true);
  });

  it('honours a forced experiment group outside production', async () => {
    const html = await (await request('/?exp=masonry_layout:compact')).text();
    expect(documentState(html).viewer.experiments.masonry_layout).toBe('compact');
    expect(html).toContain('--col:175px');
  });
});

describe('closeup and statuses', () => {
  it('renders a pin closeup with its canonical /pin/{id}/', async () => {
    const id = await firstId(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.title <> '' LIMIT 1",
    );
    const response = await request(`/pin/some-slug--${id}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-test-id="closeup"');
    expect(html).toContain(`<link rel="canonical" href="https://pins.test/pin/${id}/"/>`);
  });

  it('answers 404 with a real page for unknown paths and pins', async () => {
    for (const path of ['/no/such/page/at/all/', '/pin/999999999/', '/login-nope/x/y/z/']) {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  it('C26, C54: answers 410 "Unavailable / Removed by the creator" for a removed pin (closeup-and-visitors: Routes and screens)', async () => {
    const id = await firstId('SELECT id FROM pins WHERE deleted_at IS NOT NULL LIMIT 1');
    const response = await request(`/pin/${id}/`);
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain('Unavailable');
    expect(html).toContain('Removed by the creator');
  });

  it('hides pins of secret boards from everyone but the owner', async () => {
    const row = await firstId("SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' AND p.deleted_at IS NULL LIMIT 1");
    expect((await request(`/pin/${row}/`)).status).toBe(404);
    const owner = await firstId('SELECT b.owner_id AS id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id = ?', row);
    expect((await request(`/pin/${row}/`, { headers: { cookie: await sessionCookie(owner) } })).status).toBe(200);
  });

  it('never lists secret-board pins in the home feed', async () => {
    const html = await (await request('/')).text();
    const ids = [...html.matchAll(PIN_LINKS)].map((m) => Number(m[1]));
    const { results } = await (await import('cloudflare:workers')).env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' AND p.id IN (${ids.join(',')})`,
    ).all();
    expect(results).toEqual([]);
  });
});
