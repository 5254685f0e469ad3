// Pages that work without JavaScript (worker/api/forms.ts): with JavaScript turned off a person
// signs up, signs in, saves a pin from its closeup (to the profile, or to a chosen board), creates a
// board, comments, follows a person and a board and edits a setting, all as plain HTML forms posting
// to their resources; no request url and no Location header ever carries a password. A phone searches from the
// header's icon, which submits the empty search form to the search page's own field, and a closeup offers a search
// for ideas like its pin where its related grid would load.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS } from './browser.ts';
import { sql } from './localState.ts';
import { unsavedPin } from './openPins.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

/** Every request url and every Location header a visit sees. */
function recordTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  page.on('response', (r) => {
    const location = r.headers().location;
    if (location) seen.push(location);
  });
  return seen;
}

const savedPlaces = async (context: BrowserContext, pinId: string) => {
  const q = new URLSearchParams({ data: JSON.stringify({ options: { pin_id: pinId } }) });
  const answer = await context.request.get(`${baseUrl}/resource/RepinResource/get/?${q}`);
  return ((await answer.json()) as { resource_response: { data: unknown[] } }).resource_response.data.length;
};

/** Signs a new member up through the sign-up form, with JavaScript off; they land on onboarding. */
async function signUpWithoutJavaScript(page: Page, username: string) {
  await page.goto(`${baseUrl}/signup/?next=%2F`);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('a plain form password vqzk');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(`${baseUrl}/onboarding/`);
}

/** Signs demo in through the login form, with JavaScript off. */
async function signInAsDemo(page: Page) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel('Email or username').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForSelector('[data-test-id="header-profile"]');
}

const DEMO = "(SELECT id FROM users WHERE username = 'demo')";
/** A walk through six forms, with a wrangler d1 call after most, takes longer than a test's default minute. */
const LONG_TEST_MS = 240_000;

/** A public image pin demo has not saved and may comment on. */
const unsavedCommentablePin = (): string => unsavedPin('demo', { where: 'p.comments_disabled = 0' });

