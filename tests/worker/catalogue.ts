// The catalogue as tests request it: the demo ids of every route parameter, and one concrete
// path per route of the catalogue (several for a wildcard: the business dashboards, settings
// sections). Shared by the crawler and the page contract's test.
import { env } from 'cloudflare:workers';
import { BUSINESS_DASHBOARDS } from '#shared/business/dashboards.ts';
import { ROUTES, type RouteName } from '#shared/routes.ts';

export type Persona = 'visitor' | 'member' | 'partner' | 'employee';

export interface DemoIds {
  params: Record<string, string>;
  users: Record<Persona, string | null>;
}

/** The demo rows each route's parameters name, and the users of each persona. */
export async function demoIds(): Promise<DemoIds> {
  const one = async <T>(sql: string, ...binds: unknown[]) => {
    const row = await env.DB.prepare(sql)
      .bind(...binds)
      .first<T>();
    if (!row) throw new Error(`no demo row for ${sql}`);
    return row;
  };
  const user = async (username: string) => String((await one<{ id: number }>('SELECT id FROM users WHERE username = ?', username)).id);
  const [member, partner, employee] = await Promise.all([user('demo'), user('partner'), user('staff')]);
  const board = await one<{ id: number; slug: string }>(
    `SELECT b.id, b.slug FROM boards b WHERE b.owner_id = ? AND b.privacy = 'public' AND EXISTS (SELECT 1 FROM board_sections s WHERE s.board_id = b.id) LIMIT 1`,
    member,
  );
  const section = await one<{ id: number; slug: string }>('SELECT id, slug FROM board_sections WHERE board_id = ? LIMIT 1', board.id);
  const pin = await one<{ id: number }>(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.owner_id = ? AND b.privacy = 'public' AND p.deleted_at IS NULL AND p.pinner_id = ? LIMIT 1`,
    member,
    member,
  );
  const conversation = await one<{ id: number }>('SELECT conversation_id AS id FROM conversation_members WHERE user_id = ? LIMIT 1', member);
  return {
    params: {
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
    },
    users: { visitor: null, member, partner, employee },
  };
}

/** Extra query strings a catalogue route needs to show its page rather than a 400. */
const QUERIES: Partial<Record<RouteName, (ids: DemoIds) => string>> = {
  quickPromote: (ids) => `?pin_id=${ids.params.pinId}`,
};

/** One concrete path per catalogue route (several for a wildcard: the business dashboards, settings sections). */
export function cataloguePaths(ids: DemoIds): string[] {
  const paths: string[] = [];
  for (const route of ROUTES) {
    const query = QUERIES[route.name]?.(ids) ?? '';
    if (route.name === 'business') {
      for (const d of BUSINESS_DASHBOARDS) paths.push(`/business/${d.path}/`);
      continue;
    }
    if (route.name === 'settingsSection') {
      for (const tab of ['profile', 'account', 'privacy']) paths.push(`/settings/${tab}/`);
      continue;
    }
    const path = route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(ids.params[name] ?? name));
    paths.push(`${path === '/' ? '' : path}/${query}`);
  }
  return paths;
}
