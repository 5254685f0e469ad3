// Discovery journey: a new member types into the header search, picks a suggestion
// with the keyboard, hides a result and undoes it (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7 search hide); picks a topic
// from the suggestions, follows it from its page, and finds its pins first in the home feed with
// the topic reason (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#errors-and-messages-spec-000-8 "This Pin was inspired by {topic}").
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Typeahead } from '#shared/api/search.ts';
import { openBrowserSession, PERSON_UA, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

/** Whether `url` is the typeahead's request for `q`. */
function asksFor(url: URL, q: string): boolean {
  return url.pathname === '/resource/TypeaheadResource/get/' && JSON.parse(url.searchParams.get('data') ?? '{}').options?.q === q;
}

/**
 * Types `text` into the search field as a person does, then waits until the list shows the answer for all of
 * it: on a busy machine the typeahead may answer the first letters before the last is typed, and that list is
 * replaced a moment later (a pick made from it would be another suggestion by then).
 */
async function typeForSuggestions(page: Page, input: Locator, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => asksFor(new URL(response.url()), text));
  await input.pressSequentially(text, { delay: 30 });
  const answer = (await (await answered).json()) as { resource_response: { data: Typeahead } };
  const { queries, topics } = answer.resource_response.data;
  const list = page.locator('[data-test-id="search-suggestions"]');
  const labels = (group: string) => list.locator(`[data-group="${group}"] [role="option"]`).allTextContents();
  await expect
    .poll(async () => ({ queries: await labels('Suggestions'), topics: await labels('Topics') }))
    .toEqual({ queries, topics: topics.map((t) => t.name) });
}

/** A member with no follows and no saves, so the home feed's personal part is exactly what the test follows. */
function newMember(): string {
  const username = `disc_${Date.now().toString(36)}`;
  sql(`INSERT INTO users (username, email, full_name, created_at) VALUES ('${username}', '${username}@example.com', 'Disco Very', ${Date.now()})`);
  return username;
}

/** The typeahead's query suggestions for `q`, as a signed-out person's page asks for them. */
async function suggestedQueries(q: string): Promise<string[]> {
  const data = encodeURIComponent(JSON.stringify({ options: { q } }));
  const response = await fetch(`${browsing.baseUrl}/resource/TypeaheadResource/get/?data=${data}`, { headers: { 'user-agent': PERSON_UA } });
  return ((await response.json()) as { resource_response: { data: Typeahead } }).resource_response.data.queries;
}

/**
 * Three typed letters whose first query suggestion is not suggested once a fourth letter is typed (another
 * suggestion goes on with it), found in the demo titles: the first suggestion of each list is another one.
 */
async function startThatNarrows(): Promise<{ start: string; first: string; narrower: string }> {
  const starts = sql<{ s: string }>(
    "SELECT DISTINCT lower(substr(title, 1, 3)) AS s FROM pins WHERE lower(substr(title, 1, 3)) GLOB '[a-z][a-z][a-z]' ORDER BY s LIMIT 60",
  ).map((r) => r.s);
  for (const start of starts) {
    const [first, ...others] = await suggestedQueries(start);
    if (!first) continue;
    const wordsOf = (q: string) => q.split(/[^a-z0-9]+/).filter((w) => w.startsWith(start));
    for (const other of others) {
      for (const word of wordsOf(other)) {
        const narrower = word.slice(0, 4);
        if (narrower.length < 4 || wordsOf(first).some((w) => w.startsWith(narrower))) continue;
        const next = await suggestedQueries(narrower);
        if (next.length > 0 && !next.includes(first)) return { start, first, narrower };
      }
    }
  }
  throw new Error('no three letters in the demo titles whose first suggestion leaves with a fourth');
}

