// The outbound-link journey (docs/security.md#outbound-link-safety): clicking a pin's blocked source link opens the "Heads up!"
// warning and goes nowhere; clicking a safe one goes through /offsite/ (303, no referrer) to the
// destination, here a tiny http server of the test itself, reached by a web host name that only
// Chromium maps to 127.0.0.1 (OUTSIDE_HOST: no DNS, no internet; a browser route cannot answer it,
// since Playwright does not route the target of a redirect, and the site never redirects to a
// loopback address).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_HOST, openBrowserSession, PHONE_UA, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const PUBLIC_PIN = `FROM pins p LEFT JOIN boards b ON b.id = p.board_id
  WHERE p.deleted_at IS NULL AND p.domain IS NOT NULL AND p.is_promoted = 0 AND (b.id IS NULL OR b.privacy = 'public')`;

const browsing = openBrowserSession();
let destination: Server;
let destinationUrl = '';
const arrivals: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
let safePin: { id: number; link: string; domain: string; data: string } | null = null;

beforeAll(async () => {
  destination = createServer((req, res) => {
    arrivals.push({ path: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Destination</title><h1>Destination reached</h1>');
  });
  await new Promise<void>((resolve) => destination.listen(0, '127.0.0.1', resolve));
  destinationUrl = `http://${OUTSIDE_HOST}:${(destination.address() as AddressInfo).port}/landing?from=pin`;
});

afterAll(async () => {
  if (safePin)
    sql(
      `UPDATE pins SET link = '${safePin.link.replace(/'/g, "''")}', domain = '${safePin.domain.replace(/'/g, "''")}', data = '${safePin.data.replace(/'/g, "''")}' WHERE id = ${safePin.id}`,
    );
  await new Promise((resolve) => destination?.close(resolve));
});

