// No lost input (worker/pages/bootstrap.ts, worker/api/forms.ts): on a 4x CPU-throttled phone, a
// person who types and submits the instant the page is parsed, before the client has hydrated,
// gets what they asked for every time: the login and sign-up forms post natively, and onboarding's
// "Done" pressed at once is kept and pressed again once the client runs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, type Visit, type VisitOptions } from './browser.ts';
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

/**
 * Each try closes its phone when done (a throttled page left open keeps running its scripts beside the next
 * try's), and a try is done when the page it leads to is reached: its response is what the person asked for.
 */

/** Opens a page and answers as soon as its HTML is parsed. */
const parsed = (page: Page, path: string) => page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });

describe('input before hydration on a slow phone is never lost', () => {
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
        await page.waitForURL(`${baseUrl}/onboarding/`, { waitUntil: 'commit' });
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
        // A new member made through the sign-up resource (the form itself is the test above), at onboarding's last step.
        const username = `done_${i}_${Date.now().toString(36)}`;
        const { context, page } = await slowPhone((options) => browsing.signUp(username, '/onboarding/', options));
        const me = `(SELECT id FROM users WHERE username = '${username}')`;
        sql(
          `DELETE FROM member_onboarding WHERE user_id = ${me};
           INSERT INTO member_onboarding (user_id, step, use_case, completed_at, updated_at) SELECT id, 'AppInstall', NULL, NULL, ${Date.now()} FROM users WHERE username = '${username}'`,
        );
        await parsed(page, '/onboarding/');
        await page.getByRole('button', { name: 'Done' }).click();
        // Finished: the page goes on to the home feed, as the person sees it, and the server kept it.
        await page.waitForURL(`${baseUrl}/`, { waitUntil: 'commit' });
        expect(sql<{ completed_at: number | null }>(`SELECT completed_at FROM member_onboarding WHERE user_id = ${me}`)[0]?.completed_at).toBeGreaterThan(0);
        await context.close();
      }
    },
    SLOW_TEST_MS,
  );
});