describe('without JavaScript: real forms', () => {
  it('a phone searches from the header: its Search field takes the query and Enter shows the results (closeup-and-visitors: Routes and screens)', async () => {
    const phone = SCREENS.find((s) => s.phone)?.options;
    const { page } = await browsing.open({ ...phone, javaScriptEnabled: false });
    await page.goto(`${baseUrl}/`);
    // At a phone's width the header's field shows as a compact "Search" field; a tap spreads it over the header.
    const field = page.locator('header.header').getByRole('combobox', { name: 'Search' });
    await field.tap();
    expect((await field.boundingBox())!.width).toBeGreaterThan(250);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.keyboard.type('kitchen');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/pins/' && url.searchParams.get('q') === 'kitchen');
    await page.getByRole('heading', { level: 1, name: 'Results for “kitchen”' }).waitFor();
    expect(await page.locator('[data-test-id="search-page"] .pin-card').count()).toBeGreaterThan(0);
  });

  it('a closeup offers a search for ideas like its pin where the related grid would load (closeup-and-visitors: States and actions)', async () => {
    const [pin] = sql<{ id: number; title: string }>(
      `SELECT p.id, p.title FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL
         AND p.is_promoted = 0 AND p.title <> '' ORDER BY p.id LIMIT 1`,
    );
    const { page } = await browsing.open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/pin/${pin.id}/`);
    await page.getByRole('heading', { level: 2, name: 'More to explore' }).waitFor();
    await page.getByRole('button', { name: 'See more ideas like this' }).click();
    await page.waitForURL((url) => url.pathname === '/search/pins/' && url.searchParams.get('q') === pin.title);
    expect(await page.locator('[data-test-id="search-page"] .pin-card').count()).toBeGreaterThan(0);
  });

  it('signs up as a plain form post and lands on onboarding, the password in no url', async () => {
    const { page } = await browsing.open({ javaScriptEnabled: false });
    const seen = recordTraffic(page);
    const username = `nojs_${Date.now().toString(36)}`;
    await signUpWithoutJavaScript(page, username);
    expect(sql(`SELECT id FROM users WHERE username = '${username}'`)).toHaveLength(1);
    expect(seen.filter((url) => url.includes('plain form password') || url.includes('plain+form+password'))).toEqual([]);
  });

  it('finishes onboarding with plain form posts: Next keeps each answer, Skip moves on, Enter answers, Done goes home (closeup-and-visitors: Constants)', async () => {
    const { page } = await browsing.open({ javaScriptEnabled: false });
    const username = `nojsob_${Date.now().toString(36)}`;
    await signUpWithoutJavaScript(page, username);
    const [{ id }] = sql(`SELECT id FROM users WHERE username = '${username}'`) as Array<{ id: number }>;
    const step = () => page.getAttribute('[data-test-id="onboarding"]', 'data-step');

    expect(await step()).toBe('Gender');
    await page.getByLabel('Female').check();
    // Enter in a field posts the step's answer (the form's default button is Next, not Skip).
    await page.getByLabel('Female').press('Enter');
    await expect.poll(step).toBe('InterestPicker');
    expect(sql(`SELECT gender FROM users WHERE id = ${id}`)).toEqual([{ gender: 'female' }]);

    const interests = page.locator('[data-test-id="onboarding-interest"]');
    const chosen = [await interests.nth(0).locator('input').getAttribute('value'), await interests.nth(2).locator('input').getAttribute('value')];
    await interests.nth(0).click();
    await interests.nth(2).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(step).toBe('UseCase');
    expect(
      (sql(`SELECT interest_id FROM interest_follows WHERE user_id = ${id} ORDER BY interest_id`) as Array<{ interest_id: number }>).map((r) =>
        String(r.interest_id),
      ),
    ).toEqual([...chosen].sort((a, b) => Number(a) - Number(b)));

    await page.getByRole('button', { name: 'Skip' }).click();
    await expect.poll(step).toBe('PinPicker');
    await page.locator('[data-test-id="onboarding-pin"]').first().click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(step).toBe('LoadingStep');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(step).toBe('AppInstall');
    // The last step's post ends onboarding and goes on to where the sign-up started, as with JavaScript.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(sql(`SELECT completed_at IS NOT NULL AS done FROM member_onboarding WHERE user_id = ${id}`)).toEqual([{ done: 1 }]);
    expect(sql(`SELECT COUNT(*) AS n FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.owner_id = ${id} AND b.layout = 'quick_saves'`)).toEqual([
      { n: 1 },
    ]);
  });

  it('turns dark mode on and logs out from the header menu with plain form posts (experiences: Lifecycle and behaviour)', async () => {
    const { page, context } = await browsing.open({ javaScriptEnabled: false });
    const username = `nojsout_${Date.now().toString(36)}`;
    await signUpWithoutJavaScript(page, username);
    await page.goto(`${baseUrl}/topics/`);
    expect(await page.getAttribute('html', 'data-theme')).not.toBe('dark');

    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await page.waitForURL(`${baseUrl}/topics/`);
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    const [{ settings }] = sql(`SELECT settings FROM users WHERE username = '${username}'`) as Array<{ settings: string }>;
    expect(JSON.parse(settings)).toMatchObject({ dark_mode: true });

    const session = (await context.cookies()).find((c) => c.name.includes('session'));
    expect(session).toBeDefined();
    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.locator('[data-test-id="header-profile"]').count()).toBe(0);
    // The session is revoked on the server, not only forgotten by the browser.
    const again = await context.request.get(`${baseUrl}/topics/`, { headers: { cookie: `${session!.name}=${session!.value}` } });
    expect(again.status()).toBe(200);
    expect(await again.text()).not.toContain('data-test-id="header-profile"');
  });

  it('shows a refused login next to the form, keeps the typed login, and never puts the password in a url', async () => {
    const { page } = await browsing.open({ javaScriptEnabled: false });
    const seen = recordTraffic(page);
    await page.goto(`${baseUrl}/login/`);
    await page.getByLabel('Email or username').fill('demo@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('[data-test-id="login-form"] [role="alert"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(await page.getByLabel('Email or username').inputValue()).toBe('demo@example.com');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(seen.filter((url) => url.includes('not-the-password'))).toEqual([]);
  });

  it('signs in, saves a pin from its closeup and creates a board, each a form post', async () => {
    const { page, context } = await browsing.open({ javaScriptEnabled: false });
    const seen = recordTraffic(page);
    await signInAsDemo(page);
    expect(new URL(page.url()).pathname).toBe('/');

    // A pin demo has not saved yet.
    const pinId = unsavedPin('demo');
    expect(await savedPlaces(context, pinId)).toBe(0);
    await page.goto(`${baseUrl}/pin/${pinId}/`);
    await page.locator('[data-test-id="save-button"]').first().click();
    // demo shows their boards when saving: the board choice page, then back to the closeup.
    await page.waitForURL((url) => url.pathname === `/pin/${pinId}/repin/`);
    await page.locator('[data-test-id="save-to-board"]').getByRole('button').first().click();
    await page.waitForURL(`${baseUrl}/pin/${pinId}/`);
    expect(await savedPlaces(context, pinId)).toBe(1);

    const name = `No script ${Date.now().toString(36)}`;
    await page.goto(`${baseUrl}/demo/`);
    await page.getByLabel('Board name').fill(name);
    await page.getByRole('button', { name: 'Create board' }).click();
    await page.waitForURL(`${baseUrl}/demo/`);
    expect(sql(`SELECT id FROM boards WHERE name = '${name}'`)).toHaveLength(1);
    expect(seen.filter((url) => url.includes('demo-password'))).toEqual([]);

    // Leave demo as it was.
    sql(`DELETE FROM boards WHERE name = '${name}'`);
    sql(`DELETE FROM pins WHERE pinner_id = ${DEMO} AND origin_pin_id = ${pinId}`);
  });

  it('saves a pin to a chosen board, comments, follows a person and a board, and edits a setting, each a form post (closeup-and-visitors: States and actions)', {
    timeout: LONG_TEST_MS,
  }, async () => {
    const { page } = await browsing.open({ javaScriptEnabled: false });
    const seen = recordTraffic(page);
    await signInAsDemo(page);
    const stamp = Date.now().toString(36);

    // Save to a chosen board: the closeup's "Choose a board" lists demo's boards as buttons.
    const boardName = `Chosen ${stamp}`;
    await page.goto(`${baseUrl}/demo/`);
    await page.getByLabel('Board name').fill(boardName);
    await page.getByRole('button', { name: 'Create board' }).click();
    await page.waitForURL(`${baseUrl}/demo/`);
    const [board] = sql<{ id: number }>(`SELECT id FROM boards WHERE name = '${boardName}'`);
    const pinId = unsavedCommentablePin();
    await page.goto(`${baseUrl}/pin/${pinId}/`);
    await page.getByRole('link', { name: 'Choose a board' }).click();
    await page.getByRole('button', { name: boardName }).click();
    await page.waitForURL(`${baseUrl}/pin/${pinId}/`);
    expect(sql(`SELECT id FROM pins WHERE pinner_id = ${DEMO} AND origin_pin_id = ${pinId} AND board_id = ${board.id}`)).toHaveLength(1);

    // Comment on the closeup.
    const comment = `Said without script ${stamp}`;
    await page.getByLabel('Add a comment').fill(comment);
    await page.getByRole('button', { name: 'Post' }).click();
    await page.waitForURL(`${baseUrl}/pin/${pinId}/`);
    await page.getByText(comment).waitFor();

    // Follow a person from their profile, and a board from its page.
    // One query (each runs wrangler): a person demo does not follow, and a public board of theirs.
    const [target] = sql<{ personId: number; username: string; boardId: number; slug: string }>(
      `SELECT u.id AS personId, u.username, b.id AS boardId, b.slug FROM users u JOIN boards b ON b.owner_id = u.id
         WHERE u.id <> ${DEMO} AND u.id NOT IN (SELECT followee_id FROM user_follows WHERE follower_id = ${DEMO})
           AND b.privacy = 'public' AND b.pin_count > 0 AND b.archived = 0 AND b.layout = 'default'
           AND b.id NOT IN (SELECT board_id FROM board_follows WHERE user_id = ${DEMO}) ORDER BY u.id, b.id LIMIT 1`,
    );
    const person = { id: target.personId, username: target.username };
    const followed = { id: target.boardId, slug: target.slug };
    await page.goto(`${baseUrl}/${person.username}/`);
    await page.locator('[data-test-id="follow-user"]').click();
    await page.waitForURL(`${baseUrl}/${person.username}/`);
    await expect.poll(() => page.locator('[data-test-id="follow-user"]').textContent()).toBe('Following');
    expect(sql(`SELECT 1 FROM user_follows WHERE follower_id = ${DEMO} AND followee_id = ${person.id}`)).toHaveLength(1);
    const boardPage = `${baseUrl}/${person.username}/${followed.slug}/`;
    await page.goto(boardPage);
    await page.locator('[data-test-id="follow-board"]').click();
    await page.waitForURL(boardPage);
    expect(sql(`SELECT 1 FROM board_follows WHERE user_id = ${DEMO} AND board_id = ${followed.id}`)).toHaveLength(1);
    // Pressed again, each unfollows (a form posting the delete verb), leaving demo as it was.
    await page.locator('[data-test-id="follow-board"]', { hasText: 'Following' }).click();
    await page.waitForURL(boardPage);
    expect(sql(`SELECT 1 FROM board_follows WHERE user_id = ${DEMO} AND board_id = ${followed.id}`)).toHaveLength(0);
    await page.goto(`${baseUrl}/${person.username}/`);
    await page.locator('[data-test-id="follow-user"]', { hasText: 'Following' }).click();
    await page.waitForURL(`${baseUrl}/${person.username}/`);
    expect(sql(`SELECT 1 FROM user_follows WHERE follower_id = ${DEMO} AND followee_id = ${person.id}`)).toHaveLength(0);

    // Edit a setting: the profile's About.
    const [before] = sql<{ about: string }>(`SELECT about FROM users WHERE id = ${DEMO}`);
    const about = `Edited without script ${stamp}`;
    await page.goto(`${baseUrl}/settings/`);
    await page.getByLabel('About').fill(about);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Your profile is saved.' }).waitFor();
    expect(sql<{ about: string }>(`SELECT about FROM users WHERE id = ${DEMO}`)[0].about).toBe(about);
    expect(seen.filter((url) => url.includes('demo-password'))).toEqual([]);

    // Leave demo as it was.
    sql(`UPDATE users SET about = '${before.about.replaceAll("'", "''")}' WHERE id = ${DEMO}`);
    sql(`DELETE FROM comments WHERE user_id = ${DEMO} AND text = '${comment}'`);
    sql(`DELETE FROM pins WHERE pinner_id = ${DEMO} AND origin_pin_id = ${pinId}`);
    sql(`DELETE FROM boards WHERE id = ${board.id}`);
  });
});
