// Search-engine landings (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): which search engine a visitor came from, by the
// Referer host, and which landing-page type the page they landed on is.
import type { RouteName } from '../routes.ts';

export type SearchEngine = 'google' | 'bing' | 'yahoo' | 'yandex' | 'rakuten' | 'naver' | 'duckduckgo' | 'amp';

/** docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: the landing-page types classified. */
export type LandingPageType = 'today' | 'ideas' | 'own_section' | 'own_board' | 'section' | 'board' | 'closeup' | 'home' | 'profile' | 'search' | 'topic';

/** Host patterns per engine, tried in order (AMP caches first: they live on google hosts too). */
const ENGINES: Array<[SearchEngine, RegExp]> = [
  ['amp', /(^|\.)(cdn\.ampproject\.org|ampproject\.net|bing-amp\.com)$/],
  ['google', /(^|\.)google\.(com|[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/],
  ['bing', /(^|\.)bing\.com$/],
  ['yahoo', /(^|\.)yahoo\.(com|co\.jp|[a-z]{2})$|(^|\.)search\.yahoo\./],
  ['yandex', /(^|\.)(yandex\.(ru|com|com\.tr|by|kz|ua)|ya\.ru)$/],
  ['rakuten', /(^|\.)rakuten\.(co\.jp|com)$/],
  ['naver', /(^|\.)naver\.com$/],
  ['duckduckgo', /(^|\.)duckduckgo\.com$/],
];

/** The search engine of a Referer header, or null (other sites, garbage, none). */
export function searchEngineOf(referrer: string | null | undefined): SearchEngine | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (/(^|\.)google\.[a-z.]+$/.test(host) && url.pathname.startsWith('/amp/')) return 'amp';
  for (const [engine, pattern] of ENGINES) if (pattern.test(host)) return engine;
  return null;
}

const BY_ROUTE: Partial<Record<RouteName, LandingPageType>> = {
  home: 'home',
  homefeed: 'home',
  pin: 'closeup',
  pinComments: 'closeup',
  profile: 'profile',
  profileSaved: 'profile',
  search: 'search',
  searchPins: 'search',
  topics: 'topic',
  topic: 'topic',
  ideas: 'ideas',
  ideasInterest: 'ideas',
  today: 'today',
  todayArticle: 'today',
  todayBest: 'today',
  todayTrending: 'today',
  todayShop: 'today',
  todayPopular: 'today',
  todayLocal: 'today',
};

/**
 * The landing-page type of a matched route (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2); boards and sections are "own_" when
 * the viewer is their owner. Null for pages that are no landing type.
 */
export function landingPageType(route: RouteName | 'notFound', params: Record<string, string>, viewerUsername: string | null): LandingPageType | null {
  if (route === 'board' || route === 'section') {
    const own = viewerUsername !== null && params.username?.toLowerCase() === viewerUsername.toLowerCase();
    return route === 'board' ? (own ? 'own_board' : 'board') : own ? 'own_section' : 'section';
  }
  return route === 'notFound' ? null : (BY_ROUTE[route] ?? null);
}
