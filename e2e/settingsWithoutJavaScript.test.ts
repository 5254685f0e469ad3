// Every settings page in a browser with JavaScript turned off, as a person uses it: the switches show what the
// member saved, a tick and Save post the form, the page comes back saying so and showing the saved values, and the
// change is seen where the product uses it (the ad card and "Why you're seeing this ad", the unsubscribe page, the theme).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_AD_TEXT } from '../shared/ads/labels.ts';
import { SETTINGS_SAVED } from '../shared/settings.ts';
import { openBrowserSession } from './browser.ts';
import { sql } from './localState.ts';
import { ACTIVITY_REASON, adAsShown, emailLink, PARTNER_REASON, partnerAd } from './settingsUse.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const NO_SCRIPT = { javaScriptEnabled: false } as const;
const member = (what: string) => `a104_nojs_${what}_${Date.now().toString(36)}`;
const idOf = (username: string) => String(sql<{ id: number }>(`SELECT id FROM users WHERE username = '${username}'`)[0].id);

const FIRST_PARTY = 'Use your activity on Pinboard to personalise ads';
const THIRD_PARTY = 'Use information from our partners to personalise ads';
const EMAIL_NEWS = 'Email me news and ideas';
const EMAIL_ACTIVITY = 'Email me about activity on my pins and boards';
/** The notification settings as a tab of the settings page, and as a page of their own (the split experiment). */
const NOTIFICATIONS_TAB = '/settings/notifications/?exp=settings_notifications_split:control';
const NOTIFICATIONS_PAGE = '/settings/notifications/?exp=settings_notifications_split:enabled';

const box = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true });

/** Clicks Save in the form `testId` and waits for the page the worker sends back to. */
async function save(page: Page, form: string, button = 'Save') {
  await Promise.all([page.waitForEvent('load'), page.locator(`[data-test-id="${form}"]`).getByRole('button', { name: button, exact: true }).click()]);
}

/** The page said the settings are saved. */
const savedSaid = (page: Page) => page.getByRole('status').filter({ hasText: SETTINGS_SAVED }).waitFor();

