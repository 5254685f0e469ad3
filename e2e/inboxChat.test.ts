// The inbox as a person expects a chat to behave, at 1280x900 and on a 390x844 phone: unread conversations look
// different from read ones, dates read "2 h" or "Yesterday" (never an ISO string), "New message" starts one, a
// conversation opens at its newest message, Enter sends (Shift+Enter a new line), and the badge follows a new
// message when the window comes back into focus, without a reload.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, settled, waitForHydration } from './browser.ts';
import { conversationBetween, sql } from './localState.ts';

const browsing = openBrowserSession();
const HOUR = 3_600_000;

/** `from` writes `to` `count` messages, the newest `hoursAgo` ago; answers the conversation's id. */
function messages(from: string, to: string, count: number, hoursAgo: number, text: string): number {
  const conversation = conversationBetween(from, to);
  const newest = Date.now() - hoursAgo * HOUR;
  for (let i = 0; i < count; i++) {
    sql(
      `INSERT INTO conversation_messages (conversation_id, sender_id, text, created_at)
         SELECT ${conversation}, id, '${text} ${i + 1}', ${newest - (count - 1 - i) * 60_000} FROM users WHERE username = '${from}'`,
    );
  }
  sql(`UPDATE conversations SET updated_at = ${newest} WHERE id = ${conversation}`);
  return conversation;
}

/** `who` has read every conversation and notification of theirs. */
function readAll(who: string): void {
  sql(
    `INSERT INTO news_hub_reads (user_id, read_at) SELECT id, ${Date.now()} FROM users WHERE username = '${who}'
       ON CONFLICT (user_id) DO UPDATE SET read_at = excluded.read_at`,
  );
  sql(
    `UPDATE conversation_members SET unread = 0, last_read_message_id = COALESCE((SELECT MAX(m.id) FROM conversation_messages m WHERE m.conversation_id = conversation_members.conversation_id), 0)
      WHERE user_id = (SELECT id FROM users WHERE username = '${who}')`,
  );
}

const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

