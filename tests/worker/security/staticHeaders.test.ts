// Finding 12 (static files carry no security headers): the assets binding serves dist/client
// before the worker runs, so public/_headers (copied there by the build) gives every static file
// nosniff, HSTS and a CSP no looser than the worker's own; no static file needs an inline script.
// The worker test pool does not serve assets, so the file itself is read and applied here as
// Cloudflare applies it (`wrangler dev` serves it the same way).
import { describe, expect, it } from 'vitest';
import headersFile from '../../../public/_headers?raw';
import surveyDemo from '../../../public/survey-demo.html?raw';
import { request, sessionCookie } from '../helpers.ts';

/** The rules of a _headers file: a path pattern, then indented `Name: value` lines. */
function parseHeadersFile(text: string): Array<{ pattern: string; headers: Map<string, string> }> {
  const rules: Array<{ pattern: string; headers: Map<string, string> }> = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: new Map() });
    else {
      const at = line.indexOf(':');
      rules[rules.length - 1]?.headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
    }
  }
  return rules;
}

/** The headers a path gets: every matching rule's, in order (`*` matches anything). */
function headersFor(path: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of parseHeadersFile(headersFile)) {
    const pattern = new RegExp(`^${rule.pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    if (pattern.test(path)) for (const [k, v] of rule.headers) out.set(k, v);
  }
  return out;
}

/** A CSP as directive -> sources. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );

const STATIC_FILES = [
  '/favicon.svg',
  '/app-icons/icon-192.png',
  '/survey-demo.html',
  '/survey-demo.js',
  '/asset-manifest.json',
  '/assets/main-AbC123.js',
  '/assets/main-AbC123.css',
];

describe('every static file gets the security headers (security: CSP and headers)', () => {
  it.each(STATIC_FILES)('%s: nosniff, HSTS, a CSP and no framing by other sites', (path) => {
    const headers = headersFor(path);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
    const csp = directives(headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('allows no static source the worker pages do not allow (the same policy, without the nonce)', async () => {
    const worker = directives((await request('/')).headers.get('content-security-policy') ?? '');
    const assets = directives(headersFor('/favicon.svg').get('content-security-policy') ?? '');
    for (const [name, sources] of assets) {
      if (name === 'frame-ancestors') continue; // static files may be framed by our own pages (the demo survey)
      const allowed = worker.get(name) ?? worker.get('default-src') ?? [];
      for (const source of sources) expect([name, allowed.includes(source)]).toEqual([name, true]);
    }
  });

  it('delivery: hashed client files under /assets/ are cached for a year, immutable; other static files are not', () => {
    expect(headersFor('/assets/main-AbC123.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/assets/main-AbC123.css').get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/favicon.svg', '/survey-demo.html', '/asset-manifest.json']) expect(headersFor(path).get('cache-control')).toBeUndefined();
  });

  it('performance: Workers Cache: the app icons, the same for everyone at fixed names, are shared for a day', () => {
    for (const path of ['/app-icons/icon-192.png', '/app-icons/icon-maskable-512.png', '/app-icons/apple-touch-icon-180.png']) {
      expect(headersFor(path).get('cache-control'), path).toBe('public, max-age=86400');
    }
  });

  it('delivery: an HTML page is never cached for a signed-in person, nor stored by a shared cache for anyone', async () => {
    const signedOut = await request('/');
    expect(signedOut.headers.get('content-type')).toContain('text/html');
    expect(signedOut.headers.get('cache-control')).toMatch(/^private\b/);
    const cookie = await sessionCookie(1);
    const signedIn = await request('/', { headers: { cookie } });
    expect(signedIn.headers.get('content-type')).toContain('text/html');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('needs no inline script for any static page (the demo survey loads its script from a file)', () => {
    const inline = [...surveyDemo.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim());
    expect(inline).toEqual([]);
    expect(surveyDemo).toContain('<script src="/survey-demo.js"></script>');
  });
});
