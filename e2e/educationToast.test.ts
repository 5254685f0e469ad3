// The education toast's delay on a page (docs/rules/experiences.md, Lifecycle and behaviour): a toast whose data gives
// no delay appears about 2 s after the page is ready, not at once; one with a delay of its own waits that long.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();

/** Records, in the page, when it hydrated and when the experience `testId` first appeared (performance.now(), ms). */
function recordTimes(testId: string) {
  const times: { hydrated?: number; shown?: number } = {};
  (window as unknown as { times: typeof times }).times = times;
  new MutationObserver(() => {
    if (times.hydrated === undefined && document.documentElement.dataset.hydrated === 'true') times.hydrated = performance.now();
    if (times.shown === undefined && document.querySelector(`[data-test-id="${testId}"]`)) times.shown = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/** How long after hydration the triggered toast `placed` (placement:experience) appeared, for a US visitor on home. */
async function toastDelay(placed: string): Promise<number> {
  const { page, errors } = await browsing.open({ cookies: { pb_country: 'US' } });
  await page.goto(`${browsing.baseUrl}/`);
  await waitForHydration(page);
  expect(await page.evaluate(async (id) => (await fetch(`/v3/experiences/${id}/trigger/`, { method: 'PUT' })).status, placed)).toBe(200);
  const testId = `experience-${placed.replace(':', '-')}`;
  await page.addInitScript(recordTimes, testId);
  await page.reload();
  // Not in the server's HTML: a delayed toast is drawn by the page once its delay has passed.
  expect(await page.locator(`[data-test-id="${testId}"]`).count()).toBe(0);
  await page.locator(`[data-test-id="${testId}"]`).waitFor({ timeout: 15_000 });
  const times = await page.evaluate(() => (window as unknown as { times: { hydrated?: number; shown?: number } }).times);
  expect(errors).toEqual([]);
  return (times.shown ?? 0) - (times.hydrated ?? Number.POSITIVE_INFINITY);
}

describe('B31: the education toast waits its delay', () => {
  it('B31: a toast whose data gives no delay appears about 2 s after the page is ready, not at once', async () => {
    const waited = await toastDelay('1000180:510080');
    expect(waited).toBeGreaterThanOrEqual(1900);
    expect(waited).toBeLessThan(3900);
  });

  it('B31: a toast with a delay of its own (4 s) waits that, not the 2 s default', async () => {
    expect(await toastDelay('1000181:510081')).toBeGreaterThanOrEqual(3900);
  });
});
