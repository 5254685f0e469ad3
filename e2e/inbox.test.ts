// The inbox journey as people do it, on a desktop (1280 px, the header's bell and inbox) and on a
// phone (390 px, touch, the bottom tab bar): member A sends member B a pin from its closeup; B sees
// the unread counts, opens the notifications and the conversation, reads and replies; the counts
// clear and stay cleared after a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, PHONE_UA, type VisitOptions, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const DESKTOP: VisitOptions = { viewport: { width: 1280, height: 900 } };
const PHONE: VisitOptions = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true };

/** B starts with everything read, so the counts the test sees are the ones it causes. */
function readEverything(username: string): void {
  sql(
    `UPDATE conversation_members SET last_read_message_id = COALESCE((SELECT MAX(m.id) FROM conversation_messages m WHERE m.conversation_id = conversation_members.conversation_id), 0) WHERE user_id = (SELECT id FROM users WHERE username = '${username}')`,
  );
  sql(
    `INSERT INTO news_hub_reads (user_id, read_at) SELECT id, ${Date.now()} FROM users WHERE username = '${username}' ON CONFLICT (user_id) DO UPDATE SET read_at = excluded.read_at`,
  );
}

/** A sends B the first image pin of their home feed, from its closeup's share flyout. */
async function sendPin(page: Page, to: string, text: string, tap: boolean): Promise<void> {
  const pinHref = await page.locator('[data-test-id="pin"][data-pin-kind="image"] a.pin-card__image').first().getAttribute('href');
  await page.goto(`${browsing.baseUrl}${pinHref}`);
  await waitForHydration(page);
  const press = (selector: string) => (tap ? page.locator(selector).first().tap() : page.locator(selector).first().click());
  await press('[data-test-id="share-button"]');
  await page.fill('[data-test-id="send-form"] input[name="username"]', to);
  await page.fill('[data-test-id="send-form"] input[name="text"]', text);
  await press('[data-test-id="send-form"] button[type="submit"]');
  await page.getByText('View conversation').waitFor();
}

describe('inbox: unread counts on the bell, the inbox and the phone tab bar', () => {
  it('at 1280 px: B sees the bell and inbox counts, opens, reads, replies; the counts clear and stay cleared', { timeout: 180_000 }, async () => {
    readEverything('staff');
    const a = await browsing.signIn('partner', '/', DESKTOP);
    const text = `A pin for you ${Date.now()}`;
    await sendPin(a.page, 'staff', text, false);

    const b = await browsing.signIn('staff', '/', DESKTOP);
    const { page } = b;
    const bell = page.locator('[data-test-id="header-notifications"]');
    const inbox = page.locator('[data-test-id="header-messages"]');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(await inbox.getAttribute('aria-label')).toBe('Messages, 1 unread');
    expect(await inbox.locator('[data-test-id="unread-badge"]').textContent()).toBe('1');

    await bell.click();
    await page.waitForSelector('[data-test-id="notifications-page"]');
    expect(await page.locator('[data-test-id="header-notifications"]').getAttribute('aria-label')).toBe('Notifications');
    await page.locator('[data-test-id="header-messages"]').click();
    await page.waitForSelector('[data-test-id="messages-page"]');
    const row = page.locator('[data-test-id="inbox-conversation"]').first();
    expect(await row.getAttribute('data-unread')).toBe('true');
    expect(await row.textContent()).toContain(text);
    await row.locator('a').click();
    await page.waitForSelector('[data-test-id="conversation"]');
    await waitForHydration(page);
    expect(await page.locator('[data-test-id="message"]').last().textContent()).toContain(text);
    expect(await page.locator('[data-test-id="header-messages"]').getAttribute('aria-label')).toBe('Messages');

    const reply = `Thanks ${Date.now()}`;
    await page.fill('#conversation-reply', reply);
    await page.locator('[data-test-id="conversation-reply"] button[type="submit"]').click();
    await expect.poll(() => page.locator('[data-test-id="message"]').last().textContent()).toContain(reply);
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('[data-test-id="header-messages"]').getAttribute('aria-label')).toBe('Messages');
    expect(await page.locator('[data-test-id="header-notifications"]').getAttribute('aria-label')).toBe('Notifications');
    expect(await page.locator('[data-test-id="unread-badge"]').count()).toBe(0);

    // Dark mode from the account menu is the same preference as Settings → Appearance.
    const darkMode = async (theme: string) => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.locator('[data-test-id="header-menu"]').getByRole('switch', { name: 'Dark mode' }).click();
      // The switch saves the choice and reloads the page, which renders in the new theme from its first byte.
      await expect.poll(() => page.locator('html').getAttribute('data-theme'), { timeout: 20_000 }).toBe(theme);
      await waitForHydration(page);
    };
    await darkMode('dark');
    await page.goto(`${browsing.baseUrl}/settings/account/`);
    await waitForHydration(page);
    expect(await page.locator('[data-test-id="settings-appearance"]').getByLabel('Dark').isChecked()).toBe(true);
    await darkMode('light');
    expect(b.errors).toEqual([]);

    // A now has B's reply waiting in their own inbox.
    await a.page.goto(`${browsing.baseUrl}/messages/`);
    expect(await a.page.locator('[data-test-id="header-messages"]').getAttribute('aria-label')).toMatch(/^Messages, \d+ unread$/);
    expect(a.errors).toEqual([]);
  });

  it('at 390 px with touch: the tab bar takes B to the inbox with its count, which clears once read', { timeout: 180_000 }, async () => {
    readEverything('makershop');
    const a = await browsing.signIn('demo', '/', PHONE);
    const text = `On the phone ${Date.now()}`;
    await sendPin(a.page, 'makershop', text, true);

    const b = await browsing.signIn('makershop', '/', PHONE);
    const { page } = b;
    await waitForHydration(page);
    const tab = page.locator('[data-test-id="tab-bar-inbox"]');
    expect(await tab.isVisible()).toBe(true);
    expect(await page.locator('[data-test-id="header-messages"]').isVisible()).toBe(false);
    // One unread conversation and its one notification.
    expect(await tab.getAttribute('aria-label')).toBe('Inbox, 2 unread');
    await tab.tap();
    await page.waitForSelector('[data-test-id="messages-page"]');
    await page.locator('[data-test-id="inbox-conversation"]').first().locator('a').tap();
    await page.waitForSelector('[data-test-id="conversation"]');
    await waitForHydration(page);
    expect(await page.locator('[data-test-id="message"]').last().textContent()).toContain(text);
    const reply = `Got it ${Date.now()}`;
    await page.fill('#conversation-reply', reply);
    await page.locator('[data-test-id="conversation-reply"] button[type="submit"]').tap();
    await expect.poll(() => page.locator('[data-test-id="message"]').last().textContent()).toContain(reply);
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('[data-test-id="tab-bar-inbox"]').getAttribute('aria-label')).toBe('Inbox, 1 unread');
    await page.locator('[data-test-id="tab-bar-inbox"]').tap();
    await page.waitForSelector('[data-test-id="messages-page"]');
    await page.goto(`${browsing.baseUrl}/notifications/`);
    await page.reload();
    expect(await page.locator('[data-test-id="tab-bar-inbox"]').getAttribute('aria-label')).toBe('Inbox');
    expect(b.errors).toEqual([]);
  });
});

