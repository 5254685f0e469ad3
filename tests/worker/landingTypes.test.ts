// docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: every landing-page type the spec classifies comes out of a real page of the demo:
// today, ideas, own_section, own_board, section, board, closeup, home, profile, search, topic.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { documentState, request, sessionCookie } from './helpers.ts';

const GOOGLE = 'https://www.google.com/';

async function landing(path: string, cookie = '') {
  const response = await request(path, { headers: { referer: GOOGLE, ...(cookie ? { cookie } : {}) } });
  expect(response.status, path).toBe(200);
  return documentState(await response.text()).page.landing;
}

describe('landing-page types (closeup-and-visitors: Routes and screens)', () => {
  it('C27: classifies every type on a real page, with the search engine it came from (closeup-and-visitors: Routes and screens)', async () => {
    const section = (await env.DB.prepare(
      `SELECT u.id AS owner, u.username, b.slug AS board, s.slug AS section FROM board_sections s JOIN boards b ON b.id = s.board_id
         JOIN users u ON u.id = b.owner_id WHERE b.privacy = 'public' AND b.archived = 0 ORDER BY s.id LIMIT 1`,
    ).first<{ owner: number; username: string; board: string; section: string }>())!;
    const interest = (await env.DB.prepare('SELECT id, url_name FROM interests ORDER BY id LIMIT 1').first<{ id: number; url_name: string }>())!;
    const pin = (await env.DB.prepare(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL LIMIT 1",
    ).first<{ id: number }>())!;
    const owner = await sessionCookie(section.owner);
    const cases: Array<[string, string, string]> = [
      ['/', '', 'home'],
      [`/pin/${pin.id}/`, '', 'closeup'],
      [`/${section.username}/`, '', 'profile'],
      [`/${section.username}/${section.board}/`, '', 'board'],
      [`/${section.username}/${section.board}/`, owner, 'own_board'],
      [`/${section.username}/${section.board}/${section.section}/`, '', 'section'],
      [`/${section.username}/${section.board}/${section.section}/`, owner, 'own_section'],
      ['/search/pins/?q=kitchen', '', 'search'],
      [`/topics/${interest.url_name}/`, '', 'topic'],
      ['/ideas/', '', 'ideas'],
      ['/today/', '', 'today'],
    ];
    for (const [path, cookie, type] of cases) expect(await landing(path, cookie), path).toEqual({ searchEngine: 'google', pageType: type });
  });
});
