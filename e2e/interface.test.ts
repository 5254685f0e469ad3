// The interface as a person sees it: the key pages at 1280x900 and on a 390x844 phone,
// signed in and out, each popover opened, and every visible button, link and field measured
// (e2e/interfaceCheck.ts): nothing covered at its centre, off the window's sides, or (on a phone)
// under 44x44 px; no sideways scroll; open popovers inside the window; no console error; and
// axe-core finds no violation. It reports how many controls it checked.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from '#shared/onboarding/steps.ts';
import { nextPaint, openBrowserSession, PERSON_UA, PHONE_UA, type Visit, type VisitOptions, waitForHydration } from './browser.ts';
import { axeViolations, checkControls, popoverProblems, settle } from './interfaceCheck.ts';
import { conversationBetween, keepOnboarding, sql } from './localState.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const DESKTOP: VisitOptions = { viewport: { width: 1280, height: 900 } };
const PHONE: VisitOptions = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true };

/** A popover a person opens on a page: how to open it, and the element that then shows. */
interface Opener {
  name: string;
  open(page: Page, phone: boolean): Promise<Locator | null>;
}

const CLOSEUP_POPOVERS: Opener[] = [
  {
    name: 'more menu',
    async open(page) {
      await page.locator('[data-test-id="more-button"]').click();
      return page.locator('[data-test-id="more-menu"], [data-test-id="more-overlay"]');
    },
  },
  {
    name: 'share flyout',
    async open(page) {
      await page.locator('[data-test-id="share-button"]').click();
      return page.locator('[data-test-id="share-flyout"]');
    },
  },
];

const CLOSEUP_SAVE: Opener = {
  name: 'closeup board picker',
  async open(page) {
    await page.locator('[data-test-id="closeup"] [data-test-id="save-button"]').click();
    return page.locator('[data-test-id="closeup"] [data-test-id="board-picker"]');
  },
};

/** The first image card of the feed (hovered on a desktop, where its controls show on hover). */
async function firstCard(page: Page, phone: boolean, saveControl = ''): Promise<Locator> {
  const card = page.locator(`[data-test-id="pin"][data-pin-kind="image"]${saveControl && `[data-save-control="${saveControl}"]`}`).first();
  if (!phone) await card.hover();
  return card;
}

const CARD_MENU: Opener = {
  name: 'card menu',
  async open(page, phone) {
    const card = await firstCard(page, phone);
    await card.locator('[data-test-id="pin-menu-button"]').click();
    return card.locator('[data-test-id="pin-menu"]');
  },
};

const CARD_PICKER: Opener = {
  name: 'card board picker',
  async open(page, phone) {
    if (phone) return null; // phones save from the closeup
    // A desktop card's inline Save: the board button next to Save opens the picker.
    const card = await firstCard(page, phone, 'inline');
    await card.locator('.save-control__board').click();
    return card.locator('[data-test-id="board-picker"]');
  },
};

// The inbox's controls: the member's account menu (Settings, Dark mode, Log out) opens at every width; on a
// phone the tab bar takes the hamburger's place.
const HEADER_MENU: Opener = {
  name: 'account menu',
  async open(page) {
    await page.locator('[data-test-id="header-menu-button"]').click();
    return page.locator('[data-test-id="header-menu"]');
  },
};

interface KeyPage {
  name: string;
  path: string;
  popovers?: Opener[];
  /** Cards whose hover controls are measured too, hovered (on a desktop) one at a time. */
  hoverCards?: string;
  /** Puts the server's state in place before the visit (an onboarding step). */
  prepare?: () => void;
  /** The page's status when it is not 200 (a refusal): the browser's own console line for it is expected. */
  status?: number;
}

/** The first pins of each kind the home feed serves: looked up once per file (six tests ask), not once per test. */
let foundPins: Promise<Map<string, string>> | undefined;
const pinsByKind = (): Promise<Map<string, string>> => (foundPins ??= findPinsByKind());

