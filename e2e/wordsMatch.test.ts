// Words that match what happens, at 1280x900 and 390x844: the sign-up form states the username rule beside the
// field and says what is wrong with "sam.lee", a taken email is refused under Email with "Try logging in" a link
// (with and without JavaScript) that logs a member in where a login goes, never into onboarding, and sending a Pin
// says the name of the person it went to.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('words that match what happens', () => {
  for (const screen of SCREENS) {
    for (const javaScriptEnabled of [true, false]) {
      it(`pin-card: Sign-up and login upsell: at ${screen.options.viewport.width} px${javaScriptEnabled ? '' : ' without JavaScript'} the username rule is stated, "sam.lee" is explained, and a taken email is refused under Email with a link to log in`, {
        timeout: 60_000,
      }, async () => {
        const n = Date.now() % 1_000_000;
        const visit = await browsing.open({ ...screen.options, javaScriptEnabled });
        const { page } = visit;
        await page.goto(`${browsing.baseUrl}/signup/`);
        if (javaScriptEnabled) await waitForHydration(page);
        const form = page.locator('[data-test-id="signup-form"]');
        const username = form.locator('input[name="username"]');
        // The rule is there before anyone types, tied to the field.
        const rule = form.locator('[data-test-id="signup-username-rule"]');
        expect(await rule.isVisible()).toBe(true);
        expect(await rule.textContent()).toMatch(/letters, numbers or underscores/);
        expect(await username.getAttribute('aria-describedby')).toContain('signup-username-rule');

        await username.fill('sam.lee');
        const said = await username.evaluate((el: HTMLInputElement) => el.validationMessage);
        // The page's script names the dot and a name that would do; without it the browser refuses the name, the rule beside it.
        if (javaScriptEnabled) expect(said).toMatch(/"\.".*"sam_lee"/);
        else expect(await username.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);

        // A taken email: the refusal is under Email, and "Try logging in" is a link.
        const [taken] = sql<{ email: string }>("SELECT email FROM users WHERE username = 'demo'");
        await form.locator('input[name="email"]').fill(taken.email);
        await username.fill(`words_${n}`);
        await form.locator('input[name="password"]').fill('a wholly new password vqzk 8x');
        await form.locator('button[type="submit"]').click();
        const error = page.locator('[data-test-id="signup-email-error"]');
        await error.waitFor();
        expect(await error.textContent()).toContain('An account with this email already exists');
        const link = error.getByRole('link', { name: 'Try logging in' });
        expect(await link.getAttribute('href')).toMatch(/^\/login\//);
        // Under Email: after the email field, before the password.
        const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
        const errorTop = (await error.boundingBox())!.y;
        expect(errorTop).toBeGreaterThan(await top('[data-test-id="signup-form"] input[name="email"]'));
        expect(errorTop).toBeLessThan(await top('[data-test-id="signup-form"] input[name="username"]'));
        await link.click();
        await page.waitForURL(/\/login\//);
        expect(visit.errors.filter((e) => !e.includes('409'))).toEqual([]);
      });
    }
  }

  for (const { javaScriptEnabled, next, lands } of [
    { javaScriptEnabled: true, next: '/demo/', lands: '/demo/' },
    { javaScriptEnabled: false, next: null, lands: '/' },
  ]) {
    it(`Onboarding (closeup-and-visitors: Constants): ${javaScriptEnabled ? '' : 'without JavaScript, '}"Try logging in" after a taken email logs a member in to ${lands}, where a login goes, never onboarding`, {
      timeout: 60_000,
    }, async () => {
      const n = Date.now() % 1_000_000;
      const visit = await browsing.open({ ...SCREENS[0].options, javaScriptEnabled });
      const { page } = visit;
      await page.goto(`${browsing.baseUrl}/signup/${next ? `?next=${encodeURIComponent(next)}` : ''}`);
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.locator('[data-test-id="signup-form"]');
      const [taken] = sql<{ email: string }>("SELECT email FROM users WHERE username = 'demo'");
      await form.locator('input[name="email"]').fill(taken.email);
      await form.locator('input[name="username"]').fill(`again_${n}`);
      await form.locator('input[name="password"]').fill('a wholly new password vqzk 8x');
      await form.locator('button[type="submit"]').click();
      await page.locator('[data-test-id="signup-email-error"]').getByRole('link', { name: 'Try logging in' }).click();
      await page.waitForURL(/\/login\//);
      if (javaScriptEnabled) await waitForHydration(page);
      const login = page.locator('[data-test-id="login-form"]');
      await login.locator('input[name="username_or_email"]').fill('demo');
      await login.locator('input[name="password"]').fill('demo-password');
      await login.locator('button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login/'));
      await page.waitForSelector('[data-test-id="header-profile"]');
      expect(new URL(page.url()).pathname).toBe(lands);
      expect(await page.locator('[data-test-id="onboarding"]').count()).toBe(0);
      expect(visit.errors.filter((e) => !e.includes('409'))).toEqual([]);
    });
  }

  it('C39: sending a Pin says the name of the person it went to, not their username', { timeout: 60_000 }, async () => {
    const [partner] = sql<{ full_name: string }>("SELECT full_name FROM users WHERE username = 'partner'");
    expect(partner.full_name).not.toBe('partner');
    const visit = await browsing.signIn('demo', '/');
    const { page } = visit;
    const pinHref = await page.locator('[data-test-id="pin"][data-pin-kind="image"] a.pin-card__image').first().getAttribute('href');
    await page.goto(`${browsing.baseUrl}${pinHref}`);
    await waitForHydration(page);
    await page.click('[data-test-id="share-button"]');
    await page.fill('[data-test-id="send-form"] input[name="username"]', 'partner');
    await page.click('[data-test-id="send-form"] button[type="submit"]');
    const status = page.locator('[data-test-id="send-form"] [role="status"]');
    await status.waitFor();
    expect(await status.textContent()).toContain(`Sent to ${partner.full_name}!`);
    expect(visit.errors).toEqual([]);
  });
});
