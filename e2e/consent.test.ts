// Cookie consent journeys (docs/rules/experiences.md#cookie-consent-banner-spec-001-21, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): a visitor from Germany gets the banner in the
// first HTML and can accept, reject or choose; one from the US and a bot get none. Dark mode
// renders from the first byte.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectBottomEdge, watchBottomEdge } from './bottomEdge.ts';
import { openBrowserSession, PERSON_UA, SCREENS, waitForHydration } from './browser.ts';
import { layoutShifts, recordLayoutShifts } from './layoutShifts.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function open(country: string, options: { width?: number; cookies?: Record<string, string>; colorScheme?: 'dark' | 'light' } = {}) {
  const { context, page } = await browsing.open({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme,
    cookies: { pb_country: country, ...options.cookies },
  });
  await page.addInitScript(recordLayoutShifts);
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
  return { context, page };
}

const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'pb_consent')?.value;
const banner = (page: Page) => page.locator('[data-test-id="consent-banner"]');

interface ToastTimes {
  shown?: number;
  due?: number;
  gone?: number;
}

/** How late after its time the toast may leave: its timer starts with the effect after the toast is drawn. */
const TOAST_LEEWAY_MS = 1000;

/** The cookie toast's time on screen, as the rules give it (experiences: Constants), not read from the product. */
const COOKIE_TOAST_MS = 3000;

