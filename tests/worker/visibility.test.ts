// The promise of docs/architecture.md#accounts-boards-and-saving, "Secret boards are 404 for everyone but
// the owner and accepted collaborators",
// proved surface by surface for every kind of viewer and every board privacy (docs/rules/closeup-and-visitors.md#entities-spec-002-3).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardId } from '#shared/ids.ts';
import type { PageState } from '#shared/pages.ts';
import type { BoardDetail, Pin, ResourceResponse, UserProfile } from '#shared/types.ts';
import { recountBoard } from '#worker/boards/boardData.ts';
import { call, signUp } from './accountHelpers.ts';
import { GOOGLEBOT_UA, ORIGIN, request } from './helpers.ts';

type Viewer = 'owner' | 'collaborator' | 'invitee' | 'member' | 'visitor' | 'bot';
type Privacy = 'public' | 'protected' | 'secret';
const VIEWERS: Viewer[] = ['owner', 'collaborator', 'invitee', 'member', 'visitor', 'bot'];
const PRIVACIES: Privacy[] = ['public', 'protected', 'secret'];

/** The rule under test, written out: who may see a board (its page, feed, pins, place in lists). */
const MAY_SEE: Record<Viewer, Record<Privacy, boolean>> = {
  owner: { public: true, protected: true, secret: true },
  collaborator: { public: true, protected: true, secret: true },
  invitee: { public: true, protected: true, secret: false },
  member: { public: true, protected: true, secret: false },
  visitor: { public: true, protected: true, secret: false },
  bot: { public: true, protected: true, secret: false },
};
/** Boards listed where nobody named them (sitemaps, related pins): public only; protected boards open by their link. */
const LISTED: Record<Privacy, boolean> = { public: true, protected: false, secret: false };
/** Boards whose pins the home feed shows: what everyone may see, so never secret ones, not even to their owner. */
const IN_HOME_FEED: Record<Privacy, boolean> = { public: true, protected: true, secret: false };

interface Person {
  id: string;
  username: string;
  cookie: string;
}
const people = {} as Record<'owner' | 'collaborator' | 'invitee' | 'member', Person>;
const boards = {} as Record<Privacy, { id: string; url: string; name: string; pins: string[]; removed: string }>;
const ownerName = 'Olive Owner';

/** Request headers of a viewer: a session cookie for members, Googlebot's user agent for the bot. */
function as(viewer: Viewer): Record<string, string> {
  if (viewer === 'visitor') return {};
  if (viewer === 'bot') return { 'user-agent': GOOGLEBOT_UA };
  return { cookie: people[viewer].cookie };
}

async function get<T>(viewer: Viewer, name: string, options: unknown, headers = as(viewer)): Promise<{ status: number; data: T }> {
  const response = await request(`/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`, { headers });
  const body = (await response.json()) as ResourceResponse<T>;
  return { status: response.status, data: body.resource_response.data as T };
}

/** A page as its viewer gets it: the HTML status and body, and its data as the client loads it (PageResource). */
async function page(viewer: Viewer, path: string, extra: Record<string, string> = {}) {
  const headers = { ...as(viewer), ...extra };
  const response = await request(path, { headers });
  const html = await response.text();
  const state = await get<PageState>(viewer, 'PageResource', { path }, headers);
  return { status: response.status, html, state: state.data };
}

const ours = new Set<string>();
/** The ids of our fixture pins among some pins, sorted. */
const mine = (pins: Pin[]) =>
  pins
    .map((p) => p.entityId)
    .filter((id) => ours.has(id))
    .sort();
const sorted = (ids: string[]) => [...ids].sort();
const titlesOf = (privacy: Privacy) => [1, 2].map((n) => `Visibility ${privacy} pin ${n}`);

beforeAll(async () => {
  const owner = await signUp('vis_owner');
  await env.DB.prepare('UPDATE users SET full_name = ? WHERE id = ?').bind(ownerName, Number(owner.id)).run();
  Object.assign(people, { owner, collaborator: await signUp('vis_collab'), invitee: await signUp('vis_invitee'), member: await signUp('vis_member') });
  const image = (await env.DB.prepare('SELECT signature FROM images ORDER BY signature LIMIT 1').first<{ signature: string }>())!.signature;
  const interest = (await env.DB.prepare(`INSERT INTO interests (name, url_name) VALUES ('Visibility', 'visibility-test') RETURNING id`).first<{
    id: number;
  }>())!.id;
  for (const privacy of PRIVACIES) {
    const board = await call<BoardDetail>('BoardResource', 'create', { name: `Visibility ${privacy}`, privacy }, owner.cookie);
    expect(board.status).toBe(201);
    const id = board.data.entityId;
    // The collaborator accepts an invite; the invitee is invited and never accepts.
    const invite = await call<{ inviteUrl: string }>('BoardCollaboratorResource', 'create', { board_id: id, user_id: people.collaborator.id }, owner.cookie);
    const code = /invite_code=([a-f0-9]+)/.exec(invite.data.inviteUrl)![1];
    expect((await call('BoardInviteResource', 'update', { invite_code: code }, people.collaborator.cookie)).status).toBe(200);
    expect((await call('BoardCollaboratorResource', 'create', { board_id: id, user_id: people.invitee.id }, owner.cookie)).status).toBe(201);
    // Two live pins of the owner's own (not saved from elsewhere) sharing one interest, and a removed one.
    const pins: string[] = [];
    for (const title of [...titlesOf(privacy), `Visibility ${privacy} removed pin`]) {
      const row = await env.DB.prepare(
        `INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, created_at, deleted_at) VALUES (?, ?, 'image', ?, ?, ?, ?) RETURNING id`,
      )
        .bind(Number(owner.id), Number(id), title, image, Date.now(), title.includes('removed') ? Date.now() : null)
        .first<{ id: number }>();
      await env.DB.prepare('INSERT INTO pin_interests (pin_id, interest_id) VALUES (?, ?)').bind(row!.id, interest).run();
      pins.push(String(row!.id));
      ours.add(String(row!.id));
    }
    await recountBoard(env.DB, Number(id) as BoardId).run();
    boards[privacy] = { id, url: board.data.url, name: board.data.name, pins: pins.slice(0, 2), removed: pins[2] };
  }
});

