// The search box's offer before anything is typed (worker/search/trendingSearches.ts): a search trends once
// enough established, independent members made it this week (docs/security.md, trending searches): different
// accounts from different networks and devices, never one person's search alone, never accounts run from one
// address or one browser, and never on the word of new or limited accounts; the biggest topics fill the rest;
// the viewer's own recent searches are not repeated as trending. Searches are made the way a member makes
// them: by opening the results page signed in, from their own address and browser.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Typeahead } from '#shared/api/search.ts';
import { SEARCH_LIMITS } from '#shared/search/query.ts';
import { TRENDING } from '#worker/search/trendingSearches.ts';
import { call, signUp } from './accountHelpers.ts';
import { request } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>> & { ip: string; anonymousId: string | null };

let place = 0;
/** A network and a browser of its own: an IPv4 address in a /24 nobody else's is in, and a fresh anonymous cookie. */
const ownPlace = () => {
  place++;
  return { ip: `10.${(place >> 8) & 255}.${place & 255}.9`, anonymousId: crypto.randomUUID() as string | null };
};

/** Accounts made through sign-up; `ageMs` back-dates them (an account that signed up that long ago). */
async function members(
  count: number,
  ageMs = 0,
  limited = false,
  where: (i: number) => { ip: string; anonymousId: string | null } = ownPlace,
): Promise<Member[]> {
  const made: Member[] = [];
  for (let i = 0; i < count; i++) made.push({ ...(await signUp('trend')), ...where(i) });
  await env.DB.batch(
    made.map((m) =>
      env.DB.prepare('UPDATE users SET created_at = created_at - ?2, is_limited_login = ?3 WHERE id = ?1').bind(Number(m.id), ageMs, limited ? 1 : 0),
    ),
  );
  return made;
}

/** Each member opens the results page for `query`, as the search box does. */
async function search(who: Member[], query: string): Promise<void> {
  for (const m of who) {
    const cookie = m.anonymousId ? `${m.cookie}; pb_anon=${m.anonymousId}` : m.cookie;
    const r = await request(`/search/pins/?q=${encodeURIComponent(query)}`, { headers: { cookie, 'cf-connecting-ip': m.ip } });
    expect(r.status).toBe(200);
    await r.body?.cancel();
  }
}

const trending = async (cookie?: string) => (await call<Typeahead>('TypeaheadResource', 'get', {}, cookie)).data.trending;

describe('trending searches in the typeahead (security: trending searches)', () => {
  it('lists a search made by enough established members this week, not one made by fewer, then topics', async () => {
    const established = await members(TRENDING.minPeople, TRENDING.establishedMs + 60_000);
    await search(established, 'Zebra Lamp');
    await search(established.slice(1), 'zebra rug');

    const visitor = await trending();
    expect(visitor[0]).toBe('zebra lamp');
    expect(visitor).not.toContain('zebra rug');
    expect(visitor.length).toBe(SEARCH_LIMITS.suggestions);
    expect(new Set(visitor).size).toBe(visitor.length);

    // A member who searched it sees it among their recent searches, not twice.
    const member = await call<Typeahead>('TypeaheadResource', 'get', {}, established[0].cookie);
    expect(member.data.recent).toContain('Zebra Lamp');
    expect(member.data.trending).not.toContain('zebra lamp');

    // Typing asks for suggestions of the text instead.
    expect((await call<Typeahead>('TypeaheadResource', 'get', { q: 'zebra' })).data.trending).toEqual([]);
  });

  it('does not count new accounts: throwaways cannot steer the list or confirm what one member searched', async () => {
    // One established member's rare query, confirmed by throwaway accounts searching the same words.
    const [someone] = await members(1, TRENDING.establishedMs + 60_000);
    await search([someone], 'divorce lawyer near 12 elm street');
    const throwaways = await members(TRENDING.minPeople + 2);
    await search(throwaways, 'divorce lawyer near 12 elm street');
    // Accounts a day short of established, searching a term to push it.
    const almost = await members(TRENDING.minPeople, TRENDING.establishedMs - 24 * 3600 * 1000);
    await search(almost, 'buy cheap followers');
    expect(await trending()).not.toContain('divorce lawyer near 12 elm street');
    expect(await trending()).not.toContain('buy cheap followers');
  });

  it('does not count limited-login accounts, however old', async () => {
    const limited = await members(TRENDING.minPeople, TRENDING.establishedMs + 60_000, true);
    for (const m of limited) {
      await env.DB.prepare('INSERT INTO recent_searches (user_id, query, scope, searched_at) VALUES (?1, ?2, ?3, ?4)')
        .bind(Number(m.id), 'limited push', 'pins', Date.now())
        .run();
    }
    expect(await trending()).not.toContain('limited push');
  });

  it('Trending searches: accounts run from one address, one network or one browser never make a term trend; independent ones do', async () => {
    const old = TRENDING.establishedMs + 60_000;
    const many = TRENDING.minPeople + 3;
    const browser = crypto.randomUUID();
    // Four sleeper accounts from one address and one browser, then one real member: the re-test's probe.
    const sleepers = await members(TRENDING.minPeople - 1, old, false, () => ({ ip: '198.51.100.40', anonymousId: browser }));
    const [member] = await members(1, old);
    await search([member], 'zyxitzyjg clinic');
    await search(sleepers, 'zyxitzyjg clinic');
    // Held out: many accounts and browsers from addresses of one IPv4 /24, or from /64s of one IPv6 /48.
    await search(await members(many, old, false, (i) => ({ ip: `203.0.113.${i + 10}`, anonymousId: crypto.randomUUID() })), 'one network v4');
    await search(
      await members(many, old, false, (i) => ({ ip: `2001:db8:5e:${(i + 1).toString(16)}::2`, anonymousId: crypto.randomUUID() })),
      'one network v6',
    );
    // Many networks, but one browser; or no browser cookie at all (a script drops it).
    await search(await members(many, old, false, (i) => ({ ip: `100.${64 + i}.0.1`, anonymousId: browser })), 'one browser');
    await search(await members(many, old, false, (i) => ({ ip: `100.${80 + i}.3.1`, anonymousId: null })), 'no browser');
    const shown = await trending();
    for (const term of ['zyxitzyjg clinic', 'one network v4', 'one network v6', 'one browser', 'no browser']) expect(shown, term).not.toContain(term);

    // Independent members (each their own network and browser) make it trend.
    await search(await members(TRENDING.minPeople, old), 'independent lamps');
    expect(await trending()).toContain('independent lamps');
  });

  it('forgets searches older than the week', async () => {
    const established = await members(TRENDING.minPeople, TRENDING.establishedMs + 60_000);
    await search(established, 'zebra vase');
    expect(await trending()).toContain('zebra vase');
    await env.DB.prepare('UPDATE recent_searches SET searched_at = searched_at - ?1 WHERE query = ?2')
      .bind(TRENDING.windowMs + 1000, 'zebra vase')
      .run();
    expect(await trending()).not.toContain('zebra vase');
  });
});
