// A member's closeup on a 390x844 touch phone, by finger: whatever the pin's kind and however tall its media, Save is on
// the first screen above the tab bar with no upsell above the pin, and for the first seconds nothing floating (the
// feed's loading line, a toast) stands over it; the closeup's ••• sheet has the same frame as every sheet.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextPaint, openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { PHONE } from './touch.ts';

const browsing = openBrowserSession();

/** The tallest pin of `kind` a member may open (its picture's height over its width). */
const tallestOf = (kind: string) =>
  sql<{ id: number }>(
    `SELECT p.id FROM pins p JOIN images i ON i.signature = p.image_signature JOIN boards b ON b.id = p.board_id
      WHERE p.kind = '${kind}' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL AND b.privacy = 'public' AND p.is_promoted = 0
      ORDER BY i.height * 1.0 / i.width DESC, p.id LIMIT 1`,
  )[0]?.id;

/** For `ms` after now, every frame: whether the middle of the closeup's Save is Save itself (nothing drawn over it). */
const saveUncoveredFor = (page: Page, ms: number) =>
  page.evaluate(async (span) => {
    const covers: string[] = [];
    const end = performance.now() + span;
    while (performance.now() < end) {
      await new Promise(requestAnimationFrame);
      const save = document.querySelector('[data-test-id="closeup"] .closeup__actions .save-control');
      const box = save?.getBoundingClientRect();
      if (!save || !box) continue;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (top && !save.contains(top)) covers.push(`${top.className || top.tagName}: ${(top.textContent ?? '').trim().slice(0, 30)}`);
    }
    return [...new Set(covers)];
  }, ms);

describe("a member's closeup on a phone (closeup-and-visitors: Routes and screens)", () => {
  for (const kind of ['image', 'gif', 'video', 'carousel', 'story', 'product', 'recipe', 'article', 'collection']) {
    it(`the tallest ${kind} pin's closeup has Save on the first screen above the tab bar, no upsell above the pin, and nothing floating over Save (closeup-and-visitors: Routes and screens)`, async () => {
      const pinId = tallestOf(kind);
      expect(pinId).toBeDefined();
      const { page, errors } = await browsing.signIn('demo', `/pin/${pinId}/`, PHONE);
      await waitForHydration(page);
      const closeup = page.locator('[data-test-id="closeup"]');
      const save = closeup.locator('.closeup__actions .save-control').getByRole('button').last();
      await save.waitFor();
      // Nothing but the header (and the app bar) stands above the pin: no message of the top region.
      expect(await page.locator('[data-region="top"]').count()).toBe(0);
      expect(await saveUncoveredFor(page, 3000)).toEqual([]);
      const box = (await save.boundingBox())!;
      const bar = (await page.locator('[data-test-id="tab-bar"]').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
      expect(errors).toEqual([]);
    });
  }
});

describe('every sheet has one frame; a popover stays by its control (interface: phones)', () => {
  it("the closeup's ••• sheet on a phone has a title and a close button over the dimmed page, like the card's sheet (closeup-and-visitors: States and actions)", async () => {
    const pinId = tallestOf('image');
    const { page, errors } = await browsing.signIn('demo', `/pin/${pinId}/`, PHONE);
    await waitForHydration(page);
    await page.locator('[data-test-id="closeup"]').getByRole('button', { name: 'More options' }).tap();
    const sheet = page.getByRole('dialog', { name: 'More options' });
    await sheet.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    expect(await sheet.getByRole('heading', { name: 'More options' }).isVisible()).toBe(true);
    expect(await sheet.evaluate((el) => getComputedStyle(el).boxShadow)).toMatch(/rgba\(0, 0, 0, 0\.4\) 0px 0px 0px \d+px/);
    await sheet.getByRole('button', { name: 'Close' }).tap();
    await sheet.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it("the header's menu sheet on a phone has a title and a close button (closeup-and-visitors: Routes and screens)", async () => {
    const { page, errors } = await browsing.signIn('demo', '/', PHONE);
    await waitForHydration(page);
    await page.locator('header.header').getByRole('button', { name: 'Account menu', exact: true }).tap();
    const sheet = page.locator('[data-test-id="header-menu"]');
    expect(await sheet.getByRole('heading', { name: 'Account menu' }).isVisible()).toBe(true);
    await sheet.getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("the desktop share popover stands by its Share button, no wider than 400 px, and leaves the pin's picture uncovered (closeup-and-visitors: Routes and screens)", async () => {
    const pinId = tallestOf('image');
    const { page, errors } = await browsing.signIn('demo', `/pin/${pinId}/`, { viewport: { width: 1280, height: 900 } });
    await waitForHydration(page);
    const share = page.locator('[data-test-id="closeup"]').getByRole('button', { name: 'Share' });
    await share.click();
    const popover = page.getByRole('dialog', { name: 'Share' });
    await popover.getByRole('button', { name: 'Copy link' }).waitFor();
    // Its people to send to arrive after it opens: measured once they are there, and it has been placed again.
    await popover.getByText('@partner').first().waitFor();
    await nextPaint(page);
    await nextPaint(page);
    const [box, button, media] = await Promise.all([popover.boundingBox(), share.boundingBox(), page.locator('.closeup__media').boundingBox()]);
    expect(box!.width).toBeLessThanOrEqual(400);
    // Next to its button: it starts within its own width of the button's edges.
    expect(Math.abs(box!.x - button!.x)).toBeLessThanOrEqual(400);
    const overlap = Math.max(0, Math.min(box!.x + box!.width, media!.x + media!.width) - Math.max(box!.x, media!.x));
    expect(overlap).toBe(0);
    expect(await popover.getByRole('button', { name: 'Close' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