/** The first pins of each kind the home feed serves, found through the feed resource. */
async function findPinsByKind(): Promise<Map<string, string>> {
  const wanted = ['image', 'video', 'story', 'carousel', 'collection', 'product', 'recipe', 'promoted'];
  const found = new Map<string, string>();
  let bookmark: string | null = null;
  for (let i = 0; i < 40 && found.size < wanted.length; i++) {
    const options = bookmark ? { bookmark, page_size: 50 } : { page_size: 50 };
    const response = await fetch(`${baseUrl}/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`, {
      headers: { 'user-agent': PERSON_UA },
    });
    const body = (await response.json()) as {
      resource_response: {
        data: Array<{ entityId: string; kind: string; isPromoted: boolean; storyPinData?: { isDeleted?: boolean } }>;
        bookmark: string | null;
      };
    };
    for (const pin of body.resource_response.data) {
      const kind = pin.isPromoted ? 'promoted' : pin.kind;
      if (wanted.includes(kind) && !found.has(kind) && !pin.storyPinData?.isDeleted) found.set(kind, pin.entityId);
    }
    bookmark = body.resource_response.bookmark;
    if (!bookmark) break;
  }
  expect([...found.keys()].sort()).toEqual([...wanted].sort());
  return found;
}

function demoBoard(): { path: string; id: string } {
  const [row] = sql<{ id: number; slug: string }>(
    `SELECT b.id, b.slug FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND b.privacy = 'public' AND b.layout = 'default' AND b.archived = 0 ORDER BY b.id LIMIT 1`,
  );
  return { path: `/demo/${row.slug}/`, id: String(row.id) };
}

/** A conversation between demo and staff (made once, the way the send form makes one), with a pin sent, drawn as its card. */
function demoConversation(): string {
  const now = Date.now();
  const conversation = conversationBetween('demo', 'staff');
  sql(
    `INSERT INTO conversation_messages (conversation_id, sender_id, text, created_at)
       SELECT ${conversation}, id, 'Have a look at this board', ${now} FROM users WHERE username = 'staff'`,
  );
  sql(
    `INSERT INTO conversation_messages (conversation_id, sender_id, pin_id, text, created_at)
       SELECT ${conversation}, u.id, (SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
                                 WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.kind = 'image' ORDER BY p.id LIMIT 1), 'And this one', ${now}
         FROM users u WHERE u.username = 'staff'`,
  );
  return `/conversation/${conversation}/`;
}

async function keyPages(signedIn: boolean): Promise<KeyPage[]> {
  const pins = await pinsByKind();
  const board = demoBoard();
  const closeupPopovers = signedIn ? [...CLOSEUP_POPOVERS, CLOSEUP_SAVE] : CLOSEUP_POPOVERS;
  const pages: KeyPage[] = [
    // Signed-out visitors get no card menu (docs/rules/pin-card.md#more-information-panel-spec-000-21) and no account menu.
    {
      name: 'home',
      path: '/',
      popovers: signedIn ? [HEADER_MENU, CARD_MENU, CARD_PICKER] : [],
      hoverCards: '[data-test-id="pin"]:is([data-pin-kind="image"], [data-pin-kind="video"], [data-pin-kind="story"], [data-pin-kind="product"])',
    },
    ...[...pins].map(([kind, id]) => ({ name: `closeup of a ${kind} pin`, path: `/pin/${id}/`, popovers: closeupPopovers })),
    { name: 'profile', path: '/demo/' },
    { name: 'followers', path: '/demo/_followers/' },
    { name: 'board', path: board.path },
    { name: 'business hub', path: '/business/hub/' },
    { name: 'search', path: '/search/pins/?q=kitchen&rs=typed' },
    { name: 'topic', path: '/topics/home-decor/' },
    { name: 'get the app', path: '/app/' },
  ];
  if (!signedIn) return [...pages, { name: 'login', path: '/login/' }, { name: 'signup', path: '/signup/' }, ...POLICY_PAGES];
  return [
    ...pages,
    { name: 'board edit', path: `/board/${board.id}/edit/` },
    { name: 'settings: profile', path: '/settings/' },
    { name: 'settings: account', path: '/settings/account/' },
    { name: 'settings: privacy', path: '/settings/privacy/' },
    { name: 'settings: notifications', path: '/settings/notifications/?exp=settings_notifications_split:control' },
    { name: 'settings: notifications, split off', path: '/settings/notifications/?exp=settings_notifications_split:enabled' },
    // Its pin card hovered: the conversation surface has no card menu (docs/rules/pin-card.md#roles-spec-000-6).
    { name: 'conversation', path: demoConversation(), hoverCards: '[data-test-id="pin"]' },
    { name: 'notifications', path: '/notifications/' },
    { name: 'messages', path: '/messages/' },
    { name: 'tune your home feed', path: '/edit/' },
    ...BUSINESS_PAGES,
    ...ONBOARDING_STEPS.map((step) => ({ name: `onboarding: ${step}`, path: '/onboarding/', prepare: () => atOnboardingStep(step) })),
  ];
}

