// A headless Chromium page for one test file, collecting console errors and page errors so a
// test can assert that hydration and the page ran cleanly.
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.ts';

export const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export interface BrowserSession {
  browser: Browser;
  page: Page;
  baseUrl: string;
  errors: string[];
}

export async function openBrowser(viewport = { width: 1280, height: 900 }): Promise<BrowserSession> {
  const browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  // Headless Chromium names itself HeadlessChrome, which bot detection rightly treats as a bot;
  // these tests browse as a person.
  const context = await browser.newContext({ viewport, userAgent: PERSON_UA });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { browser, page, baseUrl: inject('baseUrl'), errors };
}

/** Waits until React has hydrated the document (App marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}

/**
 * A fresh browser context signed in through the login page as a demo account (password
 * demo-password), landing on `next`; its page errors go into the session's errors.
 */
export async function signedInPage(s: BrowserSession, username: string, next: string): Promise<Page> {
  const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: PERSON_UA });
  const page = await context.newPage();
  page.on('pageerror', (error) => s.errors.push(`${username}: ${error.message}`));
  await page.goto(`${s.baseUrl}/login/?next=${encodeURIComponent(next)}`);
  await waitForHydration(page);
  await page.fill('[data-test-id="login-form"] input[name="username_or_email"]', username);
  await page.fill('[data-test-id="login-form"] input[name="password"]', 'demo-password');
  await page.click('[data-test-id="login-form"] button[type="submit"]');
  await page.waitForSelector('[data-test-id="header-profile"]');
  await waitForHydration(page);
  return page;
}
