// The first journey: the home feed streams complete HTML, hydrates without warnings, loads the
// next page on scroll without layout shift (counted from the first paint, the top region's
// messages included), and opens a pin by client-side navigation.
import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { FIRST_HTML_CARDS } from '#shared/constants.ts';
import { expectBottomEdge, holdFeed, watchBottomEdge } from './bottomEdge.ts';
import { closeupUrl, nextPaint, openBrowserSession, PERSON_UA, type Visit, type VisitOptions, waitForHydration } from './browser.ts';
import { layoutShifts, recordLayoutShifts } from './layoutShifts.ts';
import { sql } from './localState.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();
const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const PHONE = {
  viewport: { width: 390, height: 844 },
  mobile: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/** The closeup of the first image pin (not an ad) of the home feed a visitor gets. */
async function firstImagePinPath(): Promise<string> {
  const options = { page_size: 25 };
  const response = await fetch(`${browsing.baseUrl}/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`, {
    headers: { 'user-agent': PERSON_UA },
  });
  const body = (await response.json()) as { resource_response: { data: Array<{ entityId: string; kind: string; isPromoted: boolean }> } };
  const pin = body.resource_response.data.find((p) => p.kind === 'image' && !p.isPromoted);
  expect(pin, 'an image pin on the first page of the home feed').toBeDefined();
  return `/pin/${pin?.entityId}/`;
}

/** demo's first public board. */
function demoBoardPath(): string {
  const [row] = sql<{ slug: string }>(
    `SELECT b.slug FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND b.privacy = 'public' AND b.layout = 'default' AND b.archived = 0 ORDER BY b.id LIMIT 1`,
  );
  return `/demo/${row.slug}/`;
}

describe('home feed journey', () => {
  it('serves the cards of a first screen in the raw HTML before any JavaScript, and a bot the whole page', async () => {
    const cardsFor = async (userAgent: string) =>
      ((await (await fetch(`${browsing.baseUrl}/`, { headers: { 'user-agent': userAgent } })).text()).match(/data-test-id="pin" data-pin-id="\d+"/g) ?? [])
        .length;
    expect(await cardsFor(PERSON_UA)).toBe(FIRST_HTML_CARDS);
    expect(await cardsFor(GOOGLEBOT_UA)).toBeGreaterThanOrEqual(25);
  });

  it('hydrates, scrolls to the next page of pins and opens a pin', async () => {
    // The feed's promoted pins register attribution sources where the API is found: pinned
    // absent, as in current Chrome, whatever this Chromium ships.
    const { page, errors } = await browsing.open({ attributionReporting: 'unsupported' });
    const { baseUrl } = browsing;
    await page.addInitScript(recordLayoutShifts);
    const firstLoad = watchNetwork(page);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await firstLoad.quiet();
    const firstCount = await page.locator('[data-test-id="pin"]').count();
    // The first screen's cards arrive in the HTML (only those are embedded); the rest of the feed's first page comes on scroll.
    expect(firstCount).toBeGreaterThanOrEqual(FIRST_HTML_CARDS);
    // People get sized images (never originals) and the sign-up chrome.
    expect(await page.locator('img[src*="/i/originals/"]').count()).toBe(0);
    expect(await page.locator('a[href="/signup"]').count()).toBe(1);

    // A person keeps scrolling until more pins come.
    const nextPage = watchNetwork(page);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 2500);
        return page.locator('[data-test-id="pin"]').count();
      })
      .toBeGreaterThan(firstCount);
    await nextPage.quiet();
    // Counted from the first paint: the welcome hero, the grid, the next page.
    const afterScroll = await layoutShifts(page);
    expect(afterScroll.cls, afterScroll.shifts.join('\n')).toBeLessThan(0.01);

    const card = page.locator('[data-test-id="pin"]').nth(firstCount + 1);
    const pinId = await card.getAttribute('data-pin-id');
    const closeup = watchNetwork(page);
    await card.locator('a.pin-card__image').click();
    await page.waitForURL(closeupUrl(baseUrl, pinId!));
    await page.waitForSelector(`[data-test-id="closeup"][data-pin-id="${pinId}"]`);
    // The closeup image box is sized before its image loads, too.
    await closeup.quiet();
    const afterCloseup = await layoutShifts(page);
    expect(afterCloseup.cls, afterCloseup.shifts.join('\n')).toBeLessThan(0.01);

    await page.goBack();
    await page.waitForSelector('[data-test-id="masonry"]');
    // The feed comes back with the pins scrolled to, drawn as the page restores it.
    await expect.poll(() => page.locator('[data-test-id="pin"]').count()).toBeGreaterThan(firstCount);
    expect(errors).toEqual([]);
  });

  it('goes on loading when a page lands after the person has already scrolled to its end', async () => {
    const { page, errors } = await browsing.open({ viewport: { width: 1280, height: 900 } });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/resource/HomefeedResource/get/')) asked.push(request.url());
    });
    // Every page of the feed waits until released, from the first on (the grid may ask for one as soon as it hydrates).
    const release = await holdFeed(page);
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    // A person who flings on to the end: in the frame after each page of cards is drawn, the page stands at its end
    // again (before the grid could notice the end had moved away).
    await page.evaluate(() => {
      const grid = document.querySelector('[data-test-id="masonry"]')!;
      new MutationObserver(() => requestAnimationFrame(() => window.scrollTo(0, document.documentElement.scrollHeight))).observe(grid, { childList: true });
    });
    await page.keyboard.press('End');
    // The first page's rest is asked for and waits while the person stands at the end.
    await expect.poll(() => asked.length).toBe(1);
    release();
    // It lands with the end already reached, and so does each page after it: the next is asked for each time.
    await expect.poll(() => asked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    expect(await page.locator('.feed__status').textContent()).toBe('');
    expect(errors).toEqual([]);
  });

  it('asks for a page that failed once, then again only when the person presses "Try again"', async () => {
    const { page } = await browsing.open({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    let asked = 0;
    await page.route(/\/resource\/HomefeedResource\/get\//, (route) => {
      asked++;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await page.keyboard.press('End');
    const tryAgain = page.locator('.feed__status').getByRole('button', { name: 'Try again' });
    await tryAgain.waitFor();
    expect(await page.locator('.feed__status').textContent()).toContain(SERVER_ERROR_MESSAGE);
    // Standing at the end, the failed read is not asked again on its own (a frame and a network turn later, still one).
    await nextPaint(page);
    await page.waitForTimeout(500);
    expect(asked).toBe(1);
    await tryAgain.click();
    await expect.poll(() => asked).toBe(2);
    await tryAgain.waitFor();
    await nextPaint(page);
    await page.waitForTimeout(500);
    expect(asked).toBe(2);
  });

  // Performance (docs/performance.md) (CLS ≤ 0.02), visitors, invites and onboarding and the interface (docs/architecture.md#visitors-invites-limited-login-and-onboarding, docs/architecture.md#the-interface-and-phones): the upsell a signed-out visitor gets above the pins
  // (the welcome hero; on a phone the app bar, the one upsell there) comes with the page, so nothing moves from the first
  // paint to a settled page, on a desktop and a phone.
  it.each([
    { device: 'a 1280x900 desktop', visit: {}, upsell: 'Welcome to Pinboard', shown: '[data-region="top"] .hero' },
    { device: 'a 390x844 phone', visit: PHONE, upsell: 'Save ideas faster in the app', shown: '[data-test-id="app-upsell"]' },
  ])('shows a signed-out first visit with its upsell ($upsell) on $device without layout shift', async ({ visit, upsell, shown }) => {
    const { page, errors } = await browsing.open({ attributionReporting: 'unsupported', ...visit });
    await page.addInitScript(recordLayoutShifts);
    const network = watchNetwork(page);
    const response = await page.goto(`${browsing.baseUrl}/`);
    // The upsell is in the HTML, before any script runs.
    expect(await response?.text()).toContain(upsell);
    await waitForHydration(page);
    await network.quiet();
    await nextPaint(page);
    await expect.poll(() => page.locator(shown).isVisible()).toBe(true);
    const { cls, shifts } = await layoutShifts(page);
    expect(cls, shifts.join('\n')).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  // A pin opened from home lands as a page of its own: the welcome hero above home's grid does not come with a closeup, and
  // a closeup slow to arrive (a loaded phone, a slow network) lands after the click's half second of grace, when whatever
  // of the page left moves counts as a layout shift.
  it('opens a pin that arrives late without moving the page under the leaving hero (experiences: Hero banner, Lifecycle and behaviour)', async () => {
    const { page, errors } = await browsing.open({ attributionReporting: 'unsupported' });
    const { baseUrl } = browsing;
    await page.addInitScript(recordLayoutShifts);
    const firstLoad = watchNetwork(page);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await firstLoad.quiet();
    await expect.poll(() => page.locator('[data-region="top"] .hero').isVisible()).toBe(true);
    // The closeup's page answers well after the click.
    await page.route(/\/resource\/PageResource\/get\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const card = page.locator('[data-test-id="pin"]').first();
    const pinId = await card.getAttribute('data-pin-id');
    const closeup = watchNetwork(page);
    await card.locator('a.pin-card__image').click();
    await page.waitForSelector(`[data-test-id="closeup"][data-pin-id="${pinId}"]`);
    await closeup.quiet();
    await nextPaint(page);
    const { cls, shifts } = await layoutShifts(page);
    expect(cls, shifts.join('\n')).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });

  // A closeup and a board on a 390x844 phone are as still as the home page, from the first
  // paint to a settled page (a signed-out visitor, who also gets the app upsell bar with the page).
  it.each(['closeup', 'board'] as const)('shows a %s on a 390x844 phone without layout shift', async (which) => {
    const path = which === 'closeup' ? await firstImagePinPath() : demoBoardPath();
    const { page, errors } = await browsing.open({ attributionReporting: 'unsupported', ...PHONE });
    await page.addInitScript(recordLayoutShifts);
    const network = watchNetwork(page);
    await page.goto(`${browsing.baseUrl}${path}`);
    await waitForHydration(page);
    await network.quiet();
    await nextPaint(page);
    expect(await page.locator('[data-test-id="pin"]').count(), `${path}: its grid`).toBeGreaterThan(0);
    const { cls, shifts } = await layoutShifts(page);
    expect(cls, `${path}\n${shifts.join('\n')}`).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  it('answers unknown paths with the 404 page', async () => {
    const { page } = await browsing.open();
    const response = await page.goto(`${browsing.baseUrl}/this/does/not/exist/anywhere/`);
    expect(response?.status()).toBe(404);
    expect(await page.textContent('h1')).toBe('Page not found');
  });
});

describe("the feed's loading line and the phone's tab bar (pin-card: Constants)", () => {
  /** An established member (joined 400 days ago: the shorter tab bar) or a visitor from the US, not yet on a page. */
  async function person(kind: 'member' | 'visitor', options: VisitOptions): Promise<Visit> {
    if (kind === 'visitor') return browsing.open({ ...options, cookies: { pb_country: 'US' } });
    const username = `loading_${Date.now().toString(36)}`;
    const visit = await browsing.signUp(username, '/', options);
    sql(`UPDATE users SET created_at = ${Date.now() - 400 * 24 * 60 * 60 * 1000} WHERE username = '${username}'`);
    return visit;
  }

  it.each([
    ['an established member on a 390 px phone', 'member', PHONE, true],
    ['a member on a 1280 px desktop (no tab bar)', 'member', { viewport: { width: 1280, height: 900 } }, false],
    ['a visitor on a 390 px phone (no tab bar)', 'visitor', PHONE, false],
  ] as const)(
    'for %s, "Loading more Pins…" stands 24 px above the tab bar where it shows, else above the bottom (pin-card: Constants)',
    async (_who, kind, options, barShows) => {
      const { page, errors } = await person(kind, options);
      const edge = await watchBottomEdge(page, '.feed__loading:not(:empty)');
      await page.goto(`${browsing.baseUrl}/`);
      await waitForHydration(page);
      // The feed's next pages wait, so the line stays while it is read.
      const release = await holdFeed(page);
      const line = page.locator('.feed__loading');
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 2500);
          return line.textContent();
        })
        .toBe('Loading more Pins…');
      expectBottomEdge(await edge(), barShows, 24);
      release();
      await expect.poll(() => line.textContent()).toBe('');
      expect(errors).toEqual([]);
    },
  );
});
