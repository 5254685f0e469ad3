// Page forms (worker/api/forms.ts): a plain HTML form posting url-encoded fields to its resource
// (docs/rules/closeup-and-visitors.md#calls-spec-002-7's /resource/ route) runs the same handler and answers 303: to `next` on success,
// back to the form's page with a short-lived HttpOnly flash on a refusal. Cross-site posts are
// refused, a password is never in a Location header or a flash, and bad input changes nothing.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLASH_COOKIE } from '#shared/forms.ts';
import { hashPassword } from '#worker/users/password.ts';
import { count, sessionFrom } from './accountHelpers.ts';
import { documentState, ORIGIN, request } from './helpers.ts';

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(path, {
    method: 'POST',
    headers: { origin: ORIGIN, referer: `${ORIGIN}/login/?next=%2Fpin%2F1%2F`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const flashOf = (response: Response) => new RegExp(`${FLASH_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null;
/** The flash's JSON text (the cookie value is url-encoded base64). */
const flashText = (response: Response) => atob(decodeURIComponent(flashOf(response) ?? ''));

describe('page forms without JavaScript (closeup-and-visitors: Calls)', () => {
  beforeAll(async () => {
    const h = await hashPassword('demo-password');
    await env.DB.prepare('UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ? WHERE id = 1')
      .bind(h.hash, h.salt, h.iterations)
      .run();
  });

  it('a login form signs in and answers 303 to next, with the session cookie and no password in Location', async () => {
    const r = await post('/resource/UserSessionResource/create/', { username_or_email: 'demo@example.com', password: 'demo-password', next: '/pin/1/' });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/pin/1/');
    expect(sessionFrom(r)).not.toBeNull();
    expect(r.headers.get('location')).not.toContain('demo-password');
  });

  it('a refused login answers 303 back to the form page with a HttpOnly flash that the page shows once, without the password', async () => {
    const r = await post('/resource/UserSessionResource/create/', { username_or_email: 'demo@example.com', password: 'wrong-password-1', next: '/pin/1/' });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/login/?next=%2Fpin%2F1%2F');
    expect(sessionFrom(r)).toBeNull();
    const setCookie = r.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=60/);
    const flash = flashOf(r);
    expect(flash).not.toBeNull();
    const decoded = flashText(r);
    expect(decoded).not.toContain('wrong-password-1');
    expect(decoded).toContain('demo@example.com');

    const page = await request('/login/?next=%2Fpin%2F1%2F', { headers: { cookie: `${FLASH_COOKIE}=${flash}` } });
    const state = documentState(await page.text());
    expect(state.page.flash?.form).toBe('UserSessionResource/create');
    expect(state.page.flash?.error).toBeTruthy();
    expect(state.page.flash?.values).toEqual({ username_or_email: 'demo@example.com' });
    // Shown once: the page clears the cookie.
    expect(page.headers.get('set-cookie') ?? '').toMatch(new RegExp(`${FLASH_COOKIE}=;.*Max-Age=0`));
  });

  it('a sign-up form with bad input changes nothing and carries the error back', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM users');
    const r = await post('/resource/UserRegisterResource/create/', { email: 'form.person@example.com', username: 'form_person', password: 'short', next: '/' });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/login/?next=%2Fpin%2F1%2F');
    expect(await count('SELECT COUNT(*) AS n FROM users')).toBe(before);
    expect(flashText(r)).toContain('Your password needs at least 8 characters.');
    expect(flashText(r)).not.toContain('short"');
  });

  it('a sign-up form creates the account and goes on to next', async () => {
    const r = await post('/resource/UserRegisterResource/create/', {
      email: 'form.person2@example.com',
      username: 'form_person2',
      password: 'a long new password vqzk',
      next: '/onboarding/?next=%2F',
    });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/onboarding/?next=%2F');
    expect(sessionFrom(r)).not.toBeNull();
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE username = 'form_person2'")).toBe(1);
  });

  it('refuses a cross-site form post (CSRF) before any handler runs', async () => {
    const r = await post(
      '/resource/UserSessionResource/create/',
      { username_or_email: 'demo@example.com', password: 'demo-password' },
      { origin: 'https://evil.example' },
    );
    expect(r.status).toBe(403);
    expect(sessionFrom(r)).toBeNull();
    expect(r.headers.get('location')).toBeNull();
  });

  it('never follows a next that leaves the site, and never back to a cross-site Referer', async () => {
    const r = await post(
      '/resource/UserSessionResource/create/',
      { username_or_email: 'demo@example.com', password: 'demo-password', next: '//evil.example/' },
      { referer: 'https://evil.example/login/' },
    );
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/');
  });

  it('a form carrying a signed-out refusal goes back with the error rather than a 500', async () => {
    const r = await post('/resource/BoardResource/create/', { name: 'Form board' });
    expect(r.status).toBe(303);
    expect(flashText(r)).toContain('"error"');
  });
});
