// Messages between members in a real browser: send a pin from the closeup's share flyout, open the
// conversation, reply, and find the reply there after a reload and for the other member.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();

describe('conversations', () => {
  it('sends a pin to a member, replies in the conversation, and the other member reads it', { timeout: 60_000 }, async () => {
    const demo = await browsing.signIn('demo', '/');
    const { page } = demo;
    const pinHref = await page.locator('[data-test-id="pin"][data-pin-kind="image"] a.pin-card__image').first().getAttribute('href');
    await page.goto(`${browsing.baseUrl}${pinHref}`);
    await waitForHydration(page);
    await page.click('[data-test-id="share-button"]');
    await page.fill('[data-test-id="send-form"] input[name="username"]', 'staff');
    await page.fill('[data-test-id="send-form"] input[name="text"]', 'For your kitchen board');
    await page.click('[data-test-id="send-form"] button[type="submit"]');
    await page.click('text=View conversation');
    await page.waitForSelector('[data-test-id="conversation"]');
    await waitForHydration(page);
    const conversationUrl = page.url();
    const before = await page.locator('[data-test-id="message"]').count();
    expect(await page.locator('[data-test-id="message"]').last().textContent()).toContain('For your kitchen board');

    const reply = `Thanks, saved it ${Date.now()}`;
    const send = page.locator('[data-test-id="conversation-reply"] button[type="submit"]');
    expect(await send.isDisabled()).toBe(true);
    await page.fill('#conversation-reply', reply);
    await send.click();
    await expect.poll(() => page.locator('[data-test-id="message"]').count()).toBe(before + 1);
    expect(await page.locator('[data-test-id="message"]').last().textContent()).toContain(`You · `);
    expect(await page.inputValue('#conversation-reply')).toBe('');

    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('[data-test-id="message"]').last().textContent()).toContain(reply);
    expect(demo.errors).toEqual([]);

    const staff = await browsing.signIn('staff', new URL(conversationUrl).pathname);
    expect(await staff.page.locator('[data-test-id="message"]').last().textContent()).toContain(reply);
    expect(await staff.page.locator('[data-test-id="message"]').last().textContent()).not.toContain('You · ');
    expect(staff.errors).toEqual([]);
  });
});
