// Before the client has hydrated (it starts after the first screen's paint, docs/performance.md), a person can
// already type into the server-rendered forms. A form the app submits itself (no `action`) must not
// submit natively then: the login form would send the password in a GET url and reload the page,
// losing what was typed (worker/pages/bootstrap.ts holds such submissions back until hydration).
import { describe, expect, it } from 'vitest';
import { holdClientScripts, openBrowserSession } from './browser.ts';
import { sql } from './localState.ts';

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
    const release = await holdClientScripts(page);
    // The board edit page's "Add section" form is one the app submits itself.
    const [board] = sql<{ id: number }>(
      `SELECT b.id FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND b.layout = 'default' AND b.archived = 0 ORDER BY b.id LIMIT 1`,
    );
    const section = `Held ${Date.now() % 100000}`;
    await page.goto(`${baseUrl}/board/${board.id}/edit/`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add section' }) });
    expect(await form.getAttribute('action')).toBeNull();
    await form.getByLabel('New section').fill(section);
    // Seen from the bubbling phase: whether the submission was held back (default prevented) or left to the browser.
    await page.evaluate(() => {
      document.addEventListener('submit', (e) => {
        (window as unknown as { heldBack?: boolean }).heldBack = e.defaultPrevented;
      });
    });
    await form.getByRole('button', { name: 'Add section' }).click();
    const seen = await page.waitForFunction(() => {
      const { heldBack } = window as unknown as { heldBack?: boolean };
      return heldBack === undefined ? null : { heldBack };
    });
    expect(await seen.jsonValue()).toEqual({ heldBack: true });
    // Held: no native submission happened (no navigation, so no query string; the typed name is still there).
    expect(new URL(page.url()).search).toBe('');
    expect(await form.getByLabel('New section').inputValue()).toBe(section);
    release();
    await page.getByRole('textbox', { name: `Rename ${section}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/board/${board.id}/edit/`);
  });
});
