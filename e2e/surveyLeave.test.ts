// The survey on leave intent (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: "With action_trigger 2 and an experiment, the survey
// shows when the user tries to leave and navigation resumes afterwards"): a person in the
// experiment clicks a pin on the home page, the survey shows first, and once they decline it or
// answer it they land on the pin they clicked.
import { describe, expect, it } from 'vitest';
import { closeupUrl, openBrowserSession, waitForHydration } from './browser.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const PLACED = '1000172:510072';
const ROOT = '[data-test-id="experience-1000172-510072"]';

/** A US visitor in the leave-intent experiment for whom the leave survey was triggered. */
async function visitorWithLeaveSurvey() {
  const visit = await browsing.open({ cookies: { pb_country: 'US', pb_exp: 'survey_leave_intent:enabled' } });
  const { page } = visit;
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
  const status = await page.evaluate(async (id) => (await fetch(`/v3/experiences/${id}/trigger/`, { method: 'PUT' })).status, PLACED);
  expect(status).toBe(200);
  const network = watchNetwork(page);
  await page.reload();
  await waitForHydration(page);
  await network.quiet();
  return visit;
}

/** Clicks the first pin of the home grid; answers its id. */
async function clickFirstPin(page: import('playwright-core').Page): Promise<string> {
  const card = page.locator('[data-test-id="pin"]').first();
  const pinId = (await card.getAttribute('data-pin-id'))!;
  await card.locator('a.pin-card__image').click();
  return pinId;
}

describe('survey on leave intent (experiences: Lifecycle and behaviour)', () => {
  it('B15: clicking a pin shows the survey first; declined, the person lands on the pin (experiences: Lifecycle and behaviour)', async () => {
    const { page, errors } = await visitorWithLeaveSurvey();
    const survey = page.locator(ROOT);
    expect(await survey.count()).toBe(0);
    const pinId = await clickFirstPin(page);
    await survey.waitFor();
    expect(await survey.textContent()).toContain('Before you go');
    expect(new URL(page.url()).pathname).toBe('/');
    await survey.getByRole('button', { name: 'No thanks' }).click();
    await page.waitForURL(closeupUrl(baseUrl, pinId));
    await page.waitForSelector(`[data-test-id="closeup"][data-pin-id="${pinId}"]`);
    expect(await survey.count()).toBe(0);
    // Used once: back home and to the pin again, nothing holds the way.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await clickFirstPin(page);
    await page.waitForURL(closeupUrl(baseUrl, pinId));
    expect(errors).toEqual([]);
  });

  it('B15: answered to the end, the survey completes and the navigation resumes (experiences: Lifecycle and behaviour)', async () => {
    const { page, errors } = await visitorWithLeaveSurvey();
    const survey = page.locator(ROOT);
    const pinId = await clickFirstPin(page);
    await survey.getByRole('button', { name: 'Sure' }).click();
    await survey.locator('iframe:not(.xp-survey__frame--loading)').waitFor();
    await page.frameLocator(`${ROOT} iframe`).getByRole('button', { name: 'Very' }).click();
    await page.waitForURL(closeupUrl(baseUrl, pinId));
    await page.waitForSelector(`[data-test-id="closeup"][data-pin-id="${pinId}"]`);
    expect(errors).toEqual([]);
  });
});