const POLICY_PAGES: KeyPage[] = [
  { name: 'cookie policy', path: '/policy/cookies/' },
  { name: 'privacy policy', path: '/privacy/' },
  { name: 'terms', path: '/terms/' },
  { name: 'community guidelines', path: '/community-guidelines/' },
];

/** The business pages a personal member meets (the hub, the refusals that offer the conversion, the conversion). */
const BUSINESS_PAGES: KeyPage[] = [
  { name: 'business: catalogs', path: '/business/catalogs/', status: 403 },
  { name: 'business: audiences', path: '/business/audiences/', status: 403 },
  { name: 'business: convert', path: '/business/convert/' },
];

/** Puts demo's onboarding at `step` (not completed), as a new member who stopped there finds it. */
function atOnboardingStep(step: string): void {
  const now = Date.now();
  sql(
    `INSERT INTO member_onboarding (user_id, step, updated_at) SELECT id, '${step}', ${now} FROM users WHERE username = 'demo'
       ON CONFLICT (user_id) DO UPDATE SET step = excluded.step, completed_at = NULL, updated_at = excluded.updated_at`,
  );
}

let controlsChecked = 0;
let pagesChecked = 0;
afterAll(() => {
  console.log(`interface check: ${controlsChecked} controls on ${pagesChecked} page views measured`);
});

/**
 * Visits every key page; returns every problem found, each naming its page. Pages that change shared
 * state first (`prepare`) are visited one after another in the first visit; the rest are shared out
 * between the visits, which browse side by side (a person's tabs: each its own context and errors).
 */
async function checkKeyPages(visits: Visit[], pages: KeyPage[], phone: boolean): Promise<string[]> {
  const independent = pages.filter((key) => !key.prepare);
  const lanes = visits.map((visit, i) =>
    checkPagesIn(
      visit,
      independent.filter((_, n) => n % visits.length === i),
      phone,
    ),
  );
  const problems = (await Promise.all(lanes)).flat();
  problems.push(
    ...(await checkPagesIn(
      visits[0],
      pages.filter((key) => key.prepare),
      phone,
    )),
  );
  return problems;
}

/** Visits the pages one after another in one browsing context. */
async function checkPagesIn(visit: Visit, pages: KeyPage[], phone: boolean): Promise<string[]> {
  const { page, errors } = visit;
  const problems: string[] = [];
  for (const key of pages) {
    const where = `${key.name} (${key.path})`;
    key.prepare?.();
    const network = watchNetwork(page);
    const response = await page.goto(`${baseUrl}${key.path}`);
    if (response?.status() !== (key.status ?? 200)) problems.push(`${where}: answered ${response?.status()}, not ${key.status ?? 200}`);
    await waitForHydration(page);
    await network.quiet();
    await settle(page);
    const report = await checkControls(page, phone);
    controlsChecked += report.checked;
    pagesChecked++;
    problems.push(...report.problems.map((p) => `${where}: ${p}`));
    problems.push(...(await axeViolations(page)).map((v) => `${where}: axe ${v}`));
    if (key.hoverCards && !phone) {
      for (const card of (await page.locator(key.hoverCards).all()).slice(0, 4)) {
        await card.hover();
        const id = await card.getAttribute('data-pin-id');
        const onCard = await checkControls(page, phone, `[data-test-id="pin"][data-pin-id="${id}"]`);
        controlsChecked += onCard.checked;
        problems.push(...onCard.problems.map((p) => `${where}, card ${id} hovered: ${p}`));
      }
    }
    for (const opener of key.popovers ?? []) {
      const popover = await opener.open(page, phone);
      if (!popover) continue;
      await popover.waitFor();
      const id = await popover.getAttribute('data-test-id');
      problems.push(...(await popoverProblems(popover, opener.name)).map((p) => `${where}: ${p}`));
      const inside = await checkControls(page, phone, `[data-test-id="${id}"]`);
      controlsChecked += inside.checked;
      problems.push(...inside.problems.map((p) => `${where}, ${opener.name} open: ${p}`));
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'hidden', timeout: 3000 });
    }
    // Chromium logs a non-200 document as a console error; a refusal page answers 403 on purpose.
    const expected = `Failed to load resource: the server responded with a status of ${key.status} `;
    problems.push(
      ...errors
        .splice(0)
        .filter((e) => !(key.status && e.startsWith(expected)))
        .map((e) => `${where}: console error: ${e}`),
    );
  }
  return problems;
}

