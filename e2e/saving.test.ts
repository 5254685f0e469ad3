// Saving journeys: a new member signs up, creates a board, saves a pin from the home
// feed, sees the exact toast and finds the pin on the board; a visitor saves two pins signed out,
// signs in as demo from the modal and finds them saved.
import { describe, expect, it } from 'vitest';
import { expectBottomEdge, watchBottomEdge } from './bottomEdge.ts';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('saving journeys', () => {
  it('A28: signs up, creates a board, saves a pin from home with the exact toast and finds it on the board', async () => {
    const { page, errors } = await browsing.open();
    const { baseUrl } = browsing;
    const username = `e2e_${Date.now().toString(36)}`;
    await page.goto(`${baseUrl}/signup/`);
    await waitForHydration(page);
    await page.fill('input[name="email"]', `${username}@example.com`);
    await page.fill('input[name="username"]', username);
    await page.fill('input[name="password"]', 'a sturdy password vqzk');
    await page.click('[data-test-id="signup-form"] button[type="submit"]');
    // Sign-up continues to onboarding; its journey is e2e/onboarding.test.ts.
    await page.waitForURL(`${baseUrl}/onboarding/`);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    expect(await page.textContent('[data-test-id="header-profile"]')).toContain(username);

    await page.goto(`${baseUrl}/${username}/`);
    await waitForHydration(page);
    await page.fill('[data-test-id="create-board"] input[name="name"]', 'Garden plans');
    await page.click('[data-test-id="create-board"] button[type="submit"]');
    await page.waitForURL(`${baseUrl}/${username}/garden-plans/`);
    await page.waitForSelector('[data-test-id="board-empty"]');

    // Outside the quick-save experiment (forced: assignment depends on the new user's id) ...
    await page.goto(`${baseUrl}/?exp=quick_save:control`);
    await waitForHydration(page);
    // ... a desktop member gets the inline save (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the board dropdown beside Save.
    const card = page.locator('[data-test-id="pin"][data-save-control="inline"][data-pin-kind="image"]').first();
    const src = await card.locator('img').getAttribute('src');
    await card.hover();
    await card.locator('.save-control__board').click();
    // Every text the save button shows, recorded as it changes: "Saved!" lasts a moment a loaded machine can miss
    // between two reads, so the sequence is checked, not one read at the right time.
    await card.evaluate((el) => {
      const shown: string[] = [];
      (window as unknown as { saveButtonTexts: string[] }).saveButtonTexts = shown;
      const record = () => {
        const text = el.querySelector('[data-test-id="save-button"]')?.textContent ?? '';
        if (shown.at(-1) !== text) shown.push(text);
      };
      record();
      new MutationObserver(record).observe(el, { subtree: true, childList: true, characterData: true });
    });
    await card.locator('[data-test-id="picker-board"]', { hasText: 'Garden plans' }).click();
    // The toast goes after 5 s: what it said is read from the toast that showed, gone or not by then.
    const toast = await page.waitForSelector('[data-test-id="save-toast"]:has([data-test-id="save-toast-text"])');
    expect(await toast.$eval('[data-test-id="save-toast-text"]', (el) => el.textContent)).toBe('Saved to Garden plans');
    // "Saved!", then "Saved": the board button beside Save names Garden plans, so Save does not say it again.
    await page.waitForFunction((el) => el?.textContent === 'Saved', await card.locator('[data-test-id="save-button"]').elementHandle());
    const shown = await page.evaluate(() => (window as unknown as { saveButtonTexts: string[] }).saveButtonTexts);
    expect(shown.slice(shown.indexOf('Saved!'))).toEqual(['Saved!', 'Saved']);
    expect(await card.locator('.save-control__board').textContent()).toBe('Garden plans ▾');
    const change = await toast.$eval('a', (a) => a.getAttribute('href'));
    expect(change).toMatch(/^\/pin\/\d+\/repin\/\?isEditingPin=true&pinBoardId=\d+&isFromToast=true&originalPinId=\d+$/);

    await page.goto(`${baseUrl}/${username}/garden-plans/`);
    await waitForHydration(page);
    const saved = page.locator('[data-test-id="board-page"] [data-test-id="pin"]');
    expect(await saved.count()).toBe(1);
    expect(await saved.locator('img').getAttribute('src')).toBe(src);
    expect(await page.textContent('.board-page__meta')).toContain('1 Pin');

    // The toast's Change opens the repin editor of the new pin.
    await page.goto(`${baseUrl}${change}`);
    await waitForHydration(page);
    expect(await page.textContent('[data-test-id="repin-edit-where"]')).toBe('Saved to Garden plans');
    expect(errors).toEqual([]);
  });

  it('C40: a save to an empty board animates the toast icon, to a board with pins it does not', async () => {
    const { page, errors } = await browsing.signUp(`toast_${Date.now().toString(36)}`, '/');
    const { baseUrl } = browsing;
    await waitForHydration(page);
    const created = await page.evaluate(async () => {
      const response = await fetch('/resource/BoardResource/create/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ options: { name: 'Toast plans' } }),
      });
      return response.status;
    });
    expect(created).toBe(201);
    // Outside the quick-save experiment: the inline save with its board dropdown.
    await page.goto(`${baseUrl}/?exp=quick_save:control`);
    await waitForHydration(page);
    const cards = page.locator('[data-test-id="pin"][data-save-control="inline"][data-pin-kind="image"]');
    const iconOf = async (n: number) => {
      const card = cards.nth(n);
      await card.hover();
      await card.locator('.save-control__board').click();
      await card.locator('[data-test-id="picker-board"]', { hasText: 'Toast plans' }).click();
      const icon = page.locator('[data-test-id="save-toast"] [data-test-id="save-toast-icon"]').last();
      await icon.waitFor();
      return icon.evaluate((el) => el.classList.contains('is-animated'));
    };
    expect(await iconOf(0)).toBe(true);
    // The page again, its picker knowing the board has a pin now.
    await page.reload();
    await waitForHydration(page);
    expect(await iconOf(2)).toBe(false);

    expect(errors).toEqual([]);
  }, 120_000);

  it('A28: saving a Pin again to the board that already holds it says it was already there, in the words Copy uses, and saves nothing', async () => {
    const { page, errors } = await browsing.signUp(`twice_${Date.now().toString(36)}`, '/');
    const { baseUrl } = browsing;
    await waitForHydration(page);
    const created = await page.evaluate(async () => {
      const response = await fetch('/resource/BoardResource/create/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ options: { name: 'Twice plans' } }),
      });
      return (await response.json()) as { resource_response: { data: { entityId: string } } };
    });
    const boardId = created.resource_response.data.entityId;
    await page.goto(`${baseUrl}/?exp=quick_save:control`);
    await waitForHydration(page);
    const card = page.locator('[data-test-id="pin"][data-save-control="inline"][data-pin-kind="image"]').first();
    const toastText = page.locator('[data-test-id="save-toast"] [data-test-id="save-toast-text"]');
    const saveTo = async () => {
      await card.hover();
      await card.locator('.save-control__board').click();
      await card.locator('[data-test-id="picker-board"]', { hasText: 'Twice plans' }).click();
    };
    await saveTo();
    await expect.poll(() => toastText.last().textContent(), { timeout: 15_000 }).toBe('Saved to Twice plans');
    // The same Pin to the same board again: said to be there already, as a copy onto that board says it.
    await saveTo();
    await expect.poll(() => toastText.last().textContent(), { timeout: 15_000 }).toBe('This Pin is already on Twice plans.');
    const [{ n }] = sql<{ n: number }>(`SELECT COUNT(*) AS n FROM pins WHERE board_id = ${Number(boardId)} AND deleted_at IS NULL`);
    expect(n).toBe(1);
    expect(errors).toEqual([]);
  }, 120_000);

  it('A42: a save from the card into a protected board names it in the saved overlay without linking it; a public board is linked', async () => {
    const username = `studio_${Date.now().toString(36)}`;
    const { page, errors } = await browsing.signUp(username, '/');
    const { baseUrl } = browsing;
    await waitForHydration(page);
    for (const [name, privacy] of [
      ['Open studio', 'public'],
      ['Closed studio', 'protected'],
    ]) {
      const status = await page.evaluate(
        async (options) =>
          (
            await fetch('/resource/BoardResource/create/', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ options }),
            })
          ).status,
        { name, privacy },
      );
      expect(status).toBe(201);
    }
    // Outside the quick-save experiment: the inline save with its board dropdown.
    await page.goto(`${baseUrl}/?exp=quick_save:control`);
    await waitForHydration(page);
    const cards = page.locator('[data-test-id="pin"][data-save-control="inline"][data-pin-kind="image"]');
    const saveTo = async (n: number, board: string) => {
      const card = cards.nth(n);
      await card.hover();
      await card.locator('.save-control__board').click();
      await card.locator('[data-test-id="picker-board"]', { hasText: board }).click();
      const overlay = card.locator('[data-test-id="saved-overlay"]');
      await overlay.waitFor();
      return overlay;
    };
    const open = await saveTo(0, 'Open studio');
    expect(await open.locator('[data-test-id="saved-to-link"]').getAttribute('href')).toBe(`/${username}/open-studio/`);
    const closed = await saveTo(1, 'Closed studio');
    expect(await closed.textContent()).toBe('Saved to Closed studio');
    expect(await closed.locator('a').count()).toBe(0);
    expect(await page.locator(`[data-test-id="pin"] a[href="/${username}/closed-studio/"]`).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('A29, C33, C41, C55: keeps two signed-out saves (the save flag: pending pin set, dismissed on close), signs in as demo from the modal and finds them saved (completed)', async () => {
    const { page, errors } = await browsing.open();
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    /** The unauthenticated save flag as the product keeps it in the visitor's record. */
    const flag = () => page.evaluate(() => JSON.parse(localStorage.getItem('pb:visitor-record') ?? '{}').unauthSave);
    const ids: string[] = [];
    for (const n of [0, 1]) {
      const card = page.locator('[data-test-id="pin"][data-save-control="upsell"][data-pin-kind="image"]').nth(n);
      ids.push((await card.getAttribute('data-pin-id'))!);
      await card.hover();
      await card.locator('[data-test-id="save-button"]').click();
      await page.waitForSelector('[data-test-id="login-modal"][open]');
      expect(await page.textContent('#login-modal-title')).toBe('Log in to save this Pin');
      await expect.poll(flag).toMatchObject({ pendingSavePinId: ids[n], completed: false });
      if (n === 0) {
        await page.click('.login-modal__close');
        await expect.poll(flag).toEqual({ dismissed: true, completed: false, pendingSavePinId: null });
      }
    }
    expect(
      await page.evaluate(() => (JSON.parse(localStorage.getItem('pb:visitor-record') ?? '{}').savedPins ?? []).map((s: { pinId: string }) => s.pinId)),
    ).toEqual(ids);

    await page.fill('[data-test-id="login-modal"] input[name="username_or_email"]', 'demo');
    await page.fill('[data-test-id="login-modal"] input[name="password"]', 'demo-password');
    await page.click('[data-test-id="login-modal"] button[type="submit"]');
    await page.waitForSelector('[data-test-id="header-profile"]');
    await waitForHydration(page);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('pb:visitor-record') ?? '{}').savedPins?.length === 0);
    expect(await flag()).toMatchObject({ completed: true, pendingSavePinId: null });
    for (const id of ids) {
      await expect
        .poll(
          () =>
            page.evaluate(async (pinId) => {
              const q = new URLSearchParams({ data: JSON.stringify({ options: { pin_id: pinId } }) });
              const body = await (await fetch(`/resource/RepinResource/get/?${q}`)).json();
              return (body.resource_response.data as Array<{ board: { layout: string } }>).map((x) => x.board.layout);
            }, id),
          { timeout: 10_000 },
        )
        .toContain('quick_saves');
    }
    await page.goto(`${browsing.baseUrl}/demo/_saved/`);
    expect(await page.locator('[data-test-id="pin"]').count()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });
});

