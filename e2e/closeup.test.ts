// The closeup journey: open a pin from the grid, use the more menu and the share flyout (a
// document click closes them), open the image viewer, and move through a carousel.
import { describe, expect, it } from 'vitest';
import { closeupUrl, openBrowserSession, PERSON_UA, waitForHydration } from './browser.ts';

const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const browsing = openBrowserSession();

/** The first pin of a kind in the home feed, found through the feed resource. */
async function findPin(kind: string): Promise<string> {
  let bookmark: string | null = null;
  for (let i = 0; i < 40; i++) {
    const options = bookmark ? { bookmark, page_size: 50 } : { page_size: 50 };
    const response = await fetch(`${browsing.baseUrl}/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`, {
      headers: { 'user-agent': PERSON_UA },
    });
    const body = (await response.json()) as {
      resource_response: { data: Array<{ entityId: string; kind: string; carouselData?: { slots: unknown[] } }>; bookmark: string | null };
    };
    const hit = body.resource_response.data.find((p) => p.kind === kind && (kind !== 'carousel' || (p.carouselData?.slots.length ?? 0) >= 3));
    if (hit) return hit.entityId;
    bookmark = body.resource_response.bookmark;
    if (!bookmark) break;
  }
  throw new Error(`no ${kind} pin in the feed`);
}

describe('closeup journey', () => {
  it('C37, C39: opens a pin from the grid, uses the more menu and the share flyout', async () => {
    const { page, errors } = await browsing.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { baseUrl } = browsing;
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const card = page.locator('[data-test-id="pin"]').first();
    const pinId = await card.getAttribute('data-pin-id');
    await card.locator('a.pin-card__image').click();
    await page.waitForURL(closeupUrl(baseUrl, pinId!));
    await page.waitForSelector(`[data-test-id="closeup"][data-pin-id="${pinId}"]`);
    expect(await page.title()).toMatch(/ \| Pinboard$/);

    // More menu (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): a desktop visitor gets the context menu; a document click closes it.
    await page.click('[data-test-id="more-button"]');
    const menu = page.locator('[data-test-id="more-menu"]');
    await menu.waitFor();
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect.poll(() => menu.getByRole('status').textContent()).toContain('Link copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/pin/${pinId}/`);
    await page.mouse.click(5, 300);
    await menu.waitFor({ state: 'detached' });

    // Share flyout: copy link, share targets, and (signed out) the login prompt to send.
    await page.click('[data-test-id="share-button"]');
    const flyout = page.locator('[data-test-id="share-flyout"]');
    await flyout.waitFor();
    expect(await flyout.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent(`${baseUrl}/pin/${pinId}/`));
    expect(await flyout.getByRole('link', { name: 'Log in to send this Pin' }).count()).toBe(1);
    await flyout.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => flyout.getByRole('status').textContent()).toContain('Link copied!');
    await page.mouse.click(5, 300);
    await flyout.waitFor({ state: 'detached' });

    // The related pins come in below as the grid nears the screen.
    await page.waitForSelector('[data-test-id="related"] [data-test-id="pin"]');
    expect(errors).toEqual([]);
  });

  it('C37: gives a signed-out mobile visitor the pinner overlay from the more button (closeup-and-visitors: States and actions)', async () => {
    const id = await findPin('image');
    const { page, errors } = await browsing.open({ viewport: { width: 390, height: 844 }, userAgent: MOBILE_UA, mobile: true });
    await page.goto(`${browsing.baseUrl}/pin/${id}/`);
    await waitForHydration(page);
    await page.click('[data-test-id="more-button"]');
    const overlay = page.locator('[data-test-id="more-overlay"]');
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('Saved by');
    expect(await page.locator('[data-test-id="more-menu"]').count()).toBe(0);
    await page.mouse.click(200, 200);
    await overlay.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('C23: opens the image viewer with #imgViewer (closeup-and-visitors: Routes and screens)', async () => {
    const { page, errors } = await browsing.open();
    const { baseUrl } = browsing;
    const id = await findPin('image');
    await page.goto(`${baseUrl}/pin/${id}/#imgViewer`);
    await waitForHydration(page);
    await page.waitForSelector('[data-test-id="image-viewer"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-test-id="image-viewer"]', { state: 'detached' });
    await page.click('.closeup__image-link');
    await page.waitForSelector('[data-test-id="image-viewer"]');
    expect(page.url()).toBe(`${baseUrl}/pin/${id}/#imgViewer`);
    expect(errors).toEqual([]);
  });

  it('C38: moves through a carousel: arrows disabled at the ends, dots follow (closeup-and-visitors: States and actions)', async () => {
    const { page, errors } = await browsing.open();
    const { baseUrl } = browsing;
    const id = await findPin('carousel');
    await page.goto(`${baseUrl}/pin/${id}/`);
    await waitForHydration(page);
    const carousel = page.locator('[data-test-id="carousel"]');
    const prev = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });
    const dots = carousel.getByRole('tab');
    const slides = await dots.count();
    expect(slides).toBeGreaterThanOrEqual(3);
    expect(await dots.first().evaluate((el) => el.getBoundingClientRect().width)).toBe(8);
    expect(await prev.isDisabled()).toBe(true);
    for (let i = 1; i < slides; i++) {
      await next.click();
      await expect.poll(() => carousel.getAttribute('data-index')).toBe(String(i));
      expect(await dots.nth(i).getAttribute('aria-selected')).toBe('true');
    }
    expect(await next.isDisabled()).toBe(true);
    await prev.click();
    await expect.poll(() => carousel.getAttribute('data-index')).toBe(String(slides - 2));
    expect(await next.isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  });
});
