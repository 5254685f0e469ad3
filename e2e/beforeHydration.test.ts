// Before the client has hydrated (it starts after the first screen's paint, docs/performance.md), a person can
// already type into the server-rendered forms. Every one of them posts to this site (docs/security.md, forms post),
// so a form pressed then does its work natively, and nothing typed lands in a url (worker/pages/bootstrap.ts still
// holds back a form without an action until hydration, should one appear).
import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

describe('forms before hydration (security by default, no lost input) (security: Secrets in forms and urls)', () => {
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

  it('the board editor\'s "Add section", pressed before the client runs, posts natively and adds the section, the name in no url', async () => {
    const { context } = await browsing.signIn('demo', '/');
    const page = await context.newPage();
    // The client's scripts never arrive during this test: the form works as the server sent it (docs/security.md, forms post).
    await page.route(/\/assets\/.+\.js$/, () => {});
    const sent: string[] = [];
    page.on('request', (r) => sent.push(r.url()));
    const [board] = sql<{ id: number }>(
      `SELECT b.id FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND b.layout = 'default' AND b.archived = 0 ORDER BY b.id LIMIT 1`,
    );
    const section = `Held ${Date.now() % 100000}`;
    await page.goto(`${baseUrl}/board/${board.id}/edit/`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add section' }) });
    expect([await form.getAttribute('method'), await form.getAttribute('action')]).toEqual(['post', '/resource/BoardSectionResource/create/']);
    await form.getByLabel('New section').fill(section);
    await form.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('textbox', { name: `Rename ${section}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/board/${board.id}/edit/`);
    expect(sent.filter((url) => url.includes(encodeURIComponent(section)) || url.includes(section.replace(' ', '+')))).toEqual([]);
    sql(`DELETE FROM board_sections WHERE board_id = ${board.id} AND name = '${section}'`);
  });
});