describe('inbox like a chat', () => {
  for (const screen of SCREENS) {
    it(`C10: at ${screen.options.viewport.width} px unread reads differently, dates are human, New message starts one, a conversation opens at its newest and Enter sends`, {
      timeout: 120_000,
    }, async () => {
      const tag = `chat ${screen.name} ${Date.now()}`;
      messages('staff', 'partner', 2, 30, `${tag} read`);
      readAll('partner');
      const unread = messages('demo', 'partner', 40, 2, `${tag} unread`);

      const visit = await browsing.signIn('partner', '/messages/', screen.options);
      const { page } = visit;
      const rows = page.locator('[data-test-id="inbox-conversation"]');
      const unreadRow = rows.filter({ has: page.locator(`a[href="/conversation/${unread}/"]`) });
      const readRow = rows.filter({ hasText: `${tag} read` });
      expect(await unreadRow.getAttribute('data-unread')).toBe('true');
      expect(await readRow.getAttribute('data-unread')).toBe('false');
      // Unread is seen, not only announced: its name is bolder than a read one's, and it has a dot.
      const weight = (row: typeof rows) =>
        row
          .locator('strong')
          .first()
          .evaluate((el) => Number(getComputedStyle(el).fontWeight));
      expect(await weight(unreadRow)).toBeGreaterThan(await weight(readRow));
      expect(await unreadRow.locator('.news__dot').isVisible()).toBe(true);
      expect(await readRow.locator('.news__dot').count()).toBe(0);
      // Dates as a person says them.
      expect(await unreadRow.locator('time').textContent()).toBe('2 h');
      expect(await readRow.locator('time').textContent()).toMatch(/^(Yesterday|[A-Z][a-z]{2} \d{1,2})$/);
      expect(await page.locator('[data-test-id="messages-page"]').textContent()).not.toMatch(ISO_DATE);

      // New message: to a member, in words.
      const newMessage = page.locator('[data-test-id="new-message"]');
      await newMessage.locator('summary').click();
      await newMessage.locator('input[name="username"]').fill('demo');
      const first = `${tag} hello from the inbox`;
      await newMessage.locator('textarea[name="text"]').fill(first);
      await newMessage.locator('button[type="submit"]').click();
      await page.waitForURL(`${browsing.baseUrl}/conversation/${unread}/`);
      await waitForHydration(page);

      // It opened at the newest message: the one just sent is in view, the oldest is not.
      const shown = page.locator('[data-test-id="message"]');
      await expect.poll(() => shown.last().textContent()).toContain(first);
      await settled(page);
      expect(await shown.last().isVisible()).toBe(true);
      const inView = (i: number) =>
        shown.nth(i).evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        });
      expect(await inView((await shown.count()) - 1)).toBe(true);
      expect(await inView(0)).toBe(false);
      expect(await shown.last().locator('time').textContent()).toBe('now');
      expect(await page.locator('[data-test-id="conversation"]').textContent()).not.toMatch(ISO_DATE);

      // Shift+Enter starts a new line; Enter sends.
      const before = await shown.count();
      const box = page.locator('#conversation-reply');
      await box.click();
      await page.keyboard.type('two lines');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('of text');
      expect(await box.inputValue()).toBe('two lines\nof text');
      expect(await shown.count()).toBe(before);
      await page.keyboard.press('Enter');
      await expect.poll(() => shown.count()).toBe(before + 1);
      expect(await shown.last().textContent()).toContain('two lines');
      expect(await box.inputValue()).toBe('');
      expect(visit.errors).toEqual([]);
    });
  }

  for (const screen of SCREENS) {
    it(`C10: at ${screen.options.viewport.width} px the unread badge follows a new message when the window is back in focus, without a reload`, {
      timeout: 90_000,
    }, async () => {
      readAll('partner');
      const visit = await browsing.signIn('partner', '/', screen.options);
      const { page } = visit;
      const badgeLink = page.locator(screen.phone ? '[data-test-id="tab-bar-inbox"]' : '[data-test-id="header-messages"]');
      expect(await badgeLink.locator('[data-test-id="unread-badge"]').count()).toBe(0);
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

      messages('demo', 'partner', 1, 0, `badge ${screen.name} ${Date.now()}`);
      // The person looks at another tab, then comes back to this one.
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      // The phone's Inbox counts notifications too: the message may be news as well.
      await expect.poll(() => badgeLink.locator('[data-test-id="unread-badge"]').count(), { timeout: 10_000 }).toBe(1);
      if (!screen.phone) expect(await badgeLink.getAttribute('aria-label')).toBe('Messages, 1 unread');
      else expect(await badgeLink.getAttribute('aria-label')).toMatch(/^Inbox, \d+ unread$/);
      expect(navigations).toEqual([]);
      expect(visit.errors).toEqual([]);
    });
  }

  for (const screen of SCREENS) {
    it(`C10: at ${screen.options.viewport.width} px a conversation opened from the inbox shows its reply box whole, above the tab bar, and again after a message is sent`, {
      timeout: 120_000,
    }, async () => {
      const tag = `reply ${screen.name} ${Date.now()}`;
      const conversation = messages('staff', 'demo', 30, 1, tag);
      const visit = await browsing.signIn('demo', '/messages/', screen.options);
      const { page } = visit;
      const row = page.locator(`[data-test-id="inbox-conversation"] a[href="/conversation/${conversation}/"]`);
      if (screen.phone) await row.tap();
      else await row.click();
      await page.waitForURL(`${browsing.baseUrl}/conversation/${conversation}/`);
      await waitForHydration(page);
      await settled(page);
      const box = page.getByRole('textbox', { name: 'Reply' });
      /** Whether the reply box stands whole between the header and the tab bar (or the window's end). */
      const wholeInView = () =>
        box.evaluate((el) => {
          const field = el.getBoundingClientRect();
          const bar = document.querySelector('[data-test-id="tab-bar"]')?.getBoundingClientRect();
          const end = bar && bar.height > 0 ? bar.top : window.innerHeight;
          return field.top >= 0 && field.bottom <= end;
        });
      expect(await wholeInView()).toBe(true);
      // The newest message shows above it.
      const last = page.locator('[data-test-id="message"]').last();
      expect(await last.textContent()).toContain(`${tag} 30`);
      expect(await last.isVisible()).toBe(true);
      if (screen.phone) await box.tap();
      else await box.click();
      await page.keyboard.type(`${tag} answer`);
      await page.keyboard.press('Enter');
      await expect.poll(() => last.textContent()).toContain(`${tag} answer`);
      await settled(page);
      expect(await wholeInView()).toBe(true);
      expect(visit.errors).toEqual([]);
    });
  }
});
