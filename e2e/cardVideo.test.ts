// A card's video and the session (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the hovered card's video pauses when
// the page goes away and resumes where it was when the page comes back.
//
// Headless Chromium never hides a page (another tab in front, a minimized window: the page stays
// 'visible'), and Playwright emulates focus for every page, so no real blur comes either. The test
// tells the page what the browser would: it sets the visibility the document reports and sends the
// event the browser sends with it; the card's real video in the real browser does the rest.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();

const video = (page: Page) => page.locator('[data-test-id="pin"][data-pin-kind="video"] video.pin-card__video');
const state = (page: Page) => video(page).getAttribute('data-player-state');
const time = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

type Leave = 'hidden' | 'blur';

/** The page goes away (hidden, or its window loses focus) or comes back, as the browser reports it. */
async function session(page: Page, how: Leave, back: boolean): Promise<void> {
  await page.evaluate(
    ([how, back]) => {
      if (how === 'hidden') {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (back ? 'visible' : 'hidden') });
        document.dispatchEvent(new Event('visibilitychange'));
      } else window.dispatchEvent(new FocusEvent(back ? 'focus' : 'blur'));
    },
    [how, back] as const,
  );
}

/** A visitor's desktop on the videos page, hovering its first video card until the video plays past half a second. */
async function playingCard(): Promise<Page> {
  const { page } = await browsing.open();
  await page.goto(`${browsing.baseUrl}/videos/`);
  await waitForHydration(page);
  await page.locator('[data-test-id="pin"][data-pin-kind="video"]').first().hover();
  await expect.poll(() => state(page), { timeout: 15_000 }).toBe('playing');
  await expect.poll(() => time(page)).toBeGreaterThan(0.5);
  return page;
}

describe('card video and the session (pin-card: Card states and the save flow)', () => {
  it.each<[string, Leave]>([
    ['its page is hidden', 'hidden'],
    ['its window loses focus', 'blur'],
  ])('A36: a playing card video pauses while %s and resumes from the same time when it comes back', async (_n, how) => {
    const page = await playingCard();
    await session(page, how, false);
    await expect.poll(() => state(page)).toBe('paused');
    const pausedAt = await time(page);
    await page.waitForTimeout(1000);
    expect(await time(page)).toBeCloseTo(pausedAt, 1);

    // The time it plays again from, noted as it does (a pending evaluate held over the play makes Chromium seek to 0).
    await video(page).evaluate((v: HTMLVideoElement) =>
      v.addEventListener('playing', () => v.setAttribute('data-resumed-at', String(v.currentTime)), { once: true }),
    );
    await session(page, how, true);
    await expect.poll(() => video(page).getAttribute('data-resumed-at')).not.toBeNull();
    expect(Number(await video(page).getAttribute('data-resumed-at'))).toBeCloseTo(pausedAt, 1);
    await expect.poll(() => time(page)).toBeGreaterThan(pausedAt);
  });
});
