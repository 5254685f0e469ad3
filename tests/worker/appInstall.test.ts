// "Get the app" leads somewhere real (docs/rules/closeup-and-visitors.md#constants-spec-002-9 app upsell, onboarding's AppInstall step): the
// site installs as an app, so the worker serves a web app manifest whose icons the build draws, every
// page's head links it, and /app/ explains installing. The test pool does not serve static files
// first, so the icons are read through the assets binding that serves them in production.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, SITE_COLOURS, WEB_APP_MANIFEST_PATH } from '#shared/appInstall/manifest.ts';
import { THEME_COOKIE } from '#shared/settings.ts';
import { APP_INSTALL_URL } from '#shared/visitor/constants.ts';
import { documentState, firstId, request, sessionCookie } from './helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** A static file of the client build, as the assets binding serves it. */
const staticFile = (path: string) => env.ASSETS.fetch(new Request(`https://assets.local${path}`));

/** Width and height of a PNG, from its IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('the site installs as an app (closeup-and-visitors: Constants: where "Get the app" leads)', () => {
  it('serves the web app manifest to anyone, as application/manifest+json, without a cookie', async () => {
    const response = await request(WEB_APP_MANIFEST_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Pinboard',
      short_name: 'Pinboard',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: SITE_COLOURS.light,
      background_color: SITE_COLOURS.light,
    });
    expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('every icon the manifest names is a PNG file of the build with the size it states', async () => {
    const manifest = (await (await request(WEB_APP_MANIFEST_PATH)).json()) as Manifest;
    for (const icon of manifest.icons) {
      const response = await staticFile(icon.src);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width, height });
    }
  });

  it("a page's head links the manifest, the iPhone's home screen icon (180 px) and the theme's colour", async () => {
    // Light: a visitor outside the dark mode inference experiment, with no choice of their own.
    const html = await (await request('/', { headers: { cookie: 'pb_exp=lop_unauth_inferred_config_dark_mode:control' } })).text();
    expect(html).toContain(`<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}"/>`);
    expect(html).toContain(`<meta name="theme-color" content="${SITE_COLOURS.light}"/>`);
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"\/>/.exec(html)?.[1];
    expect(touch).toBe(APP_ICONS.appleTouch.path);
    expect(pngSize(new Uint8Array(await (await staticFile(touch ?? '')).arrayBuffer()))).toEqual({ width: 180, height: 180 });
    // A dark theme paints the browser around the page dark; "system" follows the phone's setting.
    const dark = await (await request('/', { headers: { cookie: `${THEME_COOKIE}=dark` } })).text();
    expect(dark).toContain(`<meta name="theme-color" content="${SITE_COLOURS.dark}"/>`);
    // "system": a visitor in the dark mode inference experiment with no choice of their own.
    const system = await (await request('/', { headers: { cookie: 'pb_exp=lop_unauth_inferred_config_dark_mode:enabled' } })).text();
    expect(documentState(system).viewer.theme).toBe('system');
    expect(system).toContain(`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${SITE_COLOURS.dark}"/>`);
  });

  it.each([
    ['a visitor', false],
    ['a member', true],
  ])('/app/ answers "Get the app" with the Android and iPhone steps for %s', async (_who, member) => {
    const headers: Record<string, string> = { 'user-agent': IPHONE };
    if (member) headers.cookie = await sessionCookie(await firstId(`SELECT id FROM users WHERE username = 'demo'`));
    const response = await request(APP_INSTALL_URL, { headers });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(documentState(html).page.data.kind).toBe('appInstall');
    expect(html).toContain('<h1>Get the app</h1>');
    expect(html).toContain('Add to Home Screen');
    expect(html).toContain('Install app');
  });

  it('the app upsell bar\'s "Get the app" leads to /app/, which answers 200 without the bar (closeup-and-visitors: Constants)', async () => {
    const html = await (await request('/', { headers: { 'user-agent': IPHONE } })).text();
    const href = /data-test-id="app-upsell"[\s\S]*?<a[^>]*href="([^"]+)"[^>]*data-test-id="app-upsell-get"/.exec(html)?.[1];
    expect(href).toBe('/app/');
    const app = await request(href ?? '', { headers: { 'user-agent': IPHONE } });
    expect(app.status).toBe(200);
    // The page it leads to does not offer itself again.
    const appHtml = await app.text();
    expect(documentState(appHtml).viewer.appUpsell).toBe(true);
    expect(appHtml).not.toContain('data-test-id="app-upsell"');
  });
});
