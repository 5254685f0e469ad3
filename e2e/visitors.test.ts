// Logged-out visitors (docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#roles-spec-002-6, docs/rules/closeup-and-visitors.md#constants-spec-002-9; docs/rules/pin-card.md#screens-and-routes-spec-000-2): a visitor views a pin and
// saves two pins signed out, signs up, goes through onboarding and finds both pins saved and a home
// feed; tracking waits for consent where it is needed; a limited-login save continues to the
// repin page after a full sign-in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIMITED_SESSION_TOKEN, limitedSessionId } from '../scripts/demo/limitedSession.ts';
import { SESSION_COOKIE } from '../worker/lib/cookies.ts';
import { closeupUrl, openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

type StoredRecord = {
  searches?: Array<{ query: string; rs: string; scope: string }>;
  closeupPins?: string[];
  savedPins?: Array<{ pinId: string }>;
  revisitation?: { count: number } | null;
};
const record = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('pb:visitor-record') ?? '{}') as StoredRecord);

async function saveSignedOut(page: Page, n: number): Promise<string> {
  const card = page.locator('[data-test-id="pin"][data-save-control="upsell"][data-pin-kind="image"]').nth(n);
  const id = (await card.getAttribute('data-pin-id'))!;
  await card.hover();
  await card.locator('[data-test-id="save-button"]').click();
  await page.waitForSelector('[data-test-id="login-modal"][open]');
  expect(await page.textContent('#login-modal-title')).toBe('Log in to save this Pin');
  return id;
}