describe('outbound links', () => {
  it('A12, A50, C47, C54: shows the "Heads up!" warning for a pin whose link is blocked, and stays on the page (pin-card: Screens and routes, Errors and messages)', async () => {
    const [pin] = sql<{ id: number }>(`SELECT p.id ${PUBLIC_PIN} AND p.link LIKE 'https://blocked.example/%' LIMIT 1`);
    expect(pin).toBeTruthy();
    const { page, errors } = await browsing.open();
    const { baseUrl } = browsing;
    await page.goto(`${baseUrl}/pin/${pin.id}/`);
    await waitForHydration(page);
    const link = page.locator('a.closeup__source');
    expect(await link.getAttribute('href')).toMatch(/^\/offsite\/\?token=/);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    await link.click();
    const modal = page.locator('[data-test-id="spam-warning"]');
    await modal.waitFor();
    expect(await modal.locator('h2').textContent()).toBe('Heads up!');
    expect(await modal.textContent()).toContain('We have blocked this link');
    expect(await modal.locator('[data-test-id="spam-warning-host"]').textContent()).toBe('blocked.example');
    expect(await modal.locator('a', { hasText: 'Learn more' }).count()).toBe(1);
    await modal.locator('button', { hasText: 'Okay' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/pin/${pin.id}/`);
    expect(errors).toEqual([]);
  });

  const VISITS = [
    { name: '1280x900', options: { viewport: { width: 1280, height: 900 } }, phone: false, javaScriptEnabled: true },
    { name: '1280x900 without JavaScript', options: { viewport: { width: 1280, height: 900 } }, phone: false, javaScriptEnabled: false },
    { name: 'a 390x844 phone', options: { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true }, phone: true, javaScriptEnabled: true },
    {
      name: 'a 390x844 phone without JavaScript',
      options: { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true },
      phone: true,
      javaScriptEnabled: false,
    },
  ] as const;

  it.each(VISITS)(
    'A50, A52, C47: a safe link opens in a new tab through /offsite/ to the destination without a referrer, the pin staying open, the click carrying csr and aux_data with JavaScript ($name) (closeup-and-visitors: States and actions)',
    async ({ options, phone, javaScriptEnabled }) => {
      const [pin] = sql<{ id: number; link: string; domain: string; data: string }>(
        `SELECT p.id, p.link, p.domain, p.data ${PUBLIC_PIN} AND p.kind = 'image' AND p.link LIKE 'https://%' AND p.link NOT LIKE '%.example/%?ref=pin%' ORDER BY p.id LIMIT 1`,
      );
      expect(pin).toBeTruthy();
      safePin ??= pin;
      // The pin names its destination's domain (one that names another would open /pin_redirect first, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2).
      sql(
        `UPDATE pins SET link = '${destinationUrl}', domain = '${new URL(destinationUrl).hostname}', data = json_remove(data, '$.trackedLink') WHERE id = ${pin.id}`,
      );
      arrivals.length = 0;

      const { context, page, errors } = await browsing.open({ ...options, javaScriptEnabled });
      const { baseUrl } = browsing;
      const offsiteHops: Array<{ url: string; status: number }> = [];
      context.on('response', (response) => {
        if (response.url().startsWith(`${baseUrl}/offsite/`)) offsiteHops.push({ url: response.url(), status: response.status() });
      });
      await page.goto(`${baseUrl}/pin/${pin.id}/`, { waitUntil: 'domcontentloaded' });
      if (javaScriptEnabled) await waitForHydration(page);
      const link = page.locator('a.closeup__source');
      expect(await link.getAttribute('target')).toBe('_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), phone ? link.tap() : link.click()]);
      await tab.waitForURL(destinationUrl);
      expect(await tab.textContent('h1')).toBe('Destination reached');
      expect(page.url()).toBe(`${baseUrl}/pin/${pin.id}/`);
      expect(offsiteHops).toHaveLength(1);
      expect(offsiteHops[0].status).toBe(303);
      const hop = new URL(offsiteHops[0].url).searchParams;
      expect(hop.get('url')).toBe(destinationUrl);
      // The checked click adds its id and what it was (shared/offsite/navigation.ts); a link followed without JavaScript has neither.
      if (javaScriptEnabled) {
        expect(hop.get('csr')).toMatch(/^[0-9a-f-]{36}$/);
        expect(JSON.parse(hop.get('aux_data')!)).toEqual({ clickthrough_type: 'clickthrough', page_url: `${baseUrl}/pin/${pin.id}/` });
      } else {
        expect([hop.get('csr'), hop.get('aux_data')]).toEqual([null, null]);
      }
      const landing = arrivals.filter((a) => a.path.startsWith('/landing'));
      expect(landing).toHaveLength(1);
      expect(landing[0].headers.referer).toBeUndefined();
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      expect(errors).toEqual([]);
    },
  );
});

describe('outbound link clicks through the product (closeup-and-visitors: States and actions, Errors)', () => {
  const anyPin = () =>
    sql<{ id: number }>(
      `SELECT p.id ${PUBLIC_PIN} AND p.kind = 'image' AND p.link LIKE 'https://%' AND p.link NOT LIKE 'https://blocked.example/%' ORDER BY p.id DESC LIMIT 1`,
    )[0];

  it('C47: a link check that fails records the clickthrough as check_error and still navigates', async () => {
    const pin = anyPin();
    const { context, page } = await browsing.open();
    const logged: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/v3/offsite/') logged.push(request.postData() ?? '');
    });
    // The check itself fails (the site answers it with a server error).
    await page.route(/\/v3\/offsite\/\?check_only=true/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.goto(`${browsing.baseUrl}/pin/${pin.id}/`);
    await waitForHydration(page);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('a.closeup__source').click()]);
    expect(tab).toBeTruthy();
    await expect.poll(() => logged.map((body) => JSON.parse(JSON.parse(body).aux_data).clickthrough_type)).toContain('check_error');
  });

  it('C47: offline, a click checks nothing and goes nowhere; a Ctrl-click on the same-site /offsite/ link is left to the browser', async () => {
    const pin = anyPin();
    const { context, page } = await browsing.open();
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v3/offsite/') checks.push(request.url());
    });
    await page.goto(`${browsing.baseUrl}/pin/${pin.id}/`);
    await waitForHydration(page);
    const link = page.locator('a.closeup__source');
    expect(await link.getAttribute('href')).toMatch(/^\/offsite\/\?token=/);
    let opened = 0;
    context.on('page', () => opened++);
    await context.setOffline(true);
    await link.click();
    await page.waitForTimeout(1000);
    expect({ opened, checks }).toEqual({ opened: 0, checks: [] });
    await context.setOffline(false);
    // A Ctrl-click is the browser's own (it opens a background tab): the page does not take it over (no
    // preventDefault, seen from the window after React's own listeners), neither checks nor navigates. Whether and
    // when headless Chromium then reports the background tab is the browser's, so the test does not wait on it.
    await page.evaluate(() => {
      window.addEventListener('click', (event) => document.body.setAttribute('data-last-click', event.defaultPrevented ? 'taken' : 'left'), { once: true });
    });
    await link.click({ modifiers: ['Control'] });
    await expect.poll(() => page.locator('body').getAttribute('data-last-click')).toBe('left');
    expect(checks).toEqual([]);
    expect(page.url()).toBe(`${browsing.baseUrl}/pin/${pin.id}/`);
  });
});
