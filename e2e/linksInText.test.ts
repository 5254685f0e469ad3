// Links in running text on a touch phone (390x844): a link inside a sentence keeps its line (no 44 px box opening a gap
// in the paragraph) while its tap target stays 44 px tall (client/styles.css, touch targets): the cookie sheet's
// "Cookie policy" and sign-up's "Try logging in" after a taken email.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const PHONE = SCREENS[1].options;

/** A paragraph's height in lines of its line height, and its link's tap target: whole lines when no link stretches one. */
const measure = (paragraph: Locator) =>
  paragraph.evaluate((p) => {
    const link = p.querySelector('a')!.getBoundingClientRect();
    // One line of the same paragraph: a copy holding one letter (its line height may be "normal").
    const probe = p.cloneNode() as HTMLElement;
    probe.textContent = 'x';
    p.after(probe);
    const line = probe.getBoundingClientRect().height;
    probe.remove();
    return { lines: p.getBoundingClientRect().height / line, linkHeight: link.height };
  });

describe('links in running text on a phone (touch targets) (docs/architecture.md: The interface and phones)', () => {
  it('Touch targets: the EU cookie sheet’s sentence keeps its lines at 390 px, and “Cookie policy” is a 44 px tall target', async () => {
    const { page, errors } = await browsing.open({ ...PHONE, cookies: { pb_country: 'DE' } });
    await page.goto(`${browsing.baseUrl}/`);
    const text = page.locator('.consent__text');
    await text.waitFor();
    const { lines, linkHeight } = await measure(text);
    expect(Math.abs(lines - Math.round(lines))).toBeLessThan(0.05);
    expect(linkHeight).toBeGreaterThanOrEqual(44);
    expect(errors).toEqual([]);
  });

  it('Touch targets: sign-up’s “Try logging in” stays in the sentence under Email at 390 px, a 44 px tall target', { timeout: 60_000 }, async () => {
    const n = Date.now() % 1_000_000;
    const visit = await browsing.open({ ...PHONE });
    const { page } = visit;
    await page.goto(`${browsing.baseUrl}/signup/`);
    await waitForHydration(page);
    const form = page.locator('[data-test-id="signup-form"]');
    const [taken] = sql<{ email: string }>("SELECT email FROM users WHERE username = 'demo'");
    await form.locator('input[name="email"]').fill(taken.email);
    await form.locator('input[name="username"]').fill(`inline_${n}`);
    await form.locator('input[name="password"]').fill('a wholly new password vqzk 8x');
    await form.locator('button[type="submit"]').tap();
    const error = page.locator('[data-test-id="signup-email-error"]');
    await error.waitFor();
    const { lines, linkHeight } = await measure(error);
    expect(Math.abs(lines - Math.round(lines))).toBeLessThan(0.05);
    expect(linkHeight).toBeGreaterThanOrEqual(44);
    // In the sentence: the link starts on the line its text ends on (the middles of both agree), not on a line of its own.
    const starts = await error.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p.firstChild!);
      const words = [...range.getClientRects()].at(-1)!;
      const link = p.querySelector('a')!.getClientRects()[0];
      return { words: words.top + words.height / 2, link: link.top + link.height / 2 };
    });
    expect(Math.abs(starts.link - starts.words)).toBeLessThan(4);
    expect(visit.errors.filter((e) => !e.includes('409'))).toEqual([]);
  });
});
