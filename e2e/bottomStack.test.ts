// What floats at the window's bottom never covers itself (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4,
// docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): at 1280x900 and on a 390x844 phone, a member's
// experience toast with the feed's loading line, and with a save toast; a visitor's sign-up prompt with the loading
// line, and with the consent toast (the prompt waits while the cookie banner is open). Every frame is checked while
// they show (e2e/bottomEdge.ts watchBottomStack).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOTTOM_ELEMENTS, holdFeed, watchBottomStack } from './bottomEdge.ts';
import { nextPaint, openBrowserSession, SCREENS, type Visit, type VisitOptions, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
/** The demo toast (type 10, shown 4 s), triggered for the viewer with the experiences' trigger call. */
const TOAST = '1000180:510080';
const DAY_MS = 24 * 60 * 60 * 1000;

/** An established member (joined 400 days ago: the phone's shorter tab bar), on the home page. */
async function member(options: VisitOptions): Promise<Visit> {
  const username = `stack_${Date.now().toString(36)}`;
  const visit = await browsing.signUp(username, '/', options);
  sql(`UPDATE users SET created_at = ${Date.now() - 400 * DAY_MS} WHERE username = '${username}'`);
  return visit;
}

/** Triggers the toast for the viewer; it shows from their next page on. */
async function triggerToast(page: Page): Promise<void> {
  const status = await page.evaluate(async (id) => (await fetch(`/v3/experiences/${id}/trigger/`, { method: 'PUT' })).status, TOAST);
  expect(status).toBe(200);
}

/** Scrolls with the wheel (or a finger) until `selector` is drawn. */
async function scrollUntil(page: Page, selector: string): Promise<void> {
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600);
      return page.locator(selector).isVisible();
    })
    .toBe(true);
}

/** From here the feed's pages fail (503): the feed's end is the error line with its Try again button. */
async function failFeedPages(page: Page): Promise<{ asked: () => number; tryAgain: Locator }> {
  let asked = 0;
  await page.route(/\/resource\/HomefeedResource\/get\//, (route) => {
    asked++;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
  });
  return { asked: () => asked, tryAgain: page.locator('.feed__status').getByRole('button', { name: 'Try again' }) };
}

/** The feed's Try again stands above the sign-up prompt, not under it, and a press on it asks for the page again. */
async function expectPressableAbovePrompt(page: Page, feed: Awaited<ReturnType<typeof failFeedPages>>): Promise<void> {
  const [button, prompt] = await Promise.all([feed.tryAgain.boundingBox(), page.locator(BOTTOM_ELEMENTS.prompt).boundingBox()]);
  expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(prompt?.y ?? 0);
  const before = feed.asked();
  await feed.tryAgain.click();
  await expect.poll(feed.asked).toBe(before + 1);
}

