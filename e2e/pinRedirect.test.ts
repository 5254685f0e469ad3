// /pin_redirect (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: "an interstitial page. It opens in a new tab with the parameters
// domain, domainImageUrl, origin (current path plus query), pinCategory, pinImageUrl and
// redirectUrl"): on a closeup whose link goes elsewhere than the domain the pin names, a person's
// click on the source opens it in a new tab, where Continue goes through the signed /offsite/ link.
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

const [pin] = sql<{ id: number; link: string; domain: string; data: string }>(
  `SELECT p.id, p.link, p.domain, p.data FROM pins p JOIN boards b ON b.id = p.board_id
    WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.kind = 'image' AND p.link LIKE 'https://%' AND p.domain IS NOT NULL
    ORDER BY p.id DESC LIMIT 1`,
);
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
// The pin still names its own domain; its link now goes to another site.
const elsewhere = 'https://elsewhere.example/offer';
sql(`UPDATE pins SET link = ${quoted(elsewhere)}, data = json_remove(data, '$.trackedLink') WHERE id = ${pin.id}`);
afterAll(() => sql(`UPDATE pins SET link = ${quoted(pin.link)}, data = ${quoted(pin.data)} WHERE id = ${pin.id}`));

describe('/pin_redirect from the closeup (closeup-and-visitors: Routes and screens)', () => {
  it("C6, C24: clicking a source that leaves the pin's domain opens /pin_redirect in a new tab with its six parameters (closeup-and-visitors: Routes and screens)", async () => {
    const { page, context, errors } = await browsing.open({ cookies: { pb_country: 'US' } });
    await page.goto(`${baseUrl}/pin/${pin.id}/?from=e2e`);
    await waitForHydration(page);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('.closeup__source').click()]);
    await tab.waitForLoadState();
    const opened = new URL(tab.url());
    expect(opened.pathname).toBe('/pin_redirect');
    expect(Object.fromEntries(opened.searchParams)).toMatchObject({
      domain: 'elsewhere.example',
      domainImageUrl: '',
      origin: `/pin/${pin.id}/?from=e2e`,
      redirectUrl: elsewhere,
    });
    expect([...opened.searchParams.keys()].sort()).toEqual(['domain', 'domainImageUrl', 'origin', 'pinCategory', 'pinImageUrl', 'redirectUrl']);
    // The closeup stays where it was.
    expect(page.url()).toBe(`${baseUrl}/pin/${pin.id}/?from=e2e`);
    await tab.locator('[data-test-id="pin-redirect"]').waitFor();
    expect(await tab.textContent('[data-test-id="pin-redirect-elsewhere"]')).toBe(`This Pin names ${pin.domain}, but its link goes to elsewhere.example.`);
    const next = tab.getByRole('link', { name: /^Continue to / });
    expect(await next.getAttribute('href')).toMatch(/^\/offsite\/\?token=/);
    expect(await tab.getByRole('link', { name: 'Back to the Pin' }).getAttribute('href')).toBe(`/pin/${pin.id}/`);
    expect(errors).toEqual([]);
  });
});
