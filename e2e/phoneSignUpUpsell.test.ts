// A signed-out visitor's upsell on a phone (docs/rules/pin-card.md#sign-up-and-login-upsell-spec-000-25): every gated action a
// person can reach there opens the modal on the sign-up form, carrying its reason, attribution label,
// heading type and pin id (a desktop's login-or-sign-up choice: tests/unit/loginPrompts.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, PHONE_UA, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true, cookies: { pb_country: 'US' } };

interface Upsell {
  reason: string;
  headingType: 'custom' | 'default';
  pinId: string;
}

/** The open modal shows the sign-up form (and no login form) with the phone's four values; then it is closed. */
async function expectSignUp(page: Page, want: Upsell): Promise<void> {
  const modal = page.locator('[data-test-id="login-modal"][open]');
  await modal.waitFor();
  await modal.locator('[data-test-id="signup-form"]').waitFor();
  expect(await modal.locator('[data-test-id="login-form"]').count()).toBe(0);
  expect(await modal.getAttribute('data-reason')).toBe(want.reason);
  expect(await modal.getAttribute('data-attribution-label')).toBe(`unauth_${want.reason}`);
  expect(await modal.getAttribute('data-heading-type')).toBe(want.headingType);
  expect(await modal.getAttribute('data-pin-id')).toBe(want.pinId);
  await modal.locator('.login-modal__close').click();
  await modal.waitFor({ state: 'hidden' });
}

/** Opens a page and waits for it to run. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${browsing.baseUrl}${path}`);
  await waitForHydration(page);
}

describe('the signed-out upsell on a phone (pin-card: Sign-up and login upsell)', () => {
  it('A13: save, send, follow (a person, a board, a topic) and the card’s ellipsis each open the sign-up form at 390x844', async () => {
    const [target] = sql<{ username: string; slug: string; topic: string }>(
      `SELECT u.username, b.slug, (SELECT url_name FROM interests ORDER BY id LIMIT 1) AS topic FROM users u JOIN boards b ON b.owner_id = u.id
         WHERE b.privacy = 'public' AND b.pin_count > 0 AND b.archived = 0 AND b.layout = 'default' ORDER BY u.id, b.id LIMIT 1`,
    );
    const { page, errors } = await browsing.open(PHONE);

    // The card's ellipsis on the home feed (the card has no menu for a visitor: docs/rules/pin-card.md#more-information-panel-spec-000-21).
    await visit(page, '/');
    const card = page.locator('[data-test-id="pin"][data-pin-kind="image"]').first();
    const pinId = (await card.getAttribute('data-pin-id'))!;
    const more = card.locator('[data-test-id="pin-more-upsell"]');
    await more.waitFor({ state: 'visible' });
    await more.click();
    await expectSignUp(page, { reason: 'default', headingType: 'default', pinId });

    // Save and send on the pin's closeup.
    await visit(page, `/pin/${pinId}/`);
    const save = page.locator('[data-test-id="closeup"] [data-test-id="save-button"]');
    await save.waitFor({ state: 'visible' });
    await save.click();
    await expectSignUp(page, { reason: 'save', headingType: 'custom', pinId });
    await page.locator('[data-test-id="share-button"]').click();
    const send = page.getByRole('link', { name: 'Log in to send this Pin' });
    await send.waitFor({ state: 'visible' });
    await send.click();
    await expectSignUp(page, { reason: 'send', headingType: 'default', pinId });

    // Follow a person, a board and a topic.
    for (const [path, control] of [
      [`/${target.username}/`, 'follow-user'],
      [`/${target.username}/${target.slug}/`, 'follow-board'],
      [`/topics/${target.topic}/`, 'follow-topic'],
    ]) {
      await visit(page, path);
      const follow = page.locator(`[data-test-id="${control}"]`);
      await follow.waitFor({ state: 'visible' });
      await follow.click();
      await expectSignUp(page, { reason: 'follow', headingType: 'custom', pinId: '' });
    }
    expect(errors).toEqual([]);
  });
});
