// Story and collection pins on the closeup in a real browser: page through a story with the
// buttons, the dots and the arrow keys while its box keeps its height (no layout shift), and a
// collection's items link to their pins; the console stays clean throughout.
import { describe, expect, it } from 'vitest';
import type { Pin } from '#shared/types.ts';
import { openBrowserSession, PERSON_UA, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();

/** The first pin of the home feed matching a test, found through the feed resource. */
async function findPin(test: (pin: Pin) => boolean): Promise<Pin> {
  let bookmark: string | null = null;
  for (let i = 0; i < 40; i++) {
    const options = bookmark ? { bookmark, page_size: 50 } : { page_size: 50 };
    const response = await fetch(`${browsing.baseUrl}/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`, {
      headers: { 'user-agent': PERSON_UA },
    });
    const body = (await response.json()) as { resource_response: { data: Pin[]; bookmark: string | null } };
    const hit = body.resource_response.data.find(test);
    if (hit) return hit;
    bookmark = body.resource_response.bookmark;
    if (!bookmark) break;
  }
  throw new Error('no matching pin in the feed');
}

describe('story pin closeup', () => {
  it('pages through with buttons, dots and arrow keys without moving the layout', async () => {
    const { page, errors } = await browsing.open();
    const { baseUrl } = browsing;
    const pin = await findPin((p) => p.kind === 'story' && !p.storyPinData?.isDeleted && (p.storyPinData?.pages.length ?? 0) >= 3);
    const count = pin.storyPinData!.pages.length;
    const network = watchNetwork(page);
    await page.goto(`${baseUrl}/pin/${pin.entityId}/`);
    await waitForHydration(page);
    // The visitor's messages (heroes, banners) arrive after hydration and take their own space
    // above the page: measured once they are in.
    await network.quiet();
    const story = page.locator('[data-test-id="story"]');
    const viewport = page.locator('[data-test-id="story-viewport"]');
    const progress = page.locator('[data-test-id="story-progress"]');
    const prev = story.getByRole('button', { name: 'Previous page' });
    const next = story.getByRole('button', { name: 'Next page' });
    const height = async () => (await viewport.boundingBox())!.height;
    const top = async () => (await page.locator('.closeup__details').boundingBox())!.y;

    const box = await height();
    const detailsTop = await top();
    expect(box).toBeGreaterThan(100);
    expect(await progress.textContent()).toBe(`1 of ${count}`);
    expect(await prev.isDisabled()).toBe(true);

    // Buttons: forward to the last page (next disabled there), one back.
    for (let i = 2; i <= count; i++) {
      await next.click();
      await expect.poll(() => progress.textContent()).toBe(`${i} of ${count}`);
      expect(await height()).toBe(box);
    }
    expect(await next.isDisabled()).toBe(true);
    await prev.click();
    await expect.poll(() => progress.textContent()).toBe(`${count - 1} of ${count}`);

    // Dots jump to a page; keys page from the focused viewer and stop at the ends.
    await story.getByRole('tab', { name: 'Page 1' }).click();
    await expect.poll(() => progress.textContent()).toBe(`1 of ${count}`);
    await story.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await progress.textContent()).toBe(`1 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => progress.textContent()).toBe(`2 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => progress.textContent()).toBe(`3 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => progress.textContent()).toBe(`2 of ${count}`);

    // The shown page is the only one not hidden from assistive technology, and its image loaded.
    expect(await story.locator('[data-test-id="story-page"][aria-hidden="false"]').count()).toBe(1);
    expect(await story.getAttribute('data-index')).toBe('1');
    expect(await height()).toBe(box);
    expect(await top()).toBe(detailsTop);
    expect(errors).toEqual([]);
  });
});

describe('collection pin closeup', () => {
  it('links its items to their pins', async () => {
    const { page, errors } = await browsing.open();
    const { baseUrl } = browsing;
    const pin = await findPin((p) => p.kind === 'collection' && (p.collectionItems?.length ?? 0) > 0);
    await page.goto(`${baseUrl}/pin/${pin.entityId}/`);
    await waitForHydration(page);
    const items = page.locator('[data-test-id="collection-item"]');
    expect(await items.count()).toBe(pin.collectionItems!.length);
    // The grid sits in the media column under the cover, not beside the details.
    const cover = (await page.locator('.closeup__media').first().boundingBox())!;
    const first = (await items.first().boundingBox())!;
    expect(first.y).toBeGreaterThanOrEqual(cover.y + cover.height);
    expect(first.x + first.width).toBeLessThanOrEqual(cover.x + cover.width + 1);
    const link = page.locator('[data-test-id="collection-item-pin"]').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/pin\/\d+\/$/);
    await link.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await page.waitForSelector(`[data-test-id="closeup"][data-pin-id="${href!.split('/')[2]}"]`);
    expect(errors).toEqual([]);
  });

  it('A51: a click on an item’s outbound chip logs a chip clickthrough with its position and creative type (pin-card: Calls)', async () => {
    const { page } = await browsing.open();
    const { baseUrl } = browsing;
    const pin = await findPin((p) => p.kind === 'collection' && !p.isPromoted && (p.collectionItems ?? []).slice(1).some((item) => item.link));
    const position = pin.collectionItems!.findIndex((item, i) => i > 0 && item.link);
    const chips = () =>
      sql<{ aux_data: string }>(`SELECT aux_data FROM offsite_clickthroughs WHERE pin_id = ${pin.entityId} AND clickthrough_type = 'chip' ORDER BY id`);
    const before = chips().length;
    await page.goto(`${baseUrl}/pin/${pin.entityId}/`);
    await waitForHydration(page);
    const chip = page.locator('[data-test-id="collection-item"]').nth(position).locator('a.collection__link');
    await chip.click();
    await expect.poll(() => chips().length, { timeout: 10_000 }).toBe(before + 1);
    const aux = JSON.parse(chips()[before].aux_data) as Record<string, unknown>;
    expect(aux).toMatchObject({ clickthrough_type: 'chip', collection_pin_click_position: position, client_creative_type: 1 });
  });
});
