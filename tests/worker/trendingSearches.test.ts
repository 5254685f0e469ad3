// The search box's offer before anything is typed (worker/search/trendingSearches.ts): a search
// trends once several members made it this week, never one person's search alone; the biggest
// topics fill the rest; the viewer's own recent searches are not repeated as trending.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Typeahead } from '#shared/api/search.ts';
import { SEARCH_LIMITS } from '#shared/search/query.ts';
import { TRENDING } from '#worker/search/trendingSearches.ts';
import { call } from './accountHelpers.ts';
import { sessionCookie } from './helpers.ts';

async function searchedBy(userIds: number[], query: string, at: number): Promise<void> {
  await env.DB.batch(
    userIds.map((id) =>
      env.DB.prepare('INSERT OR REPLACE INTO recent_searches (user_id, query, scope, searched_at) VALUES (?1, ?2, ?3, ?4)').bind(id, query, 'pins', at),
    ),
  );
}

describe('trending searches in the typeahead', () => {
  it('lists a search made by enough members this week, not one made by fewer or long ago, then topics', async () => {
    const { results } = await env.DB.prepare('SELECT id FROM users ORDER BY id LIMIT ?1').bind(TRENDING.minPeople).all<{ id: number }>();
    const members = results.map((r) => r.id);
    expect(members).toHaveLength(TRENDING.minPeople);
    const now = Date.now();
    await searchedBy(members, 'Zebra Lamp', now - 1000);
    await searchedBy(members.slice(1), 'zebra rug', now - 1000);
    await searchedBy(members, 'zebra vase', now - TRENDING.windowMs - 1000);

    const visitor = await call<Typeahead>('TypeaheadResource', 'get', {});
    expect(visitor.status).toBe(200);
    expect(visitor.data.trending[0]).toBe('zebra lamp');
    expect(visitor.data.trending).not.toContain('zebra rug');
    expect(visitor.data.trending).not.toContain('zebra vase');
    expect(visitor.data.trending.length).toBe(SEARCH_LIMITS.suggestions);
    expect(new Set(visitor.data.trending).size).toBe(visitor.data.trending.length);

    // A member who searched it sees it among their recent searches, not twice.
    const member = await call<Typeahead>('TypeaheadResource', 'get', {}, await sessionCookie(members[0]));
    expect(member.data.recent).toContain('Zebra Lamp');
    expect(member.data.trending).not.toContain('zebra lamp');

    // Typing asks for suggestions of the text instead.
    expect((await call<Typeahead>('TypeaheadResource', 'get', { q: 'zebra' })).data.trending).toEqual([]);
  });
});
