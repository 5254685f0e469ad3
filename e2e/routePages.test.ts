// The route pages' (docs/architecture.md#every-route-a-page) pages as a person uses them on a 390 px phone: the spam warning's "Learn more" lands on
// the spam section of the community guidelines; a personal member converts to a business account
// and the business hub opens; a business account reads its dashboards; nothing is wider than the phone.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  mobile: true,
};

/** Whether the page is wider than the window (something would scroll sideways). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('policy, business and account pages on a phone (closeup-and-visitors: Routes and screens)', () => {
  it('A12: "Learn more" of the spam warning shows the spam section of the community guidelines (pin-card: Spam warning)', async () => {
    const { page, errors } = await browsing.open(PHONE);
    await page.goto(`${browsing.baseUrl}/community-guidelines/#spam`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('#spam h2').isVisible()).toBe(true);
    expect(await page.locator('#spam h2').textContent()).toBe('Spam and unsafe links');
    expect(await overflows(page)).toBe(false);
    await page.goto(`${browsing.baseUrl}/policy/cookies/`);
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe('Cookie policy');
    expect(await overflows(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('B21: a personal member converts to a business account and the business hub opens (experiences: Roles)', async () => {
    const username = `shop_${randomBytes(4).toString('hex')}`;
    sql(`INSERT INTO users (username, email, full_name, created_at) VALUES ('${username}', '${username}@example.com', 'Corner Shop', ${Date.now()})`);
    const { page, errors } = await browsing.signIn(username, '/business/business-manager/', PHONE);
    expect(await page.locator('[data-test-id="forbidden"] h1').textContent()).toBe('This page is for business accounts');
    await page.locator('[data-test-id="forbidden"] a', { hasText: 'Convert to a business account' }).click();
    await page.waitForSelector('[data-test-id="business-convert"]');
    await waitForHydration(page);
    await page.locator('[data-test-id="business-convert-submit"]').click();
    await page.waitForURL('**/business/hub/');
    await page.waitForSelector('[data-test-id="business-hub"]');
    expect(sql<{ is_partner: number }>(`SELECT is_partner FROM users WHERE username = '${username}'`)[0].is_partner).toBe(1);
    await page.goto(`${browsing.baseUrl}/business/business-manager/`);
    await page.waitForSelector('[data-test-id="business-dashboard"]');
    expect(await overflows(page)).toBe(false);
    // The browser reports the refusal page's own 403 answer; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
  });

  it('a business account reads its invoices on a phone: the table scrolls inside its box, not the page', async () => {
    const { page, errors } = await browsing.signIn('partner', '/business/invoice-management/', PHONE);
    await page.waitForSelector('[data-test-id="business-dashboard"][data-dashboard="invoice-management"]');
    expect(await page.locator('h1').textContent()).toBe('Invoices');
    expect(await overflows(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});
