// The quicksave flag of another member's profile (docs/rules/closeup-and-visitors.md#roles-spec-002-6): their saved grid
// is drawn from the page data's flag, so a profile that keeps a Profile board offers the one-tap quick save from the
// first paint; the running page fetches the flag (UserResource, field set quicksave) and keeps that Save.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();

describe('quicksave flag on profile grids (closeup-and-visitors: Roles)', () => {
  it('C60: another member’s saved grid is drawn with the one-tap quick save from their page data, fetches their quicksave flag once running, and keeps the Save (closeup-and-visitors: Roles)', {
    timeout: 60_000,
  }, async () => {
    const [keeper] = sql<{ id: number; username: string }>(
      `SELECT u.id, u.username FROM users u WHERE u.is_limited_login = 0
         AND EXISTS (SELECT 1 FROM boards b WHERE b.owner_id = u.id AND b.layout = 'quick_saves')
         AND (SELECT count(*) FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = u.id AND p.deleted_at IS NULL AND b.privacy = 'public') > 2
       ORDER BY u.id LIMIT 1`,
    );
    expect(keeper).toBeTruthy();
    const [visitor] = sql<{ username: string }>(`SELECT username FROM users WHERE id <> ${keeper.id} AND is_limited_login = 0 ORDER BY id LIMIT 1`);
    // Outside the quick-save experiment, so that only the flag can make Save one tap.
    const { page, errors } = await browsing.signIn(visitor.username, '/', { cookies: { pb_exp: 'quick_save:control' } });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/resource/UserResource/get/')) asked.push(new URL(r.url()).searchParams.get('data') ?? '');
    });
    const network = watchNetwork(page);
    // The page as the server drew it: already the one-tap quick save.
    const drawn = await (await page.goto(`${browsing.baseUrl}/${keeper.username}/_saved/`))!.text();
    expect(drawn).toContain('data-save-control="persistentOneClickSave"');
    const card = page.locator('[data-test-id="pin"]').first();
    await waitForHydration(page);
    await network.quiet();
    expect(await card.getAttribute('data-save-control')).toBe('persistentOneClickSave');
    const options = asked.map((d) => (JSON.parse(d) as { options: { field_set_key?: string; user_id?: string } }).options);
    expect(options.filter((o) => o.field_set_key === 'quicksave')).toEqual([{ field_set_key: 'quicksave', user_id: String(keeper.id) }]);
    expect(errors).toEqual([]);
  });
});
