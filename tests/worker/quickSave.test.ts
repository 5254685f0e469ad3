// The quicksave flag on profile grids (docs/rules/closeup-and-visitors.md#roles-spec-002-6): a member's own profile and
// another member's are drawn from the page data's flag (hasQuicksaveBoard); the running page fetches another member's flag.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getResource, request, sessionCookie } from './helpers.ts';

/** The save control kind of each card drawn in a page. */
const saveControls = (html: string) => [...html.matchAll(/data-test-id="pin" data-pin-id="\d+"[^>]*?data-save-control="([^"]+)"/g)].map((m) => m[1]);

/** Outside the quick-save experiment, so that only the flag can make Save one tap. */
const OUT_OF_EXPERIMENT = 'pb_exp=quick_save:control';

/** A member with saves and a Profile (quick saves) board, and another member. */
async function members() {
  const keeper = (await env.DB.prepare(
    `SELECT u.id, u.username FROM users u WHERE EXISTS (SELECT 1 FROM boards b WHERE b.owner_id = u.id AND b.layout = 'quick_saves')
       AND (SELECT count(*) FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = u.id AND p.deleted_at IS NULL AND b.privacy = 'public') > 2
       AND u.is_limited_login = 0 ORDER BY u.id LIMIT 1`,
  ).first<{ id: number; username: string }>())!;
  const other = (await env.DB.prepare('SELECT id FROM users WHERE id <> ? AND is_limited_login = 0 ORDER BY id LIMIT 1')
    .bind(keeper.id)
    .first<{ id: number }>())!;
  return { keeper, other };
}

describe('quicksave flag on profile grids (closeup-and-visitors: Roles)', () => {
  it('C60: a member’s own saved grid with a Profile board is drawn with the one-tap quick save (closeup-and-visitors: Roles)', async () => {
    const { keeper } = await members();
    const html = await (
      await request(`/${keeper.username}/_saved/`, { headers: { cookie: `${await sessionCookie(keeper.id)}; ${OUT_OF_EXPERIMENT}` } })
    ).text();
    const kinds = saveControls(html);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['persistentOneClickSave']));
  });

  it('C60: another member’s saved grid is drawn from the page data’s quicksave flag, the one-tap quick save when they keep a Profile board (closeup-and-visitors: Roles)', async () => {
    const { keeper, other } = await members();
    const cookie = await sessionCookie(other.id);
    const html = await (await request(`/${keeper.username}/_saved/`, { headers: { cookie: `${cookie}; ${OUT_OF_EXPERIMENT}` } })).text();
    const kinds = saveControls(html);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['persistentOneClickSave']));
    // The flag the running page fetches for another member's profile.
    const { body } = await getResource<{ id: string; has_quicksave_board: boolean }>(
      'UserResource',
      { field_set_key: 'quicksave', user_id: String(keeper.id) },
      { headers: { cookie } },
    );
    expect(body.resource_response.data).toEqual({ id: String(keeper.id), has_quicksave_board: true });
  });

  it('C60: another member’s saved grid without a Profile board is drawn with the ordinary Save (closeup-and-visitors: Roles)', async () => {
    const { keeper, other } = await members();
    const plain = (await env.DB.prepare(
      `SELECT u.username FROM users u WHERE NOT EXISTS (SELECT 1 FROM boards b WHERE b.owner_id = u.id AND b.layout = 'quick_saves')
         AND (SELECT count(*) FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = u.id AND p.deleted_at IS NULL AND b.privacy = 'public') > 2
         AND u.is_limited_login = 0 AND u.id NOT IN (?, ?) ORDER BY u.id LIMIT 1`,
    )
      .bind(keeper.id, other.id)
      .first<{ username: string }>())!;
    expect(plain).toBeTruthy();
    const html = await (await request(`/${plain.username}/_saved/`, { headers: { cookie: `${await sessionCookie(other.id)}; ${OUT_OF_EXPERIMENT}` } })).text();
    const kinds = saveControls(html);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds).not.toContain('persistentOneClickSave');
  });
});