describe('a logged-out visitor becomes a member (closeup-and-visitors: Entities, Validation, Constants)', () => {
  it('C34: views a pin, searches, saves two pins signed out, signs up, onboards and finds both saved and a home feed', async () => {
    const { page, errors } = await browsing.open({ cookies: { pb_country: 'US' } });
    const { baseUrl } = browsing;
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const viewed = (await page.locator('[data-test-id="pin"][data-pin-kind="image"]').first().getAttribute('data-pin-id'))!;
    await page.goto(`${baseUrl}/pin/${viewed}/`);
    await waitForHydration(page);
    await expect.poll(async () => (await record(page)).closeupPins?.[0]).toBe(viewed);

    // A search from the header is a completed search of the record (query, rs, scope).
    await page.locator('[data-test-id="search-input"]').fill('kitchen');
    await page.locator('[data-test-id="search-input"]').press('Enter');
    await page.waitForURL(/\/search\/pins\/\?q=kitchen/);
    await waitForHydration(page);
    await expect.poll(async () => (await record(page)).searches?.[0]).toMatchObject({ query: 'kitchen', rs: 'typed', scope: 'pins' });

    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const first = await saveSignedOut(page, 0);
    await page.click('.login-modal__close');
    const second = await saveSignedOut(page, 1);
    // The record drives the prompt: both kept pins are waiting.
    expect(await page.textContent('[data-test-id="login-modal-kept"]')).toContain('Your 2 saved Pins are waiting');
    expect((await record(page)).savedPins?.map((s) => s.pinId)).toEqual([first, second]);

    await page.locator('[data-test-id="login-modal"]').getByRole('button', { name: 'Sign up' }).click();
    const username = `visitor_${Date.now().toString(36)}`;
    const modal = page.locator('[data-test-id="login-modal"]');
    await modal.locator('input[name="email"]').fill(`${username}@example.com`);
    await modal.locator('input[name="username"]').fill(username);
    await modal.locator('input[name="password"]').fill('a sturdy password vqzk');
    await modal.locator('[data-test-id="signup-form"] button[type="submit"]').click();

    // Onboarding (docs/rules/closeup-and-visitors.md#constants-spec-002-9), each step stored: a reload in the middle resumes.
    await page.waitForURL(`${baseUrl}/onboarding/`);
    await waitForHydration(page);
    const step = () => page.getAttribute('[data-test-id="onboarding"]', 'data-step');
    /**
     * Waits for the answer to the step the page sends (after `press`, or by itself), as a person waits
     * for the next screen: on a loaded machine the server's answer may take longer than any poll.
     */
    const stepAnswered = async (press?: () => Promise<void>) => {
      const answered = page.waitForResponse((r) => r.url().endsWith('/resource/OnboardingResource/update/'), { timeout: 60_000 });
      await press?.();
      expect((await answered).status()).toBe(200);
    };
    expect(await step()).toBe('Gender');
    await page.getByLabel('Female').check();
    await stepAnswered(() => page.click('[data-test-id="onboarding-next"]'));
    await expect.poll(step).toBe('InterestPicker');
    await page.locator('[data-test-id="onboarding-interest"]').first().click();
    await stepAnswered(() => page.click('[data-test-id="onboarding-next"]'));
    await expect.poll(step).toBe('UseCase');
    await page.reload();
    await waitForHydration(page);
    expect(await step()).toBe('UseCase');
    await stepAnswered(() => page.click('[data-test-id="onboarding-skip"]'));
    await expect.poll(step).toBe('PinPicker');
    await page.locator('[data-test-id="onboarding-pin"]').first().click();
    await stepAnswered(() => page.click('[data-test-id="onboarding-next"]'));
    await expect.poll(step).toBe('LoadingStep');
    // The loading step moves on by itself (ONBOARDING_LOADING_MS), nothing pressed.
    await stepAnswered();
    await expect.poll(step).toBe('AppInstall');
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await waitForHydration(page);
    expect(await page.locator('[data-test-id="pin"]').count()).toBeGreaterThan(4);
    // The home feed comes from the picked interest: its first pins carry the followed-interest reason.
    const reasons = await page.evaluate(async () => {
      const q = new URLSearchParams({ data: JSON.stringify({ options: {} }) });
      const body = await (await fetch(`/resource/HomefeedResource/get/?${q}`)).json();
      return (body.resource_response.data as Array<{ recommendationReason?: { reason: string } }>).map((p) => p.recommendationReason?.reason ?? null);
    });
    expect(reasons).toContain('FOLLOWED_INTEREST');

    for (const id of [first, second]) {
      await expect
        .poll(() =>
          page.evaluate(async (pinId) => {
            const q = new URLSearchParams({ data: JSON.stringify({ options: { pin_id: pinId } }) });
            const body = await (await fetch(`/resource/RepinResource/get/?${q}`)).json();
            return (body.resource_response.data as unknown[]).length;
          }, id),
        )
        .toBe(1);
    }
    const interests = sql<{ n: number }>(`SELECT COUNT(*) AS n FROM member_interests mi JOIN users u ON u.id = mi.user_id WHERE u.username = '${username}'`);
    expect(interests[0].n).toBe(1);
    // /me/ leads to the new member's profile, where the saves are.
    await page.goto(`${baseUrl}/me/`);
    await page.waitForURL(`${baseUrl}/${username}/`);
    expect(errors).toEqual([]);
  });

  it('C34: where consent is needed nothing is tracked until the visitor consents, but saves are kept (closeup-and-visitors: Validation)', async () => {
    const { page } = await browsing.open({ cookies: { pb_country: 'DE' } });
    const { baseUrl } = browsing;
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const id = (await page.locator('[data-test-id="pin"][data-pin-kind="image"]').first().getAttribute('data-pin-id'))!;
    await page.goto(`${baseUrl}/pin/${id}/`);
    await waitForHydration(page);
    expect((await record(page)).closeupPins ?? []).toEqual([]);
    await page.locator('[data-test-id="consent-banner"]').getByRole('button', { name: 'Accept all' }).click();
    await page.locator('[data-test-id="consent-toast"]').waitFor();
    await page.reload();
    await waitForHydration(page);
    await expect.poll(async () => (await record(page)).closeupPins?.[0]).toBe(id);
    expect((await record(page)).revisitation?.count).toBe(1);
  });
});

