// The save request as the browser sends it (docs/rules/pin-card.md#calls-spec-000-7): a real click on Save posts
// RepinResource create with the saver's user_id and, for an ad, its tracking params as clientTrackingParams,
// and the worker records the save for the ad's campaign.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

/** The next RepinResource create the page posts, its options as sent. */
function nextSave(page: Page): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/resource/RepinResource/create/')
    .then((r) => (r.postDataJSON() as { options: Record<string, unknown> }).options);
}

describe('the save request (pin-card: Calls)', () => {
  it("A103: Save on an ad's closeup sends the saver's user_id and the ad's clientTrackingParams, and the save counts for its campaign", async () => {
    const username = `a103_${Date.now().toString(36)}`;
    const { page, errors } = await browsing.signUp(username, '/');
    // Save puts the pin on the profile at once (save_behavior 0): no board to choose.
    sql(`UPDATE users SET save_behavior = 0 WHERE username = '${username}'`);
    const [me] = sql<{ id: number }>(`SELECT id FROM users WHERE username = '${username}'`);
    const [ad] = sql<{ id: number; tracking: string; campaign: string }>(
      `SELECT id, json_extract(data, '$.trackingParams') AS tracking, json_extract(data, '$.campaignId') AS campaign FROM pins
        WHERE is_promoted = 1 AND json_extract(data, '$.trackingParams') IS NOT NULL AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    );
    const [organic] = sql<{ id: number }>(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE p.is_promoted = 0 AND p.promoter_id IS NULL AND b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1`,
    );

    await page.goto(`${browsing.baseUrl}/pin/${ad.id}/`);
    await waitForHydration(page);
    let sent = nextSave(page);
    await page.locator('[data-test-id="save-control"][data-surface="closeup"] [data-test-id="save-button"]').click();
    expect(await sent).toEqual({
      pin_id: String(ad.id),
      board_id: null,
      section: null,
      user_id: String(me.id),
      clientTrackingParams: ad.tracking,
      disable_event_log_info: true,
    });
    await expect.poll(() => sql<{ n: number }>(`SELECT COUNT(*) AS n FROM ad_saves WHERE user_id = ${me.id} AND campaign_id = '${ad.campaign}'`)[0].n).toBe(1);

    // An organic pin has no tracking params: the request carries the user_id and no clientTrackingParams.
    await page.goto(`${browsing.baseUrl}/pin/${organic.id}/`);
    await waitForHydration(page);
    sent = nextSave(page);
    await page.locator('[data-test-id="save-control"][data-surface="closeup"] [data-test-id="save-button"]').click();
    const options = await sent;
    expect(options).toMatchObject({ pin_id: String(organic.id), user_id: String(me.id), disable_event_log_info: true });
    expect(options).not.toHaveProperty('clientTrackingParams');
    expect(errors).toEqual([]);
  });
});
