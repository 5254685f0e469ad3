// Members' pages ask a visitor to log in (docs/pages.md, the page pipeline): every page of the catalogue a member opens,
// a signed-out visitor gets either as well or as the login page (its route's `login`, shared/pageRoutes.ts), never an
// error page that says the page is missing or forbidden; and the login page does not tell whether the thing exists.
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KINDS, type PageKind } from '#shared/pageRoutes.ts';
import type { PageState } from '#shared/pages.ts';
import { cataloguePaths, type DemoIds, demoIds } from './catalogue.ts';
import { BROWSER_UA, getResource, request, sessionCookie } from './helpers.ts';

const isError = (kind: PageKind) => (ERROR_KINDS as readonly PageKind[]).includes(kind);
const pageOf = async (path: string, cookie = '') =>
  (await getResource<PageState>('PageResource', { path }, { headers: cookie ? { cookie } : {} })).body.resource_response.data!;

describe('members’ pages ask a visitor to log in (docs/pages.md: What the type check catches)', () => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds();
  });

  it('every catalogue page a member opens answers a signed-out visitor with that page or the login page, never an error page', {
    timeout: 120_000,
  }, async () => {
    const cookie = await sessionCookie(Number(ids.users.member));
    const forgotten: string[] = [];
    let members = 0;
    for (const path of cataloguePaths(ids)) {
      const member = await pageOf(path, cookie);
      if (isError(member.data.kind)) continue;
      members++;
      const visitor = await pageOf(path);
      if (isError(visitor.data.kind)) forgotten.push(`${path}: ${visitor.data.kind}`);
    }
    expect(forgotten).toEqual([]);
    expect(members).toBeGreaterThan(50);
  });

  it('a conversation asks a visitor to log in, the same answer for one that exists and one that does not', async () => {
    const answers = await Promise.all(
      [ids.params.conversationId, '999999999'].map(async (id) => {
        const response = await request(`/conversation/${id}/`, { headers: { 'user-agent': BROWSER_UA } });
        const html = await response.text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        return { status: response.status, title, page: (await pageOf(`/conversation/${id}/`)).data.kind };
      }),
    );
    expect(answers[0]).toEqual({ status: 200, title: 'Log in to see your messages | Pinboard', page: 'login' });
    expect(answers[1]).toEqual(answers[0]);
  });
});
