// Experiences journeys (docs/rules/experiences.md#messages-and-where-they-show-spec-001-2, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): a representative experience of each display type from
// the demo set appears at its placement once triggered, and is completed or dismissed for good.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODAL_MEDIA_SIZE } from '#shared/experiences/constants.ts';
import { expectBottomEdge, watchBottomEdge } from './bottomEdge.ts';
import { holdClientScripts, openBrowserSession, PHONE_UA, type Visit, type VisitOptions, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

/** A fresh visitor from the US (so no consent banner) on the home page. */
async function visitor(options: VisitOptions = {}): Promise<Visit> {
  const visit = await browsing.open({ ...options, cookies: { pb_country: 'US' } });
  await visit.page.goto(`${baseUrl}/`);
  await waitForHydration(visit.page);
  return visit;
}

/** A visitor for whom the experience `placed` (placement:experience) was triggered, with its root on the page. */
async function triggered(placed: string, options: VisitOptions = {}) {
  const visit = await visitor(options);
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

/**
 * What the server recorded for this visitor's placed experience (its D1 state row, keyed by the visitor's
 * anonymous id cookie): completed or dismissed, or null while neither.
 */
async function outcome(page: Page, placed: string): Promise<'completed' | 'dismissed' | null> {
  const anon = (await page.context().cookies()).find((c) => c.name === 'pb_anon')?.value;
  expect(anon).toBeTruthy();
  const [placement, experience] = placed.split(':').map(Number);
  const [row] = sql<{ completed_at: number | null; dismissed_at: number | null }>(
    `SELECT completed_at, dismissed_at FROM experience_states WHERE viewer_key = 'anon:${anon!.replace(/[^\w-]/g, '')}' AND placement_id = ${placement} AND experience_id = ${experience}`,
  );
  if (row?.completed_at && row.dismissed_at) throw new Error(`${placed} is recorded both completed and dismissed`);
  return row?.completed_at ? 'completed' : row?.dismissed_at ? 'dismissed' : null;
}

describe('experiences at their placements', () => {
  it('B1: shows a visitor the hero banner once; dismissed, it stays gone (experiences: Hero banner, Lifecycle and behaviour)', async () => {
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
    ['nag modal (type 14)', '1000110:510010', { role: 'button', name: 'Not now' }, 'dismissed'],
    ['error callout, its primary action', '1000130:510030', { role: 'button', name: 'OK' }, 'completed'],
    ['error callout, its secondary action', '1000130:510030', { role: 'button', name: 'Dismiss' }, 'dismissed'],
    ['upsell callout', '1000133:510033', { role: 'button', name: 'Close' }, 'dismissed'],
    ['neutral callout (type 27)', '1000140:510040', { role: 'button', name: 'Try it' }, 'completed'],
    ['floating upsell callout (type 28)', '1000141:510041', { role: 'button', name: 'Turn on' }, 'completed'],
    ['promotional banner (component_type 1)', '1000150:510050', { role: 'button', name: 'Explore' }, 'completed'],
    ['location upsell modal (502722)', '1000160:502722', { role: 'button', name: 'No thanks' }, 'dismissed'],
    ['modal with an image (type 26)', '1000161:510060', { role: 'button', name: 'Start' }, 'completed'],
    ['modal with a video (type 26)', '1000163:510061', { role: 'button', name: 'Dismiss' }, 'dismissed'],
    ['banner prompt (type 5)', '1000171:510071', { role: 'button', name: 'Not now' }, 'dismissed'],
    ['toast (type 10)', '1000180:510080', { role: 'link', name: 'Show' }, 'completed'],
    ['popover (type 29)', '1000190:510090', { role: 'button', name: 'OK' }, 'completed'],
    ['flyout (component_type 2)', '1000200:510100', { role: 'button', name: 'Close' }, 'dismissed'],
    ['search delight (component_type 3)', '1000210:510110', { role: 'button', name: 'Close' }, 'dismissed'],
    ['complete-only hero (501153)', '1000103:501153', { role: 'link', name: 'Done' }, 'completed'],
  ] as const)(
    'B6, B7, B8, B11, B16: %s appears once triggered and is recorded as the action says (completed or dismissed)',
    async (_what, placed, action, recorded) => {
      const { page, errors, placement, root } = await triggered(placed);
      await root.waitFor({ timeout: 10_000 });
      expect(await outcome(page, placed)).toBeNull();
      await root.getByRole(action.role, { name: action.name, exact: true }).click();
      await root.waitFor({ state: 'detached' });
      await expect.poll(() => remaining(page, placement), { timeout: 5000 }).toEqual([]);
      await expect.poll(() => outcome(page, placed), { timeout: 5000 }).toBe(recorded);
      expect(errors).toEqual([]);
    },
  );

  it.each([
    ['desktop', { viewport: { width: 1280, height: 900 } }, MODAL_MEDIA_SIZE.desktop],
    ['phone', { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true }, MODAL_MEDIA_SIZE.mobile],
  ] as const)('B8: the image and the video modal draw their media at the spec size on a %s (540x363, 320x215)', async (_screen, options, size) => {
    for (const placed of ['1000161:510060', '1000163:510061']) {
      const { root, context } = await triggered(placed, options);
      const media = root.locator('.xp-modal__media');
      await media.waitFor({ timeout: 10_000 });
      // A video keeps its file's ratio until its metadata is in: measure once it has loaded.
      if (placed.endsWith('510061'))
        await media.evaluate(
          (el) => new Promise((done) => ((el as HTMLVideoElement).readyState >= 1 ? done(null) : el.addEventListener('loadedmetadata', done, { once: true }))),
        );
      const box = await media.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { width: Math.round(r.width), height: Math.round(r.height) };
      });
      expect(box, placed).toEqual({ width: size.width, height: size.height });
      await context.close();
    }
  });

  it('B5: names its pulsar by the filled-in tip, opens the tooltip from it and completes it (experiences: Lifecycle and behaviour)', async () => {
    const { page, root } = await triggered('1000120:510020');
    const pulsar = root.locator('.pulsar');
    // Its accessible name is the tooltip's text with the board filled in, never the raw placeholder.
    expect(await pulsar.getAttribute('aria-label')).toBe('Your saves land in Quick saves');
    await pulsar.click();
    expect(await root.locator('.xp-tooltip__text').textContent()).toBe('Your saves land in Quick saves');
    expect(await root.locator('.xp-tooltip__thumbs img').count()).toBe(3);
    await root.getByRole('button', { name: 'Got it' }).click();
    await root.waitFor({ state: 'detached' });
    await expect.poll(() => remaining(page, 1000120)).toEqual([]);
    await expect.poll(() => outcome(page, '1000120:510020')).toBe('completed');
  });

  it('B15: runs the survey: accept, the frame loads, finishing completes it (experiences: Lifecycle and behaviour)', async () => {
    const { page, root } = await triggered('1000170:510070');
    await root.getByRole('button', { name: 'Sure' }).click();
    await root.locator('iframe:not(.xp-survey__frame--loading)').waitFor();
    await page.frameLocator('[data-test-id="experience-1000170-510070"] iframe').getByRole('button', { name: 'Very' }).click();
    await root.waitFor({ state: 'detached' });
    await expect.poll(() => remaining(page, 1000170)).toEqual([]);
  });

  it("B9: shows the verified merchant badge on a merchant's profile and explains it in a modal (experiences: Verified-merchant badge)", async () => {
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

const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE: VisitOptions = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true };
/** A small window (or a phone on its side): wider than a phone's narrow layout, narrower than the desktop header. */
const SMALL_WINDOW: VisitOptions = { viewport: { width: 600, height: 800 } };
const DESKTOP: VisitOptions = { viewport: { width: 1280, height: 900 } };

let members = 0;
/** A member who signed up just now (new) or, with `joinedLongAgo`, one who joined 400 days ago (established), on home. */
async function member(joinedLongAgo: boolean, options: VisitOptions): Promise<Visit> {
  members++;
  const username = `tabbar${members}_${Date.now().toString(36)}`;
  const visit = await browsing.signUp(username, '/', options);
  if (joinedLongAgo) {
    sql(`UPDATE users SET created_at = ${Date.now() - 400 * DAY_MS} WHERE username = '${username}'`);
    await visit.page.reload();
    await waitForHydration(visit.page);
  }
  return visit;
}

/** Where the floating callout and the tab bar are drawn, as the window shows them. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const el = document.querySelector(selector);
      const r = el?.getBoundingClientRect();
      return r && r.height > 0 ? { top: r.top, bottom: r.bottom, height: r.height } : null;
    };
    return {
      windowHeight: window.innerHeight,
      bar: box('[data-test-id="tab-bar"]'),
      callout: box('[data-test-id="experience-1000141-510041"]'),
      bodyPadding: getComputedStyle(document.body).paddingBottom,
    };
  });

describe("the floating callout and the phone's tab bar (pin-card: Constants; experiences: Constants)", () => {
  it.each([
    ['an established member on a 390 px phone', true, PHONE, 52],
    ['an established member in a 600 px window', true, SMALL_WINDOW, 52],
    ['a new member on a 390 px phone', false, PHONE, 64],
    ['a member on a 1280 px desktop (no tab bar)', true, DESKTOP, 0],
  ] as const)(
    'B29: for %s the callout stands nav footer + 8 above the bottom, clear of the tab bar (pin-card: Constants; experiences: Constants)',
    async (_who, joinedLongAgo, options, footer) => {
      const { page, errors } = await member(joinedLongAgo, options);
      const status = await page.evaluate(async () => (await fetch('/v3/experiences/1000141:510041/trigger/', { method: 'PUT' })).status);
      expect(status).toBe(200);
      await page.reload();
      await waitForHydration(page);
      const callout = page.locator('[data-test-id="experience-1000141-510041"]');
      await callout.waitFor();
      const drawn = await layout(page);
      if (footer === 0) expect(drawn.bar).toBeNull();
      else {
        expect(drawn.bar?.height).toBe(footer);
        expect(drawn.bar?.bottom).toBe(drawn.windowHeight);
        // The page's end is padded by the bar's height, so nothing is left behind the bar.
        expect(drawn.bodyPadding).toBe(`${footer}px`);
        expect(drawn.callout!.bottom).toBeLessThanOrEqual(drawn.bar!.top);
      }
      expect(drawn.windowHeight - drawn.callout!.bottom).toBe(footer + 8);
      // Nothing covers it: its button takes the press.
      await callout.getByRole('button', { name: 'Turn on', exact: true }).click();
      await callout.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    },
  );

  it('A60: the tab bar has its height and the page its room before the client runs, and keeps them once it has (pin-card: Constants)', async () => {
    const { context } = await member(true, PHONE);
    const page = await context.newPage();
    const release = await holdClientScripts(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    // The first paint a person sees: the page's stylesheets applied.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet));
    const before = await layout(page);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    expect(before.bar).toEqual({ top: before.windowHeight - 52, bottom: before.windowHeight, height: 52 });
    expect(before.bodyPadding).toBe('52px');
    release();
    await waitForHydration(page);
    expect(await layout(page)).toEqual(before);
  });
});

describe("the toast, the survey and the phone's tab bar (pin-card: Constants; experiences: Lifecycle and behaviour)", () => {
  const WHO = [
    ['an established member on a 390 px phone', 'member', PHONE, true],
    ['a member on a 1280 px desktop (no tab bar)', 'member', DESKTOP, false],
    ['a visitor on a 390 px phone (no tab bar)', 'visitor', PHONE, false],
  ] as const;
  const SHOWN = [
    ['toast (type 10)', '1000180:510080', 24],
    ['survey (type 5)', '1000170:510070', 16],
  ] as const;

  it.each(SHOWN.flatMap(([what, placed, gap]) => WHO.map(([who, kind, options, barShows]) => [what, who, placed, gap, kind, options, barShows] as const)))(
    'the %s for %s stands its distance above the tab bar where it shows, else above the bottom (experiences: Lifecycle and behaviour; pin-card: Constants)',
    async (_what, _who, placed, gap, kind, options, barShows) => {
      const { page, errors } = kind === 'member' ? await member(true, options) : await browsing.open({ ...options, cookies: { pb_country: 'US' } });
      if (kind === 'visitor') {
        await page.goto(`${baseUrl}/`);
        await waitForHydration(page);
      }
      const status = await page.evaluate(async (id) => (await fetch(`/v3/experiences/${id}/trigger/`, { method: 'PUT' })).status, placed);
      expect(status).toBe(200);
      const root = `[data-test-id="experience-${placed.replace(':', '-')}"]`;
      const edge = await watchBottomEdge(page, root);
      await page.reload();
      await waitForHydration(page);
      expectBottomEdge(await edge(), barShows, gap);
      if (placed === '1000170:510070') {
        // Nothing covers the survey: its button takes the press.
        await page.locator(root).getByRole('button', { name: 'No thanks', exact: true }).click();
        await page.locator(root).waitFor({ state: 'detached' });
      }
      expect(errors).toEqual([]);
    },
  );
});