/** In the page: when the consent toast shows and leaves, and when a timer of its length started as it showed fires. */
function watchToast(lasts: number): void {
  const times: ToastTimes = {};
  (window as unknown as { consentToast: ToastTimes }).consentToast = times;
  const observer = new MutationObserver(() => {
    const there = document.querySelector('[data-test-id="consent-toast"]') !== null;
    if (there && times.shown === undefined) {
      times.shown = Date.now();
      setTimeout(() => (times.due = Date.now()), lasts);
    } else if (!there && times.shown !== undefined && times.gone === undefined) {
      times.gone = Date.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

describe('the cookie consent banner', () => {
  it('B2: is in the first HTML for a visitor from Germany, not for the US or a bot', async () => {
    const html = (country: string, ua = PERSON_UA) =>
      fetch(`${baseUrl}/`, { headers: { 'user-agent': ua, cookie: `pb_country=${country}` } }).then((r) => r.text());
    expect(await html('DE')).toContain('data-test-id="consent-banner"');
    expect(await html('US')).not.toContain('data-test-id="consent-banner"');
    expect(await html('DE', GOOGLEBOT_UA)).not.toContain('data-test-id="consent-banner"');
  });

  it('B2, B29: Accept all saves all three, shows the toast for 3 s and is gone after reload, without layout shift', async () => {
    const { context, page } = await open('DE');
    await page.evaluate(watchToast, COOKIE_TOAST_MS);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    const toast = page.locator('[data-test-id="consent-toast"]');
    await toast.waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await consentCookie(context)).toMatch(/^a1\.m1\.p1\.\d+\.\d{4}-\d{2}-\d{2}$/);
    await toast.waitFor({ state: 'detached' });
    // Measured by the page's clock against a timer of the page's own started as the toast showed: a busy
    // machine delays both alike, so the toast is gone at its time, not merely some time.
    const times = () => page.evaluate(() => (window as unknown as { consentToast: ToastTimes }).consentToast);
    await expect.poll(times).toMatchObject({ shown: expect.any(Number), due: expect.any(Number), gone: expect.any(Number) });
    const { shown, due, gone } = (await times()) as Required<ToastTimes>;
    expect(gone - shown).toBeGreaterThanOrEqual(COOKIE_TOAST_MS);
    expect(gone - due).toBeLessThan(TOAST_LEEWAY_MS);
    const { cls, shifts } = await layoutShifts(page);
    expect(cls, shifts.join('\n')).toBeLessThan(0.01);
    await page.reload();
    await waitForHydration(page);
    expect(await banner(page).count()).toBe(0);
  });

  it('B2: Reject all, on the same layer, saves all three off', async () => {
    const { context, page } = await open('DE');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await page.locator('[data-test-id="consent-toast"]').waitFor();
    expect(await consentCookie(context)).toMatch(/^a0\.m0\.p0\./);
  });

  it('B2: Let me choose opens the settings with nothing ticked and saves the choice', async () => {
    const { context, page } = await open('DE');
    await banner(page).getByRole('button', { name: 'Let me choose' }).click();
    const modal = page.locator('[data-test-id="consent-settings"]');
    await modal.waitFor();
    expect(await modal.locator('input[type=checkbox]:checked').count()).toBe(0);
    expect(await modal.locator('input[type=checkbox]').count()).toBe(3);
    await modal.getByLabel('Analytics').check();
    await modal.getByRole('button', { name: 'Save choices' }).click();
    await page.locator('[data-test-id="consent-toast"]').waitFor();
    expect(await consentCookie(context)).toMatch(/^a1\.m0\.p0\./);
  });

  it('B2: on desktop it is a card of its own at the bottom left, not a full-width sheet', async () => {
    const { page } = await open('DE');
    const box = (await banner(page).boundingBox())!;
    expect(box.width).toBe(420);
    expect(box.x).toBe(16);
    expect(Math.round(box.y + box.height)).toBe(900 - 16);
  });

  it('B2: a choice completes the banner: its experience 1000500:507054 is completed for the visitor', async () => {
    const { context, page } = await open('DE');
    const anon = (await context.cookies()).find((c) => c.name === 'pb_anon')?.value;
    expect(anon).toBeTruthy();
    const completed = () =>
      sql<{ done: number }>(
        `SELECT completed_at IS NOT NULL AS done FROM experience_states WHERE viewer_key = 'anon:${anon}' AND placement_id = 1000500 AND experience_id = 507054`,
      );
    expect(completed()).toEqual([]);
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await page.locator('[data-test-id="consent-toast"]').waitFor();
    await expect.poll(completed, { timeout: 10_000 }).toEqual([{ done: 1 }]);
  });

  it('B2: is a bottom sheet on mobile that Let me choose hides', async () => {
    const { page } = await open('DE', { width: 375 });
    const box = await banner(page).boundingBox();
    expect(box?.width).toBe(375);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(900);
    await banner(page).getByRole('button', { name: 'Let me choose' }).click();
    await page.locator('[data-test-id="consent-settings"]').waitFor();
    expect(await banner(page).isVisible()).toBe(false);
  });
});

describe('dark mode from the first byte (experiences: Lifecycle and behaviour)', () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  it.each([
    ['a dark choice', { pb_theme: 'dark' }, 'light', 'rgb(17, 17, 17)'],
    ['no choice', {}, 'dark', 'rgb(255, 255, 255)'],
    ['a system preference with the experiment', { pb_exp: 'lop_unauth_inferred_config_dark_mode:enabled' }, 'dark', 'rgb(17, 17, 17)'],
    ['the experiment on a light system', { pb_exp: 'lop_unauth_inferred_config_dark_mode:enabled' }, 'light', 'rgb(255, 255, 255)'],
  ] as const)('B18: %s (cookies %o) on a %s system renders %s', async (_what, cookies, colorScheme, color) => {
    const cookieSet: Record<string, string> = { pb_exp: 'lop_unauth_inferred_config_dark_mode:control', ...cookies };
    const { page } = await open('US', { cookies: cookieSet, colorScheme });
    expect(await background(page)).toBe(color);
  });
});

describe("the consent toast and the phone's tab bar (experiences: Cookie consent banner; pin-card: Constants)", () => {
  const [DESKTOP, PHONE] = SCREENS;
  it.each([
    ['an established member on a 390 px phone', 'member', PHONE.options, true],
    ['a member on a 1280 px desktop (no tab bar)', 'member', DESKTOP.options, false],
    ['a visitor on a 390 px phone (no tab bar)', 'visitor', PHONE.options, false],
  ] as const)(
    'for %s, the toast after a choice stands in the bottom stack, 16 px above the tab bar where it shows, else above the bottom (experiences: Cookie consent banner; pin-card: Constants)',
    async (_who, kind, options, barShows) => {
      const cookies = { pb_country: 'DE' };
      const username = `consent_${Date.now().toString(36)}`;
      const { page, errors } = kind === 'member' ? await browsing.signUp(username, '/', { ...options, cookies }) : await browsing.open({ ...options, cookies });
      // A member who joined 400 days ago: the shorter tab bar.
      if (kind === 'member') sql(`UPDATE users SET created_at = ${Date.now() - 400 * 24 * 60 * 60 * 1000} WHERE username = '${username}'`);
      const edge = await watchBottomEdge(page, '[data-test-id="consent-toast"]');
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      expectBottomEdge(await edge(), barShows, 16);
      expect(errors).toEqual([]);
    },
  );
});
