// Creating pins in a real browser: a member picks a PNG in the pin builder, watches the
// progress bar while it uploads and is processed, finds the draft after a reload, publishes it to
// a board made inline (a toast confirms it and links the pin), and finds the pin on its board and
// closeup with every image size; at 1280 and on a 390 phone the board picker floats over the form
// and the upload's progress stands beside the waiting Publish button; builds a
// three-page story and pages through it on its closeup; edits a pin and then deletes it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES, sizeOf } from '#shared/images.ts';
import { makePng } from '../tests/fixtures/images.ts';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const dir = mkdtempSync(join(tmpdir(), 'pin-builder-'));
/** What the journeys made, removed afterwards so the shared e2e state (and the home feed other files read) stays as it was. */
const made = { pins: [] as string[], boards: [] as string[] };
const pinIdOf = (url: string) => /\/pin\/(\d+)\/$/.exec(url)![1];

/** A PNG file on disk, as a person would pick it. */
function pngFile(name: string, width: number, height: number, color: (x: number, y: number) => [number, number, number]): string {
  const path = join(dir, name);
  writeFileSync(path, makePng(width, height, color));
  return path;
}

/** Picks a file through the chooser the visible picker opens. */
async function pick(page: Page, picker: Locator, path: string) {
  const chooser = page.waitForEvent('filechooser');
  await picker.click();
  await (await chooser).setFiles(path);
}

/** After Publish: the toast confirms it, the builder is empty again, and its link opens the new pin's closeup. */
async function seeYourPin(page: Page) {
  const toast = page.locator('[data-test-id="published-toast"]');
  await toast.waitFor();
  expect(await toast.textContent()).toContain('Your Pin is published.');
  expect(await page.inputValue('input[name="title"]')).toBe('');
  await toast.getByRole('link', { name: 'See your Pin' }).click();
  await page.waitForURL(/\/pin\/\d+\/$/);
}

// Runs before the browser closes (after-hooks run in reverse order of registration).
afterAll(async () => {
  if (!made.pins.length && !made.boards.length) return;
  const { page } = await browsing.signIn('demo', '/');
  await page.evaluate(async ({ pins, boards }) => {
    const remove = (name: string, options: object) =>
      fetch(`/resource/${name}/delete/`, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ options }) });
    for (const id of pins) await remove('PinResource', { id });
    for (const id of boards) await remove('BoardResource', { board_id: id });
  }, made);
  await page.context().close();
});

