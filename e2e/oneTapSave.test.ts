// The card's one-tap save (quick save) in a real browser (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4,
// docs/rules/pin-card.md#errors-and-messages-spec-000-8, docs/rules/pin-card.md#constants-spec-000-9): its 48 px button, a tap
// that saves, a tap that deletes the save, taps while busy ignored, and what a person reads when a save or a delete fails.
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

async function home(query: string): Promise<Page> {
  const { page } = await browsing.signIn('demo', `/${query}`);
  await page.waitForSelector('[data-test-id="masonry"]');
  // The taps below test the script's save (one request while busy, its messages); before hydration a tap is the
  // plain form's post instead, which a loaded machine can reach first.
  await waitForHydration(page);
  return page;
}

/**
 * The first image card with the given save control that the demo user has not saved yet: shown unsaved, and no save
 * of it in the database (an earlier file on this site may have saved it; the card shows only the viewer's own pins
 * as saved, and a second save to the same board adds nothing).
 */
async function unsavedCard(page: Page, control: string): Promise<Locator> {
  const cards = page.locator(`[data-test-id="pin"][data-pin-kind="image"][data-save-control="${control}"]`);
  await cards.first().waitFor();
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    await card.hover();
    const control = card.locator('[data-test-id="save-control"]');
    await control.waitFor();
    const pinId = (await card.getAttribute('data-pin-id')) ?? '';
    if ((await control.getAttribute('data-save-state')) === 'unsaved' && savesOf(pinId) === 0) return card;
  }
  throw new Error(`no unsaved ${control} card`);
}

const toast = (page: Page) => page.locator('[data-test-id="save-toast-text"]');
const state = (card: Locator) => card.locator('[data-test-id="save-control"]').getAttribute('data-save-state');
const savesOf = (pinId: string) =>
  sql<{ n: number }>(
    `SELECT COUNT(*) AS n FROM pins WHERE origin_pin_id = ${Number(pinId)} AND pinner_id = (SELECT id FROM users WHERE username = 'demo') AND deleted_at IS NULL`,
  )[0].n;

/**
 * Answers a resource call with a failure, counting the calls. The answer waits for the test's `answer()`, so taps
 * made before it are made while the call runs, however slow the machine is.
 */
function failing(body: string, status = 500) {
  const calls: string[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const handler = async (route: Route) => {
    calls.push(route.request().url());
    await answered;
    await route.fulfill({ status, contentType: status === 500 ? 'text/plain' : 'application/json', body });
  };
  return { calls, handler, answer };
}

describe('the one-tap save on a card (quick save)', () => {
  it('A60: the quick-save button is 48 px high, the other save buttons 40, each at least 70 wide', async () => {
    const quick = await home('?exp=quick_save:enabled');
    const quickButton = (await unsavedCard(quick, 'persistentOneClickSave')).locator('[data-test-id="save-button"]');
    const q = await quickButton.boundingBox();
    expect(q?.height).toBe(48);
    expect(q?.width).toBeGreaterThanOrEqual(70);
    const inline = await home('?exp=quick_save:control');
    const i = await (await unsavedCard(inline, 'inline')).locator('[data-test-id="save-button"]').boundingBox();
    expect(i?.height).toBe(40);
    expect(i?.width).toBeGreaterThanOrEqual(70);
  });

  it('A26, A57: a tap saves, a tap deletes; taps while busy are ignored; a failed save or delete says so and the state goes back', async () => {
    const page = await home('?exp=quick_save:enabled');
    const card = await unsavedCard(page, 'persistentOneClickSave');
    const pinId = (await card.getAttribute('data-pin-id')) ?? '';
    const button = card.locator('[data-test-id="save-button"]');
    const before = savesOf(pinId);

    // A save the server fails with no message of its own: three taps while it runs send one request.
    const broken = failing('upstream broke');
    await page.route('**/resource/RepinResource/create/', broken.handler);
    await button.click();
    await button.click({ force: true });
    await button.click({ force: true });
    broken.answer();
    await expect.poll(() => toast(page).textContent()).toBe(SERVER_ERROR_MESSAGE);
    expect(broken.calls.length).toBe(1);
    await expect.poll(() => state(card)).toBe('unsaved');
    await page.unroute('**/resource/RepinResource/create/', broken.handler);

    // A save the server refuses with its own message: the person reads that message.
    const refused = failing(
      JSON.stringify({ resource_response: { status: 'failure', data: null, error: { code: 'invalid', message: 'You cannot save this Pin right now.' } } }),
      400,
    );
    await page.route('**/resource/RepinResource/create/', refused.handler);
    await card.hover();
    await button.click();
    refused.answer();
    await expect.poll(() => toast(page).textContent()).toBe('You cannot save this Pin right now.');
    await expect.poll(() => state(card)).toBe('unsaved');
    await page.unroute('**/resource/RepinResource/create/', refused.handler);
    expect(savesOf(pinId)).toBe(before);

    // The real save.
    await card.hover();
    await button.click();
    await expect.poll(() => state(card)).toBe('saved');
    await expect.poll(() => savesOf(pinId)).toBe(before + 1);

    // A delete that fails keeps the save.
    const undeleted = failing('upstream broke');
    await page.route('**/resource/RepinResource/delete/', undeleted.handler);
    await card.hover();
    await button.click();
    undeleted.answer();
    await expect.poll(() => toast(page).textContent()).toBe('Sorry! There was an error deleting your Pin.');
    await expect.poll(() => state(card)).toBe('saved');
    expect(undeleted.calls.length).toBe(1);
    await page.unroute('**/resource/RepinResource/delete/', undeleted.handler);
    expect(savesOf(pinId)).toBe(before + 1);

    // The real delete.
    await card.hover();
    await button.click();
    await expect.poll(() => toast(page).textContent()).toBe('Pin deleted!');
    await expect.poll(() => state(card)).toBe('unsaved');
    await expect.poll(() => savesOf(pinId)).toBe(before);
  });
});
