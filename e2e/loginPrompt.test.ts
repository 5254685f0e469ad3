// The login prompt's header as a signed-out visitor meets it (docs/rules/experiences.md, Login prompt headers): a gated
// action without a header of its own shows the default one over its title, an action with one shows it, on a desktop and a phone,
// where the sign-up form's title is worded for signing up.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { holdFinger } from './touch.ts';

const browsing = openBrowserSession();
const DEFAULT_HEADER = "You're almost there! Log in to access all of the product";
/** The same header over a sign-up form: it says sign up, as the form does. */
const SIGNUP_HEADER = "You're almost there! Sign up to access all of the product";

describe('B10: the login prompt header', () => {
  it.each(SCREENS)(
    'B10, C58: on a $name, Share on a profile shows the default header; Follow shows its own; each title names the form below it',
    async ({ options, phone }) => {
      const { page, errors } = await browsing.open({ ...options, cookies: { pb_country: 'US' } });
      await page.goto(`${browsing.baseUrl}/demo/`);
      await waitForHydration(page);
      const modal = page.locator('[data-test-id="login-modal"][open]');

      // Share has no header of its own: the default stands over the action's title, worded for the form below it.
      await page.locator('[data-test-id="share-profile"]').click();
      await modal.locator('#login-modal-title').waitFor();
      expect(await modal.locator('[data-test-id="login-modal-header"]').textContent()).toBe(phone ? SIGNUP_HEADER : DEFAULT_HEADER);
      // A phone's wall opens on the sign-up form: its title is worded for signing up (C58's title over the login form).
      expect(await modal.locator('#login-modal-title').textContent()).toBe(phone ? 'Sign up to share the profile' : 'Log in to share the profile');
      if (phone) expect(await modal.getAttribute('data-heading-type')).toBe('default');
      await modal.locator('.login-modal__close').click();
      await modal.waitFor({ state: 'detached' });

      // Follow has its own header, which is the prompt's heading.
      await page.locator('[data-test-id="follow-user"]').click();
      await modal.locator('#login-modal-title').waitFor();
      expect(await modal.locator('#login-modal-title').textContent()).toBe(phone ? 'Sign up to follow' : 'Log in to follow');
      expect(await modal.locator('[data-test-id="login-modal-header"]').count()).toBe(0);
      expect(await modal.textContent()).not.toContain(DEFAULT_HEADER);
      if (phone) {
        expect(await modal.getAttribute('data-heading-type')).toBe('custom');
        // Switching to the login form words the title for it: the heading always names the form below it.
        await modal.getByRole('button', { name: 'Log in', exact: true }).click();
        await modal.locator('[data-test-id="login-form"]').waitFor();
        expect(await modal.locator('#login-modal-title').textContent()).toBe('Log in to follow');
        expect(await modal.locator('[data-test-id="login-modal-header"]').count()).toBe(0);
      }
      expect(errors).toEqual([]);
    },
  );

  it("B10: on a 390x844 phone a visitor's long press on a card (its ⋯ menu) opens a sign-up form whose header and title both say sign up, and the login form's both say log in", async () => {
    const phone = SCREENS.find((screen) => screen.phone)!;
    const { page, errors } = await browsing.open({ ...phone.options, cookies: { pb_country: 'US' } });
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    const modal = page.locator('[data-test-id="login-modal"][open]');
    const card = page.locator('[data-test-id="masonry"] [data-test-id="pin"][data-pin-kind="image"]').first();
    await holdFinger(page, card.locator('.pin-card__media-box'), 700);
    await modal.locator('[data-test-id="signup-form"]').waitFor();
    const words = async () =>
      `${await modal.locator('[data-test-id="login-modal-header"]').textContent()} / ${await modal.locator('#login-modal-title').textContent()}`;
    expect(await words()).toBe(`${SIGNUP_HEADER} / Sign up to continue`);
    await modal.getByRole('button', { name: 'Log in', exact: true }).tap();
    await modal.locator('[data-test-id="login-form"]').waitFor();
    expect(await words()).toBe(`${DEFAULT_HEADER} / Log in to continue`);
    expect(errors).toEqual([]);
  });
});
