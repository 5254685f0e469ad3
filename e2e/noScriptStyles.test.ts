// Without JavaScript at 1280x900 and on a 390x844 phone, what the server renders is styled: a recipe closeup's rating
// stars (its rich data, a part with its own chunk) are drawn, not blank spans (docs/performance.md; tests/unit/partStyles.test.ts
// checks every part of every page in the build).
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('server-rendered parts without JavaScript (docs/architecture.md: Page chunks)', () => {
  it.each(SCREENS)('Page chunks: on a $name without JavaScript a recipe closeup draws its rating stars', async ({ options }) => {
    const [pin] = sql<{ id: number }>(
      `SELECT id FROM pins WHERE kind = 'recipe' AND deleted_at IS NULL AND origin_pin_id IS NULL
         AND json_type(data, '$.richSummary.aggregateRating.ratingValue') IN ('integer', 'real')
         AND json_extract(data, '$.richSummary.aggregateRating.ratingValue') BETWEEN 1 AND 5 ORDER BY id LIMIT 1`,
    );
    const { page } = await browsing.open({ ...options, javaScriptEnabled: false, cookies: { pb_country: 'US' } });
    await page.goto(`${browsing.baseUrl}/pin/${pin!.id}/`);
    const stars = page.locator('[data-test-id="closeup"] [data-test-id="rating"] .star-icon');
    expect(await stars.count()).toBe(5);
    // Each star is a drawn shape: a mask over a painted box of its size.
    const drawn = await stars.evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none';
        return style.maskImage !== 'none' && painted && box.width > 0 && box.height > 0;
      }),
    );
    expect(drawn).toEqual([true, true, true, true, true]);
  });
});
