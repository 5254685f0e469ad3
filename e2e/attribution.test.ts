// Ad attribution reporting in a real browser (docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#errors-spec-001-8): a promoted pin that comes into view
// registers one view source; a browser without the Attribution Reporting API is skipped and logged.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_FAILURE_SAMPLE_RATE } from '#shared/constants.ts';
import { nextPaint, openBrowserSession, type VisitOptions, waitForHydration } from './browser.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();

/**
 * Opens the home page with the API present or absent as the test says (whatever this Chromium
 * ships), recording console lines and the attribution source requests.
 */
async function home(attributionReporting: VisitOptions['attributionReporting']) {
  const visit = await browsing.open({ attributionReporting });
  const logs: string[] = [];
  const sources: URL[] = [];
  visit.page.on('console', (msg) => logs.push(msg.text()));
  visit.page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/attribution_source/') sources.push(new URL(r.url()));
  });
  await visit.page.goto(`${browsing.baseUrl}/`);
  await waitForHydration(visit.page);
  return { ...visit, logs, sources };
}

async function viewFirstAd(page: Page): Promise<string> {
  const ad = page.locator('[data-test-id="pin"][data-pin-kind="ad"]').first();
  await ad.scrollIntoViewIfNeeded();
  return (await ad.getAttribute('data-pin-id'))!;
}

describe('attribution sources for promoted pins (experiences: Calls, Errors)', () => {
  it('A56, B24: skips and logs a browser without attribution reporting, sending nothing', async () => {
    const { page, logs, sources, errors } = await home('unsupported');
    expect(
      await page.evaluate(() =>
        (document as Document & { featurePolicy: { allowsFeature(n: string): boolean } }).featurePolicy.allowsFeature('attribution-reporting'),
      ),
    ).toBe(false);
    await viewFirstAd(page);
    await expect.poll(() => logs.filter((l) => l === 'attribution_source skipped: attribution-reporting is not enabled').length).toBeGreaterThan(0);
    expect(sources).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('A56, B24: registers one view source per promoted pin seen, with the view expiry and priority (experiences: Constants)', async () => {
    const { page, logs, sources, errors } = await home('supported');
    expect(
      await page.evaluate(() =>
        (document as Document & { featurePolicy: { allowsFeature(n: string): boolean } }).featurePolicy.allowsFeature('attribution-reporting'),
      ),
    ).toBe(true);
    await viewFirstAd(page);
    await expect.poll(() => sources.length).toBeGreaterThan(0);
    // Away and back: the card's second coming into view (its observer's callback after a frame)
    // starts no request that is still unanswered when the sources are counted.
    const network = watchNetwork(page);
    await page.mouse.wheel(0, 300);
    await nextPaint(page);
    await page.mouse.wheel(0, -300);
    await nextPaint(page);
    await network.quiet();
    // One source (one source_event_id) per campaign seen. A Chromium that ships the API also
    // fetches the image's attributionsrc URL itself: the same source, so counted once.
    const views = [...new Map(sources.filter((u) => u.searchParams.get('source_event_type') === 'view').map((u) => [u.href, u])).values()];
    expect(views.length).toBe(new Set(views.map((u) => u.searchParams.get('campaign_id'))).size);
    const source = views[0].searchParams;
    expect(source.get('expiry')).toBe('86400');
    expect(source.get('priority')).toBe('1');
    expect(source.get('advertiser_id')).toMatch(/^\d+$/);
    expect(source.get('campaign_id')).toMatch(/^\d+$/);
    expect(JSON.parse(source.get('destination')!)[0]).toMatch(/^https:\/\//);
    // On a host other than the production one, the hostname goes along (docs/rules/experiences.md#calls-spec-001-7).
    expect(source.get('hostname')).toBe('localhost');
    const answer = await page.evaluate(async (path) => (await fetch(path)).status, `${views[0].pathname}${views[0].search}`);
    expect(answer).toBe(200);
    expect(logs).not.toContain('attribution_source skipped: attribution-reporting is not enabled');
    expect(errors).toEqual([]);
  });

  it('A56, B24: a click on a promoted pin’s link registers a click source with the token its link check minted, which the server accepts', async () => {
    const { page, context, errors } = await home('supported');
    const adId = await viewFirstAd(page);
    await page.goto(`${browsing.baseUrl}/pin/${adId}/`);
    await waitForHydration(page);
    const clicked = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/attribution_source/' && new URL(r.url()).searchParams.get('source_event_type') === 'click',
    );
    await Promise.all([context.waitForEvent('page'), page.locator('a.closeup__source').click()]);
    const response = await clicked;
    expect(new URL(response.url()).searchParams.get('token')).toMatch(new RegExp(`^${adId}\\.c\\.`));
    expect(response.status()).toBe(200);
    expect(errors).toEqual([]);
  });

  it.each([
    ['just under the rate: logged', ATTRIBUTION_FAILURE_SAMPLE_RATE - 0.0001, true],
    ['at the rate: not logged', ATTRIBUTION_FAILURE_SAMPLE_RATE, false],
  ] as const)('A56: a failed source request is logged as a sampled failure at 0.1 (%s)', async (_case, draw, logged) => {
    expect(ATTRIBUTION_FAILURE_SAMPLE_RATE).toBe(0.1);
    const visit = await browsing.open({ attributionReporting: 'supported' });
    const { page, errors } = visit;
    // The page's random draw is fixed, so the sample decides the same way every run.
    await page.addInitScript((value) => {
      Math.random = () => value;
    }, draw);
    // The source server fails every request.
    let failed = 0;
    await page.route('**/attribution_source/**', (route) => {
      failed++;
      return route.fulfill({ status: 500, body: '' });
    });
    const logs: string[] = [];
    page.on('console', (msg) => logs.push(msg.text()));
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    await viewFirstAd(page);
    await expect.poll(() => failed, { timeout: 10_000 }).toBeGreaterThan(0);
    const failures = () => logs.filter((l) => l === 'attribution_source server request failed.');
    if (logged) await expect.poll(() => failures().length, { timeout: 5000 }).toBeGreaterThan(0);
    else {
      await watchNetwork(page).quiet();
      await nextPaint(page);
      expect(failures()).toEqual([]);
    }
    // A failed source is not a page error: only its sampled log line says so.
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
  });
});
