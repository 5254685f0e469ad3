// docs/rules/experiences.md#roles-spec-001-6: dark mode for visitors depends on lop_unauth_inferred_config_dark_mode and, for a
// visit that landed from a search engine, on the SEO referrer group (its own experiment); the
// landing is remembered for the visit.
import { describe, expect, it } from 'vitest';
import { request, sessionCookie } from './helpers.ts';

const GROUPS = 'pb_exp=lop_unauth_inferred_config_dark_mode:control,lop_unauth_seo_referrer_dark_mode:enabled';

async function visit(headers: Record<string, string>) {
  const response = await request('/', { headers });
  const html = await response.text();
  return { theme: /<html[^>]*data-theme="(\w+)"/.exec(html)?.[1], setCookie: response.headers.get('set-cookie') ?? '' };
}

describe('the SEO referrer dark-mode group (experiences: Roles)', () => {
  it('A63, B18: a visitor landing from a search engine follows the SEO referrer group (experiences: Roles)', async () => {
    const landed = await visit({ cookie: GROUPS, referer: 'https://www.bing.com/search?q=vases' });
    expect(landed.theme).toBe('system');
    expect(landed.setCookie).toContain('pb_seo=1');
  });

  it('B18: the rest of that visit stays in the group; another visitor follows the general experiment (experiences: Roles)', async () => {
    expect((await visit({ cookie: `${GROUPS}; pb_seo=1`, referer: 'https://pins.test/' })).theme).toBe('system');
    expect((await visit({ cookie: GROUPS, referer: 'https://example.com/' })).theme).toBe('light');
    expect((await visit({ cookie: GROUPS })).theme).toBe('light');
  });

  it('B18: the SEO group does not apply to members (experiences: Roles)', async () => {
    const member = await visit({
      cookie: `${await sessionCookie(1)}; pb_exp=lop_auth_inferred_config_dark_mode:control,lop_unauth_seo_referrer_dark_mode:enabled`,
      referer: 'https://www.google.com/',
    });
    expect(member.theme).toBe('light');
  });
});
