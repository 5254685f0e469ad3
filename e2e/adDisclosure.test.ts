// A promoted pin always says so (docs/rules/pin-card.md#who-it-serves-spec-000-1, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): a member in experience 500417, whose card
// footers start hidden, still sees each ad's promoter and its "Promoted" label, on a desktop and
// on a 390 px phone.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, PHONE_UA, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();
const GROUPS = '?exp=footer_hiding_500417:enabled,ad_label_wording:promoted';

describe('ad disclosure in the footer-hiding experiment (pin-card: Who it serves, Card states and the save flow)', () => {
  it.each([
    ['desktop', {}],
    ['390 px phone', { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true }],
  ])('A20: labels a promoted pin for a member on a %s', async (_name, options) => {
    const { page, errors } = await browsing.signIn('demo', `/${GROUPS}`, options);
    await page.waitForSelector('[data-test-id="masonry"]');
    await waitForHydration(page);
    // The experiment hides every footer but the ad disclosure; reactions are not part of what it hides (A43).
    expect(await page.locator('.pin-card__footer:not([data-test-id="pin-disclosure"]) > :not([data-test-id="pin-reactions"])').count()).toBe(0);
    const ad = page.locator('[data-test-id="pin"][data-pin-kind="ad"]').first();
    await ad.scrollIntoViewIfNeeded();
    const label = ad.locator('[data-test-id="ad-label"]');
    await expect.poll(() => label.isVisible()).toBe(true);
    expect(await label.textContent()).toBe('Promoted');
    const promoter = ad.locator('.pin-card__attribution-name');
    expect(await promoter.isVisible()).toBe(true);
    expect((await promoter.textContent())?.trim().length).toBeGreaterThan(0);
    // The disclosure sits inside the card, below the image, not over it.
    const [card, disclosure] = await Promise.all([ad.boundingBox(), ad.locator('[data-test-id="pin-disclosure"]').boundingBox()]);
    expect(disclosure!.y + disclosure!.height).toBeLessThanOrEqual(card!.y + card!.height + 1);
    expect(errors).toEqual([]);
  });
});