/** What each surface shows a viewer of a board of some privacy; every assertion is exact. */
const SURFACES: Record<string, (viewer: Viewer, privacy: Privacy) => Promise<void>> = {
  'board page': async (viewer, privacy) => {
    const board = boards[privacy];
    const { status, html, state } = await page(viewer, board.url);
    if (MAY_SEE[viewer][privacy]) {
      expect(status).toBe(200);
      const data = state.data as Extract<PageState['data'], { kind: 'board' }>;
      expect(data.kind).toBe('board');
      expect(data.board.entityId).toBe(board.id);
      expect(mine(data.feed.pins)).toEqual(sorted(board.pins));
      expect(data.invitation ?? null).toBeNull();
      for (const title of titlesOf(privacy)) expect(html).toContain(title);
    } else if (viewer === 'invitee') {
      // The invitation, so the invite can be accepted: the board's name and owner, no pins.
      expect(status).toBe(200);
      const data = state.data as Extract<PageState['data'], { kind: 'board' }>;
      expect(data.feed.pins).toEqual([]);
      for (const title of titlesOf(privacy)) expect(html).not.toContain(title);
      expect(data.sections).toEqual([]);
      expect(data.invitation).toEqual({ senderFirstName: 'Olive' });
      expect(data.board).toMatchObject({
        entityId: board.id,
        name: board.name,
        ownerFullName: ownerName,
        invitedMe: true,
        canSave: false,
        pinCount: 0,
        coverImageUrl: null,
      });
      expect(html).toContain('Olive invited you to join their board');
    } else {
      expect(status).toBe(404);
      expect(state.status).toBe(404);
      expect(html).not.toContain(board.name);
    }
  },

  'board feed (BoardFeedResource)': async (viewer, privacy) => {
    const board = boards[privacy];
    const feed = await get<Pin[]>(viewer, 'BoardFeedResource', { board_id: board.id });
    if (MAY_SEE[viewer][privacy]) {
      expect(feed.status).toBe(200);
      expect(mine(feed.data)).toEqual(sorted(board.pins));
    } else {
      expect(feed.status).toBe(404);
    }
  },

  'pin page (closeup)': async (viewer, privacy) => {
    const board = boards[privacy];
    for (const id of board.pins) {
      expect((await request(`/pin/${id}/`, { headers: as(viewer) })).status).toBe(MAY_SEE[viewer][privacy] ? 200 : 404);
      expect((await get<Pin>(viewer, 'PinResource', { id })).status).toBe(MAY_SEE[viewer][privacy] ? 200 : 404);
    }
    // A removed pin is "removed" (410) only to those who may see its board; to others it never existed.
    expect((await request(`/pin/${board.removed}/`, { headers: as(viewer) })).status).toBe(MAY_SEE[viewer][privacy] ? 410 : 404);
  },

  'related pins (RelatedPinsResource and the closeup)': async (viewer, privacy) => {
    const seed = boards[privacy].pins[0];
    const listed = PRIVACIES.filter((p) => LISTED[p])
      .flatMap((p) => boards[p].pins)
      .filter((id) => id !== seed);
    const expected = MAY_SEE[viewer][privacy] ? sorted(listed) : [];
    const related = await get<Pin[]>(viewer, 'RelatedPinsResource', { pin_id: seed, page_size: 50 });
    expect(related.status).toBe(200);
    expect(mine(related.data)).toEqual(expected);
    // The closeup carries them for bots and the pin-page loading groups that wait (a member here, in control); a
    // visitor's closeup sends an empty first page whose grid reads RelatedPinsResource, as above.
    const waiting: Record<string, string> =
      viewer === 'visitor' ? {} : { cookie: [as(viewer).cookie, 'pb_exp=pin_page_loading:control'].filter(Boolean).join('; ') };
    const closeup = await page(viewer, `/pin/${seed}/`, waiting);
    if (!MAY_SEE[viewer][privacy]) expect(closeup.state.data.kind).toBe('notFound');
    else if (viewer === 'visitor') expect(closeup.state.data).toMatchObject({ related: { pins: [], bookmark: null, rest: true } });
    else expect(mine((closeup.state.data as { related: { pins: Pin[] } }).related.pins)).toEqual(expected);
  },

  'saved lists (the profile’s saves)': async (viewer, privacy) => {
    const expected = MAY_SEE[viewer][privacy] ? sorted(boards[privacy].pins) : [];
    const saves = await get<Pin[]>(viewer, 'UserSavesResource', { username: people.owner.username });
    expect(mine(saves.data).filter((id) => boards[privacy].pins.includes(id))).toEqual(expected);
    const saved = await page(viewer, `/${people.owner.username}/_saved/`);
    const feed = (saved.state.data as { feed: { pins: Pin[] } }).feed.pins;
    expect(mine(feed).filter((id) => boards[privacy].pins.includes(id))).toEqual(expected);
  },

  'counts (profile boards and pin counts)': async (viewer, privacy) => {
    const visible = PRIVACIES.filter((p) => MAY_SEE[viewer][p]).length;
    const profile = await get<UserProfile>(viewer, 'UserResource', { username: people.owner.username });
    expect(profile.data.boardCount).toBe(visible);
    expect(profile.data.secretBoardCount).toBe(viewer === 'owner' ? 1 : 0);
    const list = await get<BoardDetail[]>(viewer, 'BoardsResource', { username: people.owner.username, page_size: 100 });
    const listed = list.data.filter((b) => b.entityId === boards[privacy].id);
    expect(listed.map((b) => b.pinCount)).toEqual(MAY_SEE[viewer][privacy] ? [2] : []);
    const profilePage = await page(viewer, `/${people.owner.username}/`);
    const data = profilePage.state.data as { user: UserProfile; boards: BoardDetail[] };
    expect(data.user.boardCount).toBe(visible);
    expect(data.boards.some((b) => b.entityId === boards[privacy].id)).toBe(MAY_SEE[viewer][privacy]);
  },

  sitemaps: async (viewer, privacy) => {
    const pins = await (await request('/sitemaps/pins-1.xml', { headers: as(viewer) })).text();
    const boardsXml = await (await request('/sitemaps/boards-1.xml', { headers: as(viewer) })).text();
    for (const id of [...boards[privacy].pins, boards[privacy].removed]) {
      expect(pins.includes(`${ORIGIN}/pin/${id}/</loc>`)).toBe(LISTED[privacy] && id !== boards[privacy].removed);
    }
    expect(boardsXml.includes(`${ORIGIN}${boards[privacy].url}</loc>`)).toBe(LISTED[privacy]);
  },

  'home feed': async (viewer, privacy) => {
    const feed = await get<Pin[]>(viewer, 'HomefeedResource', { page_size: 50 });
    expect(mine(feed.data).filter((id) => boards[privacy].pins.includes(id))).toEqual(IN_HOME_FEED[privacy] ? sorted(boards[privacy].pins) : []);
  },
};

