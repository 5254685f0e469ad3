// Completing an experience on the home page reads the home feed again; completing it without homefeed
// does not (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

/** A visitor from the US (no consent banner) on the home page with the experience `placed` triggered: its root. */
async function homeWith(placed: string) {
  const visit = await browsing.open({ cookies: { pb_country: 'US' } });
  const { page } = visit;
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
  expect(await page.evaluate(async (id) => (await fetch(`/v3/experiences/${id}/trigger/`, { method: 'PUT' })).status, placed)).toBe(200);
  await page.reload();
  await waitForHydration(page);
  const [placement, experience] = placed.split(':');
  const root = page.locator(`[data-test-id="experience-${placement}-${experience}"]`);
  await root.waitFor({ timeout: 10_000 });
  // The first page's rest (read on hydration) is in: what follows is only what the completion asks for.
  await watchNetwork(page).quiet();
  return { ...visit, root };
}

/** Reads of the home feed's first page (no bookmark) from now on. */
function firstPageReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/resource/HomefeedResource/get/') return;
    const options = (JSON.parse(url.searchParams.get('data') ?? '{}') as { options?: { bookmark?: string | null } }).options;
    if (!options?.bookmark) reads.push(request.url());
  });
  return reads;
}

/** Waits for the server to have answered the experience's completion. */
const completionAnswered = (page: Page) => page.waitForResponse((r) => r.url().includes('/resource/UserExperienceCompletedResource/update/'));

describe('the home feed after an experience is completed', () => {
  it("B14: pressing a callout's complete action on the home page reads the home feed again", async () => {
    const { page, root, errors } = await homeWith('1000130:510030');
    const reads = firstPageReads(page);
    const answered = completionAnswered(page);
    await root.getByRole('button', { name: 'OK', exact: true }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(1);
    // The grid is drawn again from the page it read.
    await watchNetwork(page).quiet();
    expect(await page.locator('[data-test-id="pin"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('B14: a survey the frame reports finished is completed without homefeed: the feed is not read again', async () => {
    const { page, root, errors } = await homeWith('1000170:510070');
    const reads = firstPageReads(page);
    await root.getByRole('button', { name: 'Sure' }).click();
    await root.locator('iframe:not(.xp-survey__frame--loading)').waitFor();
    const answered = completionAnswered(page);
    await page.frameLocator('[data-test-id="experience-1000170-510070"] iframe').getByRole('button', { name: 'Very' }).click();
    expect((await answered).status()).toBe(200);
    await watchNetwork(page).quiet();
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
  });
});