describe('the interface as a person sees it', () => {
  for (const [size, options] of [
    ['1280x900', DESKTOP],
    ['a 390x844 phone', PHONE],
  ] as const) {
    const phone = size !== '1280x900';
    it(`signed out at ${size}: nothing covered, clipped or off-screen, no axe violation`, { timeout: 240_000 }, async () => {
      const visits = await Promise.all([browsing.open(options), browsing.open(options)]);
      expect(await checkKeyPages(visits, await keyPages(false), phone)).toEqual([]);
    });
    it(`signed in at ${size}: nothing covered, clipped or off-screen, no axe violation`, { timeout: 240_000 }, async () => {
      const visits = await Promise.all([browsing.signIn('demo', '/', options), browsing.signIn('demo', '/', options)]);
      const restore = keepOnboarding();
      const problems = await checkKeyPages(visits, await keyPages(true), phone).finally(restore);
      expect(problems).toEqual([]);
    });
  }
});

describe('the cookie banner as a person sees it (experiences: Cookie consent banner)', () => {
  for (const [size, options] of [
    ['1280x900', DESKTOP],
    ['a 390x844 phone', PHONE],
  ] as const) {
    it(`fits the window at ${size}, and so does Let me choose`, async () => {
      const phone = size !== '1280x900';
      const { page, errors } = await browsing.open({ ...options, cookies: { pb_country: 'DE' } });
      const network = watchNetwork(page);
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await network.quiet();
      await settle(page);
      const banner = page.locator('[data-test-id="consent-banner"]');
      const problems = await popoverProblems(banner, 'cookie banner');
      const onBanner = await checkControls(page, phone, '[data-test-id="consent-banner"]');
      await banner.getByRole('button', { name: 'Let me choose' }).click();
      const settings = page.locator('[data-test-id="consent-settings"]');
      await settings.waitFor();
      problems.push(...(await popoverProblems(settings, 'cookie settings')));
      const onSettings = await checkControls(page, phone, '[data-test-id="consent-settings"]');
      controlsChecked += onBanner.checked + onSettings.checked;
      problems.push(...onBanner.problems, ...onSettings.problems, ...(await axeViolations(page)).map((v) => `axe ${v}`), ...errors);
      expect(problems).toEqual([]);
    });
  }
});