describe('the pin builder', () => {
  it('C18, C46: creates a pin from a PNG with a progress bar, keeps the draft over a reload, and shows it on its board and closeup in every size', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await browsing.signIn('demo', '/');
    const { baseUrl } = browsing;
    await page.click('[data-test-id="header-create"]');
    await page.waitForURL(`${baseUrl}/pin-builder/`);
    await waitForHydration(page);

    // A 3 MB picture over a slow line, so the upload's progress shows.
    const file = pngFile('sunset.png', 900, 1200, (x, y) => (y < 700 ? [240, 120, 40] : [40, 60, 120 + (x % 50)]));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1_500_000 });
    await pick(page, page.locator('[data-test-id="pin-builder-picker"]'), file);
    const uploading = page.getByRole('progressbar', { name: 'Uploading your picture' });
    await uploading.waitFor();
    await expect.poll(async () => Number(await uploading.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(0);
    const processing = page.getByRole('progressbar', { name: 'Processing your picture' });
    await processing.waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // Polled every 5 s until succeeded: then the processed picture replaces the local preview.
    const preview = page.locator('[data-test-id="pin-builder-preview"]');
    await expect.poll(() => preview.getAttribute('src'), { timeout: 30_000 }).toMatch(/^\/i\/736x\/[a-f0-9]{32}\.png$/);
    expect(await processing.count()).toBe(0);
    const signature = /\/i\/736x\/([a-f0-9]{32})\.png/.exec((await preview.getAttribute('src'))!)![1];

    await page.fill('input[name="title"]', 'Sunset over the bay');
    await page.fill('textarea[name="description"]', 'Orange above, blue below.');
    await page.fill('input[name="link"]', 'https://example.com/sunset');
    await page.fill('input[name="alt_text"]', 'An orange sky over dark blue water');
    const boardName = `Uploads ${Date.now().toString(36)}`;
    await page.click('[data-test-id="board-chooser"]');
    await page.fill('.board-picker__create input[name="name"]', boardName);
    await page.click('.board-picker__create button[type="submit"]');
    await expect.poll(() => page.textContent('[data-test-id="board-chooser"]')).toContain(boardName);

    // The draft survives a reload: texts, board and the processed picture.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.inputValue('input[name="title"]')).toBe('Sunset over the bay');
    expect(await page.inputValue('input[name="alt_text"]')).toBe('An orange sky over dark blue water');
    expect(await page.textContent('[data-test-id="board-chooser"]')).toContain(boardName);
    expect(await preview.getAttribute('src')).toBe(`/i/736x/${signature}.png`);

    await page.click('[data-test-id="pin-builder-publish"]');
    await seeYourPin(page);
    made.pins.push(pinIdOf(page.url()));
    await waitForHydration(page);
    expect(await page.textContent('.closeup__title')).toBe('Sunset over the bay');
    expect(await page.textContent('[data-test-id="closeup-description"]')).toContain('Orange above, blue below.');
    const closeupImage = page.locator('.closeup__media img').first();
    expect(await closeupImage.getAttribute('src')).toMatch(new RegExp(`^/i/(736x|564x|474x)/${signature}\\.png$`));
    await expect.poll(() => closeupImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Every size is served at its size of docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3.
    const sizes = await page.evaluate(async (sig) => {
      const out: Record<string, [number, number]> = {};
      for (const size of ['60x60', '136x136', '170x', '236x', '474x', '564x', '600x315', '736x']) {
        const bitmap = await createImageBitmap(await (await fetch(`/i/${size}/${sig}.png`)).blob());
        out[size] = [bitmap.width, bitmap.height];
      }
      return out;
    }, signature);
    for (const size of Object.keys(IMAGE_SIZES) as Array<keyof typeof IMAGE_SIZES>) {
      const want = sizeOf(size, 900, 1200);
      expect(sizes[size], size).toEqual([want.width, want.height]);
    }

    // On its board, with the new pin's picture.
    await page.click('[data-test-id="closeup-board"]');
    await page.waitForURL(/\/demo\/uploads-[a-z0-9]+\/$/);
    await waitForHydration(page);
    made.boards.push((await page.getAttribute('[data-test-id="board-page"]', 'data-board-id'))!);
    const card = page.locator('[data-test-id="board-page"] [data-test-id="pin"]');
    expect(await card.count()).toBe(1);
    expect(await card.locator('img').getAttribute('src')).toMatch(new RegExp(`^/i/\\w+/${signature}\\.png$`));
    expect(await page.textContent('.board-page__meta')).toContain('1 Pin');
    expect(errors).toEqual([]);
  });

  it('refuses a text file renamed .png with a clear message, before sending it', async () => {
    const { page, errors } = await browsing.signIn('demo', '/pin-builder/');
    const path = join(dir, 'notes.png');
    writeFileSync(path, 'These are my notes, not a picture.\n');
    await pick(page, page.locator('[data-test-id="pin-builder-picker"]'), path);
    await expect.poll(() => page.textContent('[data-test-id="upload-error"]')).toMatch(/This file is text, not a picture/);
    expect(await page.isDisabled('[data-test-id="pin-builder-publish"]')).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe.each(SCREENS)('the pin builder on the $name', ({ options, phone }) => {
  it('creation tools: Publish shows the upload it waits for, the board picker floats over the form inside the screen, and a toast links the new pin (closeup-and-visitors: Routes and screens)', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await browsing.signIn('demo', '/pin-builder/', options);
    const { width, height } = options.viewport;
    const inView = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= width && box.y >= 0 && box.y + box.height <= height;
    };
    const publishButton = page.locator('[data-test-id="pin-builder-publish"]');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400_000 });
    await pick(
      page,
      page.locator('[data-test-id="pin-builder-picker"]'),
      pngFile(`wait-${width}.png`, 700, 900, (x, y) => [x % 255, y % 255, 90]),
    );
    const waiting = page.locator('[data-test-id="publish-waiting"]');
    await waiting.waitFor();
    await publishButton.scrollIntoViewIfNeeded();
    expect(await publishButton.isDisabled()).toBe(true);
    expect(await waiting.textContent()).toMatch(/^(Uploading… \d+%|Processing your picture…)$/);
    expect(await inView(waiting)).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect.poll(() => publishButton.isDisabled(), { timeout: 40_000 }).toBe(false);
    expect(await waiting.count()).toBe(0);

    await page.fill('input[name="title"]', `Made at ${width}`);
    const chooser = page.locator('[data-test-id="board-chooser"]');
    await chooser.scrollIntoViewIfNeeded();
    const publishTop = (await publishButton.boundingBox())!.y;
    if (phone) await chooser.tap();
    else await chooser.click();
    const picker = page.locator('[data-test-id="board-picker"]');
    await picker.waitFor();
    // Over the form, not in it: Publish stays where it was and the page does not widen.
    expect((await publishButton.boundingBox())!.y).toBe(publishTop);
    expect(await picker.evaluate((p) => p.matches(':popover-open'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const create = picker.locator('.board-picker__create button[type="submit"]');
    expect(await inView(create)).toBe(true);
    expect(await inView(picker.locator('.board-picker__create input'))).toBe(true);
    const boardName = `Phone ${width} ${Date.now().toString(36)}`;
    await picker.locator('.board-picker__create input').fill(boardName);
    await create.click();
    await expect.poll(() => chooser.textContent()).toContain(boardName);
    await picker.waitFor({ state: 'detached' });

    await publishButton.click();
    const toast = page.locator('[data-test-id="published-toast"]');
    await toast.waitFor();
    const link = toast.getByRole('link', { name: 'See your Pin' });
    expect(await inView(link)).toBe(true);
    const href = (await link.getAttribute('href'))!;
    made.pins.push(/\/pin\/(\d+)\/$/.exec(href)![1]);
    const [board] = sql<{ id: number }>(`SELECT id FROM boards WHERE name = '${boardName}'`);
    made.boards.push(String(board!.id));
    expect(await page.inputValue('input[name="title"]')).toBe('');
    await link.click();
    await page.waitForURL(`${browsing.baseUrl}${href}`);
    expect(await page.textContent('.closeup__title')).toBe(`Made at ${width}`);
    expect(errors).toEqual([]);
  });
});

describe('the story builder', () => {
  it('creates a three-page story pin and pages through it on its closeup', { timeout: 120_000 }, async () => {
    const { page, errors } = await browsing.signIn('demo', '/idea-pin-builder/');
    await page.fill('input[name="title"]', 'Three colours');
    await page.click('[data-test-id="story-builder-add"]');
    const pages = page.locator('[data-test-id="story-builder-page"]');
    expect(await pages.count()).toBe(3);
    const colours: Array<[number, number, number]> = [
      [200, 40, 40],
      [40, 160, 60],
      [40, 60, 200],
    ];
    const texts = ['Red comes first', 'Then green', 'Blue at the end'];
    for (let i = 0; i < 3; i++) {
      await pick(
        page,
        pages.nth(i).locator('.image-picker'),
        pngFile(`page-${i}.png`, 300, 400, () => colours[i]),
      );
      await pages.nth(i).locator('textarea').fill(texts[i]);
    }
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => pages.nth(i).locator('[data-test-id="story-builder-preview"]').getAttribute('src'), { timeout: 30_000 }).toMatch(/^\/i\/736x\//);
    }
    await page.click('[data-test-id="story-builder-publish"]');
    await page.waitForURL(/\/pin\/\d+\/$/);
    made.pins.push(pinIdOf(page.url()));
    await waitForHydration(page);

    const story = page.locator('[data-test-id="story"]');
    const progress = page.locator('[data-test-id="story-progress"]');
    expect(await progress.textContent()).toBe('1 of 3');
    expect(await story.locator('[data-test-id="story-page"][aria-hidden="false"]').textContent()).toContain('Red comes first');
    await story.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => progress.textContent()).toBe('2 of 3');
    expect(await story.locator('[data-test-id="story-page"][aria-hidden="false"]').textContent()).toContain('Then green');
    await story.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => progress.textContent()).toBe('3 of 3');
    expect(await story.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    expect(await story.locator('[data-test-id="story-page"][aria-hidden="false"]').textContent()).toContain('Blue at the end');
    expect(errors).toEqual([]);
  });
});

describe('the pin editor', () => {
  it('edits a pin and then deletes it', { timeout: 60_000 }, async () => {
    // A pin of demo's to edit, made in the builder from a small picture.
    const { page, errors } = await browsing.signIn('demo', '/pin-builder/');
    await pick(
      page,
      page.locator('[data-test-id="pin-builder-picker"]'),
      pngFile('edit-me.png', 200, 200, (x) => [x, 100, 150]),
    );
    await expect.poll(() => page.locator('[data-test-id="pin-builder-preview"]').getAttribute('src'), { timeout: 30_000 }).toMatch(/^\/i\/736x\//);
    await page.fill('input[name="title"]', 'Before editing');
    await page.click('[data-test-id="pin-builder-publish"]');
    await seeYourPin(page);
    made.pins.push(pinIdOf(page.url()));
    await waitForHydration(page);
    const pinUrl = page.url();

    await page.click('[data-test-id="more-button"]');
    await page.click('[data-test-id="edit-pin"]');
    await page.waitForURL(`${pinUrl}edit/`);
    await waitForHydration(page);
    expect(await page.inputValue('input[name="title"]')).toBe('Before editing');
    await page.fill('input[name="title"]', 'After editing');
    await page.fill('textarea[name="description"]', 'Edited in the browser.');
    await page.fill('input[name="link"]', 'javascript:alert(1)');
    await page.click('[data-test-id="pin-edit-save"]');
    await expect.poll(() => page.textContent('[data-test-id="pin-edit-error"]')).toMatch(/must be a web address/);
    await page.fill('input[name="link"]', 'https://example.org/edited');
    await page.click('[data-test-id="pin-edit-save"]');
    await page.waitForURL(pinUrl);
    await waitForHydration(page);
    expect(await page.textContent('.closeup__title')).toBe('After editing');
    expect(await page.textContent('[data-test-id="closeup-description"]')).toContain('Edited in the browser.');

    await page.click('[data-test-id="more-button"]');
    await page.click('[data-test-id="edit-pin"]');
    await page.waitForURL(`${pinUrl}edit/`);
    await waitForHydration(page);
    await page.click('[data-test-id="pin-edit-delete"]');
    await page.getByRole('dialog', { name: 'Delete this Pin?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((url) => url.href !== `${pinUrl}edit/`);
    await waitForHydration(page);
    await page.goto(pinUrl);
    expect(await page.textContent('[data-test-id="removed-pin"]')).toContain('Removed by the creator');
    expect(errors.filter((e) => !/status of 410/.test(e))).toEqual([]);
  });
});
