// Impressions in a real browser (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): each view carries its visible and hidden events per
// threshold (events at 1, 50, 80, 100 %), and no view runs while a modal is open (here the login modal a
// visitor's Save opens, which does not announce itself).
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { watchEventPosts } from './network.ts';

const browsing = openBrowserSession();

describe('impression thresholds and modal pause (spec 002 §4)', () => {
  it('logs threshold events per view and pauses every view while the login modal is open', { timeout: 90_000 }, async () => {
    const { page, errors } = await browsing.open({ attributionReporting: 'unsupported' });
    const posts = watchEventPosts(page);
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    await page.waitForTimeout(800);

    // A card that fits in the window below the header, scrolled to the middle of the window as a person would.
    const pinId = await page.evaluate(() => {
      const cards = [...document.querySelectorAll<HTMLElement>('[data-test-id="pin"][data-pin-kind="image"]')];
      return cards.find((c) => c.getBoundingClientRect().height < window.innerHeight - 300)?.dataset.pinId;
    });
    expect(pinId).toBeTruthy();
    await page.mouse.wheel(
      0,
      await page.evaluate((id) => {
        const r = document.querySelector(`[data-test-id="pin"][data-pin-id="${id}"]`)!.getBoundingClientRect();
        return r.top + r.height / 2 - window.innerHeight / 2;
      }, pinId),
    );
    await page.waitForTimeout(400);
    const image = page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`);
    await image.hover();
    const opened = await page.evaluate(() => Date.now());
    await image.locator('[data-test-id="save-button"]').click();
    await page.waitForSelector('[data-test-id="login-modal"][open]');
    await page.waitForTimeout(1500);
    const closed = await page.evaluate(() => Date.now());
    await page.click('.login-modal__close');
    await expect.poll(() => page.locator('[data-test-id="login-modal"][open]').count()).toBe(0);
    await page.waitForTimeout(600);
    await page.mouse.wheel(0, 900);
    // The tracker sends what ended on its 10 s interval (docs/rules/pin-card.md#constants-spec-000-9 buffer, keepalive fetch).
    await expect.poll(() => posts.accepted().filter((e) => e.event_type === 18 && e.start_time! >= closed).length, { timeout: 25_000 }).toBeGreaterThan(0);

    const views = posts.accepted().filter((e) => e.event_type === 18);
    for (const view of views) {
      const crossings = view.threshold_events ?? [];
      expect(crossings[0]).toMatchObject({ threshold: 1, kind: 'visible' });
      expect(crossings[crossings.length - 1]).toMatchObject({ threshold: 1, kind: 'hidden' });
      // Every threshold made visible is hidden again by the end of the view.
      for (const t of [1, 50, 80, 100]) {
        const shown = crossings.filter((c) => c.threshold === t && c.kind === 'visible').length;
        expect(crossings.filter((c) => c.threshold === t && c.kind === 'hidden').length).toBe(shown);
      }
      // No view spans the time the modal was open.
      expect(view.start_time! < closed - 200 && view.end_time! > opened + 300, `view ${view.start_time}-${view.end_time}`).toBe(false);
    }
    expect(views.some((v) => v.end_time! >= opened && v.end_time! <= opened + 500)).toBe(true);
    expect(views.some((v) => v.start_time! >= closed)).toBe(true);
    expect(views.some((v) => (v.threshold_events ?? []).some((c) => c.threshold >= 50))).toBe(true);
    expect(errors).toEqual([]);
  });
});
