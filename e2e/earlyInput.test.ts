// No lost input (worker/pages/bootstrap.ts, worker/api/forms.ts): on a 4x CPU-throttled phone, a
// person who types and submits the instant the page is parsed, before the client has hydrated,
// gets what they asked for every time: the login and sign-up forms post natively, and so does
// onboarding's "Done", which ends onboarding and goes on to the home feed as a press after hydration does.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdClientScripts, openBrowserSession, type Visit, type VisitOptions } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const TRIES = 5;
/** Five sign-ups on a 4x slower CPU take longer than a test's default minute. */
const SLOW_TEST_MS = 360_000;

/** A fresh phone visit (opened by `start`, a plain visit by default), its CPU 4x slower. */
async function slowPhone(start: (options: VisitOptions) => Promise<Visit> = (options) => browsing.open(options)) {
  const options: VisitOptions = { viewport: { width: 390, height: 844 }, mobile: true };
  const visit = await start(options);
  const cdp = await visit.context.newCDPSession(visit.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return visit;
}

/*
 * Each try closes its phone when done (a throttled page left open keeps running its scripts beside the next
 * try's), and a try is done when the page it leads to is reached: its response is what the person asked for.
 */

/** Opens a page and answers as soon as its HTML is parsed. */
const parsed = (page: Page, path: string) => page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });

/** A new member `username` (made through the sign-up resource; the form itself is a test above) at onboarding's last step. */
async function atLastStep(username: string): Promise<Visit> {
  const visit = await slowPhone((options) => browsing.signUp(username, '/onboarding/', options));
  sql(
    `DELETE FROM member_onboarding WHERE user_id = (SELECT id FROM users WHERE username = '${username}');
     INSERT INTO member_onboarding (user_id, step, use_case, completed_at, updated_at) SELECT id, 'AppInstall', NULL, NULL, ${Date.now()} FROM users WHERE username = '${username}'`,
  );
  return visit;
}

/**
 * Waits until `page` has gone to `path` and parsed it, or fails naming where it stayed. Parsed, not just committed: a
 * context closed while its page's HTML still streams in can be left unclosed by Chromium (e2e/browser.ts, CLOSE_MS).
 */
async function reaches(page: Page, path: string, after: string): Promise<void> {
  await page.waitForURL(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' }).catch(() => {
    throw new Error(`${after}, the page stayed on ${page.url()}, not ${path}`);
  });
}

const completedAt = (username: string) =>
  sql<{ completed_at: number | null }>(`SELECT completed_at FROM member_onboarding WHERE user_id = (SELECT id FROM users WHERE username = '${username}')`)[0]
    ?.completed_at;

describe('input before hydration on a slow phone is never lost (docs/architecture.md: Page forms (before and without JavaScript))', () => {
  it(
    `login typed and submitted with Enter at once succeeds ${TRIES} of ${TRIES} times`,
    async () => {
      for (let i = 0; i < TRIES; i++) {
        const { context, page } = await slowPhone();
        await parsed(page, '/login/');
        await page.getByLabel('Email or username').fill('demo@example.com');
        await page.getByLabel('Password').fill('demo-password');
        await page.getByLabel('Password').press('Enter');
        await page.waitForSelector('[data-test-id="header-profile"]');
        expect(new URL(page.url()).pathname).toBe('/');
        await context.close();
      }
    },
    SLOW_TEST_MS,
  );

  it(
    `sign-up typed and submitted at once succeeds ${TRIES} of ${TRIES} times`,
    async () => {
      for (let i = 0; i < TRIES; i++) {
        const { context, page } = await slowPhone();
        const username = `early_${i}_${Date.now().toString(36)}`;
        await parsed(page, '/signup/');
        await page.getByLabel('Email').fill(`${username}@example.com`);
        await page.getByLabel('Username').fill(username);
        await page.getByLabel('Password').fill('an early password vqzk');
        await page.getByLabel('Password').press('Enter');
        await reaches(page, '/onboarding/', `try ${i + 1}: after the sign-up`);
        expect(sql(`SELECT id FROM users WHERE username = '${username}'`)).toHaveLength(1);
        await context.close();
      }
    },
    SLOW_TEST_MS,
  );

  it(
    `onboarding's last step "Done" pressed at once finishes onboarding ${TRIES} of ${TRIES} times`,
    async () => {
      for (let i = 0; i < TRIES; i++) {
        const username = `done_${i}_${Date.now().toString(36)}`;
        const { context, page } = await atLastStep(username);
        await parsed(page, '/onboarding/');
        await page.getByRole('button', { name: 'Done' }).click();
        // Finished: the page goes on to the home feed, as the person sees it, and the server kept it.
        await reaches(page, '/', `try ${i + 1}: after Done`);
        expect(completedAt(username)).toBeGreaterThan(0);
        await context.close();
      }
    },
    SLOW_TEST_MS,
  );

  it('"Done" pressed before the client runs, which attaches as its post goes, finishes onboarding with one post', async () => {
    const username = `done_held_${Date.now().toString(36)}`;
    const { page } = await atLastStep(username);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/resource/OnboardingResource/update/') posts.push(r.url());
    });
    const releaseScripts = await holdClientScripts(page);
    await parsed(page, '/onboarding/');
    // The press made while the client's scripts are still on their way, which arrive the moment it is made.
    const pressed = page.getByRole('button', { name: 'Done' }).click();
    releaseScripts();
    await pressed;
    await reaches(page, '/', 'after Done pressed before hydration');
    expect(completedAt(username)).toBeGreaterThan(0);
    expect(posts).toHaveLength(1);
  });
});
