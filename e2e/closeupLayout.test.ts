// The closeup card at each of its breakpoints (docs/rules/closeup-and-visitors.md#constants-spec-002-9): one column without a card below
// 672 px, a 508 px one-column card (488 inside) from 672, a 1016 px two-column card (992 inside) from 1176.
import { describe, expect, it } from 'vitest';
import { CLOSEUP_LAYOUT } from '#shared/constants.ts';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('the closeup layout at its breakpoints', () => {
  const L = CLOSEUP_LAYOUT;
  it.each([
    [L.phoneBelow - 1, 1, null, null],
    [L.oneColumnFrom - 1, 1, null, null],
    [L.oneColumnFrom, 1, L.oneColumnWidth, L.oneColumnContent],
    [L.twoColumnFrom - 1, 1, L.oneColumnWidth, L.oneColumnContent],
    [L.twoColumnFrom, 2, L.twoColumnWidth, L.twoColumnContent],
  ])(
    'C55: a %i px wide window shows the closeup in %i column(s), a card %s px wide with %s px inside',
    { timeout: 60_000 },
    async (width, columns, card, inside) => {
      const [pin] = sql<{ id: number }>("SELECT id FROM pins WHERE deleted_at IS NULL AND kind = 'image' ORDER BY id LIMIT 1");
      const { page, errors } = await browsing.open({ viewport: { width, height: 900 }, cookies: { pb_country: 'US' } });
      await page.goto(`${browsing.baseUrl}/pin/${pin.id}/`);
      await waitForHydration(page);
      const box = await page.locator('[data-test-id="closeup"]').evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          columns: style.gridTemplateColumns.split(' ').length,
          width: el.getBoundingClientRect().width,
          inside: el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
          shadow: style.boxShadow !== 'none',
        };
      });
      expect(box.columns).toBe(columns);
      expect(box.shadow).toBe(card !== null);
      if (card !== null) {
        expect(box.width).toBe(card);
        expect(box.inside).toBe(inside);
      } else {
        expect(box.width).toBeLessThan(L.oneColumnFrom);
      }
      expect(errors).toEqual([]);
    },
  );
});