const rows = VIEWERS.flatMap((viewer) => PRIVACIES.flatMap((privacy) => Object.keys(SURFACES).map((surface) => [viewer, privacy, surface] as const)));

describe('board and pin visibility: a secret board exists only for its owner and accepted collaborators (closeup-and-visitors: Entities)', () => {
  it.each(rows)('%s, %s board: %s', async (viewer, privacy, surface) => {
    await SURFACES[surface](viewer, privacy);
  });

  it('C42, C50: lets the pending invitee accept through the invite, and then shows them the board and its pins', async () => {
    const late = await signUp('vis_late');
    const board = boards.secret;
    const invite = await call<{ inviteUrl: string }>('BoardCollaboratorResource', 'create', { board_id: board.id, user_id: late.id }, people.owner.cookie);
    const headers = { cookie: late.cookie };
    expect((await get<Pin[]>('visitor', 'BoardFeedResource', { board_id: board.id })).status).toBe(404);
    const before = await request(invite.data.inviteUrl, { headers });
    expect(before.status).toBe(200);
    expect(await before.text()).not.toContain(titlesOf('secret')[0]);
    const code = /invite_code=([a-f0-9]+)/.exec(invite.data.inviteUrl)![1];
    const accepted = await call<BoardDetail>('BoardInviteResource', 'update', { invite_code: code }, late.cookie);
    expect(accepted.status).toBe(200);
    expect(accepted.data).toMatchObject({ entityId: board.id, canSave: true, invitedMe: false });
    const after = await request(board.url, { headers });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(titlesOf('secret')[0]);
  });

  it('lets the pending invitee accept by board id too (the board page without an invite code)', async () => {
    const late = await signUp('vis_late_id');
    const board = boards.secret;
    await call('BoardCollaboratorResource', 'create', { board_id: board.id, user_id: late.id }, people.owner.cookie);
    expect((await call('BoardInviteResource', 'update', { board_id: board.id }, late.cookie)).status).toBe(200);
    const feed = await call<Pin[]>('BoardFeedResource', 'get', { board_id: board.id }, late.cookie);
    expect(mine(feed.data)).toEqual(sorted(board.pins));
  });
});