describe('A104: every settings page works without JavaScript', () => {
  it('A104: turning ad personalization off on /settings/privacy/ without JavaScript: off after the reload, and the ad explanation says so', async () => {
    const username = member('ads');
    const { page, errors } = await browsing.signUp(username, '/', NO_SCRIPT);
    const id = await partnerAd(page, baseUrl);
    const card = page.locator(`[data-test-id="pin"][data-pin-id="${id}"]`);
    await page.goto(`${baseUrl}/`);
    expect(await card.textContent()).toContain(THIRD_PARTY_AD_TEXT);

    await page.goto(`${baseUrl}/settings/privacy/`);
    expect(await box(page, FIRST_PARTY).isChecked()).toBe(true);
    expect(await box(page, THIRD_PARTY).isChecked()).toBe(true);
    await box(page, FIRST_PARTY).click();
    await box(page, THIRD_PARTY).click();
    await save(page, 'ad-personalization-settings');
    expect(new URL(page.url()).pathname).toBe('/settings/privacy/');
    await savedSaid(page);
    expect(await box(page, FIRST_PARTY).isChecked()).toBe(false);
    expect(await box(page, THIRD_PARTY).isChecked()).toBe(false);
    // Opened again later: still off, the message shown only once.
    await page.reload();
    expect(await box(page, FIRST_PARTY).isChecked()).toBe(false);
    expect(await box(page, THIRD_PARTY).isChecked()).toBe(false);
    expect(await page.getByText(SETTINGS_SAVED).count()).toBe(0);

    // Where it is used: the card (as the server draws it) and the ad explanation (which opens with JavaScript).
    await page.goto(`${baseUrl}/`);
    expect(await card.textContent()).not.toContain(THIRD_PARTY_AD_TEXT);
    const withScript = await browsing.signIn(username, '/');
    const shown = await adAsShown(withScript.page, baseUrl, id);
    expect(shown.cardText).not.toContain(THIRD_PARTY_AD_TEXT);
    expect(shown.explanation).not.toContain(ACTIVITY_REASON);
    expect(shown.explanation).not.toContain(PARTNER_REASON);
    expect(shown.explanation).toContain("You've turned off ads personalized with your activity on Pinboard");
    expect(shown.explanation).toContain("You've turned off ads personalized with info from advertisers and our partners, so none was used.");
    expect([...errors, ...withScript.errors]).toEqual([]);
  });

  it('A104: a notification switch turned off on the notifications tab without JavaScript unsubscribes its list; the unsubscribe page joins it again', async () => {
    const username = member('mail');
    const { page, errors } = await browsing.signUp(username, '/', NO_SCRIPT);
    const link = await emailLink(idOf(username), 'email_news');

    await page.goto(`${baseUrl}${NOTIFICATIONS_TAB}`);
    expect(await box(page, EMAIL_NEWS).isChecked()).toBe(true);
    await box(page, EMAIL_NEWS).click();
    await save(page, 'notification-settings-form');
    await savedSaid(page);
    await page.reload();
    expect(await box(page, EMAIL_NEWS).isChecked()).toBe(false);
    expect(await box(page, EMAIL_ACTIVITY).isChecked()).toBe(true);

    // Where it is used: the list's unsubscribe page says the member left it, and its button (a form) joins it again.
    await page.goto(`${baseUrl}${link}`);
    expect(await page.locator('h1').textContent()).toBe('You are unsubscribed');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Subscribe again' }).click()]);
    expect(await page.locator('h1').textContent()).toBe('Unsubscribe');
    await page.getByRole('status').filter({ hasText: 'You will get news and inspiration emails again.' }).waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Unsubscribe' }).click()]);
    expect(await page.locator('h1').textContent()).toBe('You are unsubscribed');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Subscribe again' }).click()]);
    await page.goto(`${baseUrl}${NOTIFICATIONS_TAB}`);
    expect(await box(page, EMAIL_NEWS).isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('A104: the notification settings as a page of their own, without JavaScript: a switch saved there is the setting everywhere', async () => {
    const username = member('split');
    const { page, errors } = await browsing.signUp(username, '/', NO_SCRIPT);
    await page.goto(`${baseUrl}${NOTIFICATIONS_PAGE}`);
    await page.locator('[data-test-id="notification-settings-page"]').waitFor();
    await box(page, EMAIL_ACTIVITY).click();
    await save(page, 'notification-settings-form');
    await page.locator('[data-test-id="notification-settings-page"]').waitFor();
    await savedSaid(page);
    expect(await box(page, EMAIL_ACTIVITY).isChecked()).toBe(false);
    await page.goto(`${baseUrl}${await emailLink(idOf(username), 'email_activity')}`);
    expect(await page.locator('h1').textContent()).toBe('You are unsubscribed');
    await page.goto(`${baseUrl}${NOTIFICATIONS_TAB}`);
    expect(await box(page, EMAIL_ACTIVITY).isChecked()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('A104: dark chosen under Appearance and a profile saved without JavaScript: said, kept, and used by the next pages', async () => {
    const username = member('look');
    const { context, page, errors } = await browsing.signUp(username, '/', NO_SCRIPT);
    await page.goto(`${baseUrl}/settings/account/`);
    expect(await page.getAttribute('html', 'data-theme')).not.toBe('dark');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await save(page, 'settings-appearance', 'Save appearance');
    expect(new URL(page.url()).pathname).toBe('/settings/account/');
    await savedSaid(page);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    // The member's stored setting themes the next page, not only this browser's cookie.
    await context.clearCookies({ name: 'pb_theme' });
    await page.goto(`${baseUrl}/`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');

    await page.goto(`${baseUrl}/settings/`);
    await page.getByLabel('About').fill('Saved without JavaScript');
    await save(page, 'settings-profile');
    await page.getByRole('status').filter({ hasText: 'Your profile is saved.' }).waitFor();
    expect(await page.getByLabel('About').inputValue()).toBe('Saved without JavaScript');
    await page.goto(`${baseUrl}/${username}/`);
    expect(await page.getByText('Saved without JavaScript').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