describe('a person on a phone', () => {
  it('signs in, saves a pin from its closeup to a board made in the picker, and reaches Let me choose', { timeout: 90_000 }, async () => {
    const { page, errors } = await browsing.open({ ...PHONE, cookies: { pb_country: 'DE' } });
    await page.goto(`${baseUrl}/login/`);
    await waitForHydration(page);
    // The cookie banner first: its granular choice is on screen and can be pressed.
    await page.getByRole('button', { name: 'Let me choose' }).click();
    const settings = page.locator('[data-test-id="consent-settings"]');
    await settings.getByRole('checkbox', { name: /Analytics/ }).check();
    await settings.getByRole('button', { name: 'Save choices' }).click();
    await page.locator('[data-test-id="consent-toast"]').waitFor();

    await page.getByLabel('Email or username').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.locator('[data-test-id="login-form"]').getByRole('button', { name: 'Log in' }).click();
    await page.waitForSelector('[data-test-id="header-profile"]');
    await waitForHydration(page);

    const pinId = (await pinsByKind()).get('image');
    await page.goto(`${baseUrl}/pin/${pinId}/`);
    await waitForHydration(page);
    const closeup = page.locator('[data-test-id="closeup"]');
    await closeup.getByRole('button', { name: 'Save' }).click();
    const picker = page.locator('[data-test-id="board-picker"]');
    await picker.waitFor();
    expect(await popoverProblems(picker, 'board picker')).toEqual([]);
    const name = `Phone finds ${Date.now() % 100000}`;
    await picker.getByLabel('New board name').fill(name);
    await picker.getByRole('button', { name: 'Create' }).click();
    // Creating the board and saving into it are two calls: on a loaded machine they can take longer than a poll's
    // 10 s, so the test waits for the toast a person sees, for as long as the test may run.
    await page.locator('[data-test-id="save-toast-text"]', { hasText: `Saved to ${name}` }).waitFor({ timeout: 40_000 });
    await picker.waitFor({ state: 'detached' });
    expect(await closeup.locator('[data-test-id="save-control"]').getAttribute('data-save-state')).toBe('saved');

    // Send to: the flyout suggests people by what was typed; a tap fills the username.
    await closeup.getByRole('button', { name: 'Share' }).click();
    const flyout = page.locator('[data-test-id="share-flyout"]');
    await flyout.getByLabel('Send to').fill('sta');
    await flyout.getByRole('button', { name: 'Sam Staff @staff' }).click();
    expect(await flyout.getByLabel('Send to').inputValue()).toBe('staff');
    expect(errors).toEqual([]);
  });
});

describe('the site on a phone', () => {
  const phonePages = async () => [
    { name: 'home', path: '/', widths: [390, 320] },
    { name: 'closeup', path: `/pin/${(await pinsByKind()).get('image')}/`, widths: [390] },
    { name: 'board', path: demoBoard().path, widths: [390] },
  ];
  it('shows the home, closeup and board grids in two columns, with no sideways scroll and cards that do not overlap', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    for (const { name, path, widths } of await phonePages()) {
      for (const width of widths) {
        const visit = await browsing.signIn('demo', path, { ...PHONE, viewport: { width, height: 844 } });
        const { page } = visit;
        await watchNetwork(page).quiet();
        const grid = page.locator('[data-test-id="masonry"] [data-test-id="pin"]');
        await expect.poll(() => grid.count(), { message: `${name} at ${width} px: its grid's cards` }).toBeGreaterThanOrEqual(4);
        const cards = await grid.evaluateAll((els) =>
          els.slice(0, 12).map((el) => {
            const r = el.getBoundingClientRect();
            return { left: Math.round(r.left), top: r.top, bottom: r.bottom, width: r.width };
          }),
        );
        const columns = [...new Set(cards.map((c) => c.left))];
        const where = `${name} (${path}) at ${width} px`;
        if (columns.length !== 2) problems.push(`${where}: ${columns.length} columns`);
        if (Math.min(...cards.map((c) => c.width)) <= width / 2 - 32) problems.push(`${where}: cards narrower than half the screen`);
        for (const left of columns) {
          const column = cards.filter((c) => c.left === left).sort((a, b) => a.top - b.top);
          for (let i = 1; i < column.length; i++) if (column[i].top < column[i - 1].bottom - 0.5) problems.push(`${where}: cards overlap`);
        }
        const report = await checkControls(page, true);
        controlsChecked += report.checked;
        problems.push(...report.problems.map((p) => `${where}: ${p}`), ...visit.errors.map((e) => `${where}: console error: ${e}`));
        await visit.context.close();
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves room under the notifications for the tab bar: scrolled to its end, the last one is above it', async () => {
    const { page, errors } = await browsing.signIn('demo', '/notifications/', PHONE);
    const rows = page.locator('[data-test-id="news-item"]');
    expect(await rows.count()).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nextPaint(page);
    const lastBottom = await rows.last().evaluate((el) => el.getBoundingClientRect().bottom);
    const tabBarTop = await page.locator('[data-test-id="tab-bar"]').evaluate((el) => el.getBoundingClientRect().top);
    expect(tabBarTop).toBeLessThan(844);
    expect(lastBottom).toBeLessThanOrEqual(tabBarTop);
    expect(errors).toEqual([]);
  });

  /** Each icon under `within`: its text, the start of its mask, its size and whether it is drawn in its link's colour. */
  const iconsOf = (page: Page, within: string) =>
    page.locator(`${within} .icon`).evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        const link = getComputedStyle(el.closest('a')!);
        const box = el.getBoundingClientRect();
        return {
          text: el.textContent,
          mask: style.maskImage.slice(0, 30),
          size: `${box.width}x${box.height}`,
          inLinkColour: style.backgroundColor === link.color,
        };
      }),
    );
  const drawnIcon = { text: '', mask: 'url("data:image/svg+xml,%3Csvg', size: '24x24', inLinkColour: true };

  it('draws every tab icon the same in any font: a 24 px picture in the tab text colour, no font glyph', async () => {
    const { page, errors } = await browsing.signIn('demo', '/', PHONE);
    const icons = await iconsOf(page, '[data-test-id="tab-bar"]');
    expect(icons).toHaveLength(5);
    for (const icon of icons) expect(icon).toEqual(drawnIcon);
    expect(errors).toEqual([]);
  });

  it("draws the desktop header's notifications and messages icons the same in any font: 24 px pictures, no font glyph", async () => {
    const { page, errors } = await browsing.signIn('demo', '/', { viewport: { width: 1280, height: 900 } });
    for (const link of ['header-notifications', 'header-messages']) {
      const icons = await iconsOf(page, `[data-test-id="${link}"]`);
      expect(icons, link).toEqual([drawnIcon]);
    }
    expect(errors).toEqual([]);
  });
});

