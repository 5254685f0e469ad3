// The client bundle is split per page: the home page loads only its own page chunk, opening a
// pin client-side loads the closeup chunk first, and direct loads of a pin and a board page
// hydrate cleanly with their page's chunk, and the page's CSS is in place before the first paint.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, ROOT } from '../scripts/lib/local.ts';
import { openBrowser, waitForHydration, type BrowserSession } from './browser.ts';

const STATE = join(ROOT, '.wrangler', 'e2e-state');

/** A public board of the demo data as /{username}/{slug}/, read from the e2e site's local D1. */
function publicBoardPath(): string {
  const out = execFileSync(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--json', '--command',
    `SELECT u.username, b.slug FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.privacy = 'public' AND b.layout = 'default' ORDER BY b.id LIMIT 1`], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [row] = (JSON.parse(out) as Array<{ results: Array<{ username: string; slug: string }> }>)[0].results;
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

let s: BrowserSession;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.browser.close();
});

describe('page chunks', () => {
  it('loads only the home chunk on the home page, then the closeup chunk when a pin opens', async () => {
    const { page, baseUrl, errors } = s;
    const chunks = recordPageChunks(page);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual(['HomePage']);

    const card = page.locator('[data-test-id="pin"]').first();
    const pinId = await card.getAttribute('data-pin-id');
    await card.locator('a.pin-card__image').click();
    await page.waitForURL(`${baseUrl}/pin/${pinId}/`);
    await page.waitForSelector(`[data-test-id="closeup"][data-pin-id="${pinId}"]`);
    expect(chunks).toEqual(['HomePage', 'CloseupPage']);
    // Back to the home page: its chunk is already loaded, nothing is fetched again.
    await page.goBack();
    await page.waitForSelector('[data-test-id="masonry"]');
    expect(chunks).toEqual(['HomePage', 'CloseupPage']);
    expect(errors).toEqual([]);
  });

  it('hydrates a directly loaded pin page with the closeup chunk only', async () => {
    const { baseUrl } = s;
    const visit = await openBrowser();
    try {
      const home = await visit.page.goto(`${baseUrl}/`);
      const pinId = /data-pin-id="(\d+)"/.exec((await home!.text()) ?? '')![1];
      const chunks = recordPageChunks(visit.page);
      await visit.page.goto(`${baseUrl}/pin/${pinId}/`);
      await waitForHydration(visit.page);
      await visit.page.waitForSelector(`[data-test-id="closeup"][data-pin-id="${pinId}"]`);
      expect(chunks).toEqual(['CloseupPage']);
      expect(visit.errors).toEqual([]);
    } finally {
      await visit.browser.close();
    }
  });

  it('hydrates a directly loaded board page with its CSS applied before the first paint', async () => {
    const { page, baseUrl, errors } = s;
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
