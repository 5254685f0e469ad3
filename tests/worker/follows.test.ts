// A profile's followers and following pages: 50 people a page, most recent follow first, paged
// with ?page= (a link that works before JavaScript), reached from the profile's counts.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWERS_PAGE_SIZE } from '#shared/constants.ts';
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

describe('followers and following pages (spec 000 §9)', () => {
  it('spec 000 §9 lists 50 followers a page, the most recent first, with a More link to the next page', async () => {
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

  it('spec 000 §9 lists the people a profile follows the same way', async () => {
    const first = await page(`/${STAR}/_following/`);
    if (first.data?.kind !== 'profileFollows') throw new Error('not a follows page');
    expect(first.data.list).toBe('following');
    expect(first.data.people).toHaveLength(50);
    expect(first.data.more).toBe(true);
  });

  it("spec 000 §9 links the profile's follower and following counts to the lists", async () => {
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
