// A profile's followers and following pages: 50 people a page, most recent follow first, paged
// with ?page= (a link that works before JavaScript), reached from the profile's counts.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWERS_PAGE_SIZE } from '#shared/constants.ts';
import type { UserId } from '#shared/ids.ts';
import { profileCounts, setUserBlock, setUserFollow } from '#worker/users/userData.ts';
import { documentState, request } from './helpers.ts';

const STAR = 'follows_star';
/** One more than a page of followers, so a second page holds the last one. */
const FOLLOWERS = FOLLOWERS_PAGE_SIZE + 1;

beforeAll(async () => {
  const star = await env.DB.prepare(`INSERT INTO users (username, email, full_name, created_at) VALUES (?1, ?1 || '@example.com', 'Star', 0) RETURNING id`)
    .bind(STAR)
    .first<{ id: number }>();
  const fans = Array.from({ length: FOLLOWERS }, (_, i) => `follows_fan${String(i).padStart(2, '0')}`);
  await env.DB.batch(
    fans.flatMap((name, i) => [
      env.DB.prepare(`INSERT INTO users (username, email, full_name, created_at) VALUES (?1, ?1 || '@example.com', ?1, 0)`).bind(name),
      // fan00 followed first, fan50 last: the last follow is listed first.
      env.DB.prepare(`INSERT INTO user_follows (follower_id, followee_id, created_at) SELECT id, ?2, ?3 FROM users WHERE username = ?1`).bind(
        name,
        star!.id,
        1000 + i,
      ),
      env.DB.prepare(`INSERT INTO user_follows (follower_id, followee_id, created_at) SELECT ?2, id, ?3 FROM users WHERE username = ?1`).bind(
        name,
        star!.id,
        1000 + i,
      ),
    ]),
  );
});

async function page(path: string) {
  const response = await request(path);
  const html = await response.text();
  return { status: response.status, html, data: response.status === 200 ? documentState(html).page.data : null };
}

describe('followers and following pages (pin-card: Constants)', () => {
  it('A61: lists 50 followers a page, the most recent first, with a More link to the next page (pin-card: Constants)', async () => {
    const first = await page(`/${STAR}/_followers/`);
    expect(first.status).toBe(200);
    if (first.data?.kind !== 'profileFollows') throw new Error(`not a follows page: ${first.data?.kind}`);
    expect(first.data.people).toHaveLength(50);
    expect(first.data.people[0].username).toBe('follows_fan50');
    expect(first.data.more).toBe(true);
    expect(first.html).toContain(`href="/${STAR}/_followers/?page=2"`);

    const second = await page(`/${STAR}/_followers/?page=2`);
    if (second.data?.kind !== 'profileFollows') throw new Error('not a follows page');
    expect(second.data.people.map((p) => p.username)).toEqual(['follows_fan00']);
    expect(second.data.more).toBe(false);
    expect(second.html).not.toContain('data-test-id="follows-more"');
  });

  it('lists the people a profile follows the same way (pin-card: Constants)', async () => {
    const first = await page(`/${STAR}/_following/`);
    if (first.data?.kind !== 'profileFollows') throw new Error('not a follows page');
    expect(first.data.list).toBe('following');
    expect(first.data.people).toHaveLength(50);
    expect(first.data.more).toBe(true);
  });

  it("links the profile's follower and following counts to the lists (pin-card: Constants)", async () => {
    const profile = await page(`/${STAR}/`);
    expect(profile.html).toMatch(new RegExp(`href="/${STAR}/_followers/"[^>]*>${FOLLOWERS} followers<`));
    expect(profile.html).toMatch(new RegExp(`href="/${STAR}/_following/"[^>]*>${FOLLOWERS} following<`));
  });

  it('refuses a page number that is not a whole number from 1, and has no page past the end or for nobody', async () => {
    for (const bad of ['0', 'abc', '-1', '1.5', '99999999']) expect((await page(`/${STAR}/_followers/?page=${bad}`)).status).toBe(400);
    expect((await page(`/${STAR}/_followers/?page=3`)).status).toBe(404);
    expect((await page('/no_such_member_here/_followers/')).status).toBe(404);
  });
});

describe("a member's follower and following counts (migrations/0044)", () => {
  /** Every member whose counts differ from their follows: none, whatever happened. */
  const miscounted = async () =>
    (
      await env.DB.prepare(
        `SELECT id FROM users u WHERE follower_count <> (SELECT COUNT(*) FROM user_follows WHERE followee_id = u.id)
            OR following_count <> (SELECT COUNT(*) FROM user_follows WHERE follower_id = u.id)`,
      ).all<{ id: number }>()
    ).results;

  it('follow the rows through follows, unfollows, a block and a member leaving', async () => {
    const star = (await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(STAR).first<{ id: UserId }>())!.id;
    expect(await miscounted()).toEqual([]);
    const profile = await profileCounts(env.DB, star, null);
    expect([profile.followers, profile.following]).toEqual([FOLLOWERS, FOLLOWERS]);

    const fan = (name: string) => env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(name).first<{ id: UserId }>();
    const [one, two, three] = await Promise.all(['follows_fan00', 'follows_fan01', 'follows_fan02'].map(fan));
    await setUserFollow(env.DB, one!.id, star, false);
    await setUserFollow(env.DB, one!.id, star, false); // nothing to undo: nothing changes
    await setUserFollow(env.DB, two!.id, star, true); // already following: nothing changes
    await setUserBlock(env.DB, star, three!.id, true); // both follows between them go
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(two!.id).run(); // and with them, theirs
    expect(await miscounted()).toEqual([]);
    const after = await profileCounts(env.DB, star, null);
    expect([after.followers, after.following]).toEqual([FOLLOWERS - 3, FOLLOWERS - 2]);
  });
});
