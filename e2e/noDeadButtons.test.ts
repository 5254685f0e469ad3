// No dead buttons without JavaScript, as a person meets them (docs/architecture.md#page-forms-before-and-without-javascript):
// with scripts off, at 1280x900 and on a 390x844 touch phone, every button a person sees does something. The cookie
// banner's Accept all and Reject all post the choice and the page comes back without the banner; a member's Follow on a
// topic follows it; a control that needs the client is not shown (tests/worker/noDeadButtons.test.ts walks every page):
// a carousel's arrows and dots among them; a builder, whose Publish needs the client, says so.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, PHONE_UA, type VisitOptions } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const SIZES = [
  ['1280x900', { viewport: { width: 1280, height: 900 } }],
  ['a 390x844 touch phone', { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true }],
] as const satisfies readonly (readonly [string, VisitOptions])[];

/** The buttons a person sees that only a script could make do something: not a form's, and not opening a native popover. */
const visibleScriptButtons = (page: Page) =>
  page
    .locator('button[type="button"]:not([popovertarget])')
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => b.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((b) => (b.getAttribute('aria-label') || b.textContent || '').trim()),
    );

/** A builder's note that it needs JavaScript (client/features/pinBuilder/NeedsScriptNotice.tsx). */
const notice = (page: Page) => page.locator('[data-test-id="needs-script-notice"]');

describe('without JavaScript, no dead buttons (architecture: Page forms before and without JavaScript)', () => {
  for (const [size, options] of SIZES) {
    const press = (page: Page, name: string) =>
      size === '1280x900' ? page.getByRole('button', { name, exact: true }).click() : page.getByRole('button', { name, exact: true }).tap();

    it(`Page forms: an EU visitor at ${size} sees only buttons that work, and Reject all takes the cookie banner away`, async () => {
      const { page, errors } = await browsing.open({ ...options, javaScriptEnabled: false, cookies: { pb_country: 'DE' } });
      await page.goto(`${baseUrl}/`);
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      expect(await banner.isVisible()).toBe(true);
      expect(await visibleScriptButtons(page)).toEqual([]);
      // The form posts and the page comes back (to the same address): the banner is gone from the new document.
      const back = page.waitForEvent('framenavigated');
      await press(page, 'Reject all');
      await back;
      await page.waitForLoadState();
      expect(page.url()).toBe(`${baseUrl}/`);
      expect(await banner.count()).toBe(0);
      expect(await visibleScriptButtons(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  for (const [size, options] of SIZES) {
    it(`Page forms: at ${size} a carousel's and a story's closeup show no arrows or dots that do nothing`, async () => {
      const pins = sql<{ id: number }>(
        `SELECT (SELECT p.id FROM pins p WHERE p.kind = k.kind AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL ORDER BY length(p.data) DESC LIMIT 1) AS id
           FROM (SELECT 'carousel' AS kind UNION ALL SELECT 'story') k`,
      );
      const { page, errors } = await browsing.open({ ...options, javaScriptEnabled: false });
      for (const { id } of pins) {
        await page.goto(`${baseUrl}/pin/${id}/`);
        // The first slide (or page) shows; its arrows and dots wait for the script that moves them.
        await page.locator('.carousel__slide, .story__page').first().waitFor();
        expect([id, await visibleScriptButtons(page)]).toEqual([id, []]);
      }
      expect(errors).toEqual([]);
    });

    it(`Page forms: at ${size} without JavaScript each builder says it needs JavaScript, with it nothing is said`, async () => {
      const builders = [
        ['/pin-builder/', 'Create Pin needs JavaScript'],
        ['/idea-pin-builder/', 'Creating a story Pin needs JavaScript'],
      ] as const;
      const { page, errors } = await browsing.signIn('demo', '/pin-builder/', { ...options, javaScriptEnabled: false });
      for (const [path, words] of builders) {
        await page.goto(`${baseUrl}${path}`);
        // (Playwright's text search skips <noscript>, where the note lives: it is found by its id and read.)
        expect(await notice(page).isVisible()).toBe(true);
        expect(await notice(page).textContent()).toContain(words);
      }
      const [own] = sql<{ id: number }>(
        "SELECT p.id FROM pins p JOIN users u ON u.id = p.pinner_id WHERE u.username = 'demo' AND p.deleted_at IS NULL AND p.kind = 'image' ORDER BY p.id LIMIT 1",
      );
      await page.goto(`${baseUrl}/pin/${own.id}/edit/`);
      expect(await notice(page).isVisible()).toBe(true);
      expect(await notice(page).textContent()).toContain('Edit Pin needs JavaScript');
      expect(errors).toEqual([]);
      const scripted = await browsing.signIn('demo', '/pin-builder/', options);
      await scripted.page.getByRole('heading', { name: 'Create Pin' }).waitFor();
      // With scripts on, the browser never parses the <noscript> note into the page.
      expect(await notice(scripted.page).count()).toBe(0);
    });
  }

  it('Page forms: a member at 1280x900 follows a topic with Follow and unfollows it with Following', async () => {
    sql(
      "DELETE FROM interest_follows WHERE user_id = (SELECT id FROM users WHERE username = 'demo') AND interest_id = (SELECT id FROM interests WHERE url_name = 'home-decor')",
    );
    const { page, errors } = await browsing.signIn('demo', '/topics/home-decor/', { ...SIZES[0][1], javaScriptEnabled: false });
    expect(await visibleScriptButtons(page)).toEqual([]);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
