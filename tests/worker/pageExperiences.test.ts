// The top region's message comes with the page (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/performance.md): a person's page
// carries their experiences in the document state and its HTML has the first top-region message,
// so nothing is pushed down when the page hydrates; a dismissed one is gone from the next page;
// bots get neither (docs/rules/experiences.md#roles-spec-001-6). A member's states come with their session, in the same statement,
// when the request asks for a page (no round trip of their own; docs/performance.md).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { requestWith } from './faults/faultyEnv.ts';
import { documentState, firstId, GOOGLEBOT_UA, ORIGIN, request, sessionCookie } from './helpers.ts';

let visitors = 0;
const visitor = () => `pb_anon=page-visitor-${String(++visitors).padStart(8, '0')}`;
const home = (cookie: string, ua?: string) => request('/', { headers: { cookie, ...(ua ? { 'user-agent': ua } : {}) } }).then((r) => r.text());

describe('experiences in the first render (experiences: Lifecycle and behaviour)', () => {
  it("B1: renders a visitor's welcome hero in the top region of the HTML and puts the experiences in the document state", async () => {
    const html = await home(visitor());
    expect(documentState(html).experiences?.['1000100']?.map((e) => e.experience_id)).toEqual([510001]);
    const top = /<div class="xp-region xp-region--top" data-region="top">(.*?)<\/div><main/s.exec(html)?.[1] ?? '';
    expect(top).toContain('data-test-id="experience-1000100-510001"');
    expect(top).toContain('Welcome to Pinboard');
  });

  it('leaves a dismissed hero out of the next page', async () => {
    const cookie = visitor();
    const dismissed = await request('/resource/UserExperienceResource/delete/', {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ options: { placed_experience_id: '1000100:510001' } }),
    });
    expect(dismissed.status).toBe(200);
    const html = await home(cookie);
    expect(documentState(html).experiences?.['1000100'] ?? []).toEqual([]);
    expect(html).not.toContain('Welcome to Pinboard');
  });

  it("a returning visitor's navigation reads their states with the feed and leaves a dismissed hero out (experiences: Lifecycle and behaviour)", async () => {
    const cookie = visitor();
    const navigate = () => request('/', { headers: { cookie, accept: 'text/html' } }).then((r) => r.text());
    expect(documentState(await navigate()).experiences?.['1000100']?.map((e) => e.experience_id)).toEqual([510001]);
    const dismissed = await request('/resource/UserExperienceResource/delete/', {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ options: { placed_experience_id: '1000100:510001' } }),
    });
    expect(dismissed.status).toBe(200);
    const html = await navigate();
    expect(documentState(html).experiences?.['1000100'] ?? []).toEqual([]);
    expect(html).not.toContain('Welcome to Pinboard');
  });

  it("a returning visitor's closeup reads their states in the pin's own row and leaves a dismissed message out (experiences: Lifecycle and behaviour)", async () => {
    const cookie = visitor();
    const pin = await firstId(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL ORDER BY p.id LIMIT 1",
    );
    const closeup = () => request(`/pin/${pin}/`, { headers: { cookie, accept: 'text/html' } }).then((r) => r.text());
    const shown = Object.entries(documentState(await closeup()).experiences ?? {}).flatMap(([placement, list]) =>
      list.map((e) => `${placement}:${e.experience_id}`),
    );
    expect(shown.length).toBeGreaterThan(0);
    const dismissed = await request('/resource/UserExperienceResource/delete/', {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ options: { placed_experience_id: shown[0] } }),
    });
    expect(dismissed.status).toBe(200);
    const after = Object.entries(documentState(await closeup()).experiences ?? {}).flatMap(([placement, list]) =>
      list.map((e) => `${placement}:${e.experience_id}`),
    );
    expect(after).not.toContain(shown[0]);
    expect(after).toEqual(shown.slice(1));
  });

  it('B20: gives bots no experiences and no top region (experiences: Roles)', async () => {
    const html = await home(visitor(), GOOGLEBOT_UA);
    expect(documentState(html).experiences).toBeUndefined();
    expect(html).not.toContain('data-region="top"');
  });
});

describe("a member's experiences on a page (experiences: Lifecycle and behaviour)", () => {
  // A returning member (docs/rules/experiences.md#experience-data-spec-001-3): the welcome-back hero is theirs.
  const member = async () => {
    const id = await firstId('SELECT id FROM users WHERE is_limited_login = 0 AND is_partner = 0 ORDER BY id LIMIT 1 OFFSET 3');
    await env.DB.prepare('UPDATE users SET resurrection_dt = ? WHERE id = ?').bind(Date.now(), id).run();
    return sessionCookie(id);
  };
  const page = (cookie: string, accept?: string) => request('/', { headers: { cookie, ...(accept ? { accept } : {}) } });
  /** The D1 calls a whole page made, its body read to the end (a person's page reads after its head and Server-Timing have gone). */
  const statements = async (cookie: string, accept?: string) => (await requestWith({}, '/', { headers: { cookie, ...(accept ? { accept } : {}) } })).calls.DB;

  it('reads the states with the session, one statement fewer, and leaves out a dismissed message (experiences: Lifecycle and behaviour)', async () => {
    const cookie = await member();
    const navigation = await page(cookie, 'text/html,application/xhtml+xml');
    const html = await navigation.text();
    expect(documentState(html).experiences?.['1000102']?.map((e) => e.experience_id)).toEqual([500863]);
    // The same page without asking for HTML reads the states on their own, and the header's unread counts: two statements more.
    expect(await statements(cookie)).toBe((await statements(cookie, 'text/html,application/xhtml+xml')) + 2);

    const dismissed = await request('/resource/UserExperienceResource/delete/', {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ options: { placed_experience_id: '1000102:500863' } }),
    });
    expect(dismissed.status).toBe(200);
    const after = documentState(await (await page(cookie, 'text/html')).text());
    expect(after.experiences?.['1000102'] ?? []).toEqual([]);
    expect(Object.keys(after.experiences ?? {}).length).toBeGreaterThan(0);
  });
});
