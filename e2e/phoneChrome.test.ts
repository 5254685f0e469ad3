// The phone's own chrome, by finger on a 390x844 touch phone (docs/architecture.md#the-interface-and-phones): the save
// toast keeps its words on a line or two; organize mode's reorder help speaks of fingers, not of
// Space and the arrow keys (which a desktop still gets); the board picker is a sheet titled "Save to
// board" with a close button over a backdrop; a closeup has a back control and Save on its first screen. The header
// says what its controls are: a "Search" field with its magnifier (a real field, before the script runs too: a tap
// then types into it and never opens another page) and a menu button drawn as a menu; a card's menu sheet has a title
// and a close button.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeupUrl, holdClientScripts, openBrowserSession, waitForHydration } from './browser.ts';
import { axeViolations } from './interfaceCheck.ts';
import { sql } from './localState.ts';
import { PHONE } from './touch.ts';

const browsing = openBrowserSession();
/** Chrome on an Android phone, whose header the outside review saw. */
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DEMO = "(SELECT id FROM users WHERE username = 'demo')";

/** Whether the drawn icon `selector` inside `control` shows (an SVG mask, not a text glyph) and `control` has no text of its own. */
const drawnIcon = (control: Locator, selector: string) =>
  control.evaluate((el, sel) => {
    // An icon is an element of its own, or the control's ::before (drawn by CSS, no markup).
    const pseudo = sel.startsWith('::');
    const icon = pseudo ? el : (el.querySelector(sel) ?? el.parentElement?.querySelector(sel));
    if (!icon) return 'no icon';
    const style = getComputedStyle(icon, pseudo ? sel : null);
    const box = pseudo ? { width: Number.parseFloat(style.width), height: Number.parseFloat(style.height) } : icon.getBoundingClientRect();
    if (box.width < 16 || box.height < 16 || !style.maskImage.startsWith('url(')) return 'icon not drawn';
    const text = el instanceof HTMLInputElement ? '' : (el.textContent ?? '').trim();
    return text === '' ? 'drawn' : `text ${JSON.stringify(text)}`;
  }, selector);

/**
 * How far the field's own words overflow its text box: the placeholder written into it (and taken out again) scrolls
 * it by this many px, 0 when the whole word shows. The text box, not the field less its padding: the browser's own
 * clear ✕ keeps room in a search field even while hidden, which clipped "Search" to "Searc".
 */
const placeholderOverflow = (field: Locator) =>
  field.evaluate((el) => {
    const input = el as HTMLInputElement;
    input.value = input.placeholder;
    const overflow = input.scrollWidth - input.clientWidth;
    input.value = '';
    return overflow;
  });

/** The lines a text element's words take on screen. */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