describe("the news page draws an item's pin as its card (pin-card: Screens and routes, Card states and the save flow)", () => {
  it.each([
    ['1280 px', DESKTOP],
    ['a 390 px phone', PHONE],
  ] as const)(
    'at %s, each pin is a whole card inside the window, its image box sized before the image (pin-card: Screens and routes)',
    async (_at, options) => {
      const { page, errors } = await browsing.signIn('demo', '/notifications/', options);
      await waitForHydration(page);
      const cards = page.locator('[data-test-id="news-item"] [data-test-id="pin"]');
      expect(await cards.count()).toBeGreaterThan(0);
      const width = options.viewport?.width ?? 0;
      for (const box of await cards.evaluateAll((els) => els.slice(0, 6).map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      const media = await cards.first().locator('.pin-card__media-box').boundingBox();
      expect(media?.height ?? 0).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    },
  );

  it('A33: Hide Pin in a card menu hides the news item, Undo brings it back, and a hidden item stays away after a reload (pin-card: Card states and the save flow)', async () => {
    const { page, errors } = await browsing.signIn('demo', '/notifications/', DESKTOP);
    await waitForHydration(page);
    const demo = "(SELECT id FROM users WHERE username = 'demo')";
    sql(`DELETE FROM news_hub_hides WHERE user_id = ${demo}`);
    try {
      const card = page.locator('[data-test-id="news-item"] [data-test-id="pin"]').first();
      const pinId = await card.getAttribute('data-pin-id');
      const shown = () => page.locator(`[data-test-id="news-item"] [data-test-id="pin"][data-pin-id="${pinId}"]`).count();
      const before = await shown();
      const hides = () => sql<{ pin_id: number }>(`SELECT pin_id FROM news_hub_hides WHERE user_id = ${demo}`);
      const hide = async () => {
        await card.hover();
        await card.locator('[data-test-id="pin-menu-button"]').click();
        await page.getByRole('menuitem', { name: 'Hide Pin' }).click();
        await page.locator('[data-test-id="news-item"] [data-test-id="pin-hidden"]').waitFor();
      };
      await hide();
      expect(await page.locator('[data-test-id="pin-hidden"]').textContent()).toContain('Pin hidden');
      await expect.poll(hides).toEqual([{ pin_id: Number(pinId) }]);
      await page.locator('[data-test-id="pin-hidden"]').getByRole('button', { name: 'Undo' }).click();
      await expect.poll(hides).toEqual([]);
      expect(await shown()).toBe(before);
      await hide();
      await expect.poll(hides).toEqual([{ pin_id: Number(pinId) }]);
      await page.reload();
      await waitForHydration(page);
      expect(await shown()).toBe(before - 1);
      expect(errors).toEqual([]);
    } finally {
      sql(`DELETE FROM news_hub_hides WHERE user_id = ${demo}`);
    }
  });
});
