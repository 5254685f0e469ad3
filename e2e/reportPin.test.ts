// A person reports a pin from its card menu (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the menu
// item opens a modal dialog with the reasons as a radio group, then a confirmation, then the thanks
// line; nothing is filed before the confirmation; Escape closes it and focus goes back to the
// menu button; Tab stays inside; the same works on a 390x844 phone. Without JavaScript the same
// steps are the /pin/{id}/report/ page's plain forms.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, PHONE_UA, type VisitOptions, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { unsavedPin } from './openPins.ts';

const browsing = openBrowserSession();
const DESKTOP: VisitOptions = { viewport: { width: 1280, height: 900 } };
const PHONE: VisitOptions = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true };
const DEMO = "(SELECT id FROM users WHERE username = 'demo')";

const filed = (pinId: string) => sql<{ report_reason: string }>(`SELECT report_reason FROM pin_feedback WHERE pin_id = ${pinId} AND user_id = ${DEMO}`);
const unfile = (pinId: string) => sql(`DELETE FROM pin_feedback WHERE pin_id = ${pinId} AND user_id = ${DEMO}`);

/** A card of the home feed with a menu (the nth from `from`), its menu open. */
async function openCardMenu(page: Page, phone: boolean, from: number): Promise<{ card: Locator; pinId: string }> {
  const slot = await page.evaluate(
    (start) =>
      [start, start + 1, start + 2, start + 3, start + 4].find((s) =>
        document.querySelector(`[data-test-id="pin"][data-slot-index="${s}"] [data-test-id="pin-menu-button"]`),
      ),
    from,
  );
  const card = page.locator(`[data-test-id="pin"][data-slot-index="${slot}"]`);
  const pinId = (await card.getAttribute('data-pin-id')) ?? '';
  unfile(pinId);
  await card.scrollIntoViewIfNeeded();
  if (!phone) await card.hover();
  await card.locator('[data-test-id="pin-menu-button"]').click();
  return { card, pinId };
}

describe('reporting a pin with a reason (pin-card: Card states and the save flow)', () => {
  for (const [size, options] of [
    ['1280x900', DESKTOP],
    ['a 390x844 phone', PHONE],
  ] as const) {
    const phone = options === PHONE;
    it(`A33: at ${size} Report Pin opens a dialog: a reason, then a confirmation, and only then the report is filed with that reason and the thanks line shows (pin-card: Card states and the save flow)`, {
      timeout: 120_000,
    }, async () => {
      const { page, errors } = await browsing.signIn('demo', '/', options);
      await waitForHydration(page);
      const { card, pinId } = await openCardMenu(page, phone, phone ? 2 : 8);
      await page.getByRole('menuitem', { name: 'Report Pin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report Pin' });
      await dialog.waitFor();
      expect(await page.locator('[data-test-id="pin-menu"]').count()).toBe(0);
      expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
      const next = dialog.getByRole('button', { name: 'Next' });
      expect(await next.isDisabled()).toBe(true);
      await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
      await next.click();
      const confirm = dialog.locator('[data-test-id="report-confirm"]');
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain('Report this Pin for “Harassment or bullying”?');
      expect(filed(pinId)).toEqual([]);
      await dialog.getByRole('button', { name: 'Report', exact: true }).click();
      const thanks = dialog.locator('[data-test-id="report-thanks"]');
      await thanks.waitFor();
      expect(await thanks.textContent()).toContain('ReportedThanks for helping keep our community safe.');
      expect(filed(pinId)).toEqual([{ report_reason: 'harassment' }]);
      if (phone) {
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => page.locator(`[data-pin-id="${pinId}"] [data-test-id="pin-reported"]`).textContent()).toContain('Reported');
      expect(await card.locator('[data-test-id="pin-menu-button"]').count()).toBe(0);
      // The focus went with the card's menu button: the note that replaced the card has it, not the page's body.
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testId)).toBe('pin-reported');
      unfile(pinId);
      expect(errors).toEqual([]);
    });
  }

  it('at 1280x900 by keyboard: focus starts on the reasons, follows each step and stays inside, Escape or Cancel closes without filing and focus returns to the menu button (pin-card: Card states and the save flow)', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await browsing.signIn('demo', '/', DESKTOP);
    await waitForHydration(page);
    const { card, pinId } = await openCardMenu(page, false, 8);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Report Pin');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report Pin' });
    await dialog.waitFor();
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('value') ?? document.activeElement?.textContent}`);
    await expect.poll(focused).toBe('INPUT spam');
    // The arrows move within the radio group (the card menu's arrow keys never see them).
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('INPUT nudity');
    expect(await dialog.getByRole('radio', { name: 'Nudity or pornography' }).isChecked()).toBe(true);
    // Tab: Cancel, Next, then back round to the checked reason; Shift+Tab goes back round to Next.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('BUTTON Cancel');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('BUTTON Next');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('INPUT nudity');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('BUTTON Next');
    await page.keyboard.press('Enter');
    // Focus moves once the confirmation has rendered (an effect after paint): wait for it as a person's eyes would.
    await dialog.locator('[data-test-id="report-confirm"]').waitFor();
    await expect.poll(focused).toBe('BUTTON Report');
    // Back returns to the reasons with focus on the chosen one.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('BUTTON Back');
    await page.keyboard.press('Enter');
    await dialog.locator('[data-test-id="report-reasons"]').waitFor();
    await expect.poll(focused).toBe('INPUT nudity');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const menuButton = card.locator('[data-test-id="pin-menu-button"]');
    await expect.poll(() => menuButton.evaluate((b) => b === document.activeElement)).toBe(true);
    // Cancel, like Escape, gives the focus back to the menu button.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Report Pin');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => menuButton.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(filed(pinId)).toEqual([]);
    expect(await card.locator('[data-test-id="pin-reported"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('without JavaScript, on a 390x844 phone, /pin/{id}/report/ takes a reason, asks to confirm, files the report and shows the thanks line (pin-card: Card states and the save flow)', {
    timeout: 120_000,
  }, async () => {
    const pinId = unsavedPin('demo', { newest: true });
    unfile(pinId);
    // Signed in as the worker signs in (browser.ts), then the same session in a browser without JavaScript.
    const signedIn = await browsing.signIn('demo', '/', PHONE);
    const session = await signedIn.context.cookies();
    await signedIn.context.close();
    const { page, context, errors } = await browsing.open({ ...PHONE, javaScriptEnabled: false });
    await context.addCookies(session);
    await page.goto(`${browsing.baseUrl}/pin/${pinId}/report/`);
    await page.getByRole('radio', { name: 'Spam' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Report this Pin for “Spam”?').waitFor();
    expect(filed(pinId)).toEqual([]);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await page.getByText('Thanks for helping keep our community safe.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/pin/${pinId}/report/`);
    expect(filed(pinId)).toEqual([{ report_reason: 'spam' }]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    unfile(pinId);
    expect(errors).toEqual([]);
  });
});

