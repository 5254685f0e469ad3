// A Save tapped on a slow 390x844 phone before the closeup has hydrated (the plain form posts): it follows the member's
// setting "When I save" as the script's Save does (docs/architecture.md#page-forms-before-and-without-javascript):
// "Show my boards" lands on the board choice page for that pin, and the board tapped there gets the pin and leads back to
// the closeup; "Save to Profile" saves straight to Profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdClientScripts, openBrowserSession } from './browser.ts';
import { sql } from './localState.ts';
import { unsavedPin } from './openPins.ts';
import { PHONE } from './touch.ts';

const browsing = openBrowserSession();
const DEMO = "(SELECT id FROM users WHERE username = 'demo')";
const setSaveBehavior = (value: 0 | 1) => sql(`UPDATE users SET save_behavior = ${value} WHERE username = 'demo'`);

let behaviour = 1;
beforeAll(() => {
  behaviour = sql<{ v: number }>("SELECT save_behavior AS v FROM users WHERE username = 'demo'")[0].v;
});
afterAll(() => setSaveBehavior(behaviour as 0 | 1));

describe('a Save tapped before the closeup hydrates (docs/architecture.md: Page forms (before and without JavaScript))', () => {
  it('Page forms: a member who shows their boards lands on the board choice page, and the board tapped there gets the pin', async () => {
    setSaveBehavior(1);
    const pinId = unsavedPin('demo', { newest: true });
    const { page, context } = await browsing.signIn('demo', '/', PHONE);
    const release = await holdClientScripts(page);
    await page.goto(`${browsing.baseUrl}/pin/${pinId}/`);
    const save = page.locator('[data-test-id="closeup"] [data-test-id="save-button"]');
    expect(await save.textContent()).toBe('Save');
    await save.tap();
    await page.waitForURL((url) => url.pathname === `/pin/${pinId}/repin/`);
    expect(new URL(page.url()).searchParams.get('origin')).toBe(`/pin/${pinId}/`);
    // Nothing saved yet: the member picks the board.
    expect(sql(`SELECT id FROM pins WHERE pinner_id = ${DEMO} AND origin_pin_id = ${pinId}`)).toEqual([]);
    const boards = page.locator('[data-test-id="save-to-board"]');
    const first = boards.getByRole('button').first();
    const boardName = (await first.textContent())!.trim();
    await first.tap();
    await page.waitForURL((url) => url.pathname === `/pin/${pinId}/`);
    const [saved] = sql<{ name: string }>(
      `SELECT b.name FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = ${DEMO} AND p.origin_pin_id = ${pinId} AND p.deleted_at IS NULL`,
    );
    expect(saved?.name).toBe(boardName);
    release();
    await context.close();
    sql(`DELETE FROM pins WHERE pinner_id = ${DEMO} AND origin_pin_id = ${pinId}`);
  });

  it('Page forms: a member whose saves go to Profile saves there at once, back on the closeup', async () => {
    setSaveBehavior(0);
    const pinId = unsavedPin('demo', { newest: true });
    const { page, context } = await browsing.signIn('demo', '/', PHONE);
    const release = await holdClientScripts(page);
    await page.goto(`${browsing.baseUrl}/pin/${pinId}/`);
    await page.locator('[data-test-id="closeup"] [data-test-id="save-button"]').tap();
    await page.waitForURL((url) => url.pathname === `/pin/${pinId}/`);
    expect(await page.locator('[data-test-id="closeup"] [data-test-id="saved-overlay"]').textContent()).toBe('Saved to Profile');
    release();
    await context.close();
    sql(`DELETE FROM pins WHERE pinner_id = ${DEMO} AND origin_pin_id = ${pinId}`);
  });
});
