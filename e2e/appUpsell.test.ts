// The app upsell bar on a phone (docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9): a signed-out person on a 390x844
// phone finds it under the header, in the page's flow (it comes with the server's page, so it
// shifts nothing and covers nothing), dismisses it, and it stays gone after a reload; the
// dismissal is in the local record and the cookie that mirrors it. Desktops never get it.
import { describe, expect, it } from 'vitest';
import { APP_UPSELL_COOKIE } from '#shared/visitor/constants.ts';
import { openBrowserSession, PHONE_UA, waitForHydration } from './browser.ts';
import { checkControls, settle } from './interfaceCheck.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true, cookies: { pb_country: 'US' } };

describe('the app upsell bar (closeup-and-visitors: Validation, Constants)', () => {
  it('C49: appears on a phone under the header, covers nothing, and a dismissal keeps it gone after a reload (closeup-and-visitors: Constants)', async () => {
    const { page, context, errors } = await browsing.open(PHONE);
    const network = watchNetwork(page);
    await page.goto(`${baseUrl}/`);
    const bar = page.locator('[data-test-id="app-upsell"]');
    // It is in the server's page, before any script runs.
    const html = await (await fetch(`${baseUrl}/`, { headers: { 'user-agent': PHONE_UA } })).text();
    expect(html).toContain('data-test-id="app-upsell"');
    await waitForHydration(page);
    await network.quiet();
    await settle(page);
    await bar.waitFor();
    const boxes = await page.evaluate(() => {
      const header = document.querySelector('header.header')!.getBoundingClientRect();
      const upsell = document.querySelector('[data-test-id="app-upsell"]')!;
      return { headerBottom: header.bottom, top: upsell.getBoundingClientRect().top, position: getComputedStyle(upsell).position };
    });
    expect(boxes.position).toBe('static');
    expect(Math.abs(boxes.top - boxes.headerBottom)).toBeLessThan(1);
    const report = await checkControls(page, true);
    expect(report.problems).toEqual([]);
    expect((await checkControls(page, true, '[data-test-id="app-upsell"]')).checked).toBe(2);
    // Showing it is recorded: the record and the cookie hold the first upsell.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('pb:visitor-record') ?? '{}').upsells?.firstAppAt ?? null)).not.toBeNull();

    await bar.getByRole('button', { name: 'Not now' }).click();
    await bar.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('pb:visitor-record') ?? '{}').upsells?.appDismissedAt ?? null))
      .toBeGreaterThan(0);
    const cookie = (await context.cookies(baseUrl)).find((c) => c.name === APP_UPSELL_COOKIE);
    expect(cookie?.value).toMatch(/^\d+\.\d+\.\d+$/);

    await page.reload();
    await waitForHydration(page);
    expect(await bar.count()).toBe(0);
    await page.goto(`${baseUrl}/search/pins/?q=kitchen&rs=typed`);
    await waitForHydration(page);
    expect(await bar.count()).toBe(0);

    // The record is the source: with the cookie cleared the server shows the bar once more, the
    // record mirrors its dismissal into the cookie again, and the next page has no bar.
    await context.clearCookies({ name: APP_UPSELL_COOKIE });
    await page.reload();
    await waitForHydration(page);
    await expect.poll(async () => (await context.cookies(baseUrl)).find((c) => c.name === APP_UPSELL_COOKIE)?.value).toBe(cookie?.value);
    await page.reload();
    await waitForHydration(page);
    expect(await bar.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is never shown on a desktop, nor to a signed-in member on a phone (closeup-and-visitors: Validation)', async () => {
    const desktop = await browsing.open({ cookies: { pb_country: 'US' } });
    await desktop.page.goto(`${baseUrl}/`);
    await waitForHydration(desktop.page);
    expect(await desktop.page.locator('[data-test-id="app-upsell"]').count()).toBe(0);
    const member = await browsing.signIn('demo', '/', PHONE);
    expect(await member.page.locator('[data-test-id="app-upsell"]').count()).toBe(0);
  });
});