describe("the save toast and the phone's tab bar (pin-card: Save toast and saved overlays, Constants)", () => {
  it.each(SCREENS)(
    'on a $name, the toast of a save from the closeup stands 24 px above the tab bar where it shows, else above the bottom (pin-card: Save toast and saved overlays, Constants)',
    async ({ options, phone }) => {
      const username = `toast_${Date.now().toString(36)}`;
      const { page, errors } = await browsing.signUp(username, '/', options);
      // An established member (joined 400 days ago): the shorter tab bar.
      sql(`UPDATE users SET created_at = ${Date.now() - 400 * 24 * 60 * 60 * 1000} WHERE username = '${username}'`);
      const pinId = await page.locator('[data-test-id="pin"][data-pin-kind="image"]').first().getAttribute('data-pin-id');
      const edge = await watchBottomEdge(page, '[data-test-id="save-toast"]:has([data-test-id="save-toast-text"])');
      await page.goto(`${browsing.baseUrl}/pin/${pinId}/`);
      await waitForHydration(page);
      await page.locator('[data-test-id="closeup"]').getByRole('button', { name: 'Save' }).click();
      const picker = page.locator('[data-test-id="board-picker"]');
      await picker.getByLabel('New board name').fill('Bottom edge');
      await picker.getByRole('button', { name: 'Create' }).click();
      expectBottomEdge(await edge(), phone, 24);
      expect(errors).toEqual([]);
    },
  );
});
