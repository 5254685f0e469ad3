// Finding 14 (the Host header is trusted): CSRF origin checks and the links we put in pages,
// sitemaps and mails come from the configured PUBLIC_ORIGIN, whatever Host the request names;
// outside development an unset PUBLIC_ORIGIN is refused rather than replaced by the Host.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceResponse } from '#shared/types.ts';
import { createApp } from '#worker/app.ts';
import { configuredOrigin } from '#worker/lib/publicOrigin.ts';
import { signUp } from '../accountHelpers.ts';
import { BROWSER_UA, documentState } from '../helpers.ts';
import { openMailbox } from '../mailbox.ts';
import { freshIp, snapshotD1 } from './helpers.ts';

const PUBLIC = 'https://pins.test';
const app = createApp();

/** A request straight to the worker with PUBLIC_ORIGIN configured (or `extra` env), to any host. */
async function send(url: string, init: RequestInit = {}, extra: Record<string, unknown> = { PUBLIC_ORIGIN: PUBLIC }) {
  const headers = new Headers(init.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', BROWSER_UA);
  headers.set('cf-connecting-ip', freshIp());
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, { ...init, headers, redirect: 'manual' }), { ...env, ...extra }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

afterEach(() => vi.restoreAllMocks());

/** Requests whose Host and Origin agree with each other but not with the public origin. */
const SPOOFED: Array<[string, string, string | null]> = [
  ['a foreign host and origin', 'https://evil.example', 'https://evil.example'],
  ['a look-alike subdomain', 'https://pins.test.evil.example', 'https://pins.test.evil.example'],
  ['the public host over http', 'http://pins.test', 'http://pins.test'],
  ['the public host on another port', 'https://pins.test:8443', 'https://pins.test:8443'],
  ['a foreign host with the public Origin header missing', 'https://evil.example', null],
];

describe('CSRF compares Origin with the configured public origin, not the Host (security: Origin and CSRF)', () => {
  it.each(SPOOFED)('refuses a sign-up sent to %s', async (_what, host, origin) => {
    const before = await snapshotD1();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (origin) headers.origin = origin;
    const response = await send(`${host}/resource/UserRegisterResource/create/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        options: { email: `host${Date.now()}@example.com`, password: 'correct horse battery vqzk', username: `host_${Date.now() % 1e6}` },
      }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ResourceResponse<null>).resource_response.error?.code).toBe('csrf');
    expect(await snapshotD1()).toEqual(before);
  });

  it('accepts a state change whose Origin is the public origin, whatever the Host', async () => {
    const response = await send('https://internal.example/v3/offsite/', {
      method: 'POST',
      headers: { origin: PUBLIC, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://a.example/', aux_data: '{"clickthrough_type":"rightClick"}' }),
    });
    expect(response.status).toBe(200);
  });
});

describe('links are built from the public origin (security: Origin and CSRF)', () => {
  it.each(['https://evil.example', 'http://pins.test.evil.example:8080'])('a page asked for at %s links canonically to the public origin', async (host) => {
    const html = await (await send(`${host}/`)).text();
    expect(documentState(html).origin).toBe(PUBLIC);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/"`);
    expect(html).not.toContain(new URL(host).host);
  });

  it.each(['/robots.txt', '/sitemap.xml'])('%s names only the public origin', async (path) => {
    const text = await (await send(`https://evil.example${path}`)).text();
    expect(text).toContain(PUBLIC);
    expect(text).not.toContain('evil.example');
  });

  it('puts the public origin in the password reset link, not the Host', async () => {
    const account = await signUp('hostreset');
    const mailbox = openMailbox();
    const response = await send('https://evil.example/resource/PasswordResetResource/create/', {
      method: 'POST',
      headers: { origin: PUBLIC, 'content-type': 'application/json' },
      body: JSON.stringify({ options: { email: `${account.username}@example.com` } }),
    });
    expect(response.status).toBe(200);
    const [mail] = mailbox.to(`${account.username}@example.com`);
    mailbox.restore();
    expect(mail?.text).toContain(`${PUBLIC}/password/reset/#token=`);
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });
});

describe('the rule itself (security: Origin and CSRF)', () => {
  it('uses PUBLIC_ORIGIN in every environment, and the request origin only in development', () => {
    expect(configuredOrigin({ ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://pinboard.example' }, 'https://evil.example/x')).toBe(
      'https://pinboard.example',
    );
    expect(configuredOrigin({ ENVIRONMENT: 'development' }, 'http://localhost:8787/x')).toBe('http://localhost:8787');
  });

  it.each([
    ['production without PUBLIC_ORIGIN', { ENVIRONMENT: 'production' }],
    ['staging without PUBLIC_ORIGIN', { ENVIRONMENT: 'staging' }],
    ['a PUBLIC_ORIGIN with a path', { ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://pinboard.example/app' }],
    ['a PUBLIC_ORIGIN that is not http(s)', { ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'javascript:alert(1)' }],
  ])('refuses to fall back to the Host in %s', (_what, config) => {
    expect(() => configuredOrigin(config, 'https://evil.example/')).toThrow(/PUBLIC_ORIGIN/);
  });

  it('answers a state change 500 (logged) in production without PUBLIC_ORIGIN rather than trusting the Host, and changes nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await snapshotD1();
    const response = await send(
      'https://evil.example/resource/UserSessionResource/create/',
      {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ options: { username_or_email: 'demo', password: 'demo-password' } }),
      },
      { ENVIRONMENT: 'production', PUBLIC_ORIGIN: '' },
    );
    expect(response.status).toBe(500);
    expect(error).toHaveBeenCalled();
    expect(await snapshotD1()).toEqual(before);
  });
});
