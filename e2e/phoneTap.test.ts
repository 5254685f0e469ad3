// A person on a slow touch phone tapping pins (docs/rules/pin-card.md#constants-spec-000-9): one tap
// anywhere on a card's picture (its middle, where the topic chips would sit, its price or GIF badge)
// opens the pin's closeup, signed out and signed in; while the closeup loads nothing that belongs
// to a mouse's hover (topic chips, the overlay) shows, and neither the card's menu sheet nor the
// sign-up wall opens. Only a touch held still 500 ms opens the menu.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeupUrl, openBrowserSession, type Visit, waitForHydration } from './browser.ts';
import { findCard } from './feedCards.ts';
import { holdFinger, lateChunks, PHONE } from './touch.ts';

const browsing = openBrowserSession();

type Spot = 'middle' | 'chips' | 'badge';

/**
 * The cards tapped: three without a type badge and four with one (a GIF's, a price's …), scrolling the feed as a person
 * does until both are found: earlier files of the same site save pins, which reorders a visitor's feed, so the badged
 * cards are not always on the first page.
 */
async function cardsToTap(page: Page): Promise<string[]> {
  const cards = page.locator('[data-test-id="masonry"] [data-test-id="pin"][data-pin-kind]');
  const plain: string[] = [];
  const badged: string[] = [];
  for (let scrolls = 0; scrolls < 30 && (plain.length < 3 || badged.length < 4); scrolls++) {
    const count = await cards.count();
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const id = (await card.getAttribute('data-pin-id'))!;
      if (plain.includes(id) || badged.includes(id)) continue;
      const list = (await card.locator('.pin-card__badge').count()) > 0 ? badged : plain;
      if (list.length < (list === badged ? 4 : 3)) list.push(id);
    }
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...plain, ...badged];
}

/** Where on a card's picture a finger lands: its badge if it has one, else where the topic chips would show and its middle. */
async function tapPoints(card: Locator): Promise<{ x: number; y: number; spot: Spot }[]> {
  // The card's picture well below the header, as a person scrolls it into view.
  await card.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
  const box = await card.locator('.pin-card__media-box').boundingBox();
  if (!box) throw new Error('the card has no picture on screen');
  const badge = (await card.locator('.pin-card__badge').count()) > 0 ? await card.locator('.pin-card__badge').boundingBox() : null;
  if (badge) return [{ x: badge.x + badge.width / 2, y: badge.y + badge.height / 2, spot: 'badge' }];
  return [
    { x: box.x + box.width / 2, y: box.y + box.height / 2, spot: 'middle' },
    { x: box.x + 24, y: box.y + Math.min(82, box.height - 10), spot: 'chips' },
  ];
}

/**
 * The `p`th tap point of the card `id`, once what is under it is that card: a page come back to may still be restoring its
 * scroll or loading more cards, and a finger goes where the card is, not where it was a moment ago.
 */
async function settledPoint(page: Page, card: Locator, id: string, p: number): Promise<{ x: number; y: number; spot: Spot }> {
  for (let look = 0; look < 30; look++) {
    const point = (await tapPoints(card))[p]!;
    await page.waitForTimeout(100);
    const under = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-test-id="pin"]')?.getAttribute('data-pin-id') ?? null,
      point,
    );
    if (under === id) return point;
  }
  throw new Error(`card ${id}: something else stays under its tap point ${p + 1}`);
}

/** Whether anything meant for a hovering mouse, the card menu or the sign-up wall shows. */
const strayUi = (page: Page) =>
  page.evaluate(() => {
    const shown = (el: Element | null) => {
      if (!el) return false;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && Number(style.opacity) > 0 && rect.width > 0 && rect.height > 0;
    };
    const found: string[] = [];
    for (const chips of document.querySelectorAll('.pin-card__chips, .pin-card__klp')) if (shown(chips)) found.push('topic chips');
    if (document.querySelector('.pin-card--active, .pin-card__hover.is-active')) found.push('an active (hovered) card');
    if (shown(document.querySelector('[data-test-id="pin-menu"]'))) found.push('the card menu');
    if (document.querySelector('[data-test-id="login-modal"][open]')) found.push('the sign-up wall');
    return found;
  });

