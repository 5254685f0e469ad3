// The experiences layer's logs leave the page (docs/rules/experiences.md#client-logs): what a real browser
// logs (NoAction, an empty link, an error boundary's report) is read back from the site's client_logs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inLogSample } from '#shared/events/deviceCodes.ts';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

/** A Cloudflare ray id inside the 10 % sample of NoAction and empty links (the request id the worker samples by). */
const SAMPLED_RAY = (() => {
  for (let i = 1; ; i++) {
    const id = (i * 104_729).toString(16).padStart(16, '0');
    if (inLogSample(id, 0.1)) return id;
  }
})();

interface LogRow {
  name: string;
  placement_id: number | null;
  experience_id: number | null;
  route: string;
  error_name: string | null;
  error_message: string | null;
  error_stack: string | null;
  boundary_name: string | null;
  boundary_type: string | null;
}

const logsOf = (name: string, placement: number): LogRow[] =>
  sql<LogRow>(
    `SELECT name, placement_id, experience_id, route, error_name, error_message, error_stack, boundary_name, boundary_type
       FROM client_logs WHERE name = '${name}' AND placement_id = ${placement}`,
  );

/** A visitor from the US (no consent banner) whose requests carry the sampled ray, on the home page with `placed` triggered. */
async function homeWith(placed: string, before?: (page: Page) => Promise<void>) {
  const visit = await browsing.open({ cookies: { pb_country: 'US' } });
  const { page } = visit;
  await page.setExtraHTTPHeaders({ 'cf-ray': SAMPLED_RAY });
  await before?.(page);
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
  expect(await page.evaluate(async (id) => (await fetch(`/v3/experiences/${id}/trigger/`, { method: 'PUT' })).status, placed)).toBe(200);
  await page.reload();
  await waitForHydration(page);
  return visit;
}

describe('experience logs at the server', () => {
  it('B17: NoAction, 4 s after an experience at a no-action placement is shown, is kept at the server', async () => {
    const { page } = await homeWith('1000421:510120');
    await page.locator('[data-test-id="experience-1000421-510120"]').waitFor();
    await expect
      .poll(() => logsOf('NoAction', 1000421), { timeout: 15_000 })
      .toEqual([expect.objectContaining({ name: 'NoAction', placement_id: 1000421, experience_id: 510120, route: '/', error_name: null })]);
  });

  it('B19: an experience link with an empty href is not followed and is logged at the server as link_navigation_empty_href', async () => {
    const { page } = await homeWith('1000103:501153');
    const hero = page.locator('[data-test-id="experience-1000103-501153"]');
    await hero.getByRole('link', { name: 'Done', exact: true }).click();
    await expect
      .poll(() => logsOf('link_navigation_empty_href', 1000103), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ placement_id: 1000103, experience_id: 501153, route: '/' })]);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('B26: an experience that throws is caught by its boundary, and the report (name, message, stack, boundary, type) is kept at the server', async () => {
    // A browser in which finding the pulsar's anchor fails: the tooltip's effect throws.
    const { page, errors } = await homeWith('1000121:510021', async (p) => {
      await p.addInitScript(() => {
        const find = Document.prototype.querySelector;
        Document.prototype.querySelector = function (this: Document, selector: string) {
          if (selector === '.header__logo') throw new TypeError('anchor lookup failed');
          return find.call(this, selector);
        } as typeof find;
      });
    });
    await expect.poll(() => logsOf('error_boundary', 1000121), { timeout: 15_000 }).toHaveLength(1);
    const [row] = logsOf('error_boundary', 1000121);
    expect(row).toMatchObject({
      experience_id: 510021,
      route: '/',
      error_name: 'TypeError',
      error_message: 'anchor lookup failed',
      boundary_name: 'experience:tooltip',
      boundary_type: 'secondary',
    });
    expect(row.error_stack).toContain('TypeError');
    // Nothing shows in its place, and the page goes on.
    expect(await page.locator('[data-test-id="experience-1000121-510021"]').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('anchor lookup failed'))).toEqual([]);
  });
});
