// Boards: BoardResource, BoardsResource options, sections, collaborators, follows, the board feed,
// board and profile pages, and the secret-board rules (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#roles-spec-000-6; docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#calls-spec-002-7).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail, BoardSectionSummary, Pin } from '#shared/types.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { ORIGIN, request, sessionCookie } from './helpers.ts';

let demo: string;
let partner: string;
let secret: { id: number; slug: string };
beforeAll(async () => {
  demo = await sessionCookie(1);
  partner = await sessionCookie(2);
  secret = (await env.DB.prepare(`SELECT id, slug FROM boards WHERE owner_id = 1 AND privacy = 'secret' AND layout = 'default' LIMIT 1`).first<{
    id: number;
    slug: string;
  }>())!;
});

describe('BoardResource', () => {
  it('C42, C50: creates, reads, updates and deletes a board', async () => {
    const created = await call<BoardDetail>('BoardResource', 'create', { name: 'Weekend bakes', description: 'Bread', privacy: 'public' }, demo);
    expect(created.status).toBe(201);
    expect(created.data.url).toBe('/demo/weekend-bakes/');
    const id = created.data.entityId;
    const again = await call<BoardDetail>('BoardResource', 'create', { name: 'Weekend bakes' }, demo);
    expect(again.data.url).toBe('/demo/weekend-bakes-2/');
    const updated = await call<BoardDetail>('BoardResource', 'update', { board_id: id, name: 'Sourdough', privacy: 'secret' }, demo);
    expect(updated.data.name).toBe('Sourdough');
    expect(updated.data.privacy).toBe('secret');
    expect((await call('BoardResource', 'get', { board_id: id })).status).toBe(404);
    expect((await call('BoardResource', 'delete', { board_id: id }, partner)).status).toBe(404);
    expect((await call('BoardResource', 'delete', { board_id: id }, demo)).status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM boards WHERE id = ?', Number(id))).toBe(0);
  });

  it.each([
    ['a 51-character name', { name: 'x'.repeat(51) }, 'Board names can be at most 50 characters.'],
    ['an empty name', { name: '  ' }, 'Your board needs a name.'],
    ['a 501-character description', { name: 'Fine', description: 'x'.repeat(501) }, 'Board descriptions can be at most 500 characters.'],
    ['an unknown privacy', { name: 'Fine', privacy: 'hidden' }, 'privacy is public, secret or protected'],
  ])('A58: refuses %s with 400 and creates nothing', async (_what, options, message) => {
    const before = await count('SELECT COUNT(*) AS n FROM boards');
    const r = await call('BoardResource', 'create', options, demo);
    expect(r.status).toBe(400);
    expect(r.error?.message).toContain(message);
    expect(await count('SELECT COUNT(*) AS n FROM boards')).toBe(before);
  });

  it('needs a signed-in owner: 401 signed out, 403 for another owner', async () => {
    expect((await call('BoardResource', 'create', { name: 'Mine' })).status).toBe(401);
    const own = await env.DB.prepare(`SELECT id FROM boards WHERE owner_id = 1 AND privacy = 'public' LIMIT 1`).first<{ id: number }>();
    const r = await call('BoardResource', 'update', { board_id: String(own!.id), name: 'Hijacked' }, partner);
    expect(r.status).toBe(403);
    expect(await count(`SELECT COUNT(*) AS n FROM boards WHERE name = 'Hijacked'`)).toBe(0);
    expect((await call('BoardResource', 'create', { name: 'For demo', user_id: '1' }, partner)).status).toBe(403);
  });

  it('A16, C50: creates the quick-saves board once with return_existing', async () => {
    const user = await signUp('quick');
    const a = await call<BoardDetail>(
      'BoardResource',
      'create',
      { name: 'Quick Saves', layout: 'quick_saves', protected: false, return_existing: true, user_id: user.id },
      user.cookie,
    );
    const b = await call<BoardDetail>('BoardResource', 'create', { name: 'Quick Saves', layout: 'quick_saves', return_existing: true }, user.cookie);
    expect(a.data.entityId).toBe(b.data.entityId);
    expect(a.data.layout).toBe('quick_saves');
    expect((await call('BoardResource', 'create', { name: 'Quick Saves', layout: 'quick_saves' }, user.cookie)).status).toBe(409);
    expect(await count(`SELECT COUNT(*) AS n FROM boards WHERE owner_id = ? AND layout = 'quick_saves'`, Number(user.id))).toBe(1);
  });

  it('A16: the quick-saves board page is "Profile" in its <title> and head tags as in its h1, and in its editor', async () => {
    const user = await signUp('quicktitle');
    const quick = await call<BoardDetail>('BoardResource', 'create', { name: 'Quick Saves', layout: 'quick_saves', return_existing: true }, user.cookie);
    const page = await (await request(quick.data.url, { headers: { cookie: user.cookie } })).text();
    expect(page).toMatch(/<title>Profile \| Pinboard<\/title>/);
    expect(page).not.toMatch(/<(title|meta)[^>]*>?[^<]*Quick Saves/);
    const edit = await (await request(`/board/${quick.data.entityId}/edit/`, { headers: { cookie: user.cookie } })).text();
    expect(edit).toMatch(/<title>Edit Profile \| Pinboard<\/title>/);
  });
});

describe('secret boards exist only for owner and collaborators (closeup-and-visitors: Entities)', () => {
  it('answers 404 to others for the board, its feed and its page, and leaves it out of lists and counts', async () => {
    expect((await call('BoardResource', 'get', { board_id: String(secret.id) }, demo)).status).toBe(200);
    expect((await call('BoardResource', 'get', { board_id: String(secret.id) }, partner)).status).toBe(404);
    expect((await call('BoardResource', 'get', { board_id: String(secret.id) })).status).toBe(404);
    expect((await call('BoardFeedResource', 'get', { board_id: String(secret.id) })).status).toBe(404);
    expect((await request(`/demo/${secret.slug}/`)).status).toBe(404);
    expect((await request(`/demo/${secret.slug}/`, { headers: { cookie: partner } })).status).toBe(404);
    expect((await request(`/demo/${secret.slug}/`, { headers: { cookie: demo } })).status).toBe(200);
    const theirs = await call<BoardDetail[]>('BoardsResource', 'get', { username: 'demo', page_size: 100 }, partner);
    expect(theirs.data.some((b) => b.privacy === 'secret')).toBe(false);
    const mine = await call<BoardDetail[]>('BoardsResource', 'get', { username: 'demo', page_size: 100 }, demo);
    expect(mine.data.some((b) => b.entityId === String(secret.id))).toBe(true);
    const other = await call<{ secretBoardCount: number; boardCount: number }>('UserResource', 'get', { username: 'demo' }, partner);
    const self = await call<{ secretBoardCount: number; boardCount: number }>('UserResource', 'get', { username: 'demo' }, demo);
    expect(other.data.secretBoardCount).toBe(0);
    expect(self.data.boardCount).toBeGreaterThan(other.data.boardCount);
  });

  it('shows a secret board to an accepted collaborator, only its invitation to a pending invitee, and nothing after removal', async () => {
    const user = await signUp('collab');
    const board = await call<BoardDetail>('BoardResource', 'create', { name: 'Hidden plans', privacy: 'secret' }, demo);
    const id = board.data.entityId;
    expect((await call('BoardResource', 'get', { board_id: id }, user.cookie)).status).toBe(404);
    const invite = await call<{ inviteUrl: string }>('BoardCollaboratorResource', 'create', { board_id: id, user_id: user.id }, demo);
    expect(invite.status).toBe(201);
    // Until they accept, the board does not exist for them; its page shows the invitation (tests/worker/visibility.test.ts).
    expect((await call('BoardResource', 'get', { board_id: id }, user.cookie)).status).toBe(404);
    const page = await request(invite.data.inviteUrl, { headers: { cookie: user.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('invited you to join their board');
    expect((await call('RepinResource', 'create', { pin_id: '1', board_id: id }, user.cookie)).status).not.toBe(201);
    const code = /invite_code=([a-f0-9]+)/.exec(invite.data.inviteUrl)![1];
    expect((await call('BoardInviteResource', 'update', { invite_code: code }, partner)).status).toBe(403);
    expect((await call('BoardInviteResource', 'update', { invite_code: code }, user.cookie)).status).toBe(200);
    // A refusal changes nothing: accepting a board one has no invite to (the invite is used up) writes no row,
    // not even the collaborative board's own (a trigger refuses any write to boards meanwhile).
    await env.DB.prepare("CREATE TRIGGER IF NOT EXISTS boards_touched AFTER UPDATE ON boards BEGIN SELECT RAISE(ABORT, 'boards written'); END").run();
    const again = await call('BoardInviteResource', 'update', { board_id: id }, user.cookie);
    await env.DB.prepare('DROP TRIGGER IF EXISTS boards_touched').run();
    expect(again.status).toBe(404);
    const seen = await call<BoardDetail>('BoardResource', 'get', { board_id: id }, user.cookie);
    expect(seen.status).toBe(200);
    expect(seen.data.canSave).toBe(true);
    expect(seen.data.collaboratorCount).toBe(1);
    // The board page counts them in words: "1 collaborator", never "1 collaborators".
    const boardHtml = await (await request(`/demo/${board.data.slug}/`, { headers: { cookie: demo } })).text();
    expect(boardHtml).toContain(' · 1 collaborator<');
    expect((await call('BoardCollaboratorResource', 'delete', { board_id: id, user_id: user.id }, partner)).status).toBe(404);
    expect((await call('BoardCollaboratorResource', 'delete', { board_id: id, user_id: user.id }, demo)).status).toBe(200);
    expect((await call('BoardResource', 'get', { board_id: id }, user.cookie)).status).toBe(404);
  });
});

describe('BoardsResource options (closeup-and-visitors: Entities)', () => {
  it.each([
    ['alphabetical', (a: BoardDetail, b: BoardDetail) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) <= 0],
    ['newest', (a: BoardDetail, b: BoardDetail) => a.createdAt >= b.createdAt],
    ['oldest', (a: BoardDetail, b: BoardDetail) => a.createdAt <= b.createdAt],
    ['last_pinned_to', (a: BoardDetail, b: BoardDetail) => (a.lastPinnedAt ?? -1) >= (b.lastPinnedAt ?? -1)],
    ['group_boards_at_top', (a: BoardDetail, b: BoardDetail) => Number(a.isCollaborative) >= Number(b.isCollaborative)],
  ])('C31, C50: sorts %s', async (sort, inOrder) => {
    const r = await call<BoardDetail[]>('BoardsResource', 'get', { username: 'demo', sort, page_size: 100 }, demo);
    expect(r.data.length).toBeGreaterThan(3);
    for (let i = 1; i < r.data.length; i++) expect(inOrder(r.data[i - 1], r.data[i])).toBe(true);
  });

  it.each([
    ['SECRET', (b: BoardDetail) => b.privacy === 'secret'],
    ['GROUP', (b: BoardDetail) => b.isCollaborative],
    ['ARCHIVED', (b: BoardDetail) => b.archived],
  ])('A16, C31: filters %s', async (filter, keep) => {
    const r = await call<BoardDetail[]>('BoardsResource', 'get', { username: 'demo', filter, page_size: 100 }, demo);
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data.every(keep)).toBe(true);
  });

  it('A16, C31, C55: filters privacy, archived and the all-pins board, and pages by 25 with a bookmark', async () => {
    const pub = await call<BoardDetail[]>(
      'BoardsResource',
      'get',
      { username: 'demo', privacy_filter: 'public', include_archived: false, filter_all_pins: true, page_size: 100 },
      demo,
    );
    expect(pub.data.every((b) => b.privacy === 'public' && !b.archived && b.layout !== 'quick_saves')).toBe(true);
    const first = await call<BoardDetail[]>('BoardsResource', 'get', { username: 'demo', page_size: 2 }, demo);
    expect(first.data).toHaveLength(2);
    const body = (await (
      await request(`/resource/BoardsResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { username: 'demo', page_size: 2 } }))}`, {
        headers: { cookie: demo },
      })
    ).json()) as { resource_response: { bookmark: string } };
    const second = await call<BoardDetail[]>('BoardsResource', 'get', { username: 'demo', page_size: 2, bookmark: body.resource_response.bookmark }, demo);
    expect(second.data.map((b) => b.entityId)).not.toContain(first.data[0].entityId);
    expect(second.data).toHaveLength(2);
  });

  it.each([[{ sort: 'random' }], [{ privacy_filter: 'hidden' }], [{ page_size: 0 }], [{ filter: 'SOME' }], [{ bookmark: 'garbage!' }]])(
    'C31: refuses %o with 400',
    async (options) => {
      const r = await call('BoardsResource', 'get', { username: 'demo', ...options }, demo);
      expect(r.status).toBe(400);
      expect(r.error?.message.length).toBeGreaterThan(5);
    },
  );
});

describe("C31: BoardsResource list options on a member's own boards", () => {
  let cookie: string;
  let username: string;
  beforeAll(async () => {
    const user = await signUp('boardopts');
    cookie = user.cookie;
    username = user.username;
    const me = Number(user.id);
    const now = Date.now();
    const sig = (await env.DB.prepare('SELECT signature FROM images ORDER BY signature LIMIT 1').first<{ signature: string }>())!.signature;
    const board = (name: string, extra: { privacy?: string; archived?: number; position: number }) =>
      env.DB.prepare('INSERT INTO boards (owner_id, name, slug, privacy, archived, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').bind(
        me,
        name,
        name.toLowerCase().replace(/\W+/g, '-'),
        extra.privacy ?? 'public',
        extra.archived ?? 0,
        extra.position,
        now,
      );
    await env.DB.batch([
      ...Array.from({ length: 24 }, (_, i) => board(`Board ${String(i + 1).padStart(2, '0')}`, { position: 100 - i })),
      board('Stories only', { position: 50 }),
      board('Shopping list', { position: 51 }),
      board('Old one', { archived: 1, position: 52 }),
      board('Hidden one', { privacy: 'secret', position: 53 }),
    ]);
    const pin = (boardName: string, kind: string) =>
      env.DB.prepare(
        'INSERT INTO pins (pinner_id, board_id, kind, image_signature, created_at) SELECT ?, id, ?, ?, ? FROM boards WHERE owner_id = ? AND name = ?',
      ).bind(me, kind, sig, now, me, boardName);
    await env.DB.batch([
      pin('Stories only', 'story'),
      pin('Stories only', 'story'),
      pin('Shopping list', 'product'),
      pin('Board 01', 'story'),
      pin('Board 01', 'image'),
      env.DB.prepare('UPDATE boards SET pin_count = (SELECT COUNT(*) FROM pins p WHERE p.board_id = boards.id) WHERE owner_id = ?').bind(me),
    ]);
  });
  const list = async (options: Record<string, unknown>) => {
    const r = await call<BoardDetail[]>('BoardsResource', 'get', { username, ...options }, cookie);
    expect(r.status).toBe(200);
    return r;
  };
  const names = async (options: Record<string, unknown>) => (await list({ page_size: 100, ...options })).data.map((b) => b.name);

  it('C31: a page holds 25 boards by default, with a bookmark to the rest', async () => {
    const r = await list({});
    expect(r.data).toHaveLength(25);
    expect(r.bookmark).toBeTruthy();
  });

  it('C31: include_archived is true by default; false leaves archived boards out', async () => {
    expect(await names({})).toContain('Old one');
    expect(await names({ include_archived: false })).not.toContain('Old one');
  });

  it('C31: filter_stories leaves out boards of story pins only, filter_shopping_list boards of products only', async () => {
    const all = await names({});
    expect(all).toEqual(expect.arrayContaining(['Stories only', 'Shopping list', 'Board 01']));
    const noStories = await names({ filter_stories: true });
    expect(noStories).not.toContain('Stories only');
    expect(noStories).toEqual(expect.arrayContaining(['Shopping list', 'Board 01']));
    const noShopping = await names({ filter_shopping_list: true });
    expect(noShopping).not.toContain('Shopping list');
    expect(noShopping).toEqual(expect.arrayContaining(['Stories only', 'Board 01']));
  });

  it('C31: group_by visibility puts every public board before every secret one', async () => {
    const boards = (await list({ page_size: 100, group_by: 'visibility', sort: 'alphabetical' })).data;
    const firstSecret = boards.findIndex((b) => b.privacy === 'secret');
    expect(boards[firstSecret]?.name).toBe('Hidden one');
    expect(boards.slice(firstSecret).every((b) => b.privacy === 'secret')).toBe(true);
    // Without grouping, alphabetical order puts it among the public boards.
    const plain = (await list({ page_size: 100, sort: 'alphabetical' })).data;
    expect(plain.findIndex((b) => b.name === 'Hidden one')).toBeLessThan(plain.length - 1);
  });

  it("C31: the custom sort follows the boards' own order", async () => {
    const ordered = await names({ sort: 'custom' });
    const mine = ordered.filter((n) => n.startsWith('Board '));
    expect(mine.slice(0, 3)).toEqual(['Board 24', 'Board 23', 'Board 22']);
    expect(ordered.indexOf('Stories only')).toBeLessThan(ordered.indexOf('Board 24'));
  });
});

describe('sections, feed and follows', () => {
  it('creates, renames and deletes sections; pins stay on the board', async () => {
    const board = await call<BoardDetail>('BoardResource', 'create', { name: 'Sectioned' }, demo);
    const id = board.data.entityId;
    const s = await call<BoardSectionSummary>('BoardSectionResource', 'create', { board_id: id, name: 'Tiles' }, demo);
    expect(s.status).toBe(201);
    expect(s.data.url).toBe('/demo/sectioned/tiles/');
    expect((await call('BoardSectionResource', 'create', { board_id: id, name: 'x'.repeat(51) }, demo)).status).toBe(400);
    expect((await call('BoardSectionResource', 'create', { board_id: id, name: 'Theirs' }, partner)).status).toBe(403);
    const renamed = await call<BoardSectionSummary>('BoardSectionResource', 'update', { section_id: s.data.entityId, name: 'Floor tiles' }, demo);
    expect(renamed.data.slug).toBe('floor-tiles');
    expect((await request('/demo/sectioned/floor-tiles/')).status).toBe(200);
    expect((await request('/demo/sectioned/no-such-section/')).status).toBe(404);
    expect((await call('BoardSectionResource', 'delete', { section_id: s.data.entityId }, partner)).status).toBe(403);
    expect((await call('BoardSectionResource', 'delete', { section_id: s.data.entityId }, demo)).status).toBe(200);
    expect((await call<BoardSectionSummary[]>('BoardSectionsResource', 'get', { board_id: id })).data).toHaveLength(0);
  });

  it('pages a board feed by bookmark', async () => {
    const big = await env.DB.prepare(`SELECT id, pin_count FROM boards WHERE privacy = 'public' ORDER BY pin_count DESC LIMIT 1`).first<{
      id: number;
      pin_count: number;
    }>();
    const seen = new Set<string>();
    let bookmark: string | null = null;
    for (let i = 0; i < 20; i++) {
      const url: string = `/resource/BoardFeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { board_id: String(big!.id), page_size: 3, bookmark } }))}`;
      const body = (await (await request(url)).json()) as { resource_response: { data: Pin[]; bookmark: string | null } };
      for (const p of body.resource_response.data) seen.add(p.entityId);
      bookmark = body.resource_response.bookmark;
      if (!bookmark) break;
    }
    expect(seen.size).toBe(big!.pin_count);
  });

  it('A53, C42: follows and unfollows a board with exact counts (PUT/DELETE /v3/boards/{id}/follow/)', async () => {
    const board = await env.DB.prepare(`SELECT id, follower_count FROM boards WHERE owner_id = 1 AND privacy = 'public' AND layout = 'default' LIMIT 1`).first<{
      id: number;
      follower_count: number;
    }>();
    const init = (method: string, cookie?: string) => ({ method, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
    expect((await request(`/v3/boards/${board!.id}/follow/`, init('PUT'))).status).toBe(401);
    const user = await signUp('follower');
    await request(`/v3/boards/${board!.id}/follow/`, init('PUT', user.cookie));
    await request(`/v3/boards/${board!.id}/follow/`, init('PUT', user.cookie));
    const exact = await count('SELECT COUNT(*) AS n FROM board_follows WHERE board_id = ?', board!.id);
    expect(await count('SELECT follower_count AS n FROM boards WHERE id = ?', board!.id)).toBe(exact);
    await request(`/v3/boards/${board!.id}/follow/`, init('DELETE', user.cookie));
    expect(await count('SELECT follower_count AS n FROM boards WHERE id = ?', board!.id)).toBe(exact - 1);
    expect((await request(`/v3/boards/${secret.id}/follow/`, init('PUT', user.cookie))).status).toBe(404);
    expect((await request(`/v3/boards/${board!.id}/follow/`, init('PUT', demo))).status).toBe(400);
    expect((await request('/v3/boards/abc/follow/', init('PUT', demo))).status).toBe(400);
  });
});

describe('profile and board pages', () => {
  it('A7, C7, C19: renders the profile, saved tab, board, edit and settings pages', async () => {
    const profile = await request('/demo/');
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('data-test-id="board-grid"');
    expect((await request('/demo/_saved/')).status).toBe(200);
    expect((await request('/no_such_user_here/')).status).toBe(404);
    const own = await env.DB.prepare(`SELECT id FROM boards WHERE owner_id = 1 AND layout = 'default' LIMIT 1`).first<{ id: number }>();
    expect((await request(`/board/${own!.id}/edit/`, { headers: { cookie: demo } })).status).toBe(200);
    expect((await request(`/board/${own!.id}/edit/`, { headers: { cookie: partner } })).status).toBe(404);
    expect(await (await request('/settings/', { headers: { cookie: demo } })).text()).toContain('data-test-id="settings-page"');
    expect(await (await request('/settings/account/', { headers: { cookie: demo } })).text()).toContain('data-test-id="settings-account"');
    expect(await (await request('/settings/')).text()).toContain('data-test-id="login-page"');
  });

  it('A16: the quick-saves board is displayed as "Profile" on its own page and on the profile\'s board grid; other boards by their name', async () => {
    const quick = await env.DB.prepare(`SELECT id, slug, name FROM boards WHERE owner_id = 1 AND layout = 'quick_saves'`).first<{
      id: number;
      slug: string;
      name: string;
    }>();
    const other = await env.DB.prepare(`SELECT id, slug, name FROM boards WHERE owner_id = 1 AND layout = 'default' AND privacy = 'public' LIMIT 1`).first<{
      id: number;
      slug: string;
      name: string;
    }>();
    expect(quick!.name).not.toBe('Profile');
    const heading = async (slug: string) => /<h1>(.*?)<\/h1>/.exec(await (await request(`/demo/${slug}/`, { headers: { cookie: demo } })).text())?.[1];
    expect(await heading(quick!.slug)).toBe('Profile');
    expect(await heading(other!.slug)).toBe(other!.name.replaceAll('&', '&amp;'));
    const grid = await (await request('/demo/', { headers: { cookie: demo } })).text();
    const cardName = (id: number) => new RegExp(`data-board-id="${id}">.*?<p class="board-card__name">(.*?)</p>`, 's').exec(grid)?.[1];
    expect(cardName(quick!.id)).toBe('Profile');
    expect(cardName(other!.id)).toBe(other!.name.replaceAll('&', '&amp;'));
  });

  it.each(['edit/', 'edit/collaborators/', 'edit/add_collaborators/'])(
    'C8: /board/{id}/%s shows the board edit page to its owner, is 404 for another member and asks a visitor to log in',
    async (tail) => {
      const own = await env.DB.prepare(`SELECT id FROM boards WHERE owner_id = 1 AND layout = 'default' LIMIT 1`).first<{ id: number }>();
      const path = `/board/${own!.id}/${tail}`;
      const mine = await request(path, { headers: { cookie: demo } });
      expect(mine.status).toBe(200);
      expect(await mine.text()).toContain('data-test-id="board-edit"');
      expect((await request(path, { headers: { cookie: partner } })).status).toBe(404);
      const visitor = await request(path);
      expect(visitor.status).toBe(200);
      expect(await visitor.text()).toContain('<title>Log in to edit this board | Pinboard</title>');
    },
  );
});
