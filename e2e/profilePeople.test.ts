// A profile's people and sharing, as a person uses them: the follower count opens the followers
// list, 50 at a time with More (a link to the next page before JavaScript, more of the list in place
// after); a visitor who shares the profile, or sends a pin, is asked to log in with the title for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWERS_PAGE_SIZE } from '../shared/constants.ts';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const STAR = 'partner';
/** Follows this file adds so that partner has more than one page of followers (removed after). */
const ADDED_SINCE = 4_000_000_000_000;

beforeAll(() => {
  sql(
    `INSERT INTO user_follows (follower_id, followee_id, created_at)
       SELECT u.id, p.id, ${ADDED_SINCE} + u.id FROM users u, users p
        WHERE p.username = '${STAR}' AND u.id <> p.id
          AND NOT EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = u.id AND f.followee_id = p.id)`,
  );
});
afterAll(() => {
  sql(`DELETE FROM user_follows WHERE created_at >= ${ADDED_SINCE} AND followee_id = (SELECT id FROM users WHERE username = '${STAR}')`);
});

const followerCount = () =>
  sql<{ n: number }>(`SELECT COUNT(*) AS n FROM user_follows WHERE followee_id = (SELECT id FROM users WHERE username = '${STAR}')`)[0].n;

describe("a profile's followers (pin-card: Constants)", () => {
  it("A61: opens the followers list from the profile's count and shows 50 more with More (pin-card: Constants)", async () => {
    const total = followerCount();
    expect(total).toBeGreaterThan(FOLLOWERS_PAGE_SIZE);
    const { page, errors } = await browsing.open();
    await page.goto(`${browsing.baseUrl}/${STAR}/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: `${total} followers` }).click();
    await page.waitForURL(`${browsing.baseUrl}/${STAR}/_followers/`);
    await waitForHydration(page);
    const people = page.locator('[data-test-id="follows-person"]');
    expect(await people.count()).toBe(FOLLOWERS_PAGE_SIZE);
    await page.getByRole('link', { name: 'More', exact: true }).click();
    await expect.poll(() => people.count()).toBe(Math.min(total, 2 * FOLLOWERS_PAGE_SIZE));
    // Still the first page's address: the rest came in below.
    expect(new URL(page.url()).search).toBe('');
    await people.first().click();
    await page.waitForSelector('[data-test-id="profile-header"]');
    expect(errors).toEqual([]);
  });

  it('pages the followers with a More link before JavaScript (pin-card: Constants)', async () => {
    const total = followerCount();
    const { page } = await browsing.open({ javaScriptEnabled: false });
    await page.goto(`${browsing.baseUrl}/${STAR}/_followers/`);
    const people = page.locator('[data-test-id="follows-person"]');
    expect(await people.count()).toBe(FOLLOWERS_PAGE_SIZE);
    await page.getByRole('link', { name: 'More', exact: true }).click();
    await page.waitForURL(`${browsing.baseUrl}/${STAR}/_followers/?page=2`);
    expect(await people.count()).toBe(Math.min(total - FOLLOWERS_PAGE_SIZE, FOLLOWERS_PAGE_SIZE));
    await page.getByRole('link', { name: 'Following', exact: true }).click();
    await page.waitForURL(`${browsing.baseUrl}/${STAR}/_following/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Following');
  });
});

describe("login titles of a visitor's sharing (closeup-and-visitors: Constants)", () => {
  it('C58: asks a visitor who shares a profile to "Log in to share the profile" (closeup-and-visitors: Constants)', async () => {
    const { page, errors } = await browsing.open();
    await page.goto(`${browsing.baseUrl}/${STAR}/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Share', exact: true }).click();
    await page.waitForSelector('[data-test-id="login-modal"][open]');
    expect(await page.textContent('#login-modal-title')).toBe('Log in to share the profile');
    expect(new URL(page.url()).pathname).toBe(`/${STAR}/`);
    expect(errors).toEqual([]);
  });

  it('C58: asks a visitor who sends a pin to "Log in to send this Pin" (closeup-and-visitors: Constants)', async () => {
    const { page, errors } = await browsing.open();
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    const card = page.locator('[data-test-id="pin"]').first();
    const pinId = await card.getAttribute('data-pin-id');
    await page.goto(`${browsing.baseUrl}/pin/${pinId}/`);
    await waitForHydration(page);
    await page.click('[data-test-id="share-button"]');
    const flyout = page.locator('[data-test-id="share-flyout"]');
    await flyout.getByRole('link', { name: 'Log in to send this Pin' }).click();
    await page.waitForSelector('[data-test-id="login-modal"][open]');
    expect(await page.textContent('#login-modal-title')).toBe('Log in to send this Pin');
    expect(new URL(page.url()).pathname).toBe(`/pin/${pinId}/`);
    expect(errors).toEqual([]);
  });
});