// Organize mode's reorder and the report step (board pin order and report reasons): their own block.
describe('reordering pins and reporting with a reason, as a person sees them (pin-card: Pins, boards and viewers, Card states and the save flow)', () => {
  for (const [size, options] of [
    ['1280x900', DESKTOP],
    ['a 390x844 phone', PHONE],
  ] as const) {
    const phone = size !== '1280x900';
    it(`at ${size} the reorder grid and the report dialog's steps are whole, reachable and axe-clean (pin-card: Pins, boards and viewers, Card states and the save flow)`, {
      timeout: 120_000,
    }, async () => {
      const [board] = sql<{ url: string }>(
        "SELECT '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND EXISTS (SELECT 1 FROM pins p WHERE p.board_id = b.id AND p.deleted_at IS NULL) ORDER BY b.id LIMIT 1",
      );
      const { page, errors } = await browsing.signIn('demo', board!.url, options);
      await page.getByRole('button', { name: 'Organize' }).click();
      await page.getByRole('button', { name: 'Reorder pins' }).click();
      await page.locator('[data-test-id="reorder-pins"] [data-pin-id]').first().waitFor();
      const reorder = await checkControls(page, phone, '[data-test-id="bulk-editor"]');
      expect(reorder.checked).toBeGreaterThan(0);
      const problems = [...reorder.problems, ...(await axeViolations(page))];

      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const card = page.locator('[data-test-id="pin"]:has([data-test-id="pin-menu-button"])').nth(phone ? 2 : 8);
      await card.scrollIntoViewIfNeeded();
      if (!phone) await card.hover();
      await card.locator('[data-test-id="pin-menu-button"]').click();
      await page.getByRole('menuitem', { name: 'Report Pin' }).click();
      const dialog = page.locator('[data-test-id="report-dialog"]');
      await dialog.locator('[data-test-id="report-reasons"]').waitFor();
      await settle(page);
      const reasons = await checkControls(page, phone, '[data-test-id="report-dialog"]');
      expect(reasons.checked).toBeGreaterThan(10);
      problems.push(...reasons.problems, ...(await popoverProblems(dialog, 'report dialog')), ...(await axeViolations(page)));
      await dialog.getByRole('radio', { name: 'Spam' }).check();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.locator('[data-test-id="report-confirm"]').waitFor();
      const confirm = await checkControls(page, phone, '[data-test-id="report-dialog"]');
      problems.push(...confirm.problems, ...(await popoverProblems(dialog, 'report confirmation')), ...(await axeViolations(page)));
      await page.keyboard.press('Escape');
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
