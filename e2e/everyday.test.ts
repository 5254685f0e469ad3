// What a person used to Pinterest reaches for first, at 1280x900 and on a 390x844 phone: a Sign up
// button in the phone header, the search box keeping the query after a search, Organize's actions
// looking disabled until pins and a board are chosen, and no "welcome back" greeting for a member
// who has not been away (docs/rules/experiences.md#experience-data-spec-001-3).
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

describe.each(SCREENS)('everyday controls on the $name', ({ options, phone }) => {
  it('a visitor finds Sign up in the header and reaches the sign-up page from it', async () => {
    const { page, errors } = await browsing.open(options);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const signUp = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign up' });
    expect(await signUp.isVisible()).toBe(true);
    const box = (await signUp.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(options.viewport.width);
    if (phone) await signUp.tap();
    else await signUp.click();
    await page.waitForURL(/\/signup/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
    expect(errors).toEqual([]);
  });

  it('the search box keeps the query after a search', async () => {
    const { page, errors } = await browsing.open(options);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const field = page.getByRole('combobox', { name: 'Search' });
    if (phone) await field.tap();
    await field.fill('kitchen ideas');
    await field.press('Enter');
    await page.waitForURL(/\/search\/pins\/\?q=kitchen/);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Search' }).inputValue(), { timeout: 10_000 }).toBe('kitchen ideas');
    expect(errors).toEqual([]);
  });
  it('the show-password toggle reveals the typed password and hides it again, and the form still signs in (closeup-and-visitors: Routes and screens)', async () => {
    const { page, errors } = await browsing.open(options);
    await page.goto(`${baseUrl}/login/`);
    await waitForHydration(page);
    const form = page.locator('[data-test-id="login-form"]');
    const field = form.getByLabel('Password');
    const toggle = form.getByRole('button', { name: 'Show password' });
    await field.fill('demo-password');
    expect(await field.getAttribute('type')).toBe('password');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    if (phone) await toggle.tap();
    else await toggle.click();
    expect(await field.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await field.inputValue()).toBe('demo-password');
    if (phone) await toggle.tap();
    else await toggle.click();
    expect(await field.getAttribute('type')).toBe('password');
    await form.getByLabel('Email or username').fill('demo@example.com');
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForSelector('[data-test-id="header-profile"]');
    expect(errors).toEqual([]);
  });
});

describe('organizing a board (pin-card: Card states and the save flow)', () => {
  it('A34: shows Move, Copy and Delete as disabled until they can act, at 1280 px', async () => {
    const [board] = sql<{ url: string }>(
      "SELECT '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND EXISTS (SELECT 1 FROM pins p WHERE p.board_id = b.id) ORDER BY b.id LIMIT 1",
    );
    const { page, errors } = await browsing.signIn('demo', board!.url, SCREENS[0].options);
    await page.getByRole('button', { name: 'Organize' }).click();
    const editor = page.locator('[data-test-id="bulk-editor"]');
    const look = (name: string) =>
      editor
        .getByRole('button', { name, exact: true })
        .evaluate((b) => ({ disabled: (b as HTMLButtonElement).disabled, opacity: getComputedStyle(b).opacity, cursor: getComputedStyle(b).cursor }));
    for (const name of ['Move', 'Copy', 'Delete']) expect(await look(name)).toEqual({ disabled: true, opacity: '0.45', cursor: 'not-allowed' });
    await editor.locator('[data-test-id="pin"] .pin-card__select').first().click();
    expect(await look('Delete')).toEqual({ disabled: false, opacity: '1', cursor: 'pointer' });
    expect(errors).toEqual([]);
  });
});

describe('the welcome-back hero (experiences: Experience data)', () => {
  it('B13: greets a member only after they come back from 28 days or more away', async () => {
    // A member the demo data made (dated long ago), not one another test signed up today, who may still be in onboarding.
    const [member] = sql<{ id: number; username: string }>(
      `SELECT id, username FROM users WHERE is_partner = 0 AND is_limited_login = 0 AND is_employee = 0 AND created_at < ${Date.now() - 86_400_000}
         AND NOT EXISTS (SELECT 1 FROM member_onboarding mo WHERE mo.user_id = users.id) ORDER BY id DESC LIMIT 1`,
    );
    sql(`UPDATE users SET resurrection_dt = NULL WHERE id = ${member!.id}`);
    const hero = '[data-test-id="experience-1000102-500863"]';
    const fresh = await browsing.signIn(member!.username, '/');
    expect(await fresh.page.locator(hero).count()).toBe(0);
    expect(await fresh.page.getByText(/Welcome back/).count()).toBe(0);
    expect(fresh.errors).toEqual([]);

    sql(`UPDATE users SET resurrection_dt = ${Date.now()} WHERE id = ${member!.id}`);
    const back = await browsing.signIn(member!.username, '/');
    await expect
      .poll(() =>
        back.page
          .locator(hero)
          .getByText(/Welcome back/)
          .isVisible(),
      )
      .toBe(true);
    expect(back.errors).toEqual([]);
  });
});
