// The client bundle is split per page: the home page loads only its own page chunk, opening a
// pin client-side loads the closeup chunk first, and direct loads of a pin and a board page
// hydrate cleanly with their page's chunk, and the page's CSS is in place before the first paint.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeupUrl, openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { watchNetwork } from './network.ts';

/** A public board of the demo data as /{username}/{slug}/, read from the e2e site's local D1. */
function publicBoardPath(): string {
  const [row] = sql<{ username: string; slug: string }>(
    `SELECT u.username, b.slug FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.privacy = 'public' AND b.layout = 'default' ORDER BY b.id LIMIT 1`,
  );
  return `/${row.username}/${row.slug}/`;
}

/** The page chunks (assets/XxxPage-hash.js) the browser has requested so far. */
function recordPageChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const m = /\/assets\/(\w+Page)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (m) chunks.push(m[1]);
  });
  return chunks;
}

const browsing = openBrowserSession();

describe('page chunks (docs/architecture.md: Page chunks)', () => {
  it('loads only the home chunk on the home page, then the closeup chunk when a pin opens', async () => {
    const { page, errors } = await browsing.open();
    const { baseUrl } = browsing;
    const chunks = recordPageChunks(page);
    const network = watchNetwork(page);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await network.quiet();
    expect(chunks).toEqual(['HomePage']);

    const card = page.locator('[data-test-id="pin"]').first();
    const pinId = await card.getAttribute('data-pin-id');
    await card.locator('a.pin-card__image').click();
    await page.waitForURL(closeupUrl(baseUrl, pinId!));
    await page.waitForSelector(`[data-test-id="closeup"][data-pin-id="${pinId}"]`);
    expect(chunks).toEqual(['HomePage', 'CloseupPage']);
    // Back to the home page: its chunk is already loaded, nothing is fetched again.
    await page.goBack();
    await page.waitForSelector('[data-test-id="masonry"]');
    expect(chunks).toEqual(['HomePage', 'CloseupPage']);
    expect(errors).toEqual([]);
  });

  it('hydrates a directly loaded pin page with the closeup chunk only', async () => {
    const { page, errors } = await browsing.open();
    const { baseUrl } = browsing;
    const home = await page.goto(`${baseUrl}/`);
    const pinId = /data-pin-id="(\d+)"/.exec((await home!.text()) ?? '')![1];
    // The home page's client starts after its first screen has painted, possibly after `load`
    // (docs/performance.md): its chunk is requested before the pin page is, not counted as the pin page's.
    await waitForHydration(page);
    const chunks = recordPageChunks(page);
    await page.goto(`${baseUrl}/pin/${pinId}/`);
    await waitForHydration(page);
    await page.waitForSelector(`[data-test-id="closeup"][data-pin-id="${pinId}"]`);
    expect(chunks).toEqual(['CloseupPage']);
    expect(errors).toEqual([]);
  });

  it('hydrates a directly loaded board page with its CSS applied before the first paint', async () => {
    const { page, errors } = await browsing.open();
    const { baseUrl } = browsing;
    const chunks = recordPageChunks(page);
    await page.goto(`${baseUrl}${publicBoardPath()}`);
    await waitForHydration(page);
    await page.waitForSelector('[data-test-id="board-page"]');
    expect(await page.$eval('.board-page__header', (el) => getComputedStyle(el).textAlign)).toBe('center');
    // The board's own stylesheet is render-blocking in the head and arrived before the first
    // paint: the page never shows unstyled.
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? -1,
      boardCss: (performance.getEntriesByType('resource') as Array<PerformanceResourceTiming & { renderBlockingStatus?: string }>)
        .filter((e) => /\/assets\/boards-[\w-]+\.css$/.test(e.name))
        .map((e) => ({ end: e.responseEnd, blocking: e.renderBlockingStatus })),
    }));
    expect(timing.boardCss).toHaveLength(1);
    expect(timing.boardCss[0].blocking).toBe('blocking');
    expect(timing.firstPaint).toBeGreaterThanOrEqual(timing.boardCss[0].end);
    expect(chunks).toEqual(['BoardPage']);
    expect(errors).toEqual([]);
  });
});
