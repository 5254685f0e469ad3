// A saved card as a person meets it: on a desktop card Save reads "Saved", dark and pressed, and the board button beside
// it names the board once; and a card's picture opens its pin from its centre whatever the card shows, saved or not, at
// rest or hovered, on the profile's small cards too (docs/rules/pin-card.md, Save toast and saved overlays).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, PHONE_UA, type VisitOptions, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { watchNetwork } from './network.ts';
import { notSavedBy } from './openPins.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const DESKTOP: VisitOptions = { viewport: { width: 1280, height: 900 } };
const PHONE: VisitOptions = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true };

/** Where the control's parts stand and what they say, as a person sees the hovered card. */
async function controls(card: Locator) {
  return card.evaluate((c) => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r ? { left: r.left, right: r.right, top: r.top } : null;
    };
    const save = c.querySelector('[data-test-id="save-button"]');
    const board = c.querySelector('.save-control__board');
    return {
      card: box(c),
      save: box(save),
      board: box(board),
      saveText: save?.textContent ?? '',
      boardText: board?.textContent ?? '',
      boardTitle: board?.getAttribute('title') ?? '',
      saveBackground: save ? getComputedStyle(save).backgroundColor : '',
    };
  });
}

describe('a saved card (pin-card: Save toast and saved overlays)', () => {
  it('A27: at 1280x900 a card saved with the mouse reads "Saved", dark and pressed, and names its board once, in the button beside it', async () => {
    const { page, errors } = await browsing.signIn('demo', '/?exp=quick_save:control', DESKTOP);
    await waitForHydration(page);
    const unsaved = page.locator('[data-test-id="pin"][data-save-control="inline"][data-pin-kind="image"]:not(:has([data-save-state="saved"]))');
    await unsaved.nth(1).waitFor();
    // Held by id, and by the root a save counts: a card may look unsaved while demo saved its pin through another copy.
    const [id, otherId] = notSavedBy('demo', await unsaved.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-pin-id') ?? '')));
    const card = page.locator(`[data-test-id="pin"][data-pin-id="${id}"]`).first();
    const other = page.locator(`[data-test-id="pin"][data-pin-id="${otherId}"]`).first();
    await other.hover();
    const unsavedLook = await controls(other);
    await card.hover();
    // The board Save goes to, once the member's boards are known ("…" until then).
    await expect.poll(async () => (await controls(card)).boardText.startsWith('…')).toBe(false);
    const board = (await controls(card)).boardText.replace(/\s*▾\s*$/, '');
    await card.locator('[data-test-id="save-button"]').click();
    await expect.poll(() => page.locator('[data-test-id="save-toast-text"]').textContent()).toBe(`Saved to ${board}`);
    await card.hover();
    // "Saved!" for a moment, then "Saved": the name is said by the board button, not twice.
    await expect.poll(async () => (await controls(card)).saveText).toBe('Saved');
    const saved = await controls(card);
    expect(saved.boardText).toBe(`${board} ▾`);
    expect(saved.boardTitle).toBe(board);
    // Dark where an unsaved Save is the accent colour.
    expect(saved.saveBackground).toBe('rgb(17, 17, 17)');
    expect(saved.saveBackground).not.toBe(unsavedLook.saveBackground);
    // Both in one row inside the card, the board button first.
    expect(saved.board && saved.save && saved.card).toBeTruthy();
    if (!saved.board || !saved.save || !saved.card) return;
    expect(Math.abs(saved.board.top - saved.save.top)).toBeLessThan(1);
    expect(saved.board.right).toBeLessThanOrEqual(saved.save.left);
    expect(saved.board.left).toBeGreaterThanOrEqual(saved.card.left - 0.5);
    expect(saved.save.right).toBeLessThanOrEqual(saved.card.right + 0.5);
    expect(errors).toEqual([]);
  });
});

/**
 * The public original image pin with the widest picture (shortest for its width) that demo has not saved, among those
 * at least 0.65 as tall as wide: on the profile's 175 px cards about 114 px tall, room for the hover controls' top and
 * bottom rows (each 8 px in, up to 44 px) with the centre between them.
 */
function widestPicture(): string {
  const [row] = sql<{ id: number }>(
    `SELECT p.id FROM pins p JOIN images i ON i.signature = p.image_signature JOIN boards b ON b.id = p.board_id
      WHERE p.kind = 'image' AND p.origin_pin_id IS NULL AND p.deleted_at IS NULL AND p.is_promoted = 0 AND b.privacy = 'public'
        AND p.pinner_id <> (SELECT id FROM users WHERE username = 'demo') AND i.height * 1.0 / i.width >= 0.65
        AND NOT EXISTS (SELECT 1 FROM pins s WHERE s.origin_pin_id = p.id AND s.deleted_at IS NULL
                          AND s.pinner_id = (SELECT id FROM users WHERE username = 'demo'))
      ORDER BY i.height * 1.0 / i.width, p.id LIMIT 1`,
  );
  return String(row.id);
}

/** Every card's picture in view whose centre is not its own: what a press there would reach instead. */
async function coveredCentres(page: Page): Promise<string[]> {
  return page.locator('[data-test-id="pin"] a.pin-card__image').evaluateAll((links) =>
    links.flatMap((link) => {
      const r = link.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width < 1 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return [];
      const hit = document.elementFromPoint(x, y);
      if (!hit || link === hit || link.contains(hit)) return [];
      const id = link.closest('[data-test-id="pin"]')?.getAttribute('data-pin-id');
      return [`pin ${id}: covered by <${hit.tagName.toLowerCase()} class="${hit.getAttribute('class') ?? ''}"> "${hit.textContent?.trim().slice(0, 30)}"`];
    }),
  );
}

describe("a card's picture opens its pin from its centre (pin-card: Card states and the save flow)", () => {
  for (const [size, options] of [
    ['1280x900', DESKTOP],
    ['a 390x844 touch phone', PHONE],
  ] as const) {
    const phone = size !== '1280x900';
    it(`A21: at ${size}, on the profile's small cards, a saved wide picture is pressed at its centre and opens, at rest or hovered`, async () => {
      const { page, errors } = await browsing.signIn('demo', '/demo/', options);
      await waitForHydration(page);
      // Demo saves the widest picture there is: it heads demo's Recent activity, a row of small cards, saved.
      const id = widestPicture();
      const saved = await page.evaluate(async (pinId) => {
        const response = await fetch('/resource/RepinResource/create/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ options: { pin_id: pinId, board_id: null } }),
        });
        return { status: response.status, id: String((await response.json()).resource_response.data.id) };
      }, id);
      expect(saved.status).toBeLessThan(300);
      const network = watchNetwork(page);
      await page.reload();
      await waitForHydration(page);
      await network.quiet();
      const card = page.locator(`[data-card-surface="creatorActivity"] [data-test-id="pin"][data-pin-id="${saved.id}"]`);
      await card.scrollIntoViewIfNeeded();
      const picture = card.locator('a.pin-card__image');
      const href = await picture.getAttribute('href');
      // A desktop card carries its (hidden) save control, saved; a phone's card has none.
      expect(await card.locator('[data-save-state="saved"]').count()).toBe(phone ? 0 : 1);
      // At rest (the pointer elsewhere): no card's picture has anything over its centre, seen or unseen.
      await page.mouse.move(1, 1);
      expect(await coveredCentres(page)).toEqual([]);
      // Hovered, the controls show, and the middle of the picture is still the picture's.
      const box = await picture.boundingBox();
      expect(box).toBeTruthy();
      if (!box) return;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (phone) await page.touchscreen.tap(centre.x, centre.y);
      else {
        await card.hover();
        await expect.poll(() => card.getAttribute('data-hover')).toBe('active');
        expect(await coveredCentres(page)).toEqual([]);
        await page.mouse.click(centre.x, centre.y);
      }
      await page.waitForURL(`${baseUrl}${href}`);
      expect(errors).toEqual([]);
    });
  }
});
