// docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: the route catalogue, route by route, with reserved names and pin slugs.
import { describe, expect, it } from 'vitest';
import { CLIENT_PAGE_ROUTES, matchClientRoute } from '#shared/clientRoutes.ts';
import { seoPinPath } from '#shared/paths.ts';
import { isReservedName, matchRoute, parsePinId, pinPath, ROUTES } from '#shared/routes.ts';

/** A value of each route parameter: every route's own example path is its pattern filled with these. */
const SAMPLE_PARAMS: Record<string, string> = {
  pinId: '123',
  boardId: '55',
  sectionId: '9',
  conversationId: '77',
  username: 'demo',
  board: 'kitchen-ideas',
  section: 'tiles',
  scope: 'boards',
  interest: 'home-decor',
  id: '9012',
  category: 'cooking',
  urlName: 'home-decor',
  slug: 'how-to-paint',
  topic: 'block-accounts',
  rest: 'catalogs',
};

/** Each route's example, derived from the page declaration: its pattern filled with SAMPLE_PARAMS, with a trailing slash. */
const ROUTE_EXAMPLES: Array<[string, string, Record<string, string>]> = ROUTES.map(({ name, pattern }) => {
  const params: Record<string, string> = {};
  const path = pattern.replace(/:(\w+)|\*$/g, (_, param: string | undefined) => {
    const key = param ?? 'rest';
    params[key] = SAMPLE_PARAMS[key] ?? `(no sample of :${key} in SAMPLE_PARAMS)`;
    return params[key];
  });
  return [path === '/' ? path : `${path}/`, name, params];
});

/** Paths beyond each route's own example: without a trailing slash, pin slugs, a wildcard's deeper rest, dotted usernames. */
const EXAMPLES: Array<[string, string, Record<string, string>?]> = [
  ['/pin/123', 'pin', { pinId: '123' }],
  ['/pin/blue-vase-on-a-shelf--98765/', 'pin', { pinId: '98765' }],
  ['/pin/123/comments', 'pinComments', { pinId: '123' }],
  ['/pin/create/', 'pinCreate'],
  ['/board/55/edit', 'boardEdit', { boardId: '55' }],
  ['/age-appeal', 'ageAppeal'],
  ['/business/ad-accounts/cee-migration/', 'business', { rest: 'ad-accounts/cee-migration' }],
  ['/advertiser/quick-promote', 'quickPromote'],
  ['/settings/notifications', 'settingsNotifications'],
  ['/settings/privacy', 'settingsSection', { rest: 'privacy' }],
  ['/topics/home-decor', 'topic', { urlName: 'home-decor' }],
  ['/search/pins/', 'searchPins'],
  ['/marco.nakamura/family-recipes/', 'board', { username: 'marco.nakamura', board: 'family-recipes' }],
  ['/demo/_saved', 'profileSaved', { username: 'demo' }],
];

describe('route catalogue (closeup-and-visitors: Routes and screens)', () => {
  it.each(ROUTE_EXAMPLES)('C9: matches %s as %s, its own route (no earlier route takes it)', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it.each(EXAMPLES)('C9: matches %s as %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.name).toBe(name);
    if (params) expect(match?.params).toEqual(params);
  });

  it.each(['about', 'help', 'login', 'settings', 'search', 'pin', 'business', 'resource', 'offsite', 'topics', 'LOGIN'])(
    'C22: never treats the reserved name %s as a profile',
    (name) => {
      expect(isReservedName(name)).toBe(true);
      expect(matchRoute(`/${name}/some-board/`)?.name).not.toBe('board');
    },
  );

  it('refuses pin paths without a numeric id', () => {
    expect(matchRoute('/pin/abc/')).toBeNull();
    expect(matchRoute('/pin/--/')).toBeNull();
    expect(parsePinId('slug--12a')).toBeNull();
  });

  it('A4: takes the id after the last double dash of a slug (pin-card: Screens and routes)', () => {
    expect(parsePinId('a--b--42')).toBe('42');
    expect(pinPath('42')).toBe('/pin/42/');
  });

  it('answers null for paths outside the catalogue', () => {
    expect(matchRoute('/a/b/c/d/')).toBeNull();
    expect(matchRoute('/no such user!/')).toBeNull();
    expect(matchRoute('/%E0%A4%A/')).toBeNull();
  });

  it("matches the client's own routes as the catalogue does, without the catalogue", () => {
    const names = new Set<string>(CLIENT_PAGE_ROUTES.map((r) => r.name));
    expect(ROUTES.slice(0, CLIENT_PAGE_ROUTES.length)).toEqual(CLIENT_PAGE_ROUTES);
    const paths = [
      ...[...ROUTE_EXAMPLES, ...EXAMPLES].map(([path]) => path),
      '/pin/abc/',
      '/pin/create',
      '/homefeed/x',
      '/pin/1--2/comments',
      '/%E0%A4%A/',
      '/pin/%E0%A4%A/',
    ];
    for (const path of paths) {
      const full = matchRoute(path);
      expect(matchClientRoute(path), path).toEqual(full && names.has(full.name) ? full : null);
    }
  });
});

describe('SEO-style pin links (pin-card: Screens and routes)', () => {
  it('A101: seoPinPath gives /pin/{title words}--{id}/, which the route reads back as the pin (pin-card: Screens and routes)', () => {
    expect(seoPinPath('2400', 'Blue vase, hand-made!')).toBe('/pin/blue-vase-hand-made--2400/');
    expect(seoPinPath('2400', 'Café crème')).toBe('/pin/cafe-creme--2400/');
    expect(seoPinPath('2400', '  !!! ')).toBe(pinPath('2400'));
    // 60 characters of words at most, never ending in a dash.
    const long = seoPinPath('7', `${'a'.repeat(59)} b c`);
    expect(long).toBe(`/pin/${'a'.repeat(59)}--7/`);
    for (const title of ['Blue vase', 'x--12', '', 'Über 2 Tage']) {
      expect(matchRoute(seoPinPath('2400', title))).toEqual({ name: 'pin', params: { pinId: '2400' } });
    }
  });
});
