// Each setting changed on the settings page the way a person changes it (the visible switch, a click)
// and then seen where the product uses it: the ad card and "Why you're seeing this ad", the theme of
// the next page, the cookie banner and ad attribution, the unsubscribe page and the notification rows.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_AD_TEXT } from '../shared/ads/labels.ts';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { ACTIVITY_REASON, emailLink, PARTNER_REASON, partnerAd as partnerAdOn, adAsShown as shownOn } from './settingsUse.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const member = (what: string) => `a104_${what}_${Date.now().toString(36)}`;
const partnerAd = (page: Page) => partnerAdOn(page, baseUrl);
const adAsShown = (page: Page, id: string) => shownOn(page, baseUrl, id);

/** The settings page tab, hydrated (its switches show the stored settings from the first byte). */
async function settingsTab(page: Page, tab: 'privacy' | 'notifications') {
  await page.goto(`${baseUrl}/settings/${tab}/`);
  await waitForHydration(page);
}

/** Clicks the switch labelled `label` as a person does and waits for the page to say it is saved. */
async function flip(page: Page, label: string) {
  const box = page.getByRole('checkbox', { name: label, exact: true });
  const was = await box.isChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/resource/UserSettingsResource/update/'));
  await box.click();
  expect((await saved).status()).toBe(200);
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  expect(await box.isChecked()).toBe(!was);
}

describe('A104: each setting changed on the settings page takes effect where it is used', () => {
  it('A104: turning ad personalization off on the privacy page changes the ad card and "Why you\'re seeing this ad"', async () => {
    const { page, errors } = await browsing.signUp(member('ads'), '/');
    const id = await partnerAd(page);
    const before = await adAsShown(page, id);
    expect(before.cardText).toContain(THIRD_PARTY_AD_TEXT);
    expect(before.explanation).toContain(PARTNER_REASON);
    expect(before.explanation).toContain(ACTIVITY_REASON);
    expect(before.explanation).toContain('We use your activity on Pinboard');
    expect(before.explanation).toContain('Advertisers and our partners may also share info with us');

    await settingsTab(page, 'privacy');
    await flip(page, 'Use information from our partners to personalise ads');
    const partnersOff = await adAsShown(page, id);
    expect(partnersOff.cardText).not.toContain(THIRD_PARTY_AD_TEXT);
    expect(partnersOff.explanation).not.toContain(PARTNER_REASON);
    expect(partnersOff.explanation).toContain(ACTIVITY_REASON);
    expect(partnersOff.explanation).toContain("You've turned off ads personalized with info from advertisers and our partners, so none was used.");
    expect(partnersOff.explanation).toContain('We use your activity on Pinboard');

    await settingsTab(page, 'privacy');
    await flip(page, 'Use your activity on Pinboard to personalise ads');
    const bothOff = await adAsShown(page, id);
    expect(bothOff.explanation).not.toContain(ACTIVITY_REASON);
    expect(bothOff.explanation).not.toContain(PARTNER_REASON);
    expect(bothOff.explanation).toContain("You've turned off ads personalized with your activity on Pinboard");
    expect(bothOff.explanation).toContain('Your device: Web');

    // The page shows both off when it is opened again.
    await settingsTab(page, 'privacy');
    expect(await page.getByRole('checkbox', { name: 'Use your activity on Pinboard to personalise ads' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Use information from our partners to personalise ads' }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('A104: dark mode chosen under Appearance themes the next page, also in a browser without the theme cookie', async () => {
    const { context, page, errors } = await browsing.signUp(member('dark'), '/');
    expect(await page.getAttribute('html', 'data-theme')).not.toBe('dark');
    await page.goto(`${baseUrl}/settings/account/`);
    await waitForHydration(page);
    const appearance = page.locator('[data-test-id="settings-appearance"]');
    await appearance.getByLabel('Dark').check();
    await Promise.all([page.waitForEvent('load'), appearance.getByRole('button', { name: 'Save appearance' }).click()]);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    // The member's setting, not this browser's cookie, themes the page.
    await context.clearCookies({ name: 'pb_theme' });
    await page.goto(`${baseUrl}/`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(errors).toEqual([]);
  });

  it("A104: a cookie choice made on the privacy page is the member's consent: no banner, and marketing turns ad attribution on", async () => {
    const username = member('cookies');
    const first = await browsing.signUp(username, '/', { cookies: { pb_country: 'DE' } });
    await first.page.locator('[data-test-id="consent-banner"]').waitFor();
    await settingsTab(first.page, 'privacy');
    await flip(first.page, 'Marketing cookies');

    // Another browser of the member's, with no consent cookie: the choice comes from the settings.
    const { page, errors } = await browsing.signIn(username, '/settings/privacy/', { cookies: { pb_country: 'DE' }, attributionReporting: 'supported' });
    expect(await page.getByRole('checkbox', { name: 'Marketing cookies', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Analytics cookies', exact: true }).isChecked()).toBe(false);
    const sources: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/attribution_source/') sources.push(r.url());
    });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    expect(await page.locator('[data-test-id="consent-banner"]').count()).toBe(0);
    await page.locator('[data-test-id="pin"][data-pin-kind="ad"]').first().scrollIntoViewIfNeeded();
    await expect.poll(() => sources.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect([...first.errors, ...errors]).toEqual([]);
  });

  it('A104: each notification switch turned off on the notifications page: its email list unsubscribed, the others not', async () => {
    const username = member('mail');
    const { page, errors } = await browsing.signUp(username, '/');
    const [{ id }] = sql<{ id: number }>(`SELECT id FROM users WHERE username = '${username}'`);
    const unsubscribePage = async (list: 'email_news' | 'email_activity') => {
      await page.goto(`${baseUrl}${await emailLink(String(id), list)}`);
      return page.locator('h1').textContent();
    };
    expect(await unsubscribePage('email_news')).toBe('Unsubscribe');

    await settingsTab(page, 'notifications');
    await flip(page, 'Email me news and ideas');
    expect(await unsubscribePage('email_news')).toBe('You are unsubscribed');
    expect(await unsubscribePage('email_activity')).toBe('Unsubscribe');

    await settingsTab(page, 'notifications');
    await flip(page, 'Email me about activity on my pins and boards');
    await flip(page, 'Push notifications about activity');
    expect(await unsubscribePage('email_activity')).toBe('You are unsubscribed');
    await settingsTab(page, 'notifications');
    for (const label of ['Email me news and ideas', 'Email me about activity on my pins and boards', 'Push notifications about activity']) {
      expect(await page.getByRole('checkbox', { name: label, exact: true }).isChecked(), label).toBe(false);
    }
    expect(errors).toEqual([]);
  });
});
