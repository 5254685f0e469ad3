// Every page of the route catalogue on a 390x844 phone, signed out and signed in: nothing makes the
// page scroll sideways (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2).

import { describe, expect, it } from 'vitest';
import { BUSINESS_DASHBOARDS } from '#shared/business/dashboards.ts';
import { ROUTES } from '#shared/routes.ts';
import { openBrowserSession } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  mobile: true,
};

/** The demo rows the catalogue's route parameters name (as tests/worker/catalogue.ts picks them). */
function catalogueParams(): Record<string, string> {
  const one = <T>(query: string): T => {
    const [row] = sql<T>(query);
    if (!row) throw new Error(`no demo row for ${query}`);
    return row;
  };
  const member = one<{ id: number }>("SELECT id FROM users WHERE username = 'demo'").id;
  const board = one<{ id: number; slug: string }>(
    `SELECT b.id, b.slug FROM boards b WHERE b.owner_id = ${member} AND b.privacy = 'public' AND EXISTS (SELECT 1 FROM board_sections s WHERE s.board_id = b.id) LIMIT 1`,
  );
  const section = one<{ slug: string; id: number }>(`SELECT id, slug FROM board_sections WHERE board_id = ${board.id} LIMIT 1`);
  const pin = one<{ id: number }>(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.owner_id = ${member} AND b.privacy = 'public' AND p.deleted_at IS NULL AND p.pinner_id = ${member} LIMIT 1`,
  );
  const conversation = one<{ id: number }>(`SELECT conversation_id AS id FROM conversation_members WHERE user_id = ${member} LIMIT 1`);
  return {
    pinId: String(pin.id),
    boardId: String(board.id),
    sectionId: String(section.id),
    conversationId: String(conversation.id),
    username: 'demo',
    board: board.slug,
    section: section.slug,
    interest: 'home-decor',
    id: '1',
    category: 'home',
    urlName: 'home-decor',
    scope: 'boards',
    slug: 'home-decor',
    topic: 'block-accounts',
  };
}

function cataloguePaths(): string[] {
  const params = catalogueParams();
  const paths: string[] = [];
  for (const route of ROUTES) {
    if (route.name === 'business') {
      for (const d of BUSINESS_DASHBOARDS) paths.push(`/business/${d.path}/`);
      continue;
    }
    if (route.name === 'settingsSection') {
      for (const tab of ['profile', 'account', 'privacy']) paths.push(`/settings/${tab}/`);
      continue;
    }
    const path = route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? name));
    const query = route.name === 'quickPromote' ? `?pin_id=${params.pinId}` : '';
    paths.push(`${path === '/' ? '' : path}/${query}`);
  }
  return paths;
}

describe('the catalogue on a 390 px phone (closeup-and-visitors: Routes and screens)', () => {
  for (const who of ['a visitor', 'a member'] as const) {
    it(`no page scrolls sideways for ${who} (closeup-and-visitors: Routes and screens)`, { timeout: 600_000 }, async () => {
      const visit = who === 'a member' ? await browsing.signIn('demo', '/', PHONE) : await browsing.open(PHONE);
      const wide: string[] = [];
      for (const path of cataloguePaths()) {
        // A route that answers with a download or leaves the site (/offsite/ without its signed query) has no page to measure.
        const answer = await visit.page.goto(`${browsing.baseUrl}${path}`, { waitUntil: 'load' }).catch(() => null);
        if (!answer || !visit.page.url().startsWith(browsing.baseUrl)) continue;
        const width = await visit.page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) wide.push(`${path} is ${width} px wide`);
      }
      expect(wide).toEqual([]);
    });
  }
});
