// A member's pin-builder drafts leave the browser with the session (docs/security.md#classes-of-attack-and-where-they-are-stopped): Log out
// clears them, and so does the first signed-out page after the session ended elsewhere ("Secure my
// account" or a password change on another device, an expired session), whoever's drafts they were; and a
// builder left open in another tab writes none after the session ended in this browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

/** The builder draft keys this browser keeps. */
const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pb:draft:')));

/** Types a title into the pin builder and waits until its draft is stored; also plants another member's story draft. */
async function writeDraft(page: Page) {
  await page.fill('input[name="title"]', 'A private draft title');
  await page.evaluate(() => localStorage.setItem('pb:draft:story:999999', JSON.stringify({ title: 'someone else' })));
  await expect.poll(() => draftKeys(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^pb:draft:pin:\d+$/), 'pb:draft:story:999999']));
}

describe('pin-builder drafts after signing out (security: Sessions)', () => {
  it('Log out clears every builder draft from the browser', async () => {
    const { context, page } = await browsing.signIn('demo', '/pin-builder/');
    await writeDraft(page);
    await page.locator('[data-test-id="header-menu-button"]').click();
    await page.locator('[data-test-id="header-menu"] [data-test-id="sign-out"]').click();
    await page.waitForURL(`${browsing.baseUrl}/`);
    await page.waitForLoadState('load');
    expect(await draftKeys(page)).toEqual([]);
    await context.close();
  });

  it('a session ended elsewhere: the next page, signed out, clears the drafts', async () => {
    const { context, page } = await browsing.signIn('demo', '/pin-builder/');
    await writeDraft(page);
    // "Secure my account" on another device revokes every session of the member.
    sql(`UPDATE sessions SET revoked_at = ${Date.now()} WHERE user_id = (SELECT id FROM users WHERE username = 'demo') AND revoked_at IS NULL`);
    await page.goto(`${browsing.baseUrl}/`);
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await context.close();
  });

  it('a builder open in a second tab writes no draft after signing out in the first', async () => {
    const { context, page } = await browsing.signIn('demo', '/');
    const builder = await context.newPage();
    await builder.goto(`${browsing.baseUrl}/pin-builder/`);
    await builder.waitForLoadState('load');
    await writeDraft(builder);
    await page.locator('[data-test-id="header-menu-button"]').click();
    await page.locator('[data-test-id="header-menu"] [data-test-id="sign-out"]').click();
    await page.waitForURL(`${browsing.baseUrl}/`);
    await page.waitForLoadState('load');
    await expect.poll(() => draftKeys(builder)).toEqual([]);
    // Edits in the open builder, each field a change the builder would keep: none comes back.
    await builder.fill('input[name="title"]', 'Edited after signing out');
    await builder.fill('input[name="title"]', 'Edited again after signing out');
    await expect.poll(() => builder.inputValue('input[name="title"]')).toBe('Edited again after signing out');
    // The builder's effects run after the render that shows the new value: two frames later they have run.
    await builder.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))));
    expect(await draftKeys(builder)).toEqual([]);
    await builder.close();
    // The first tab may still be settling on the page its sign-out led to: read it once it has.
    await page.waitForLoadState('load');
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await context.close();
  });
});