describe('discovery journey', () => {
  it('A32: searches from the header, hides and unhides a result, follows a topic and finds its pins in the home feed', async () => {
    const username = newMember();
    // A word of a listed pin's title, and a topic with pins nobody blocks.
    const [{ word }] = sql<{ word: string }>(
      `SELECT lower(substr(p.title, 1, instr(p.title || ' ', ' ') - 1)) AS word FROM pins p LEFT JOIN boards b ON b.id = p.board_id
        WHERE p.origin_pin_id IS NULL AND p.deleted_at IS NULL AND p.is_promoted = 0 AND (b.id IS NULL OR b.privacy = 'public')
          AND instr(p.title || ' ', ' ') > 5 ORDER BY p.id LIMIT 1`,
    );
    const [topic] = sql<{ name: string; url_name: string }>(
      `SELECT t.name, t.url_name FROM interests t JOIN pin_interests pi ON pi.interest_id = t.id GROUP BY t.id ORDER BY COUNT(*) DESC LIMIT 1`,
    );
    const { page, errors } = await browsing.signIn(username, '/');
    const { baseUrl } = browsing;
    await waitForHydration(page);

    // Type into the header search and pick the first query suggestion with the keyboard.
    const input = page.locator('header [data-test-id="search-input"]');
    await input.click();
    await typeForSuggestions(page, input, word.slice(0, 4));
    await input.press('ArrowDown');
    const active = page.locator(`[id="${await input.getAttribute('aria-activedescendant')}"]`);
    expect(await active.evaluate((option) => option.closest('[data-group]')?.getAttribute('data-group'))).toBe('Suggestions');
    const picked = (await active.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/pins/' && url.searchParams.get('rs') === 'typeahead');
    await waitForHydration(page);
    expect(new URL(page.url()).searchParams.get('q')).toBe(picked);

    // Hide the first result, then undo it.
    // A card below the first row, so its menu opens clear of the scope tabs.
    const cards = page.locator('[data-test-id="search-page"] [data-test-id="pin"]');
    const card = (await cards.count()) > 8 ? cards.nth(8) : cards.last();
    const pinId = await card.getAttribute('data-pin-id');
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await card.locator('[data-test-id="pin-menu-button"]').click();
    // The menu focuses its first item, Hide Pin; a person presses Enter (short cards' menus reach over the scope tabs).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Hide Pin');
    await page.keyboard.press('Enter');
    await page.locator(`[data-pin-id="${pinId}"] [data-test-id="pin-hidden"]`).waitFor();
    expect(await page.locator(`[data-pin-id="${pinId}"] [data-test-id="pin-hidden"]`).textContent()).toContain('Pin hidden');
    // The note has the focus the menu had, so Tab reaches its Undo next.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testId)).toBe('pin-hidden');
    await expect
      .poll(() => sql(`SELECT pin_type FROM search_hides WHERE pin_id = ${pinId} AND user_id = (SELECT id FROM users WHERE username = '${username}')`))
      .toEqual([{ pin_type: 'pins' }]);
    await page.locator(`[data-pin-id="${pinId}"]`).getByRole('button', { name: 'Undo' }).click();
    await page.locator(`[data-pin-id="${pinId}"] img`).first().waitFor();
    // Undo gives the focus to the card that came back.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-test-id="pin"]')?.getAttribute('data-pin-id') ?? null)).toBe(pinId);
    await expect.poll(() => sql(`SELECT 1 FROM search_hides WHERE pin_id = ${pinId}`).length).toBe(0);

    // Pick the topic from the suggestions and follow it from its page.
    await input.fill('');
    await typeForSuggestions(page, input, topic.name.slice(0, 5));
    const topicLink = page.locator('[data-test-id="search-suggestions"] [data-group="Topics"] [role="option"]', { hasText: topic.name });
    await topicLink.click();
    await page.waitForURL(`${baseUrl}/topics/${topic.url_name}/`);
    await waitForHydration(page);
    const followed = page.waitForResponse((response) => response.url().includes('/resource/InterestFollowResource/create/'));
    await page.click('[data-test-id="follow-topic"]');
    expect((await followed).status()).toBe(200);
    await expect.poll(() => page.textContent('[data-test-id="follow-topic"]')).toBe('Following');

    // The home feed now starts with the topic's pins (the member follows nothing else), each saying why.
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    // A card below the first row, so its menu opens clear of the header; not an ad (slots 2, 9, 16, 23),
    // and one with a menu (a deleted story has none).
    // The menu button is part of every card that has a menu, so the card is chosen from what the page shows, without waiting on time.
    const slot = await page.evaluate(() =>
      [8, 7, 10, 11, 12, 13].find((s) => document.querySelector(`[data-test-id="pin"][data-slot-index="${s}"] [data-test-id="pin-menu-button"]`)),
    );
    expect(slot).toBeDefined();
    const first = page.locator(`[data-test-id="pin"][data-slot-index="${slot}"]`);
    await first.scrollIntoViewIfNeeded();
    await first.hover();
    await first.locator('[data-test-id="pin-menu-button"]').click();
    // The menu's items load on first use: a person sees them before moving through them.
    await page.getByRole('menuitem', { name: 'Why am I seeing this?' }).waitFor();
    // Arrow down through the menu to "Why am I seeing this?" and open it with Enter.
    for (let i = 0; i < 6 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Why am I seeing this?'; i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const why = (await first.locator('[data-test-id="why-text"]').textContent()) ?? '';
    expect(why).toMatch(/^This Pin was inspired by /);
    expect(topic.name.startsWith(why.replace('This Pin was inspired by ', '').replace('…', ''))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('an option picked from a list that a newer answer replaces stays picked only if the new list holds it (closeup-and-visitors: Routes and screens)', async () => {
    const { start, first, narrower } = await startThatNarrows();
    const { page, errors } = await browsing.open();
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    const input = page.locator('header [data-test-id="search-input"]');
    await input.click();
    await typeForSuggestions(page, input, start);
    // The answer for the fourth letter is held back, so the person picks from the list of three.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => asksFor(url, narrower),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const answered = page.waitForResponse((response) => asksFor(new URL(response.url()), narrower));
    await input.press(narrower.at(-1)!);
    await input.press('ArrowDown');
    const picked = async () => {
      const id = await input.getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    expect(await picked()).toBe(first);
    release();
    const { queries } = ((await (await answered).json()) as { resource_response: { data: Typeahead } }).resource_response.data;
    const shown = page.locator('[data-test-id="search-suggestions"] [data-group="Suggestions"] [role="option"]');
    await expect.poll(() => shown.allTextContents()).toEqual(queries);
    // The new list does not hold the pick: nothing is picked, rather than whatever took its place.
    expect(await picked()).toBeNull();
    expect(errors).toEqual([]);
  });

  it('the search field spreads over the header when tapped on a 390 px phone, and Cancel folds it back (closeup-and-visitors: Routes and screens)', async () => {
    const { page, errors } = await browsing.open({
      viewport: { width: 390, height: 844 },
      mobile: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    await page.goto(`${browsing.baseUrl}/search/pins/?q=recipes`);
    await waitForHydration(page);
    const input = page.getByRole('combobox', { name: 'Search' });
    const folded = (await input.boundingBox())!;
    expect(folded.x + folded.width).toBeLessThanOrEqual(390);
    await input.tap();
    const box = await input.boundingBox();
    expect(box?.width).toBeGreaterThan(250);
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await expect.poll(async () => (await input.boundingBox())?.width).toBe(folded.width);
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(false);
    expect(new URL(page.url()).search).toBe('?q=recipes');
    expect(errors).toEqual([]);
  });
});
