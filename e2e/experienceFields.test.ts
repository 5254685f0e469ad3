// The display fields that change how an experience behaves, on a page (docs/rules/experiences.md, Experience data):
// the tooltip's nested `tooltip` object, `pulserOnly`, `skipComplete` and a dismiss button's `uri`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

/** A US visitor (no consent banner) on home for whom the demo experience `placed` (placement:experience) was triggered. */
async function triggered(placed: string) {
  const visit = await browsing.open({ cookies: { pb_country: 'US' } });
  await visit.page.goto(`${baseUrl}/`);
  await waitForHydration(visit.page);
  expect(await visit.page.evaluate(async (id) => (await fetch(`/v3/experiences/${id}/trigger/`, { method: 'PUT' })).status, placed)).toBe(200);
  await visit.page.reload();
  await waitForHydration(visit.page);
  const [placement, experience] = placed.split(':');
  const root = visit.page.locator(`[data-test-id="experience-${placement}-${experience}"]`);
  await root.waitFor({ timeout: 10_000 });
  return { ...visit, placement: Number(placement), root };
}

/** The placements the server still has for this visitor. */
const remaining = (page: Page, placement: number) =>
  page.evaluate(async (p) => {
    const query = encodeURIComponent(JSON.stringify({ options: { placement_ids: [p] } }));
    const body = await (await fetch(`/resource/UserExperienceResource/get/?data=${query}`)).json();
    return Object.keys(body.resource_response.data);
  }, placement);

describe('B12: display fields read on a page', () => {
  it('B12: a tooltip drawn from its nested tooltip object: main text, both buttons, the side it asks for and its further links', async () => {
    const { page, root, placement, errors } = await triggered('1000122:510022');
    const tooltip = root.locator('.xp-tooltip');
    expect(await tooltip.locator('.xp-tooltip__text').textContent()).toBe('Your home feed starts here');
    expect(await root.getByRole('button').allTextContents()).toEqual(['Maybe later', 'Understood']);
    expect(await root.getByRole('link', { name: 'How the feed is chosen' }).getAttribute('href')).toBe('/privacy/');
    // idealDirection "right": the tooltip stands to the right of its anchor (the header's home link).
    const [anchor, box] = await Promise.all([page.locator('.header__home').first().boundingBox(), tooltip.boundingBox()]);
    expect(box!.x).toBeGreaterThanOrEqual(anchor!.x + anchor!.width);
    await root.getByRole('button', { name: 'Understood' }).click();
    await root.waitFor({ state: 'detached' });
    await expect.poll(() => remaining(page, placement), { timeout: 5000 }).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('B12: pulserOnly shows the pulsar alone, and tapping it completes the experience', async () => {
    const { page, root, placement, errors } = await triggered('1000123:510023');
    expect(await root.locator('.xp-tooltip').count()).toBe(0);
    await root.getByRole('button', { name: 'Tap here to go home' }).click();
    await root.waitFor({ state: 'detached' });
    await expect.poll(() => remaining(page, placement), { timeout: 5000 }).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('B12: skipComplete leaves the tooltip with its dismiss button alone', async () => {
    const { page, root, placement, errors } = await triggered('1000124:510024');
    expect(await root.locator('.xp-tooltip__text').textContent()).toBe('Nothing to confirm here');
    expect(await root.getByRole('button').allTextContents()).toEqual(['Close']);
    await root.getByRole('button', { name: 'Close' }).click();
    await root.waitFor({ state: 'detached' });
    await expect.poll(() => remaining(page, placement), { timeout: 5000 }).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each([
    ['nag modal', '1000111:510011', 'Show me the ideas'],
    ['modal', '1000164:510062', 'Browse ideas'],
  ])('B12: a %s whose dismissButton has a uri is dismissed and leads there', async (_what, placed, button) => {
    const { page, root, placement, errors } = await triggered(placed);
    await Promise.all([page.waitForURL(`${baseUrl}/ideas/`), root.getByRole('button', { name: button }).click()]);
    expect(await remaining(page, placement)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
