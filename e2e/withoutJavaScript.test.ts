// Pages that work without JavaScript (worker/api/forms.ts): with JavaScript turned off a person
// signs up, signs in, saves a pin from its closeup and creates a board, all as plain HTML forms
// posting to their resources; no request url and no Location header ever carries a password.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './browser.ts';
import { sql } from './localState.ts';

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

describe('without JavaScript: real forms', () => {
  it('signs up as a plain form post and lands on onboarding, the password in no url', async () => {
    const { page } = await browsing.open({ javaScriptEnabled: false, clientAddress: '198.51.100.20' });
    const seen = recordTraffic(page);
    const username = `nojs_${Date.now().toString(36)}`;
    await page.goto(`${baseUrl}/signup/?next=%2F`);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('a plain form password');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${baseUrl}/onboarding/`);
    expect(sql(`SELECT id FROM users WHERE username = '${username}'`)).toHaveLength(1);
    expect(seen.filter((url) => url.includes('plain form password') || url.includes('plain+form+password'))).toEqual([]);
  });

  it('shows a refused login next to the form, keeps the typed login, and never puts the password in a url', async () => {
    const { page } = await browsing.open({ javaScriptEnabled: false, clientAddress: '198.51.100.21' });
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
    const { page, context } = await browsing.open({ javaScriptEnabled: false, clientAddress: '198.51.100.22' });
    const seen = recordTraffic(page);
    await page.goto(`${baseUrl}/login/`);
    await page.getByLabel('Email or username').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForSelector('[data-test-id="header-profile"]');
    expect(new URL(page.url()).pathname).toBe('/');

    // A pin demo has not saved yet.
    const demo = "(SELECT id FROM users WHERE username = 'demo')";
    const [pin] = sql<{ id: number }>(
      `SELECT p.id FROM pins p WHERE p.kind = 'image' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.pinner_id <> ${demo}
         AND p.id NOT IN (SELECT origin_pin_id FROM pins WHERE pinner_id = ${demo} AND origin_pin_id IS NOT NULL) ORDER BY p.id LIMIT 1`,
    );
    const pinId = String(pin.id);
    expect(await savedPlaces(context, pinId)).toBe(0);
    await page.goto(`${baseUrl}/pin/${pinId}/`);
    await page.locator('[data-test-id="save-button"]').first().click();
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
    sql(`DELETE FROM pins WHERE pinner_id = ${demo} AND origin_pin_id = ${pinId}`);
  });
});