/** Taps each point of each card once, from the grid at `path`, checks the closeup opens with nothing else on the way, and counts the taps by spot. */
async function tapEveryCard(visit: Visit, path: string): Promise<Record<Spot, number>> {
  const { page, errors } = visit;
  // A slow phone: the card's long-press code comes a second after the first touch, the closeup's data 0.8 s after a tap.
  await lateChunks(page, /longPress-/, 1000);
  await page.route(/\/resource\/PageResource\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const taps: Record<Spot, number> = { middle: 0, chips: 0, badge: 0 };
  const grid = async () => {
    if (new URL(page.url()).pathname !== path) await page.goto(`${browsing.baseUrl}${path}`);
    await waitForHydration(page);
    await page.locator('[data-test-id="masonry"] [data-test-id="pin"]').first().waitFor();
  };
  await grid();
  const ids = await cardsToTap(page);
  // A card further down the feed is found again by scrolling to it, as a person coming back does.
  const cardOf = (id: string) => findCard(page, `pin ${id}`, `[data-pin-id="${id}"]`);
  for (const id of ids) {
    const count = (await tapPoints(await cardOf(id))).length;
    for (let p = 0; p < count; p++) {
      await grid();
      const point = await settledPoint(page, await cardOf(id), id, p);
      await page.touchscreen.tap(point.x, point.y);
      taps[point.spot]++;
      // While the closeup loads, the grid shows nothing a tap should not have opened.
      for (let look = 0; look < 4 && new URL(page.url()).pathname === path; look++) {
        expect(await strayUi(page), `card ${id}, tap ${p + 1}`).toEqual([]);
        await page.waitForTimeout(200);
      }
      await page.waitForURL(closeupUrl(browsing.baseUrl, id), { timeout: 10_000 }).catch(() => {
        throw new Error(`card ${id}, tap ${p + 1} at ${Math.round(point.x)},${Math.round(point.y)}: still on ${page.url()}`);
      });
      await page.goBack();
    }
  }
  expect(errors).toEqual([]);
  return taps;
}

describe('one tap opens a pin on a phone (pin-card: Constants)', () => {
  it('A4: a signed-out visitor tapping anywhere on a card picture opens its closeup, no chips, sheet or sign-up wall (pin-card: Constants)', {
    timeout: 120_000,
  }, async () => {
    const visit = await browsing.open(PHONE);
    await visit.page.goto(`${browsing.baseUrl}/`);
    expect(await tapEveryCard(visit, '/')).toEqual({ middle: 3, chips: 3, badge: 4 });
  });

  it('A4: a member tapping anywhere on a card picture opens its closeup, no chips or sheet (pin-card: Constants)', { timeout: 120_000 }, async () => {
    const visit = await browsing.signIn('demo', '/', PHONE);
    expect(await tapEveryCard(visit, '/')).toEqual({ middle: 3, chips: 3, badge: 4 });
  });

  it('A59: a press held 500 ms that ends before the long-press code arrives still opens the card menu, not the closeup (pin-card: Constants)', async () => {
    const { page, errors } = await browsing.signIn('demo', '/', PHONE);
    // A very slow phone: the long-press code arrives only after the finger has lifted.
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && /longPress-/.test(url.pathname),
      async (route) => {
        await delivered;
        await route.continue();
      },
    );
    const card = page.locator('[data-test-id="masonry"] [data-test-id="pin"][data-pin-kind="image"]').first();
    await holdFinger(page, card.locator('.pin-card__media-box'), 900);
    await page.waitForTimeout(400);
    expect(new URL(page.url()).pathname, 'the click ending the press is not a tap on the card').toBe('/');
    deliver();
    await page.locator('[data-test-id="pin-menu"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  it('A59: on a slow phone a touch held 500 ms opens the card menu, whose ellipsis is in sight, and a tap after it opens the next pin (pin-card: Constants)', async () => {
    const { page, errors } = await browsing.signIn('demo', '/', PHONE);
    await lateChunks(page, /longPress-/, 1000);
    const cards = page.locator('[data-test-id="masonry"] [data-test-id="pin"][data-pin-kind="image"]');
    // What a tap can reach is never invisible: a phone card's ellipsis is drawn, not a hidden target in its corner.
    const ellipsis = cards.first().locator('[data-test-id="pin-menu-button"]');
    await ellipsis.waitFor();
    const seen = await ellipsis.evaluate((el) => {
      let opacity = 1;
      for (let at: Element | null = el; at && !at.matches('[data-test-id="pin"]'); at = at.parentElement) opacity *= Number(getComputedStyle(at).opacity);
      return opacity;
    });
    expect(seen).toBe(1);
    await holdFinger(page, cards.first().locator('.pin-card__media-box'), 1600);
    const menu = page.locator('[data-test-id="pin-menu"]');
    await menu.waitFor();
    // A phone's sheet is closed by the close button beside its title.
    await menu.getByRole('button', { name: 'Close' }).tap();
    await menu.waitFor({ state: 'detached' });
    const next = cards.nth(1);
    const id = await next.getAttribute('data-pin-id');
    await next.locator('.pin-card__media-box').tap();
    await page.waitForURL(closeupUrl(browsing.baseUrl, id!));
    expect(await menu.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
