// What the search box suggests, as the typeahead and the People tab answer it (docs/architecture.md#discovery):
// people only when their username or name matches, never for what they wrote about themselves, and equally saved
// query suggestions in reading order, numbers by value ("3-minute" before "25-minute").
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Typeahead } from '#shared/api/search.ts';
import type { DiscoveryPageData } from '#shared/discovery/pages.ts';
import type { PageState } from '#shared/pages.ts';
import { call, signUp } from './accountHelpers.ts';

type Person = Awaited<ReturnType<typeof signUp>>;
let named: Person;
let aboutOnly: Person;

beforeAll(async () => {
  named = await signUp('named');
  aboutOnly = await signUp('about');
  await env.DB.prepare("UPDATE users SET full_name = 'Trombly Weaver' WHERE id = ?").bind(Number(named.id)).run();
  await env.DB.prepare("UPDATE users SET full_name = 'Pat Doe', about = 'I love trombly baskets' WHERE id = ?").bind(Number(aboutOnly.id)).run();
  const signature = (await env.DB.prepare('SELECT signature FROM images LIMIT 1').first<{ signature: string }>())!.signature;
  const now = Date.now();
  for (const [i, title] of ['25-minute glimber stretch', '3-minute glimber stretch', '10-minute glimber stretch'].entries()) {
    await env.DB.prepare("INSERT INTO pins (pinner_id, board_id, kind, title, description, image_signature, created_at) VALUES (?, NULL, 'image', ?, '', ?, ?)")
      .bind(Number(named.id), title, signature, now + i)
      .run();
  }
});

describe('search suggestions (discovery) (docs/architecture.md: Discovery)', () => {
  it('Discovery: people are suggested when their username or name matches, not for words in their about', async () => {
    const t = await call<Typeahead>('TypeaheadResource', 'get', { q: 'tromb' });
    expect(t.data.people.map((p) => p.username)).toEqual([named.username]);
    const byUsername = await call<Typeahead>('TypeaheadResource', 'get', { q: aboutOnly.username.slice(0, 8) });
    expect(byUsername.data.people.map((p) => p.username)).toContain(aboutOnly.username);
    const page = await call<PageState>('PageResource', 'get', { path: '/search/users/?q=trombly' });
    const { results } = page.data.data as Extract<DiscoveryPageData, { kind: 'search' }>;
    expect(results.type === 'users' && results.people.map((p) => p.username)).toEqual([named.username]);
  });

  it('Discovery: equally saved query suggestions sort numbers by value, 3-minute before 10- and 25-minute', async () => {
    const t = await call<Typeahead>('TypeaheadResource', 'get', { q: 'glimber' });
    expect(t.data.queries).toEqual(['3-minute glimber stretch', '10-minute glimber stretch', '25-minute glimber stretch']);
  });
});
