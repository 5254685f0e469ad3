// docs/rules/experiences.md#calls-spec-001-7: clicking an experience's off-site link logs a clickthrough to its placement, with
// the time to offsite (from the click until the link is on its way) and the duration the
// experience had been shown; the server counts it when that time is under 500,000,000 ns.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

type Row = { time_to_offsite_ns: number; duration_ms: number; counted: number };

describe('experience clickthroughs (experiences: Calls)', () => {
  it("B4: the nag modal's complete is a link, nofollow as it leaves the site (experiences: Nag modal)", async () => {
    const { page } = await browsing.open({ cookies: { pb_country: 'US' } });
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    expect(await page.evaluate(async () => (await fetch('/v3/experiences/1000110:510010/trigger/', { method: 'PUT' })).status)).toBe(200);
    await page.reload();
    await waitForHydration(page);
    const modal = page.locator('[data-test-id="experience-1000110-510010"]');
    await modal.waitFor({ timeout: 10_000 });
    const complete = modal.getByRole('link', { name: 'Get it' });
    const href = await complete.getAttribute('href');
    expect(new URL(href ?? '', browsing.baseUrl).origin).not.toBe(new URL(browsing.baseUrl).origin);
    expect(await complete.getAttribute('rel')).toBe('nofollow');
  });

  it("B25: the nag modal's off-site link logs a clickthrough to placement 1000110 with its timings (experiences: Calls)", async () => {
    const { page } = await browsing.open({ cookies: { pb_country: 'US' } });
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    expect(await page.evaluate(async () => (await fetch('/v3/experiences/1000110:510010/trigger/', { method: 'PUT' })).status)).toBe(200);
    await page.reload();
    await waitForHydration(page);
    const modal = page.locator('[data-test-id="experience-1000110-510010"]');
    await modal.waitFor({ timeout: 10_000 });
    const since = Date.now();
    // The https link leaves in this tab (docs/rules/experiences.md#validation-spec-001-5); off-site hosts never resolve in tests, so the
    // browser shows its error page there, which is leaving all the same.
    await modal.getByRole('link', { name: 'Get it' }).click();
    const rows = () =>
      sql<Row>(
        `SELECT time_to_offsite_ns, duration_ms, counted FROM experience_clickthroughs WHERE placement_id = 1000110 AND experience_id = 510010 AND created_at >= ${since}`,
      );
    await expect.poll(() => rows().length, { timeout: 10_000 }).toBe(1);
    const [row] = rows();
    expect(row.time_to_offsite_ns).toBeGreaterThan(0);
    expect(row.duration_ms).toBeGreaterThan(0);
    expect(row.counted).toBe(row.time_to_offsite_ns < 500_000_000 ? 1 : 0);
  });
});
