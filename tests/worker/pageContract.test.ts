// The page contract (shared/pageRoutes.ts, docs/pages.md): every route the pipeline renders has a
// loader (worker/pages/loaders.ts) or, without data, its head, and every kind of page a view
// (PAGE_VIEWS); each route answers only the kinds it declares or an
// error page, and a visitor asking for a members' page gets the login page the contract names,
// coming back to the page once signed in.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageView } from '#client/app/pageViews.ts';
import { ERROR_KINDS, PAGE_ROUTES, type PageKind, pageModuleOf, pageRoute } from '#shared/pageRoutes.ts';
import type { PageState } from '#shared/pages.ts';
import { matchRoute, ROUTES } from '#shared/routes.ts';
import { LOADERS } from '#worker/pages/loaders.ts';
import { cataloguePaths, type DemoIds, demoIds, type Persona } from './catalogue.ts';
import { getResource, ORIGIN, sessionCookie } from './helpers.ts';

/** Every kind some route renders, with the error pages and the login page any route may answer. */
function renderedKinds(): PageKind[] {
  const kinds = new Set<PageKind>([...ERROR_KINDS, 'login']);
  for (const route of ROUTES) for (const kind of pageRoute(route.name)?.kinds ?? []) kinds.add(kind);
  return [...kinds];
}

describe('the page contract (closeup-and-visitors: Routes and screens)', () => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds();
  });

  it('names every route of the catalogue; each page with data has a loader, each without data or handled elsewhere none', () => {
    for (const { name } of ROUTES) {
      expect(PAGE_ROUTES).toHaveProperty(name);
      const route = pageRoute(name);
      if (route && !route.head) expect(LOADERS, name).toHaveProperty(name, expect.any(Function));
      else expect(LOADERS, name).not.toHaveProperty(name);
    }
  });

  it.each(renderedKinds())('the %s page has a view in the module the client names for it', async (kind) => {
    expect(pageModuleOf(kind)).toMatch(/^client\/features\/\w+\/\w+Pages?\.tsx$/);
    expect(await loadPageView(kind)).toBeTypeOf('function');
  });

  it.each<Persona>(['visitor', 'member'])(
    'every route answers a %s one of its kinds, an error page or (members only, to visitors) the login page',
    { timeout: 60_000 },
    async (persona) => {
      const cookie = persona === 'member' ? await sessionCookie(Number(ids.users.member)) : '';
      let checked = 0;
      let logins = 0;
      for (const path of cataloguePaths(ids)) {
        const url = new URL(path, ORIGIN);
        const route = pageRoute(matchRoute(url.pathname)!.name);
        if (!route) continue;
        const { body } = await getResource<PageState>('PageResource', { path }, { headers: cookie ? { cookie } : {} });
        const page = body.resource_response.data!;
        checked++;
        if (persona === 'visitor' && route.login) {
          logins++;
          expect(page.data, path).toEqual({ kind: 'login', next: `${url.pathname}${url.search}` });
          expect(page.head.title, path).toBe(`${route.login} | Pinboard`);
        } else {
          expect([...route.kinds, ...ERROR_KINDS], path).toContain(page.data.kind);
        }
      }
      expect(checked).toBeGreaterThan(80);
      if (persona === 'visitor') expect(logins).toBeGreaterThan(20);
    },
  );
});
