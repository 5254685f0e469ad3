// Impressions in a real browser (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): each view carries its visible and hidden events per
// threshold (events at 1, 50, 80, 100 %), and no view runs while a modal is open (here the login modal a
// visitor's Save asks for, which pauses the views from that moment).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextPaint, openBrowserSession, waitForHydration } from './browser.ts';
import { trackerSees } from './impressionView.ts';
import { watchEventPosts } from './network.ts';

const browsing = openBrowserSession();

/** In the page before its scripts: the page's clock when a modal announces itself and when the login modal opens and closes. */
function recordLoginModal(): void {
  const marks = { asked: [] as number[], shown: [] as number[], closed: [] as number[] };
  (window as unknown as { loginModalMarks: typeof marks }).loginModalMarks = marks;
  window.addEventListener('pinboard:modalchange', (e) => {
    if ((e as CustomEvent<boolean>).detail) marks.asked.push(Date.now());
  });
  let open = false;
  new MutationObserver(() => {
    const now = Boolean(document.querySelector('dialog[data-test-id="login-modal"][open]'));
    if (now !== open) (now ? marks.shown : marks.closed).push(Date.now());
    open = now;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
}

/** The marks of the one time the login modal was asked for, shown and closed. */
async function loginModalMarks(page: Page): Promise<{ asked: number; shown: number; closed: number }> {
  const marks = await page.evaluate(() => (window as unknown as { loginModalMarks: Record<'asked' | 'shown' | 'closed', number[]> }).loginModalMarks);
  expect(marks.asked).toHaveLength(1);
  expect(marks.shown).toHaveLength(1);
  expect(marks.closed).toHaveLength(1);
  return { asked: marks.asked[0], shown: marks.shown[0], closed: marks.closed[0] };
}

describe('impression thresholds and modal pause (closeup-and-visitors: States and actions)', () => {
  it('C36: logs threshold events per view and pauses every view while the login modal is open', { timeout: 90_000 }, async () => {
    const { page, errors } = await browsing.open({ attributionReporting: 'unsupported' });
    const posts = watchEventPosts(page);
    // The page's own clock marks when Save asked for the modal, when it showed and when it closed: the
    // events' times are that clock's, and these marks come before the tracker hears of each change (this
    // listener and this observer are made before the page's), however busy the machine is.
    await page.addInitScript(recordLoginModal);
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    await nextPaint(page);

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
    const image = page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`);
    // The view that Save's modal pauses must have begun: wait until the tracker has been told the card is in view.
    await trackerSees(image);
    await image.hover();
    await image.locator('[data-test-id="save-button"]').click();
    await page.waitForSelector('[data-test-id="login-modal"][open]');
    // The person reads the modal for a moment, closes it, and looks at the feed a moment more.
    await page.waitForTimeout(1500);
    await page.click('.login-modal__close');
    await expect.poll(() => page.locator('[data-test-id="login-modal"][open]').count()).toBe(0);
    await page.waitForTimeout(600);
    const { asked, shown, closed } = await loginModalMarks(page);
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
      // No view runs while the modal is asked for or open: each began before Save asked for it and ended
      // by the time it showed, or began once it closed.
      const before = view.start_time! <= asked && view.end_time! <= shown;
      expect(before || view.start_time! >= closed, `view ${view.start_time}-${view.end_time}, modal asked ${asked}, shown ${shown}, closed ${closed}`).toBe(
        true,
      );
    }
    // The views running when Save was pressed ended then.
    expect(views.some((v) => v.end_time! >= asked && v.end_time! <= shown)).toBe(true);
    expect(views.some((v) => v.start_time! >= closed)).toBe(true);
    expect(views.some((v) => (v.threshold_events ?? []).some((c) => c.threshold >= 50))).toBe(true);
    expect(errors).toEqual([]);
  });
});