describe('the limited-login viewer (closeup-and-visitors: Routes and screens, Roles, Constants)', () => {
  it('A23, C28, C29: a save prompts the login modal and, after a full sign-in, continues to the repin page where the pin is saved', async () => {
    // The demo's limited viewer (docs/architecture.md#visitors-invites-limited-login-and-onboarding): its seeded session, limited and live again should a run have lifted it.
    sql("UPDATE users SET is_limited_login = 1 WHERE username = 'limited'");
    sql(`UPDATE sessions SET revoked_at = NULL WHERE id = '${limitedSessionId()}'`);
    const { page, context, errors } = await browsing.open();
    const { baseUrl } = browsing;
    await context.addCookies([
      { name: SESSION_COOKIE, value: LIMITED_SESSION_TOKEN, domain: new URL(baseUrl).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' },
    ]);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const card = page.locator('[data-test-id="pin"][data-pin-kind="image"]').first();
    const id = (await card.getAttribute('data-pin-id'))!;
    await card.hover();
    await card.locator('[data-test-id="save-button"]').click();
    await page.waitForSelector('[data-test-id="login-modal"][open]');
    expect(await page.textContent('#login-modal-title')).toBe('Log in to save this Pin');
    // The server refuses the change too, with the same title.
    const refused = await page.evaluate(async (pinId) => {
      const r = await fetch('/resource/RepinResource/create/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ options: { pin_id: pinId } }),
      });
      return { status: r.status, message: (await r.json()).resource_response.error.message };
    }, id);
    expect(refused).toEqual({ status: 401, message: 'Log in to save this Pin' });

    const modal = page.locator('[data-test-id="login-modal"]');
    await modal.locator('input[name="username_or_email"]').fill('limited@example.com');
    await modal.locator('input[name="password"]').fill('demo-password');
    await modal.locator('button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}/pin/${id}/repin/`);
    await waitForHydration(page);
    await page.locator('[data-test-id="one-tap-save"] [data-test-id="save-button"]').click();
    // A board picker (save_behavior 1) or straight to the profile (0): either way the overlay says where.
    const picker = page.locator('[data-test-id="picker-board"]').first();
    const overlay = page.locator('[data-test-id="saved-overlay"]');
    await Promise.race([picker.waitFor(), overlay.waitFor()]);
    if (await picker.isVisible()) await picker.click();
    await overlay.waitFor();
    const href = await overlay.locator('[data-test-id="saved-to-link"]').getAttribute('href');
    expect(href).toMatch(/^(\/limited\/[^/]+\/|\/me\/)$/);
    // The one 401 the browser logged is the refused save this test sent itself.
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  });
  it('C28: an edit refused as limited prompts "Log in to edit this Pin" and, after a full sign-in, continues to the pin\'s edit page', async () => {
    sql("UPDATE users SET is_limited_login = 1 WHERE username = 'limited'");
    sql(`UPDATE sessions SET revoked_at = NULL WHERE id = '${limitedSessionId()}'`);
    const [pin] = sql<{ id: number }>(
      "SELECT p.id FROM pins p JOIN users u ON u.id = p.pinner_id WHERE u.username = 'limited' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1",
    );
    expect(pin).toBeTruthy();
    const { page, context } = await browsing.open();
    const { baseUrl } = browsing;
    await context.addCookies([
      { name: SESSION_COOKIE, value: LIMITED_SESSION_TOKEN, domain: new URL(baseUrl).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' },
    ]);
    // Come from the closeup (a query the edit page ignores): the continuation is the edit page itself, not a reload.
    await page.goto(`${baseUrl}/pin/${pin.id}/edit/?from=closeup`);
    await waitForHydration(page);
    const refused = page.waitForResponse((r) => r.url().includes('/resource/PinResource/update/'));
    await page.locator('[data-test-id="pin-edit-save"]').click();
    expect((await refused).status()).toBe(401);
    await page.waitForSelector('[data-test-id="login-modal"][open]');
    expect(await page.textContent('#login-modal-title')).toBe('Log in to edit this Pin');
    const modal = page.locator('[data-test-id="login-modal"]');
    await modal.locator('input[name="username_or_email"]').fill('limited@example.com');
    await modal.locator('input[name="password"]').fill('demo-password');
    await modal.locator('button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}/pin/${pin.id}/edit/`);
    await waitForHydration(page);
    // A full member now: the same edit is saved, and the page goes on to the pin's closeup.
    const saved = page.waitForResponse((r) => r.url().includes('/resource/PinResource/update/'));
    await page.locator('[data-test-id="pin-edit-save"]').click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL(closeupUrl(baseUrl, String(pin.id)));
  });
});
