// docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: the route catalogue, route by route, with reserved names and pin slugs.
import { describe, expect, it } from 'vitest';
import { CLIENT_PAGE_ROUTES, matchClientRoute } from '#shared/clientRoutes.ts';
import { seoPinPath } from '#shared/paths.ts';
import { isReservedName, matchRoute, parsePinId, pinPath, ROUTES } from '#shared/routes.ts';

const EXAMPLES: Array<[string, string, Record<string, string>?]> = [
  ['/', 'home'],
  ['/homefeed/', 'homefeed'],
  ['/pin/create/', 'pinCreate'],
  ['/pin/123/', 'pin', { pinId: '123' }],
  ['/pin/123', 'pin', { pinId: '123' }],
  ['/pin/blue-vase-on-a-shelf--98765/', 'pin', { pinId: '98765' }],
  ['/pin/123/comments', 'pinComments', { pinId: '123' }],
  ['/pin/123/edit/', 'pinEdit', { pinId: '123' }],
  ['/pin/123/repin/', 'pinRepin', { pinId: '123' }],
  ['/pin/123/report/', 'pinReport', { pinId: '123' }],
  ['/pin/123/visual-search/', 'pinVisualSearch', { pinId: '123' }],
  ['/pin/123/visual-search/products/', 'pinVisualSearchProducts', { pinId: '123' }],
  ['/pin/123/engagement/', 'pinEngagement', { pinId: '123' }],
  ['/pins/', 'retrievalHub', {}],
  ['/pin_redirect', 'pinRedirect'],
  ['/board/55/edit', 'boardEdit', { boardId: '55' }],
  ['/board/55/edit/collaborators', 'boardEditCollaborators', { boardId: '55' }],
  ['/board/55/edit/add_collaborators', 'boardAddCollaborators', { boardId: '55' }],
  ['/boardsection/9/edit', 'sectionEdit', { sectionId: '9' }],
  ['/conversation/77/', 'conversation', { conversationId: '77' }],
  ['/messages/', 'messages'],
  ['/appealed-pin/', 'appealedPin'],
  ['/reports-and-violations/', 'reportsAndViolations'],
  ['/age-appeal', 'ageAppeal'],
  ['/business/convert/', 'businessConvert'],
  ['/business/hub/', 'businessHub'],
  ['/business/catalogs/', 'business', { rest: 'catalogs' }],
  ['/business/ad-accounts/cee-migration/', 'business', { rest: 'ad-accounts/cee-migration' }],
  ['/advertiser/quick-promote', 'quickPromote'],
  ['/login/', 'login'],
  ['/signup/', 'signup'],
  ['/signup/sso-business-account/', 'signupSsoBusiness'],
  ['/password/reset/', 'passwordReset'],
  ['/pw/someone/', 'passwordUsername', { username: 'someone' }],
  ['/secure/panic', 'securePanic'],
  ['/email/subscription', 'emailSubscription'],
  ['/email/user_survey', 'emailUserSurvey'],
  ['/email_verification_error', 'emailVerificationError'],
  ['/notifications/', 'notifications'],
  ['/search/', 'search'],
  ['/search/pins/', 'searchPins'],
  ['/search/boards/', 'searchScope', { scope: 'boards' }],
  ['/ideas/', 'ideas'],
  ['/ideas/home-decor/9012/', 'ideasInterest', { interest: 'home-decor', id: '9012' }],
  ['/videos/', 'videos'],
  ['/videos/cooking/44/', 'videosCategory', { category: 'cooking', id: '44' }],
  ['/shopping/', 'shopping'],
  ['/shopping/shoes/45/', 'shoppingCategory', { category: 'shoes', id: '45' }],
  ['/topics/', 'topics'],
  ['/topics/home-decor', 'topic', { urlName: 'home-decor' }],
  ['/today/', 'today'],
  ['/today/article/', 'todayArticle'],
  ['/today/best/', 'todayBest'],
  ['/today/trending/', 'todayTrending'],
  ['/today/shop/', 'todayShop'],
  ['/today/popular/', 'todayPopular'],
  ['/today/local/', 'todayLocal'],
  ['/discover/article/how-to-paint/', 'discoverArticle', { slug: 'how-to-paint' }],
  ['/pin-builder/', 'pinBuilder'],
  ['/idea-pin-builder/', 'ideaPinBuilder'],
  ['/story-pin-builder/', 'storyPinBuilder'],
  ['/pin-creation-tool/', 'pinCreationTool'],
  ['/idea-ads-tool/', 'ideaAdsTool'],
  ['/pin-editor/', 'pinEditor'],
  ['/settings/', 'settings'],
  ['/settings/notifications', 'settingsNotifications'],
  ['/settings/privacy', 'settingsSection', { rest: 'privacy' }],
  ['/policy/cookies/', 'policyCookies'],
  ['/privacy/', 'privacy'],
  ['/terms/', 'terms'],
  ['/community-guidelines/', 'communityGuidelines'],
  ['/help/block-accounts/', 'helpArticle', { topic: 'block-accounts' }],
  ['/marco.nakamura/family-recipes/', 'board', { username: 'marco.nakamura', board: 'family-recipes' }],
  ['/tv/studio', 'tvStudio'],
  ['/oauth/', 'oauth'],
  ['/app-factory-oauth/', 'appFactoryOauth'],
  ['/unauth-profile/', 'unauthProfile'],
  ['/_/storyboard', 'storyboard'],
  ['/me/', 'me'],
  ['/onboarding/', 'onboarding'],
  ['/offsite/', 'offsite'],
  ['/app/', 'appInstall'],
  ['/edit/', 'editHomeFeed'],
  ['/demo/', 'profile', { username: 'demo' }],
  ['/demo/_saved', 'profileSaved', { username: 'demo' }],
  ['/demo/_followers/', 'profileFollowers', { username: 'demo' }],
  ['/demo/_following/', 'profileFollowing', { username: 'demo' }],
  ['/demo/kitchen-ideas/', 'board', { username: 'demo', board: 'kitchen-ideas' }],
  ['/demo/kitchen-ideas/tiles/', 'section', { username: 'demo', board: 'kitchen-ideas', section: 'tiles' }],
];

describe('route catalogue (closeup-and-visitors: Routes and screens)', () => {
  it.each(EXAMPLES)('C9: matches %s as %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.name).toBe(name);
    if (params) expect(match?.params).toEqual(params);
  });

  it('has an example for every route of the catalogue', () => {
    const covered = new Set(EXAMPLES.map(([, name]) => name));
    expect(ROUTES.map((r) => r.name).filter((n) => !covered.has(n))).toEqual([]);
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
    const paths = [...EXAMPLES.map(([path]) => path), '/pin/abc/', '/pin/create', '/homefeed/x', '/pin/1--2/comments', '/%E0%A4%A/', '/pin/%E0%A4%A/'];
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
