// The card's right-click clickthrough (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7) in a real
// browser: a right-click on a hovered card's source link is remembered, and when the person comes back to the page
// (the window regains focus) it is logged once with POST /v3/offsite/; a right-click on the card's own pin link is not.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();

interface OffsitePost {
  check_only: boolean;
  pin_id: string;
  url?: string;
  aux_data: string;
}

function watchOffsitePosts(page: Page): OffsitePost[] {
  const posts: OffsitePost[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v3/offsite/') posts.push(JSON.parse(request.postData() ?? '{}') as OffsitePost);
  });
  return posts;
}

/** The person comes back to the page after opening a link elsewhere: the window gets focus again. */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));

describe('right-click on a card', () => {
  it('A35: a right-click on the source link of a hovered card is logged as a clickthrough on return; one on its pin link is not', async () => {
    const { page, errors } = await browsing.open();
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    const posts = watchOffsitePosts(page);
    const card = page
      .locator('[data-test-id="pin"]:has(.pin-card__image)')
      .filter({ has: page.locator('[data-test-id="outbound-link"]') })
      .first();
    await card.waitFor({ state: 'attached' });
    const pinId = (await card.getAttribute('data-pin-id')) ?? '';
    const slot = Number(await card.getAttribute('data-slot-index'));
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await expect.poll(() => card.getAttribute('data-hover')).toBe('active');

    // The card's own link leads to the pin page: nothing to log.
    await card.locator('.pin-card__image').click({ button: 'right' });
    await comeBack(page);
    await page.waitForTimeout(400);
    expect(posts).toEqual([]);

    // Its source link leads away: logged once, when the person comes back.
    await card.hover();
    await card.locator('[data-test-id="outbound-link"]').click({ button: 'right' });
    expect(posts).toEqual([]);
    await comeBack(page);
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ check_only: false, pin_id: pinId });
    expect(JSON.parse(posts[0].aux_data)).toMatchObject({ clickthrough_type: 'rightClick', objectId: pinId, slot_index: slot });
    await comeBack(page);
    await page.waitForTimeout(400);
    expect(posts.length).toBe(1);
    expect(errors).toEqual([]);
  });
});