describe('Report Pin on the closeup (pin-card: Card states and the save flow)', () => {
  const othersPin = () =>
    sql<{ id: number }>(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id <> ${DEMO} AND p.deleted_at IS NULL AND p.kind = 'image' AND b.privacy = 'public' AND p.is_promoted = 0 ORDER BY p.id LIMIT 1`,
    )[0]!.id;

  it('with JavaScript the closeup more menu’s Report Pin opens the report dialog; Escape or Cancel gives the focus back to the more button (pin-card: Card states and the save flow)', async () => {
    const pinId = othersPin();
    const { page, errors } = await browsing.signIn('demo', `/pin/${pinId}/`, DESKTOP);
    const more = page.locator('[data-test-id="more-button"]');
    await more.click();
    await page.locator('[data-test-id="more-menu"]').getByRole('menuitem', { name: 'Report Pin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Pin' });
    await dialog.waitFor();
    expect(page.url()).toBe(`${browsing.baseUrl}/pin/${pinId}/`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Gone from the accessibility tree when it closes, before its close event runs: the focus is read as it settles.
    await expect.poll(() => more.evaluate((b) => b === document.activeElement)).toBe(true);
    await more.click();
    await page.locator('[data-test-id="more-menu"]').getByRole('menuitem', { name: 'Report Pin' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => more.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('without JavaScript the more button opens a plain menu whose Report Pin leads to the report page (pin-card: Card states and the save flow)', async () => {
    const pinId = othersPin();
    const { page } = await browsing.open({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${browsing.baseUrl}/pin/${pinId}/`);
    await page.locator('[data-test-id="more-button"]').tap();
    const report = page.getByRole('menu', { name: 'More options' }).getByRole('menuitem', { name: 'Report Pin' });
    await report.waitFor();
    const box = (await report.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await report.tap();
    // The report page; a visitor is asked to log in there first.
    await page.waitForURL(`${browsing.baseUrl}/pin/${pinId}/report/`);
    expect(await page.locator('input[type="password"]').count()).toBe(1);
  });
});
