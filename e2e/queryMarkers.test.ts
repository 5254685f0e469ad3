// Query markers on any page (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: "Query markers: invite_code and utm_pai"): a visitor
// landing from a member's share link is counted for the sharer and the marker leaves the address
// bar; the sharer reads the count on their updates page; an invite link to the home page offers
// the invite there too.
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const SHARE_ID = 'e2e0000000000001';
const INVITE_CODE = 'e2e000000000000000000001';

const [{ demo, pin }] = sql<{ demo: number; pin: number }>(
  `SELECT u.id AS demo, (SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.kind = 'image' ORDER BY p.id LIMIT 1) AS pin
     FROM users u WHERE u.username = 'demo'`,
);

function forget() {
  sql(`DELETE FROM share_opens WHERE share_id IN (SELECT id FROM share_links WHERE sharer_id = ${demo})`);
  sql(`DELETE FROM share_links WHERE id = '${SHARE_ID}' OR (sharer_id = ${demo} AND pin_id = ${pin})`);
  sql(`DELETE FROM invite_codes WHERE code = '${INVITE_CODE}'`);
}
afterAll(forget);

describe('query markers (closeup-and-visitors: Routes and screens)', () => {
  it('C23: a landing with utm_pai counts for the sharer once, leaves the address bar, and the sharer sees it (closeup-and-visitors: Routes and screens)', async () => {
    forget();
    sql(`INSERT INTO share_links (id, sharer_id, pin_id, created_at) VALUES ('${SHARE_ID}', ${demo}, ${pin}, ${Date.now()})`);
    const visit = await browsing.open({ cookies: { pb_country: 'US' } });
    await visit.page.goto(`${baseUrl}/pin/${pin}/?utm_pai=${SHARE_ID}`);
    await waitForHydration(visit.page);
    await expect.poll(() => visit.page.url()).toBe(`${baseUrl}/pin/${pin}/`);
    const opens = () => sql<{ n: number }>(`SELECT COUNT(*) AS n FROM share_opens WHERE share_id = '${SHARE_ID}'`)[0].n;
    await expect.poll(opens, { timeout: 5000 }).toBe(1);
    // The same visitor again: still one.
    const network = watchNetwork(visit.page);
    await visit.page.goto(`${baseUrl}/?utm_pai=${SHARE_ID}`);
    await waitForHydration(visit.page);
    await expect.poll(() => visit.page.url()).toBe(`${baseUrl}/`);
    await network.quiet();
    expect(opens()).toBe(1);
    expect(visit.errors).toEqual([]);

    const sharer = await browsing.signIn('demo', '/notifications/');
    await waitForHydration(sharer.page);
    const line = sharer.page.locator('[data-test-id="share-opens"]');
    await line.waitFor();
    expect(await line.textContent()).toBe('1 person opened Pins you shared');
  });

  it('C23: an invite_code on the home page offers the invite there, as on a pin page (closeup-and-visitors: Routes and screens)', async () => {
    forget();
    sql(`INSERT INTO invite_codes (code, sender_id, pin_id, invite_channel, created_at) VALUES ('${INVITE_CODE}', ${demo}, ${pin}, 1, ${Date.now()})`);
    const { page, errors } = await browsing.open({ cookies: { pb_country: 'US' } });
    await page.goto(`${baseUrl}/?invite_code=${INVITE_CODE}`);
    await waitForHydration(page);
    const popover = page.locator('[data-test-id="invite-popover"]');
    await popover.waitFor();
    expect(await popover.textContent()).toContain('invited you to Pinboard');
    await popover.getByRole('button', { name: 'Sign up to see more' }).click();
    await page.waitForSelector('[data-test-id="login-modal"][open]');
    expect(await page.locator('[data-test-id="login-modal"] [data-test-id="signup-form"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
