// Without JavaScript at 1280x900 (docs/architecture.md#page-forms-before-and-without-javascript): the header's Log in
// keeps the way back to the page (a safe `next`, its secrets left out), and a Save posted from a closeup (by way of the
// board choice page for a member who shows their boards) reloads the closeup saying Saved and where the pin went.
import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './browser.ts';
import { sql } from './localState.ts';
import { unsavedPin } from './openPins.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const DEMO = "(SELECT id FROM users WHERE username = 'demo')";

describe('without JavaScript: the way back and a closeup save (docs/architecture.md: Page forms (before and without JavaScript))', () => {
  it('Page forms: the header’s Log in comes back to the page through a safe next', async () => {
    const { page, errors } = await browsing.open({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const pinId = unsavedPin('demo', { newest: true });
    // `next` keeps what the page reads (`exp`) and nothing else it was given: no secret, no parameter it ignores
    // (the one redirect rule, shared/redirects.ts).
    const closeupPage = await page.goto(`${baseUrl}/pin/${pinId}/?exp=quick_save%3Acontrol&utm_source=x&token=abc`);
    expect(closeupPage?.status()).toBe(200);
    const here = new URL(page.url());
    // A visitor's closeup url names the pin's title too; a member's is /pin/{id}/.
    const closeup = (url: URL) => new RegExp(`^/pin/(?:[a-z0-9-]+--)?${pinId}/$`).test(url.pathname);
    const login = page.locator('.header').getByRole('link', { name: 'Log in' });
    const href = new URL((await login.getAttribute('href')) ?? '', baseUrl);
    expect(href.pathname).toBe('/login/');
    expect(href.searchParams.get('next')).toBe(`${here.pathname}?exp=quick_save%3Acontrol`);
    await login.click();
    await page.getByLabel('Email or username').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(closeup);
    expect(new URL(page.url()).searchParams.get('exp')).toBe('quick_save:control');
    await page.waitForSelector('[data-test-id="header-profile"]');
    expect(errors).toEqual([]);
  });

  it('Page forms: a closeup’s Save posted without JavaScript goes by way of the board choice page (demo shows their boards) and reloads the closeup showing Saved and the board, then and on later visits', async () => {
    const pinId = unsavedPin('demo', { newest: true });
    const { page, errors } = await browsing.signIn('demo', `/pin/${pinId}/`, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const save = page.locator('[data-test-id="closeup"] [data-test-id="save-button"]');
    expect(await save.textContent()).toBe('Save');
    await save.click();
    await page.waitForURL((url) => url.pathname === `/pin/${pinId}/repin/`);
    const board = page.locator('[data-test-id="save-to-board"]').getByRole('button').first();
    const boardName = (await board.textContent())!.trim();
    await board.click();
    await page.waitForURL(`${baseUrl}/pin/${pinId}/`);
    expect(await save.textContent()).toBe('Saved');
    expect(await page.locator('[data-test-id="closeup"] [data-test-id="saved-overlay"]').textContent()).toBe(`Saved to ${boardName}`);
    // A later visit says so too, linking where the pin went.
    await page.reload();
    expect(await save.textContent()).toBe('Saved');
    expect(await page.locator('[data-test-id="closeup"] [data-test-id="saved-to-link"]').getAttribute('href')).toMatch(/^\/demo\/./);
    expect(errors).toEqual([]);
    sql(`DELETE FROM pins WHERE pinner_id = ${DEMO} AND origin_pin_id = ${pinId}`);
  });

  it('Page forms: the header’s Log in on the home page and the login page itself carries no `next`', async () => {
    const { page } = await browsing.open({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/`);
    const login = page.locator('.header').getByRole('link', { name: 'Log in' });
    expect(await login.getAttribute('href')).toBe('/login/');
    await page.goto(`${baseUrl}/today/`);
    expect(await login.getAttribute('href')).toBe('/login/?next=%2Ftoday%2F');
    await page.goto(`${baseUrl}/login/?next=%2Ftoday%2F`);
    expect(await login.getAttribute('href')).toBe('/login/');
  });

  it('Page forms: signed out without JavaScript, a closeup’s Save leads to sign-up and back to the pin, and Share opens its links', async () => {
    const pinId = unsavedPin('demo', { newest: true });
    const { page, errors } = await browsing.open({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/pin/${pinId}/`);
    const closeup = page.locator('[data-test-id="closeup"]');
    await closeup.getByRole('button', { name: 'Share' }).click();
    const links = page.getByRole('dialog', { name: 'Share' });
    expect(await links.getByRole('link', { name: 'Facebook' }).isVisible()).toBe(true);
    expect(await links.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toContain(encodeURIComponent(`/pin/${pinId}/`));
    await links.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => links.isVisible()).toBe(false);
    await closeup.getByRole('link', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/signup/');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/pin/${pinId}/`);
    expect(errors).toEqual([]);
  });

  it('Page forms: signed out without JavaScript, the welcome card’s “Not now” dismisses it, then and on later pages', async () => {
    const { page, errors } = await browsing.open({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/`);
    const welcome = page.getByRole('region', { name: 'Welcome to Pinboard' });
    expect(await welcome.isVisible()).toBe(true);
    await welcome.getByRole('button', { name: 'Not now' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await welcome.count()).toBe(0);
    await page.goto(`${baseUrl}/today/`);
    expect(await page.getByText('Welcome to Pinboard').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
