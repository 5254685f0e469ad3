// Messages between members in a real browser: send a pin from the closeup's share flyout, open the
// conversation, reply, and find the reply there after a reload and for the other member; a sent pin
// is drawn as its card, whole inside its bubble on a phone and a desktop, with no layout shift.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { layoutShifts, recordLayoutShifts } from './layoutShifts.ts';
import { conversationBetween, sql } from './localState.ts';

const browsing = openBrowserSession();

/** A conversation between demo and partner whose last message is a public image pin partner sent; answers its path and the pin. */
function conversationWithPin(): { path: string; pinId: string } {
  const now = Date.now();
  const conversation = conversationBetween('demo', 'partner');
  const [pin] = sql<{ id: number }>(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.kind = 'image' AND p.title <> ''
      ORDER BY p.id LIMIT 1`,
  );
  sql(
    `INSERT INTO conversation_messages (conversation_id, sender_id, pin_id, text, created_at)
       SELECT ${conversation}, id, ${pin.id}, 'This one is lovely', ${now} FROM users WHERE username = 'partner'`,
  );
  return { path: `/conversation/${conversation}/`, pinId: String(pin.id) };
}

describe('conversations', () => {
  it('C10, C39: sends a pin to a member, replies in the conversation, and the other member reads it', { timeout: 60_000 }, async () => {
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

  for (const screen of SCREENS) {
    it(`draws a sent pin as its card, whole inside its bubble and the ${screen.options.viewport.width} px window, with no menu and no layout shift (pin-card: Screens and routes, Roles)`, {
      timeout: 60_000,
    }, async () => {
      const { path, pinId } = conversationWithPin();
      const visit = await browsing.signIn('demo', path, screen.options);
      const { page } = visit;
      await page.context().addInitScript(recordLayoutShifts);
      await page.reload();
      await waitForHydration(page);
      const message = page.locator('[data-test-id="message"]').last();
      const card = message.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`);
      expect(await card.count()).toBe(1);
      expect(await card.getAttribute('data-save-control')).toBeTruthy();
      // Its picture loaded, then measured: the card lies whole inside its bubble and the window.
      await card
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode());
      await card.scrollIntoViewIfNeeded();
      const width = screen.options.viewport.width;
      const bubble = (await message.boundingBox())!;
      const box = (await card.boundingBox())!;
      expect(box.width).toBeGreaterThan(100);
      expect(box.x).toBeGreaterThanOrEqual(bubble.x);
      expect(box.x + box.width).toBeLessThanOrEqual(bubble.x + bubble.width + 0.5);
      expect(box.y).toBeGreaterThanOrEqual(bubble.y);
      expect(box.y + box.height).toBeLessThanOrEqual(bubble.y + bubble.height + 0.5);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // The image box is the height the server reserved (--box-h at the 236 px column), scaled with the card.
      const media = card.locator('.pin-card__media-box');
      const reserved = Number(await media.evaluate((el: HTMLElement) => el.style.getPropertyValue('--box-h')));
      const image = (await media.boundingBox())!;
      expect(reserved).toBeGreaterThan(0);
      expect(Math.abs(image.height - (reserved * box.width) / 236)).toBeLessThan(1.5);
      const { cls, shifts } = await layoutShifts(page);
      expect(cls, shifts.join('\n')).toBe(0);
      // No context menu on a conversation pin, hovered or not.
      if (!screen.phone) await card.hover();
      expect(await card.locator('[data-test-id="pin-menu-button"]').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(visit.errors).toEqual([]);
      await visit.context.close();
    });
  }
});
