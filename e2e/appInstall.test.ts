// "Get the app" as a person meets it on a 390x844 phone (docs/rules/closeup-and-visitors.md#constants-spec-002-9: the app upsell bar and
// onboarding's AppInstall step): it leads to /app/, which explains installing the site on the home
// screen, and the site is one Chromium itself finds installable (its manifest, icons and colours).
import { describe, expect, it } from 'vitest';
import { APP_ICONS, WEB_APP_MANIFEST_PATH } from '#shared/appInstall/manifest.ts';
import { APP_INSTALL_URL } from '#shared/visitor/constants.ts';
import { openBrowserSession, PHONE_UA, waitForHydration } from './browser.ts';
import { axeViolations, checkControls, settle } from './interfaceCheck.ts';
import { keepOnboarding, sql } from './localState.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true, cookies: { pb_country: 'US' } };

describe('Get the app (closeup-and-visitors: Constants)', () => {
  it("the upsell bar leads a visitor to /app/, which fits the phone, and Chromium reads the site's manifest without an error (closeup-and-visitors: Constants)", async () => {
    const { page, context, errors } = await browsing.open(PHONE);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const network = watchNetwork(page);
    await page.locator('[data-test-id="app-upsell"]').getByRole('link', { name: 'Get the app' }).click();
    await page.waitForURL(`${baseUrl}${APP_INSTALL_URL}`);
    await waitForHydration(page);
    await network.quiet();
    await settle(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Get the app');
    expect(await page.locator('[data-test-id="app-upsell"]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'On iPhone or iPad' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'On Android' }).isVisible()).toBe(true);
    const report = await checkControls(page, true);
    expect(report.problems).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    // Chromium's own verdict on the manifest the head links and the icons it names.
    const cdp = await context.newCDPSession(page);
    const {
      url,
      errors: manifestErrors,
      manifest,
    } = (await cdp.send('Page.getAppManifest')) as unknown as {
      url: string;
      errors: Array<{ message: string }>;
      manifest?: { display: string; startUrl: string; scope: string; icons: Array<{ url: string }> };
    };
    expect(url).toBe(`${baseUrl}${WEB_APP_MANIFEST_PATH}`);
    expect(manifestErrors).toEqual([]);
    // Chromium names the display mode by its own enum.
    expect(manifest).toMatchObject({
      name: 'Pinboard',
      display: 'kStandalone',
      startUrl: `${baseUrl}/`,
      scope: `${baseUrl}/`,
      themeColor: 'rgba(255,255,255,1)',
    });
    expect(manifest?.icons.map((i) => i.url.slice(baseUrl.length))).toEqual([APP_ICONS.small, APP_ICONS.large, APP_ICONS.maskable].map((i) => i.path));
    // An off-the-record visit gets no install offer from Chromium: no Install button, the steps only.
    expect(await page.locator('[data-test-id="app-install-button"]').count()).toBe(0);
    for (const icon of Object.values(APP_ICONS).map((i) => i.path)) {
      const response = await fetch(`${baseUrl}${icon}`);
      expect(response.status, icon).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    expect(errors).toEqual([]);
  });

  it('Chromium finds the site installable, and /app/ shows an Install button that opens its install dialog (closeup-and-visitors: Constants)', async () => {
    // Off the record there is no offer (the visit above), so this visit has a profile of its own.
    const { page, context, errors } = await browsing.openProfile(PHONE);
    // Observes the browser's offers and what became of each (headless Chromium dismisses its dialog at once).
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { installOffers: seen });
      window.addEventListener('beforeinstallprompt', (event) => {
        seen.push('offered');
        void (event as Event & { userChoice: Promise<{ outcome: string }> }).userChoice.then((choice) => seen.push(choice.outcome));
      });
    });
    await page.goto(`${baseUrl}${APP_INSTALL_URL}`);
    await waitForHydration(page);
    const install = page.getByRole('button', { name: 'Install' });
    await install.waitFor();
    // Chromium's own verdict: nothing stands in the way of installing (manifest, icons, start url, secure origin).
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    expect((await checkControls(page, true, '[data-test-id="app-install"]')).problems).toEqual([]);
    await install.click();
    // The dialog answered (dismissed, in a headless browser); Chromium offers again, and the button is back.
    await expect.poll(() => page.evaluate(() => (window as unknown as { installOffers: string[] }).installOffers)).toEqual(['offered', 'dismissed', 'offered']);
    await install.waitFor();
    expect(errors).toEqual([]);
  });

  it("onboarding's AppInstall step offers Get the app beside Not now and Done, and it leads to /app/ (closeup-and-visitors: Constants)", async () => {
    const restore = keepOnboarding();
    try {
      sql(
        `INSERT INTO member_onboarding (user_id, step, updated_at) SELECT id, 'AppInstall', ${Date.now()} FROM users WHERE username = 'demo'
           ON CONFLICT (user_id) DO UPDATE SET step = excluded.step, completed_at = NULL, updated_at = excluded.updated_at`,
      );
      const { page, errors } = await browsing.signIn('demo', '/onboarding/', PHONE);
      await waitForHydration(page);
      expect(await page.getAttribute('[data-test-id="onboarding"]', 'data-step')).toBe('AppInstall');
      const actions = page.locator('.onboarding__actions');
      expect(await actions.getByRole('button', { name: 'Not now' }).isVisible()).toBe(true);
      expect(await actions.getByRole('button', { name: 'Done' }).isVisible()).toBe(true);
      expect((await checkControls(page, true, '.onboarding__actions')).problems).toEqual([]);
      await actions.getByRole('link', { name: 'Get the app' }).click();
      await page.waitForURL(`${baseUrl}${APP_INSTALL_URL}`);
      await waitForHydration(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Get the app');
      expect(errors).toEqual([]);
    } finally {
      restore();
    }
  });
});
