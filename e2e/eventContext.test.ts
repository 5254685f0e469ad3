// What the impression events a browser sends say about where and who: each pin grid's events are
// logged under the feed name docs/rules/closeup-and-visitors.md#entities-spec-002-3 gives it, and a signed-out visitor's carry
// what their local record derives (isQUS, bucketed counts and revisit days).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '#shared/events/wire.ts';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { trackerSees } from './impressionView.ts';
import { sql } from './localState.ts';
import { watchEventPosts } from './network.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The pin impressions (18) the page sends for its grid: once the tracker sees the first pin, a
 * modal announcing itself pauses the grid (its views end) and the interval flush sends them.
 */
async function impressionsOf(page: Page, path: string): Promise<LoggedEvent[]> {
  const posts = watchEventPosts(page);
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  await trackerSees(page.locator('[data-impressions="tracking"] [data-pin-id]').first());
  await page.waitForTimeout(1200);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('pinboard:modalchange', { detail: true })));
  const pins = () => posts.accepted().filter((e) => e.event_type === 18);
  await expect.poll(() => pins().length, { timeout: 25_000 }).toBeGreaterThan(0);
  return pins();
}

const surfaceOf = (events: LoggedEvent[]) => [...new Set(events.map((e) => e.aux_data?.surface))];

describe('the feed names impressions are logged under', () => {
  it('C35: search, the today tab, a quick-saves board, a board and saved pins carry their spec feed names', { timeout: 240_000 }, async () => {
    const [quick] = sql<{ url: string }>(
      `SELECT '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id
        WHERE b.layout = 'quick_saves' AND b.privacy = 'public' AND b.pin_count > 0 ORDER BY b.id LIMIT 1`,
    );
    const [board] = sql<{ url: string; username: string }>(
      `SELECT '/' || u.username || '/' || b.slug || '/' AS url, u.username FROM boards b JOIN users u ON u.id = b.owner_id
        WHERE b.layout <> 'quick_saves' AND b.privacy = 'public' AND b.sensitive = 0 AND b.pin_count > 3 ORDER BY b.id LIMIT 1`,
    );
    expect(quick).toBeTruthy();
    expect(board).toBeTruthy();
    const cases: Array<[string, string]> = [
      ['/search/pins/?q=kitchen', 'searchPins'],
      ['/today/', 'todayTabFeed'],
      [quick.url, 'boardless-pins'],
      [board.url, 'boardfeed'],
      [`/${board.username}/_saved/`, 'profile-pins-feed'],
    ];
    for (const [path, feedName] of cases) {
      const { page } = await browsing.open({ cookies: { pb_country: 'US' } });
      expect({ path, surfaces: surfaceOf(await impressionsOf(page, path)) }).toEqual({ path, surfaces: [feedName] });
      await page.context().close();
    }
  });
});

describe("a signed-out visitor's events carry their record's derived values", () => {
  it('C34, C56: isQUS, visits and counts in steps of 5 capped at 20+, and days since the last visit in steps of 7 capped at 84+', {
    timeout: 90_000,
  }, async () => {
    const { page, errors, context } = await browsing.open({ cookies: { pb_country: 'US' } });
    const now = Date.now();
    // A visitor last here 90 days ago, on their 25th visit, who opened 6 pins, searched once and downloaded 3.
    const record = {
      closeupPins: ['101', '102', '103', '104', '105', '106'],
      searches: [{ query: 'kitchen', rs: 'typed', scope: 'pins', rg: '' }],
      clickthroughs: [],
      downloadedPinCount: 3,
      savedPins: [],
      invitesRedeemed: [],
      paths: ['/'],
      revisitation: { count: 25, time: now - 400 * DAY_MS, ts: now - 90 * DAY_MS },
      unauthSave: { dismissed: false, completed: false, pendingSavePinId: null },
      upsells: { firstAppAt: null, lastAppAt: null, lastShareAt: null },
    };
    await context.addInitScript((value) => {
      if (!sessionStorage.getItem('record-set')) {
        localStorage.setItem('pb:visitor-record', value);
        sessionStorage.setItem('record-set', '1');
      }
    }, JSON.stringify(record));
    const events = await impressionsOf(page, '/');
    const context0 = events[0].aux_data ?? {};
    expect(context0).toMatchObject({
      surface: 'HomefeedResource',
      visitor_is_qus: true,
      visitor_visits: '20+',
      visitor_closeups: '5-9',
      visitor_searches: '0-4',
      visitor_clickthroughs: '0-4',
      visitor_downloads: '0-4',
      visitor_revisit_days: '84+',
    });
    // The visit was counted: the next events of this visitor read a revisit of today.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pb:visitor-record') ?? '{}'));
    expect(stored.revisitation.count).toBe(26);
    expect(errors).toEqual([]);
  });

  it("C34: a signed-in member's events carry no visitor record", { timeout: 60_000 }, async () => {
    const { page } = await browsing.signIn('demo', '/', { cookies: { pb_country: 'US' } });
    const events = await impressionsOf(page, '/');
    expect(Object.keys(events[0].aux_data ?? {}).filter((k) => k.startsWith('visitor_'))).toEqual([]);
  });
});