describe('the phone chrome (interface: phones)', () => {
  it('the save toast after a tap on Save keeps "Saved to …" on at most two lines, inside the screen (pin-card: Save toast and saved overlays)', async () => {
    const [pin] = sql<{ id: number }>(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id <> ${DEMO} AND p.deleted_at IS NULL AND p.kind = 'image'
         AND b.privacy = 'public' AND p.is_promoted = 0 AND NOT EXISTS (SELECT 1 FROM pins s WHERE s.origin_pin_id = p.id AND s.pinner_id = ${DEMO})
       ORDER BY p.id DESC LIMIT 1`,
    );
    const { page, errors } = await browsing.signIn('demo', `/pin/${pin!.id}/`, PHONE);
    const save = page.locator('[data-test-id="closeup"]').getByRole('button', { name: 'Save' });
    await save.scrollIntoViewIfNeeded();
    await save.tap();
    const text = page.locator('[data-test-id="save-toast-text"]');
    // Save opens the board picker (a sheet on a phone) where the viewer picks a board: the first one.
    const board = page.locator('[data-test-id="board-picker"] [data-test-id="picker-board"]').first();
    await text.or(board).waitFor();
    if (await board.isVisible()) await board.tap();
    const section = page.locator('[data-test-id="board-picker"]').getByRole('button', { name: /\(no section\)$/ });
    await text.or(section).waitFor();
    if (await section.isVisible()) await section.tap();
    await text.waitFor();
    expect(await text.textContent()).toMatch(/^Saved to /);
    expect(await linesOf(page, '[data-test-id="save-toast-text"]')).toBeLessThanOrEqual(2);
    const box = (await page.locator('[data-test-id="save-toast"]').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    sql(`UPDATE pins SET deleted_at = ${Date.now()} WHERE origin_pin_id = ${pin!.id} AND pinner_id = ${DEMO} AND deleted_at IS NULL`);
    expect(errors).toEqual([]);
  });

  for (const [device, options, touch] of [
    ['a 390x844 phone', PHONE, true],
    ['a 1280x900 desktop', {}, false],
  ] as const) {
    it(`organize mode's reorder help on ${device} speaks of ${touch ? 'a finger, not Space or the arrows' : 'Space and the arrows'} (pin-card: Pins, boards and viewers)`, async () => {
      const [board] = sql<{ url: string }>(
        "SELECT '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND b.pin_count >= 4 ORDER BY b.id LIMIT 1",
      );
      const { page, errors } = await browsing.signIn('demo', board!.url, options);
      await waitForHydration(page);
      const press = (name: string) => (touch ? page.getByRole('button', { name }).tap() : page.getByRole('button', { name }).click());
      await press('Organize');
      await press('Reorder pins');
      const help = page.locator('#reorder-help');
      await help.waitFor();
      // What the help shows: its parts on screen.
      const shown = (await help.locator('span').filter({ visible: true }).allTextContents()).join(' ');
      if (touch) {
        expect(shown).toContain('finger');
        expect(shown).not.toMatch(/Space|arrow/);
      } else expect(shown).toMatch(/Space.*arrow keys/);
      expect(errors).toEqual([]);
    });
  }

  it('the board picker is a sheet titled "Save to board" with a close button, over a dimmed page a tap on which closes it and goes no further (closeup-and-visitors: Entities)', async () => {
    const username = `sheet_${Date.now().toString(36)}`;
    const { page, errors } = await browsing.signUp(username, '/', PHONE);
    const pinId = await page.locator('[data-test-id="pin"][data-pin-kind="image"]').first().getAttribute('data-pin-id');
    await page.goto(`${browsing.baseUrl}/pin/${pinId}/`);
    await waitForHydration(page);
    const save = page.locator('[data-test-id="closeup"]').getByRole('button', { name: 'Save' });
    const picker = page.locator('[data-test-id="board-picker"]');
    await save.tap();
    await picker.waitFor();
    const title = picker.getByRole('heading', { name: 'Save to board' });
    expect(await title.isVisible()).toBe(true);
    const close = picker.getByRole('button', { name: 'Close' });
    expect(await close.isVisible()).toBe(true);
    // The page above the sheet is dimmed.
    expect(await picker.evaluate((el) => getComputedStyle(el).boxShadow)).toMatch(/rgba\(0, 0, 0, 0\.4\) 0px 0px 0px \d+px/);
    await close.tap();
    await picker.waitFor({ state: 'detached' });
    // A tap on the dimmed page above the sheet closes it, and goes no further (the page stays).
    await save.tap();
    await picker.waitFor();
    const url = page.url();
    await page.touchscreen.tap(195, 120);
    await picker.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
  });

  it('a closeup opened from the feed has a back control and its Save on the first screen, above the tab bar; back returns to the feed (closeup-and-visitors: Routes and screens)', async () => {
    const { page, errors } = await browsing.signIn('demo', '/', PHONE);
    // The tallest picture among the first cards: the hardest for Save to stay on the first screen.
    const pinId = await page.evaluate(() => {
      const cards = [...document.querySelectorAll<HTMLElement>('[data-test-id="masonry"] [data-test-id="pin"][data-pin-kind="image"]')].slice(0, 10);
      const ratio = (el: HTMLElement) => {
        const box = el.querySelector('.pin-card__media-box')!.getBoundingClientRect();
        return box.height / box.width;
      };
      return cards.sort((a, b) => ratio(b) - ratio(a))[0]!.dataset.pinId!;
    });
    const card = page.locator(`[data-test-id="masonry"] [data-test-id="pin"][data-pin-id="${pinId}"] .pin-card__media-box`);
    await card.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
    await card.tap();
    await page.waitForURL(closeupUrl(browsing.baseUrl, pinId));
    const save = page.locator('[data-test-id="closeup"]').getByRole('button', { name: 'Save' });
    await save.waitFor();
    const saveBox = (await save.boundingBox())!;
    const tabBar = await page.locator('.tab-bar').boundingBox();
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(tabBar ? tabBar.y : 844);
    const back = page.getByRole('link', { name: 'Back' });
    expect(await back.isVisible()).toBe(true);
    await back.tap();
    await page.waitForURL(`${browsing.baseUrl}/`);
    await page.locator('[data-test-id="masonry"]').waitFor();
    expect(errors).toEqual([]);
  });

  for (const who of ['a visitor', 'a member'] as const) {
    it(`for ${who} the header's search is a field reading "Search" with its magnifier and the menu a button named and drawn as a menu (closeup-and-visitors: Routes and screens)`, async () => {
      const { page, errors } = who === 'a member' ? await browsing.signIn('demo', '/', PHONE) : await browsing.open(PHONE);
      if (who === 'a visitor') {
        await page.goto(`${browsing.baseUrl}/`);
        await waitForHydration(page);
      }
      const header = page.locator('header.header');
      const field = header.getByRole('combobox', { name: 'Search' });
      expect(await field.isVisible()).toBe(true);
      expect(await field.getAttribute('placeholder')).toBe('Search');
      const fieldBox = (await field.boundingBox())!;
      expect(fieldBox.x + fieldBox.width).toBeLessThanOrEqual(390);
      // The whole word shows: "Search" fits inside the field's text box beside its magnifier.
      expect(await placeholderOverflow(field)).toBe(0);
      expect(await drawnIcon(field, '.icon--search')).toBe('drawn');
      const menu = header.getByRole('button', { name: who === 'a member' ? 'Account menu' : 'Menu', exact: true });
      expect(await menu.isVisible()).toBe(true);
      expect(await drawnIcon(menu, '::before')).toBe('drawn');
      await menu.tap();
      await page.locator('[data-test-id="header-menu"]').getByRole('link', { name: 'Explore' }).waitFor();
      expect(errors).toEqual([]);
    });
  }

  it('a search tapped before the script runs types into the header field, stays on the page through hydration, and Enter searches (closeup-and-visitors: Routes and screens)', async () => {
    const { page, errors } = await browsing.open(PHONE);
    const release = await holdClientScripts(page);
    await page.goto(`${browsing.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet));
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    const field = page.locator('header.header').getByRole('combobox', { name: 'Search' });
    await field.tap();
    // The field spreads over the header, and the page stays.
    expect((await field.boundingBox())!.width).toBeGreaterThan(250);
    await field.evaluate((el) => Object.assign(el, { tappedBeforeHydration: true }));
    await page.keyboard.type('kitch');
    release();
    await waitForHydration(page);
    await page.keyboard.type('en');
    expect(new URL(page.url()).pathname).toBe('/');
    // The same field, still focused, with all that was typed.
    expect(await field.evaluate((el) => 'tappedBeforeHydration' in el && el === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe('kitchen');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/pins/' && url.searchParams.get('q') === 'kitchen');
    expect(errors).toEqual([]);
  });

  it("a card's menu opens as a sheet titled with its pin's title, with a close button, that passes axe (pin-card: Card states and the save flow)", async () => {
    const { page, errors } = await browsing.signIn('demo', '/', PHONE);
    const card = page.locator('[data-test-id="masonry"] [data-test-id="pin"][data-pin-kind="image"]').first();
    const pinId = await card.getAttribute('data-pin-id');
    const [pin] = sql<{ title: string }>(`SELECT title FROM pins WHERE id = ${pinId}`);
    const title = pin!.title || 'Pin options';
    await card.locator('[data-test-id="pin-menu-button"]').tap();
    const sheet = page.getByRole('dialog', { name: title });
    await sheet.getByRole('menu').getByRole('menuitem', { name: 'Hide Pin' }).waitFor();
    expect(await sheet.getByRole('heading', { name: title }).isVisible()).toBe(true);
    const close = sheet.getByRole('button', { name: 'Close' });
    expect(await close.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await close.tap();
    await sheet.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  for (const [phone, userAgent] of [
    ['an Android phone', ANDROID_UA],
    ['an iPhone', PHONE.userAgent!],
  ] as const) {
    it(`signed out on ${phone} at 390 px, the header's field shows its whole "Search" placeholder beside Log in, Sign up and the menu (closeup-and-visitors: Routes and screens)`, async () => {
      const { page, errors } = await browsing.open({ ...PHONE, userAgent });
      await page.goto(`${browsing.baseUrl}/`);
      await waitForHydration(page);
      const header = page.locator('header.header');
      const field = header.getByRole('combobox', { name: 'Search' });
      expect(await field.getAttribute('placeholder')).toBe('Search');
      expect(await placeholderOverflow(field)).toBe(0);
      for (const control of [
        header.getByRole('link', { name: 'Log in' }),
        header.getByRole('link', { name: 'Sign up' }),
        header.getByRole('button', { name: 'Menu', exact: true }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
    });
  }
});
