// Where the settings are used, as a person sees it: the home page's partner ad and its "Why you're seeing this ad"
// (e2e/settingsEffects.test.ts, e2e/settingsWithoutJavaScript.test.ts), and the unsubscribe link an email carries.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT } from '../scripts/lib/local.ts';
import type { EmailList } from '../shared/settings.ts';
import { unsubscribeLink } from '../worker/safety/unsubscribeLink.ts';
import { waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

export const PARTNER_REASON = "You're on a customer list that";
export const ACTIVITY_REASON = 'Your interest in Tea';

/** The home page's first ad, made a personalized third-party ad targeted by a partner's list, an interest and the device. */
export async function partnerAd(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/`);
  const ad = page.locator('[data-test-id="pin"][data-pin-kind="ad"]').first();
  await ad.waitFor({ state: 'attached' });
  const id = (await ad.getAttribute('data-pin-id')) ?? '';
  expect(id).toMatch(/^\d+$/);
  sql(
    `UPDATE pins SET data = json_set(data, '$.isThirdPartyAd', json('true'),
       '$.thirdPartyAdAttributes', json('{"promotedIsPersonalized":true,"isEligibleForPromotedPartnership":false}'),
       '$.adTargetingAttribution', json('{"customerList":true,"matchedInterest":"Tea","matchedDevice":"AppType_WEB"}')) WHERE id = ${id}`,
  );
  return id;
}

/** The ad's card on the home page and its "Why you're seeing this ad", opened from the card's menu (a page with JavaScript). */
export async function adAsShown(page: Page, baseUrl: string, id: string) {
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
  const card = page.locator(`[data-test-id="pin"][data-pin-id="${id}"]`);
  await card.scrollIntoViewIfNeeded();
  const cardText = (await card.textContent()) ?? '';
  await card.hover();
  await card.locator('[data-test-id="pin-menu-button"]').click();
  await card.getByRole('menuitem', { name: 'Why am I seeing this?' }).click();
  const dialog = page.locator('[data-test-id="ad-explanation"]');
  await dialog.locator('.ad-explanation__note').first().waitFor();
  const explanation = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).click();
  return { cardText, explanation };
}

/** The SESSION_SECRET the local site signs with (wrangler dev reads .dev.vars), to make an email's unsubscribe link. */
function localSecret(): string {
  const line = readFileSync(join(ROOT, '.dev.vars'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('SESSION_SECRET='));
  if (!line) throw new Error('.dev.vars has no SESSION_SECRET');
  return line.slice('SESSION_SECRET='.length).trim();
}

/** The unsubscribe link an email of `list` carries to member `userId`. */
export const emailLink = (userId: string, list: EmailList) => unsubscribeLink(localSecret(), userId, list);
