// "Send to" suggestions: members the viewer follows or writes with, by the start of
// their username or name; never the viewer, a limited login, a blocked member or a stranger.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SEND_SUGGESTIONS_LIMIT } from '#shared/api/sendTo.ts';
import type { UserSummary } from '#shared/types.ts';
import { firstId, getResource, sessionCookie } from './helpers.ts';

const suggestions = async (viewerId: number, query: string) =>
  getResource<UserSummary[]>('SendSuggestionsResource', { query }, { headers: { cookie: await sessionCookie(viewerId) } });
const usernames = async (viewerId: number, query: string) => ((await suggestions(viewerId, query)).body.resource_response.data ?? []).map((u) => u.username);

/** A member who follows nobody and writes with nobody yet, made for one test. */
async function freshMember(name: string): Promise<number> {
  const row = await env.DB.prepare(`INSERT INTO users (username, email, full_name, created_at) VALUES (?1, ?1 || '@example.com', ?2, 0) RETURNING id`)
    .bind(name, `Fresh ${name}`)
    .first<{ id: number }>();
  return row!.id;
}

const follow = (follower: number, followee: number) =>
  env.DB.prepare('INSERT OR IGNORE INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, 0)').bind(follower, followee).run();

describe('send suggestions (docs/architecture.md: The interface and phones)', () => {
  it('suggests followed members by the start of their username or name, never strangers or the viewer', async () => {
    const me = await freshMember('suggest_viewer');
    const friend = await freshMember('suggest_friend');
    await freshMember('suggest_stranger');
    await follow(me, friend);
    expect((await suggestions(me, 'suggest_')).response.status).toBe(200);
    expect(await usernames(me, 'suggest_')).toEqual(['suggest_friend']);
    expect(await usernames(me, 'Fresh suggest_f')).toEqual(['suggest_friend']);
    expect(await usernames(me, 'nobody_like_this')).toEqual([]);
  });

  it('lists people the viewer has written with first, takes wildcards literally, and caps the list', async () => {
    const me = await freshMember('suggest_writer');
    const partner = await freshMember('suggest_zed');
    const followed = await freshMember('suggest_amy');
    await follow(me, followed);
    const now = Date.now();
    const conversation = await env.DB.prepare('INSERT INTO conversations (member_key, created_at, updated_at) VALUES (?, ?, ?) RETURNING id')
      .bind([me, partner].sort((a, b) => a - b).join(':'), now, now)
      .first<{ id: number }>();
    await env.DB.batch(
      [me, partner].map((u) => env.DB.prepare('INSERT INTO conversation_members (conversation_id, user_id) VALUES (?, ?)').bind(conversation!.id, u)),
    );
    expect(await usernames(me, '')).toEqual(['suggest_zed', 'suggest_amy']);
    expect(await usernames(me, '%')).toEqual([]);
    const demo = await firstId("SELECT id FROM users WHERE username = 'demo'");
    expect((await usernames(demo, '')).length).toBeLessThanOrEqual(SEND_SUGGESTIONS_LIMIT);
  });

  it('leaves out limited logins and blocked members', async () => {
    const me = await freshMember('suggest_blocker');
    const blocked = await freshMember('suggest_blocked');
    const limited = await freshMember('suggest_limited');
    await env.DB.prepare('UPDATE users SET is_limited_login = 1 WHERE id = ?').bind(limited).run();
    await follow(me, blocked);
    await follow(me, limited);
    await env.DB.prepare('INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, 0)').bind(me, blocked).run();
    expect(await usernames(me, 'suggest_')).toEqual([]);
  });

  it('answers visitors with 401 and refuses a query that is too long with 400', async () => {
    const visitor = await getResource('SendSuggestionsResource', { query: 'a' });
    expect(visitor.response.status).toBe(401);
    const me = await freshMember('suggest_long');
    expect((await suggestions(me, 'x'.repeat(31))).response.status).toBe(400);
  });
});
