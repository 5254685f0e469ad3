// Performance (docs/performance.md): the first screen loads before the client. On a phone, the closeup's image and a feed's
// first cards (fetchpriority="high") are fetched as AVIF (the browser's first choice), and the client entry and the page's chunk
// are requested only once those images have arrived; the page then hydrates cleanly.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();

const PHONE = {
  viewport: { width: 412, height: 823 },
  mobile: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

/** When the high-priority images finished and when the entry and page chunk were requested (resource timing, ms). */
function firstScreenTimings(page: Page) {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const heroes = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((img) => img.currentSrc);
    const heroEntries = entries.filter((e) => heroes.includes(e.name));
    const script = (pattern: RegExp) => entries.find((e) => pattern.test(new URL(e.name).pathname));
    return {
      heroes: heroes.length,
      heroesDone: Math.max(...heroEntries.map((e) => e.responseEnd)),
      entryStart: script(/^\/assets\/main-[\w-]+\.js$/)?.startTime ?? -1,
      chunkStart: script(/^\/assets\/\w+Page-[\w-]+\.js$/)?.startTime ?? -1,
    };
  });
}

describe('the first screen before the client (docs/decisions/011-client-starts-after-first-paint.md)', () => {
  it.each(['/', 'closeup'])('on a phone, %s requests the entry and its page chunk only after its largest images arrived, as AVIF', async (which) => {
    const { page, errors } = await browsing.open(PHONE);
    let path = '/';
    if (which === 'closeup') {
      const home = await (await fetch(`${browsing.baseUrl}/`, { headers: { 'user-agent': PHONE.userAgent } })).text();
      path = `/pin/${/data-pin-id="(\d+)"/.exec(home)![1]}/`;
    }
    const imageTypes = new Map<string, string>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/i/')) imageTypes.set(response.url(), response.headers()['content-type'] ?? '');
    });
    await page.goto(`${browsing.baseUrl}${path}`);
    await waitForHydration(page);
    const t = await firstScreenTimings(page);
    expect(t.heroes).toBeGreaterThan(0);
    expect(t.entryStart).toBeGreaterThanOrEqual(t.heroesDone);
    expect(t.chunkStart).toBeGreaterThanOrEqual(t.heroesDone);
    const heroUrls = await page.$$eval('img[fetchpriority="high"]', (imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
    // Chromium asks for AVIF first (Accept: image/avif,image/webp,...), and the edge cache has it.
    for (const url of heroUrls) expect(imageTypes.get(url), url).toBe('image/avif');
    expect(errors).toEqual([]);
  });
});
