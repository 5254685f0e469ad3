// Experiences journeys (docs/rules/experiences.md#messages-and-where-they-show-spec-001-2, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): a representative experience of each display type from
// the demo set appears at its placement once triggered, and is completed or dismissed for good.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, type Visit, waitForHydration } from './browser.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

/** A fresh visitor from the US (so no consent banner) on the home page. */
async function visitor(): Promise<Visit> {
  const visit = await browsing.open({ cookies: { pb_country: 'US' } });
  await visit.page.goto(`${baseUrl}/`);
  await waitForHydration(visit.page);
  return visit;
}

/** A visitor for whom the experience `placed` (placement:experience) was triggered, with its root on the page. */
async function triggered(placed: string) {
  const visit = await visitor();
  const status = await visit.page.evaluate(async (id) => (await fetch(`/v3/experiences/${id}/trigger/`, { method: 'PUT' })).status, placed);
  expect(status).toBe(200);
  await visit.page.reload();
  await waitForHydration(visit.page);
  const [placement, experience] = placed.split(':');
  return { ...visit, placement: Number(placement), root: visit.page.locator(`[data-test-id="experience-${placement}-${experience}"]`) };
}

/** The placements the server still has for this visitor. */
const remaining = (page: Page, placement: number) =>
  page.evaluate(async (p) => {
    const query = encodeURIComponent(JSON.stringify({ options: { placement_ids: [p] } }));
    const body = await (await fetch(`/resource/UserExperienceResource/get/?data=${query}`)).json();
    return Object.keys(body.resource_response.data);
  }, placement);

describe('experiences at their placements', () => {
  it('shows a visitor the hero banner once; dismissed, it stays gone (spec 001 §2.2, §4)', async () => {
    const { page, errors } = await visitor();
    const hero = page.locator('[data-test-id="experience-1000100-510001"]');
    await hero.waitFor();
    expect(await hero.textContent()).toContain('Welcome to Pinboard');
    await hero.getByRole('button', { name: 'Not now' }).click();
    await hero.waitFor({ state: 'detached' });
    // The hero leaves at once (an optimistic update); the server has it dismissed once the request lands.
    await expect.poll(() => remaining(page, 1000100), { timeout: 5000 }).toEqual([]);
    const network = watchNetwork(page);
    await page.reload();
    await waitForHydration(page);
    await network.quiet();
    expect(await hero.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it.each([
    ['nag modal (type 14)', '1000110:510010', { role: 'button', name: 'Not now' }],
    ['error callout', '1000130:510030', { role: 'button', name: 'OK' }],
    ['upsell callout', '1000133:510033', { role: 'button', name: 'Close' }],
    ['neutral callout (type 27)', '1000140:510040', { role: 'button', name: 'Try it' }],
    ['floating upsell callout (type 28)', '1000141:510041', { role: 'button', name: 'Turn on' }],
    ['promotional banner (component_type 1)', '1000150:510050', { role: 'button', name: 'Explore' }],
    ['location upsell modal (502722)', '1000160:502722', { role: 'button', name: 'No thanks' }],
    ['modal with an image (type 26)', '1000161:510060', { role: 'button', name: 'Start' }],
    ['modal with a video (type 26)', '1000163:510061', { role: 'button', name: 'Dismiss' }],
    ['banner prompt (type 5)', '1000171:510071', { role: 'button', name: 'Not now' }],
    ['toast (type 10)', '1000180:510080', { role: 'link', name: 'Show' }],
    ['popover (type 29)', '1000190:510090', { role: 'button', name: 'OK' }],
    ['flyout (component_type 2)', '1000200:510100', { role: 'button', name: 'Close' }],
    ['search delight (component_type 3)', '1000210:510110', { role: 'button', name: 'Close' }],
    ['complete-only hero (501153)', '1000103:501153', { role: 'link', name: 'Done' }],
  ] as const)('%s appears once triggered and is completed or dismissed', async (_what, placed, action) => {
    const { page, errors, placement, root } = await triggered(placed);
    await root.waitFor({ timeout: 10_000 });
    await root.getByRole(action.role, { name: action.name, exact: true }).click();
    await root.waitFor({ state: 'detached' });
    await expect.poll(() => remaining(page, placement), { timeout: 5000 }).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens the tooltip from its pulsar and completes it (spec 001 §4)', async () => {
    const { page, root } = await triggered('1000120:510020');
    await root.locator('.pulsar').click();
    expect(await root.locator('.xp-tooltip__text').textContent()).toBe('Your saves land in Quick saves');
    expect(await root.locator('.xp-tooltip__thumbs img').count()).toBe(3);
    await root.getByRole('button', { name: 'Got it' }).click();
    await root.waitFor({ state: 'detached' });
    await expect.poll(() => remaining(page, 1000120)).toEqual([]);
  });

  it('runs the survey: accept, the frame loads, finishing completes it (spec 001 §4)', async () => {
    const { page, root } = await triggered('1000170:510070');
    await root.getByRole('button', { name: 'Sure' }).click();
    await root.locator('iframe:not(.xp-survey__frame--loading)').waitFor();
    await page.frameLocator('[data-test-id="experience-1000170-510070"] iframe').getByRole('button', { name: 'Very' }).click();
    await root.waitFor({ state: 'detached' });
    await expect.poll(() => remaining(page, 1000170)).toEqual([]);
  });

  it("shows the verified merchant badge on a merchant's profile and explains it in a modal (spec 001 §2.10)", async () => {
    const { page, errors } = await visitor();
    await page.goto(`${baseUrl}/makershop/`);
    await waitForHydration(page);
    const badge = page.locator('[data-test-id="profile-header"] h1 button[aria-label="Verified merchant"]');
    expect(await badge.locator('svg').getAttribute('width')).toBe('20');
    await badge.click();
    expect(await page.textContent('#verified-merchant-title')).toBe('Verified merchant');
    await page.keyboard.press('Escape');
    expect(await page.locator('#verified-merchant-title').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
