// Before the client has hydrated (it starts after the first screen's paint, docs/performance.md), a person can
// already type into the server-rendered forms. A form the app submits itself (no `action`) must not
// submit natively then: the login form would send the password in a GET url and reload the page,
// losing what was typed (worker/pages/bootstrap.ts holds such submissions back until hydration).
import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './browser.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

describe('forms before hydration (security by default, no lost input)', () => {
  it('a login pressed before the client runs posts natively and signs in, the password in no url', async () => {
    const { page } = await browsing.open();
    // A slow network: the client's scripts never arrive during this test.
    await page.route(/\/assets\/.+\.js$/, () => {});
    const sent: string[] = [];
    page.on('request', (r) => sent.push(r.url()));
    page.on('response', (r) => sent.push(r.headers().location ?? ''));

    await page.goto(`${baseUrl}/login/?next=%2Fsettings%2F`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email or username').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.locator('[data-test-id="login-form"]').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/settings/`);
    await page.waitForSelector('[data-test-id="header-profile"]');
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    expect(sent.filter((url) => url.includes('demo-password'))).toEqual([]);
  });

  it('a form without an action, submitted before hydration, is held and submitted once hydrated', async () => {
    const { context } = await browsing.signIn('demo', '/');
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/settings/`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('[data-test-id="settings-profile"]');
    expect(await form.getAttribute('action')).toBeNull();
    await form.locator('button[type="submit"]').click();
    await page.waitForTimeout(300);
    // Held: no native submission (no navigation, no query string).
    expect(new URL(page.url()).search).toBe('');
    release();
    await form.getByText('Your profile is saved.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/');
  });
});
