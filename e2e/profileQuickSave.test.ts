// The quicksave flag of another member's profile (docs/rules/closeup-and-visitors.md#roles-spec-002-6): their saved grid
// fetches it once the page runs, and a profile that keeps a Profile board offers the one-tap quick save.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('quicksave flag on profile grids (spec 002 §6)', () => {
  it('spec 002 §6: another member’s saved grid fetches their quicksave flag and offers the one-tap quick save', { timeout: 60_000 }, async () => {
    const [keeper] = sql<{ id: number; username: string }>(
      `SELECT u.id, u.username FROM users u WHERE u.is_limited_login = 0
         AND EXISTS (SELECT 1 FROM boards b WHERE b.owner_id = u.id AND b.layout = 'quick_saves')
         AND (SELECT count(*) FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = u.id AND p.deleted_at IS NULL AND b.privacy = 'public') > 2
       ORDER BY u.id LIMIT 1`,
    );
    expect(keeper).toBeTruthy();
    const [visitor] = sql<{ username: string }>(`SELECT username FROM users WHERE id <> ${keeper.id} AND is_limited_login = 0 ORDER BY id LIMIT 1`);
    // Outside the quick-save experiment, so that only the flag can make Save one tap.
    const { page, errors } = await browsing.signIn(visitor.username, `/${keeper.username}/_saved/`, { cookies: { pb_exp: 'quick_save:control' } });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/resource/UserResource/get/')) asked.push(new URL(r.url()).searchParams.get('data') ?? '');
    });
    // The page as the server drew it: the ordinary Save, the flag not yet fetched.
    const drawn = await (await page.reload())!.text();
    expect(drawn).toContain('data-save-control="');
    expect(drawn).not.toContain('data-save-control="persistentOneClickSave"');
    const card = page.locator('[data-test-id="pin"]').first();
    await waitForHydration(page);
    await expect.poll(() => card.getAttribute('data-save-control')).toBe('persistentOneClickSave');
    expect(asked.map((d) => JSON.parse(d) as { options: Record<string, string> }).map((d) => d.options)).toContainEqual({
      field_set_key: 'quicksave',
      user_id: String(keeper.id),
    });
    expect(errors).toEqual([]);
  });
});
