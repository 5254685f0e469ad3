// The crawler (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): as a visitor, a member, a partner (business account) and an
// employee, it requests every route of the catalogue with demo ids filled in, then every internal
// link found on the pages it reaches, in the demo experiences' display data and in the links the
// product shows outside a page's HTML (banners, modals). It fails on any 5xx and on any 404 that is
// not a deliberate answer for a missing or forbidden entity, and reports what it checked.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageView } from '#client/app/pageViews.ts';
import { AD_EXPLANATION_LINKS } from '#shared/ads/explanation.ts';
import { COOKIE_POLICY_PATH } from '#shared/consent.ts';
import { BUSINESS_CONVERT_PATH } from '#shared/experiences/constants.ts';
import { SPAM_GUIDELINES_URL } from '#shared/offsite/verdict.ts';
import { PAGE_VIEWS, type PageKind } from '#shared/pageRoutes.ts';
import { matchRoute, type RouteName } from '#shared/routes.ts';
import { APP_INSTALL_URL } from '#shared/visitor/constants.ts';
import { DEMO_EXPERIENCES } from '../../scripts/demo/experiences.ts';
import { cataloguePaths, type DemoIds, demoIds, type Persona } from './catalogue.ts';
import { ORIGIN, request, sessionCookie } from './helpers.ts';

const PERSONAS: Persona[] = ['visitor', 'member', 'partner', 'employee'];

/**
 * Routes whose demo entity belongs to the member (demo): for everyone else a 404 is the deliberate
 * answer (the editor of someone else's board or pin, someone else's conversation).
 */
const MEMBER_OWNED: ReadonlySet<RouteName> = new Set(['pinEdit', 'boardEdit', 'boardEditCollaborators', 'boardAddCollaborators', 'sectionEdit']);
/** Routes whose entity two members share (the demo conversation of demo and partner). */
const SHARED_WITH_PARTNER: ReadonlySet<RouteName> = new Set(['conversation']);

/** Paths never requested: media and API endpoints (checked by their own tests), not pages. */
const NOT_PAGES = /^\/(i|media|assets|resource|v3|attribution_source)\//;
/** Pages on which every link is checked but whose own links are not followed further. */
const MAX_DEPTH = 2;

/**
 * Pages that differ by `next` alone (where the person goes once signed in): nearly every page links the
 * login with its own `next`, a fifth of all requests, so each of these is crawled once whatever its `next`.
 */
const SIGN_IN_PAGES: ReadonlySet<RouteName> = new Set(['login', 'signup']);

/** What the crawl requests once: the path and query, without `next` on a sign-in page. */
function crawlKey(path: string): string {
  const url = new URL(path, ORIGIN);
  const route = matchRoute(url.pathname)?.name;
  if (route && SIGN_IN_PAGES.has(route)) url.searchParams.delete('next');
  return url.pathname + url.search;
}

/** Links the product shows outside a page's server HTML: banners, modals, the app upsell and onboarding's AppInstall step, experience display data. */
function productLinks(): string[] {
  const found: string[] = [COOKIE_POLICY_PATH, SPAM_GUIDELINES_URL, BUSINESS_CONVERT_PATH, APP_INSTALL_URL, ...AD_EXPLANATION_LINKS.map((l) => l.href)];
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const e of DEMO_EXPERIENCES) walk(e.display_data);
  return found;
}

/** Internal hrefs of a page (and urls in its hydration state), without the hash; an attribute named href, not data-href (a hoisted style's key). */
function linksOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/\shref="([^"]+)"/g)) out.push(m[1].replaceAll('&amp;', '&'));
  // Links in the page's JSON state are JSON strings: their escapes (\u0026 for &) are undone.
  for (const m of html.matchAll(/"(?:url|href|link)":"(\/[^"]*)"/g)) out.push(JSON.parse(`"${m[1]}"`) as string);
  return out;
}

/** The internal path of a link, or null for external links, fragments and non-pages. */
function internalPath(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || NOT_PAGES.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname + url.search;
}

interface Failure {
  persona: Persona;
  path: string;
  status: number;
  from: string;
}

/** Whether a 404 is the deliberate answer for this persona (a missing or forbidden entity). */
function deliberateNotFound(persona: Persona, path: string): boolean {
  const match = matchRoute(new URL(path, ORIGIN).pathname);
  if (!match) return false;
  if (MEMBER_OWNED.has(match.name)) return persona !== 'member';
  if (SHARED_WITH_PARTNER.has(match.name)) return persona !== 'member' && persona !== 'partner';
  return false;
}

async function crawl(persona: Persona, ids: DemoIds) {
  const userId = ids.users[persona];
  const cookie = userId ? await sessionCookie(Number(userId)) : '';
  const seen = new Map<string, string>();
  const queue: Array<{ path: string; depth: number; from: string }> = [];
  const add = (path: string | null, depth: number, from: string) => {
    if (!path || seen.has(crawlKey(path))) return;
    seen.set(crawlKey(path), from);
    queue.push({ path, depth, from });
  };
  for (const path of cataloguePaths(ids)) add(path, 0, 'catalogue');
  for (const link of productLinks()) add(internalPath(link), 1, 'product');
  const failures: Failure[] = [];
  let pages = 0;
  let links = 0;
  while (queue.length) {
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async ({ path, depth, from }) => {
        const response = await request(path, { headers: cookie ? { cookie } : {} });

        const status = response.status;
        if (depth === 0) pages++;
        else links++;
        if (status >= 300 && status < 400) {
          await response.body?.cancel();
          add(internalPath(response.headers.get('location') ?? ''), depth, path);
          return;
        }
        if (status >= 500 || (status === 404 && !deliberateNotFound(persona, path))) failures.push({ persona, path, status, from });
        if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
          await response.body?.cancel();
          return;
        }
        const html = await response.text();
        if (depth >= MAX_DEPTH || status >= 400) return;
        for (const link of linksOf(html)) add(internalPath(link), depth + 1, path);
      }),
    );
  }
  return { failures, pages, links };
}

describe('crawler', () => {
  // In the test pool a page module's first import is I/O of the request that started it, and the
  // crawler's concurrent requests would share that pending import across requests (workerd refuses
  // it). The deployed worker has every module bundled, so this only loads them once up front.
  beforeAll(async () => {
    await Promise.all((Object.keys(PAGE_VIEWS) as PageKind[]).map((kind) => loadPageView(kind)));
  });

  // A member's crawl took 74-121 s on a loaded machine (its requests ask for no HTML, so each page reads the header's
  // unread counts on its own): the limit catches a hang, not a slow machine.
  it.each(PERSONAS)(
    'C17, C20: every catalogue route and every link found answers a page for a %s (closeup-and-visitors: Routes and screens)',
    { timeout: 300_000 },
    async (persona) => {
      const ids = await demoIds();
      const { failures, pages, links } = await crawl(persona, ids);
      console.log(`crawler (${persona}): ${pages} catalogue pages and ${links} links checked, ${failures.length} failures`);
      expect(pages).toBeGreaterThan(60);
      expect(links).toBeGreaterThan(20);
      expect(failures).toEqual([]);
    },
  );
});
