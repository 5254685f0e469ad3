// The card's more button for every viewer, by mouse and by a long press on a phone (docs/rules/pin-card.md#more-information-panel-spec-000-21,
// §2.5, §9): a signed-out visitor's ellipsis opens the signup/login upsell (login on a desktop, the
// signup variant on a phone), never a menu; a touch held 500 ms on a card opens what its ellipsis
// opens, without following the card's link.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeupUrl, openBrowserSession, waitForHydration } from './browser.ts';
import { holdFinger, PHONE } from './touch.ts';

const browsing = openBrowserSession();

const imageCard = (page: Page) => page.locator('[data-test-id="pin"][data-pin-kind="image"]').first();

describe('the signed-out more upsell (pin-card: More information panel)', () => {
  it('A10: a desktop visitor pressing the ellipsis gets the login modal, not a menu (pin-card: More information panel)', async () => {
    const { page, errors } = await browsing.open();
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    const card = imageCard(page);
    await card.hover();
    await card.locator('[data-test-id="pin-more-upsell"]').click();
    await page.waitForSelector('[data-test-id="login-modal"][open]');
    expect(await page.textContent('#login-modal-title')).toBe('Log in to continue');
    expect(await page.locator('[data-test-id="login-modal"] [data-test-id="login-form"]').count()).toBe(1);
    expect(await page.locator('[data-test-id="pin-menu"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('A59: a phone visitor holding a card 500 ms gets the signup variant for that pin and stays on the page (pin-card: Sign-up and login upsell, Constants)', async () => {
    const { page, errors } = await browsing.open(PHONE);
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    const card = imageCard(page);
    const pinId = await card.getAttribute('data-pin-id');
    await holdFinger(page, card.locator('.pin-card__media-box'), 700);
    const modal = page.locator('[data-test-id="login-modal"][open]');
    await modal.waitFor();
    expect(await modal.getAttribute('data-pin-id')).toBe(pinId);
    expect(await modal.getAttribute('data-reason')).toBe('default');
    expect(await modal.locator('[data-test-id="signup-form"]').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  it('a short tap is no long press (the card opens its pin) (pin-card: Constants)', async () => {
    const { page } = await browsing.open(PHONE);
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    const card = imageCard(page);
    const pinId = await card.getAttribute('data-pin-id');
    await card.locator('a.pin-card__image').first().tap();
    await page.waitForURL(closeupUrl(browsing.baseUrl, pinId!));
  });
});

describe('long press for a member (pin-card: Constants)', () => {
  it('A59: a member holding a card 500 ms on a phone gets the card menu (pin-card: Constants)', async () => {
    const { page, errors } = await browsing.signIn('demo', '/', PHONE);
    await page.waitForSelector('[data-test-id="masonry"]');
    await waitForHydration(page);
    const card = imageCard(page);
    await holdFinger(page, card.locator('.pin-card__media-box'), 700);
    await page.locator('[data-test-id="pin-menu"]').waitFor();
    // The sheet's items (its close button sits beside its title, outside the menu).
    expect(await page.locator('[data-test-id="pin-menu"]').getByRole('menu').getByRole('menuitem').first().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });
});