describe('the bottom stack: nothing at the bottom of the window covers anything else there', () => {
  it.each(SCREENS)(
    'on a $name, a member sees the experience toast above the loading line, both above the tab bar where it shows (experiences: Lifecycle and behaviour; pin-card: Constants)',
    async ({ options }) => {
      const { page, errors } = await member(options);
      await triggerToast(page);
      const seen = await watchBottomStack(page);
      const release = await holdFeed(page);
      await page.reload();
      await waitForHydration(page);
      await page.locator(BOTTOM_ELEMENTS.experienceToast).waitFor();
      await scrollUntil(page, BOTTOM_ELEMENTS.loading);
      expect(await seen()).toMatchObject({ pairs: expect.arrayContaining(['loading+experienceToast']), faults: [] });
      release();
      expect(errors).toEqual([]);
    },
  );

  it.each(SCREENS)(
    'on a $name, the save toast of a save from the closeup and the experience toast stand one above the other (pin-card: Save toast and saved overlays; experiences: Lifecycle and behaviour)',
    async ({ options }) => {
      const { page, errors } = await member(options);
      const pinId = await page.locator('[data-test-id="pin"][data-pin-kind="image"]').first().getAttribute('data-pin-id');
      await triggerToast(page);
      const seen = await watchBottomStack(page);
      await page.goto(`${baseUrl}/pin/${pinId}/`);
      await waitForHydration(page);
      await page.locator('[data-test-id="closeup"]').getByRole('button', { name: 'Save' }).click();
      const picker = page.locator('[data-test-id="board-picker"]');
      await picker.getByLabel('New board name').fill('Bottom stack');
      await page.locator(BOTTOM_ELEMENTS.experienceToast).waitFor();
      await picker.getByRole('button', { name: 'Create' }).click();
      await page.locator(BOTTOM_ELEMENTS.saveToast).waitFor();
      expect(await seen()).toMatchObject({ pairs: expect.arrayContaining(['saveToast+experienceToast']), faults: [] });
      expect(errors).toEqual([]);
    },
  );

  it.each(SCREENS)(
    'on a $name, a visitor sees the sign-up prompt at the bottom edge and the loading line apart from it (closeup-and-visitors: Validation)',
    async ({ options }) => {
      const { page, errors } = await browsing.open({ ...options, cookies: { pb_country: 'US' } });
      const seen = await watchBottomStack(page);
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await scrollUntil(page, BOTTOM_ELEMENTS.prompt);
      const release = await holdFeed(page);
      await scrollUntil(page, BOTTOM_ELEMENTS.loading);
      expect(await seen()).toMatchObject({ pairs: expect.arrayContaining(['loading+prompt']), faults: [] });
      release();
      await expect.poll(() => page.locator('.feed__loading').textContent()).toBe('');
      // Alone at the bottom, the prompt stands 16 px above the window's bottom (a visitor has no tab bar).
      const box = await page.locator(BOTTOM_ELEMENTS.prompt).boundingBox();
      expect((options.viewport?.height ?? 0) - (box?.y ?? 0) - (box?.height ?? 0)).toBe(16);
      expect(errors).toEqual([]);
    },
  );

  it.each(SCREENS)(
    'on a $name, the end of the page scrolls out from under the sign-up prompt, and what is there can be pressed (closeup-and-visitors: Validation)',
    async ({ options }) => {
      const { page, errors } = await browsing.open({ ...options, cookies: { pb_country: 'US' } });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await scrollUntil(page, BOTTOM_ELEMENTS.prompt);
      const feed = await failFeedPages(page);
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 2000);
          return feed.tryAgain.isVisible();
        })
        .toBe(true);
      // Scrolled to the very end, the button stands above the prompt, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await nextPaint(page);
      await expectPressableAbovePrompt(page, feed);
      expect(errors.filter((e) => !e.includes('/resource/HomefeedResource/'))).toEqual([]);
    },
  );

  it.each(SCREENS)(
    'on a $name, a visitor standing at the end of the page when the sign-up prompt arrives still sees the end, above the prompt (closeup-and-visitors: Validation)',
    async ({ options }) => {
      const { page, errors } = await browsing.open({ ...options, cookies: { pb_country: 'US' } });
      // The prompt's code is held back until the person stands at the page's end, as on a slow connection.
      let releasePrompt = () => {};
      const promptHeld = new Promise<void>((resolve) => (releasePrompt = resolve));
      let promptAsked = false;
      await page.route(/\/assets\/SignUpPrompt-[^/]+\.(js|css)$/, async (route) => {
        promptAsked = true;
        await promptHeld;
        await route.continue();
      });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 600);
          return promptAsked;
        })
        .toBe(true);
      // The person goes to the feed's end, which is its error line.
      const feed = await failFeedPages(page);
      await expect
        .poll(async () => {
          await page.keyboard.press('End');
          return (await feed.tryAgain.isVisible()) && page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
        })
        .toBe(true);
      releasePrompt();
      await page.locator(BOTTOM_ELEMENTS.prompt).waitFor();
      await nextPaint(page);
      await nextPaint(page);
      await expectPressableAbovePrompt(page, feed);
      expect(errors.filter((e) => !e.includes('/resource/HomefeedResource/'))).toEqual([]);
    },
  );

  it.each(SCREENS)(
    'on a $name, the sign-up prompt waits while the cookie banner is open, then stands under the consent toast (experiences: Lifecycle and behaviour; closeup-and-visitors: Validation)',
    async ({ options }) => {
      const { page, errors } = await browsing.open({ ...options, cookies: { pb_country: 'DE' } });
      const seen = await watchBottomStack(page);
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const banner = page.locator('[data-test-id="consent-banner"]');
      const prompt = page.locator(BOTTOM_ELEMENTS.prompt);
      // Scrolled far enough for the prompt, which is there but not drawn while the cookie question is open.
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 600);
          return prompt.count();
        })
        .toBe(1);
      expect(await banner.isVisible()).toBe(true);
      expect(await prompt.isVisible()).toBe(false);
      await banner.getByRole('button', { name: 'Accept all' }).click();
      await page.locator(BOTTOM_ELEMENTS.consentToast).waitFor();
      await prompt.waitFor();
      expect(await seen()).toMatchObject({ pairs: expect.arrayContaining(['prompt+consentToast']), faults: [] });
      expect(errors).toEqual([]);
    },
  );
});
