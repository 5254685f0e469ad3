// Before the client has hydrated (it starts after the first screen's paint, issue 18), a person can
// already type into the server-rendered forms. A form the app submits itself (no `action`) must not
// submit natively then: the login form would send the password in a GET url and reload the page,
// losing what was typed (worker/pages/bootstrap.ts holds such submissions back until hydration).
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

describe('forms before hydration (issue 18, security by default)', () => {
  it('a login pressed before the client runs sends nothing and keeps what was typed; pressed again after hydration, it signs in', async () => {
    const { page, errors } = await browsing.open();
    // A slow network: the client's scripts arrive only when released.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const sent: string[] = [];
    page.on('request', (r) => sent.push(r.url()));

    await page.goto(`${baseUrl}/login/`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('[data-test-id="login-form"]');
    await page.getByLabel('Email or username').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await form.getByRole('button', { name: 'Log in' }).click();
    // Nothing leaves the page: no navigation, no url with the password, the fields keep their text.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(new URL(page.url()).search).toBe('');
    expect(sent.filter((url) => url.includes('demo-password'))).toEqual([]);
    expect(await page.getByLabel('Password').inputValue()).toBe('demo-password');
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

    release();
    await waitForHydration(page);
    await page.getByLabel('Email or username').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForSelector('[data-test-id="header-profile"]');
    expect(sent.filter((url) => url.includes('demo-password'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
