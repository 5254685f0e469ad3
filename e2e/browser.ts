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
