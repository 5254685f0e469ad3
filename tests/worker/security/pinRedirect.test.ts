// Finding 7 (/pin_redirect): the interstitial takes nothing from its query but the pin its origin
// names; "Continue to {domain}" is that pin's own host and goes through its signed /offsite/ link,
// "Back to the Pin" is its closeup, and a link the rules block shows the warning instead.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { request, sessionCookie } from '../helpers.ts';
import { freshIp, snapshotD1 } from './helpers.ts';

let pinId: string;
let pinHost: string;
let blockedPinId: string;
let secretPinId: string;

beforeAll(async () => {
  const pin = await env.DB.prepare(
    "SELECT p.id, p.link FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.link LIKE 'https://%' AND json_extract(p.data, '$.trackedLink') IS NULL ORDER BY p.id LIMIT 1",
  ).first<{ id: number; link: string }>();
  pinId = String(pin!.id);
  pinHost = new URL(pin!.link).host;
  const blocked = await env.DB.prepare(
    `INSERT INTO pins (pinner_id, board_id, kind, title, link, domain, image_signature, data, created_at)
     SELECT pinner_id, board_id, 'image', 'A deep link', ?, 'blocked.example', image_signature, '{}', created_at FROM pins WHERE id = ? RETURNING id`,
  )
    .bind(`https://${Array.from({ length: 95 }, () => 'x').join('.')}.blocked.example/deal`, pin!.id)
    .first<{ id: number }>();
  blockedPinId = String(blocked!.id);
  const secret = await env.DB.prepare(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' AND p.deleted_at IS NULL AND p.link IS NOT NULL ORDER BY p.id LIMIT 1",
  ).first<{ id: number }>();
  secretPinId = String(secret!.id);
});

async function page(query: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = { 'cf-connecting-ip': freshIp() };
  if (cookie) headers.cookie = cookie;
  const response = await request(`/pin_redirect?${new URLSearchParams(query)}`, { headers });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

describe('/pin_redirect is derived from the pin, never from its query (security: Redirects)', () => {
  it.each([
    ['a foreign redirectUrl and domain', { domain: 'evil.example', redirectUrl: 'https://evil.example/' }],
    ['a javascript: redirectUrl', { domain: 'evil.example', redirectUrl: 'javascript:alert(1)' }],
    ['foreign images', { domainImageUrl: 'https://evil.example/a.png', pinImageUrl: '//evil.example/b.png' }],
  ])("ignores %s: Continue names the pin's host and goes through its signed /offsite/ link", async (_what, extra) => {
    const before = await snapshotD1();
    const { status, html } = await page({ origin: `/pin/${pinId}/`, ...extra });
    expect(status).toBe(200);
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`Continue to <!-- -->${pinHost}`);
    const links = hrefs(html);
    const go = links.find((h) => h.startsWith('/offsite/'));
    expect(go).toBeDefined();
    expect(new URL(go!, 'https://pins.test').searchParams.get('pin')).toBe(pinId);
    expect(new URL(new URL(go!, 'https://pins.test').searchParams.get('url')!).host).toBe(pinHost);
    expect(links).toContain(`/pin/${pinId}/`);
    expect(await snapshotD1()).toEqual(before);
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example/', '/.//evil.example/', '/\t/evil.example/', 'javascript:alert(1)', '/demo/', ''])(
    'refuses an origin %j that is not a pin here (400), linking nowhere off the site',
    async (origin) => {
      const before = await snapshotD1();
      const { status, html, location } = await page({ origin, redirectUrl: 'https://evil.example/' });
      expect(status).toBe(400);
      expect(location).toBeNull();
      for (const href of hrefs(html)) expect(new URL(href, 'https://pins.test').origin).toBe('https://pins.test');
      expect(await snapshotD1()).toEqual(before);
    },
  );

  it("shows the link rules' warning, and no way on, for a pin whose link they block (a deep subdomain included)", async () => {
    const { status, html } = await page({ origin: `/pin/${blockedPinId}/`, redirectUrl: 'https://fine.example/' });
    expect(status).toBe(200);
    expect(html).toContain('Heads up!');
    expect(hrefs(html).filter((h) => h.startsWith('/offsite/') || h.includes('blocked.example'))).toEqual([]);
    expect(hrefs(html)).toContain(`/pin/${blockedPinId}/`);
  });

  it('answers 404 for a pin the viewer may not see, as for a missing one', async () => {
    expect((await page({ origin: `/pin/${secretPinId}/` })).status).toBe(404);
    expect((await page({ origin: '/pin/987654321/' })).status).toBe(404);
    expect((await page({ origin: `/pin/${secretPinId}/` }, await sessionCookie(1))).status).not.toBe(400);
  });
});
