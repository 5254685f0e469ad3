// Discovery: FTS5 search ranking and every scope of docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 (secret content hidden,
// the index following edits and deletes), friendly empty pages, the personal home feed's
// composition (each reason of docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4; hidden, reported, blocked and secret never appear),
// every hide, undo and report endpoint, topic follow and the discovery pages.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Typeahead } from '#shared/api/search.ts';
import type { DiscoveryPageData } from '#shared/discovery/pages.ts';
import type { PageState } from '#shared/pages.ts';
import { feedbackType, whyThisPinText } from '#shared/pinCard/feedback.ts';
import { SEARCH_LIMITS } from '#shared/search/query.ts';
import type { Pin } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { ORIGIN, request } from './helpers.ts';

type Person = Awaited<ReturnType<typeof signUp>>;
let signature = '';
let serial = 0;
const now = Date.now();

async function board(owner: Person, name: string, privacy: 'public' | 'secret' | 'protected' = 'public'): Promise<number> {
  const row = await env.DB.prepare('INSERT INTO boards (owner_id, name, slug, privacy, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(Number(owner.id), name, `b-${++serial}`, privacy, now)
    .first<{ id: number }>();
  return row!.id;
}

async function pin(
  owner: Person,
  boardId: number | null,
  fields: { title?: string; description?: string; kind?: string; origin?: number; interests?: number[] } = {},
): Promise<number> {
  const row = await env.DB.prepare(
    'INSERT INTO pins (pinner_id, board_id, kind, title, description, image_signature, origin_pin_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(Number(owner.id), boardId, fields.kind ?? 'image', fields.title ?? '', fields.description ?? '', signature, fields.origin ?? null, now + ++serial)
    .first<{ id: number }>();
  for (const interest of fields.interests ?? []) {
    await env.DB.prepare('INSERT INTO pin_interests (pin_id, interest_id) VALUES (?, ?)').bind(row!.id, interest).run();
  }
  return row!.id;
}

async function interest(name: string): Promise<number> {
  const row = await env.DB.prepare('INSERT INTO interests (name, url_name) VALUES (?, ?) RETURNING id')
    .bind(name, name.toLowerCase().replace(/\W+/g, '-'))
    .first<{ id: number }>();
  return row!.id;
}

async function search(q: string, scope = 'pins', who?: Person): Promise<string[]> {
  const r = await call<Pin[]>('SearchResource', 'get', { q, scope, page_size: 50 }, who?.cookie);
  expect(r.status).toBe(200);
  return r.data.map((p) => p.entityId);
}

async function pageData(path: string, who?: Person) {
  const r = await call<PageState>('PageResource', 'get', { path }, who?.cookie);
  return r.data;
}

const searchData = (page: PageState) => page.data as Extract<DiscoveryPageData, { kind: 'search' }>;

let owner: Person;
let other: Person;
const ids: Record<string, number> = {};

beforeAll(async () => {
  signature = (await env.DB.prepare('SELECT signature FROM images LIMIT 1').first<{ signature: string }>())!.signature;
  owner = await signUp('zowner');
  other = await signUp('zother');
  await env.DB.prepare("UPDATE users SET full_name = 'Quixbee Maker' WHERE id = ?").bind(Number(owner.id)).run();
  const pub = await board(owner, 'Quixbee corner');
  const secret = await board(owner, 'Hidden quixbee stash', 'secret');
  ids.board = pub;
  ids.secretBoard = secret;
  ids.lamp = await pin(owner, pub, { title: 'Quixbee lamp' });
  ids.vase = await pin(owner, pub, { title: 'Quixbee vase' });
  ids.plain = await pin(owner, pub, { title: 'Plain thing', description: 'with a quixbee inside' });
  // Two saves make the vase the better of the two equally relevant titles.
  await pin(other, null, { title: 'Quixbee vase', origin: ids.vase });
  await pin(other, null, { title: 'Quixbee vase', origin: ids.vase });
  ids.video = await pin(owner, pub, { title: 'Quixbee video', kind: 'video' });
  ids.story = await pin(owner, pub, { title: 'Quixbee story', kind: 'story' });
  ids.product = await pin(owner, pub, { title: 'Quixbee product', kind: 'product' });
  ids.secret = await pin(owner, secret, { title: 'Quixbee secret plan' });
});

describe('search ranking and scopes (pin-card: Pins, boards and viewers)', () => {
  it('ranks by text relevance, then saves: titles before descriptions, the more saved title first', async () => {
    const found = await search('quixbee');
    const order = [ids.vase, ids.lamp, ids.plain].map((id) => found.indexOf(String(id)));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order[0]).toBeLessThan(order[1]);
    expect(order[1]).toBeLessThan(order[2]);
  });

  it('searches prefixes of every word, case and accents folded', async () => {
    expect(await search('QUIXB lámp')).toEqual([String(ids.lamp)]);
  });

  it('A17: scopes: videos, idea pins and buyable pins hold only their kind', async () => {
    expect(await search('quixbee', 'videos')).toEqual([String(ids.video)]);
    expect(await search('quixbee', 'idea_pins')).toEqual([String(ids.story)]);
    expect(await search('quixbee', 'buyable_pins')).toEqual([String(ids.product)]);
    expect(await search('quixbee', 'shop_tool')).toEqual([String(ids.product)]);
  });

  it('secret content never appears except to those who may see it', async () => {
    expect(await search('quixbee')).not.toContain(String(ids.secret));
    expect(await search('quixbee', 'pins', other)).not.toContain(String(ids.secret));
    expect(await search('quixbee', 'pins', owner)).toContain(String(ids.secret));
    const boards = searchData(await pageData('/search/boards/?q=quixbee', other));
    expect(boards.results.type === 'boards' && boards.results.boards.map((b) => b.name)).toEqual(['Quixbee corner']);
    const own = searchData(await pageData('/search/boards/?q=quixbee', owner));
    expect(own.results.type === 'boards' && own.results.boards.map((b) => b.name).sort()).toEqual(['Hidden quixbee stash', 'Quixbee corner']);
  });

  it('my_pins and my_content search only the viewer’s pins; signed out they ask to log in', async () => {
    expect(await search('quixbee', 'my_pins', other)).toHaveLength(2);
    const mine = await search('quixbee', 'my_content', owner);
    expect(mine).toContain(String(ids.secret));
    expect(mine).toHaveLength(7);
    expect(await search('quixbee', 'my_content', other)).toEqual([]);
    const page = searchData(await pageData('/search/my_pins/?q=quixbee'));
    expect(page.empty).toBe('signIn');
  });

  it('users scope finds people by name and username', async () => {
    const page = searchData(await pageData('/search/users/?q=quixbee maker'));
    expect(page.results.type === 'users' && page.results.people.map((p) => p.username)).toEqual([owner.username]);
  });

  it('the index follows edits and deletes of pins, boards and people in the same write', async () => {
    const id = await pin(owner, ids.board, { title: 'Flumox chair' });
    expect(await search('flumox')).toEqual([String(id)]);
    await env.DB.prepare("UPDATE pins SET title = 'Grentil chair' WHERE id = ?").bind(id).run();
    expect(await search('flumox')).toEqual([]);
    expect(await search('grentil')).toEqual([String(id)]);
    await env.DB.prepare('UPDATE pins SET deleted_at = ? WHERE id = ?').bind(now, id).run();
    expect(await search('grentil')).toEqual([]);
    const gone = await pin(owner, ids.board, { title: 'Snorvel chair' });
    await env.DB.prepare('DELETE FROM pins WHERE id = ?').bind(gone).run();
    expect(await search('snorvel')).toEqual([]);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM pin_search WHERE pin_search MATCH 'snorvel'").first<{ n: number }>())!.n).toBe(0);
    await env.DB.prepare("UPDATE boards SET name = 'Wimblor corner' WHERE id = ?").bind(ids.board).run();
    expect(await search('wimblor')).toContain(String(ids.lamp));
    const boards = searchData(await pageData('/search/boards/?q=wimblor'));
    expect(boards.results.type === 'boards' && boards.results.boards).toHaveLength(1);
    await env.DB.prepare("UPDATE users SET full_name = 'Yarrow Maker' WHERE id = ?").bind(Number(owner.id)).run();
    const people = searchData(await pageData('/search/users/?q=yarrow'));
    expect(people.results.type === 'users' && people.results.people.map((p) => p.username)).toEqual([owner.username]);
  });

  it('pages by bookmark without repeats', async () => {
    const first = await call<Pin[]>('SearchResource', 'get', { q: 'quixbee', page_size: 2 });
    expect(first.data).toHaveLength(2);
    const second = await call<Pin[]>('SearchResource', 'get', { q: 'quixbee', page_size: 2, bookmark: first.bookmark });
    expect(second.data.map((p) => p.entityId)).not.toContain(first.data[0].entityId);
    const forged = await call('SearchResource', 'get', { q: 'quixbee', bookmark: 'garbage' });
    expect(forged.status).toBe(400);
  });

  it.each([
    ['/search/', 'noQuery'],
    ['/search/pins/?q=', 'noQuery'],
    ['/search/pins/?q=%25%25%24%5E', 'noWords'],
    [`/search/pins/?q=${'a'.repeat(1500)}`, 'noResults'],
    ['/search/pins/?q=%E6%97%A5%E6%9C%AC%E8%AA%9E%20%F0%9F%98%80', 'noResults'],
    ['/search/pins/?q=%22%20OR%20*%20NEAR(', 'noResults'],
  ])('%s is a friendly page (%s) with topics to try, never an error', async (path, reason) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    const page = searchData(await pageData(path));
    expect(page.empty).toBe(reason);
    expect(page.suggestions.length).toBeGreaterThan(0);
  });

  it.each([
    ['/search/pins/?q=', 2],
    ['/search/pins/?q=%25%25%24%5E', 2],
    ['/search/pins/?q=quixbee', 1],
  ])(
    '%s: an empty search page asks for the query in a field of its own (a phone before JavaScript has no other), as long as the header’s (closeup-and-visitors: Routes and screens)',
    async (path, fields) => {
      const html = await (await request(path)).text();
      const lengths = [...html.matchAll(/<input[^>]*name="q"[^>]*>/g)].map((m) => /maxLength="(\d+)"/i.exec(m[0])?.[1]);
      expect(lengths).toEqual(Array(fields).fill(String(SEARCH_LIMITS.queryLength)));
      expect(html.includes('<search aria-label="Search for ideas">')).toBe(fields === 2);
    },
  );

  it('keeps the rs source of the annotation chips, and answers an unknown scope with a 404', async () => {
    const page = searchData(await pageData('/search/pins/?q=quixbee&rs=pin_annotation'));
    expect(page.rs).toBe('pin_annotation');
    expect(page.results.type === 'pins' && page.results.feed.pins.length).toBeGreaterThan(0);
    expect((await request('/search/nope/?q=x')).status).toBe(404);
  });

  it('typeahead suggests queries, boards and people, and the signed-in viewer’s recent searches', async () => {
    await pageData('/search/pins/?q=quixbee lamp', other);
    const t = await call<Typeahead>('TypeaheadResource', 'get', { q: 'quix' }, other.cookie);
    expect(t.data.recent[0]).toBe('quixbee lamp');
    expect(t.data.recent).toContain('quixbee');
    expect(t.data.queries).toContain('quixbee vase');
    expect(t.data.boards).toEqual([]);
    const people = await call<Typeahead>('TypeaheadResource', 'get', { q: 'yarr' });
    expect(people.data.people.map((p) => p.username)).toContain(owner.username);
    const empty = await call<Typeahead>('TypeaheadResource', 'get', {}, other.cookie);
    expect(empty.data.recent[0]).toBe('quixbee lamp');
    expect((await call<Typeahead>('TypeaheadResource', 'get', { q: 'quix' })).data.recent).toEqual([]);
    const topics = await call<Typeahead>('TypeaheadResource', 'get', { q: 'reci' });
    expect(topics.data.topics.map((x) => x.name)).toContain('Recipes');
  });
});

describe('search hide and unhide (pin-card: Card states and the save flow, Calls)', () => {
  it('A33: PUT /v3/search/{pin}/hide/ with query and pin_type hides it from the viewer’s search; unhide brings it back', async () => {
    const headers = { origin: ORIGIN, cookie: other.cookie, 'content-type': 'application/json' };
    const hide = await request(`/v3/search/${ids.lamp}/hide/`, { method: 'PUT', headers, body: JSON.stringify({ query: 'quixbee', pin_type: 'pins' }) });
    expect(hide.status).toBe(200);
    expect(await search('quixbee', 'pins', other)).not.toContain(String(ids.lamp));
    expect(await search('quixbee', 'pins', owner)).toContain(String(ids.lamp));
    const row = await env.DB.prepare('SELECT query, pin_type FROM search_hides WHERE user_id = ? AND pin_id = ?').bind(Number(other.id), ids.lamp).first();
    expect(row).toEqual({ query: 'quixbee', pin_type: 'pins' });
    expect((await request(`/v3/search/${ids.lamp}/unhide/`, { method: 'PUT', headers })).status).toBe(200);
    expect(await search('quixbee', 'pins', other)).toContain(String(ids.lamp));
  });

  it('refuses signed-out viewers, bad ids and pins they may not see', async () => {
    expect((await request(`/v3/search/${ids.lamp}/hide/`, { method: 'PUT', headers: { origin: ORIGIN } })).status).toBe(401);
    expect((await request('/v3/search/abc/hide/', { method: 'PUT', headers: { origin: ORIGIN, cookie: other.cookie } })).status).toBe(400);
    expect((await request(`/v3/search/${ids.secret}/hide/`, { method: 'PUT', headers: { origin: ORIGIN, cookie: other.cookie } })).status).toBe(404);
  });
});

describe('the personal home feed (pin-card: Card states and the save flow)', () => {
  let viewer: Person;
  let followedBoardPin: number;
  let followedPinnerPin: number;
  let topicPin: number;
  let recommendedPin: number;
  let hiddenPin: number;
  let reportedPin: number;
  let blockedPin: number;
  let secretPin: number;
  let topicName: string;

  async function wholeFeed(who?: Person): Promise<Pin[]> {
    const pins: Pin[] = [];
    let bookmark: string | null = null;
    for (let i = 0; i < 30; i++) {
      const r: Awaited<ReturnType<typeof call<Pin[]>>> = await call<Pin[]>('HomefeedResource', 'get', { page_size: 50, bookmark }, who?.cookie);
      expect(r.status).toBe(200);
      pins.push(...r.data);
      bookmark = r.bookmark;
      if (!bookmark) break;
    }
    return pins;
  }

  beforeAll(async () => {
    viewer = await signUp('zviewer');
    const boardOwner = await signUp('zboards');
    const pinner = await signUp('zpinner');
    const blocked = await signUp('zblocked');
    const followedBoard = await board(boardOwner, 'Followed board');
    const unfollowedBoard = await board(boardOwner, 'Other board');
    followedBoardPin = await pin(boardOwner, followedBoard, { title: 'From a followed board' });
    followedPinnerPin = await pin(pinner, await board(pinner, 'Pinner board'), { title: 'From a followed pinner' });
    topicName = `Zest topic ${Date.now()}`;
    const topic = await interest(topicName);
    const savedTopic = await interest(`Saved topic ${Date.now()}`);
    topicPin = await pin(boardOwner, unfollowedBoard, { title: 'From a topic', interests: [topic] });
    const savedFrom = await pin(boardOwner, unfollowedBoard, { title: 'Saved by the viewer', interests: [savedTopic] });
    recommendedPin = await pin(boardOwner, unfollowedBoard, { title: 'Like your saves', interests: [savedTopic] });
    hiddenPin = await pin(pinner, null, { title: 'Hidden one' });
    reportedPin = await pin(pinner, null, { title: 'Reported one' });
    blockedPin = await pin(blocked, null, { title: 'From someone blocked' });
    secretPin = await pin(boardOwner, await board(boardOwner, 'Secret followed', 'secret'), { title: 'Secret' });
    const viewerBoard = await board(viewer, 'My kitchen');
    await pin(viewer, viewerBoard, { title: 'Saved by the viewer', origin: savedFrom });
    const db = env.DB;
    await db.prepare('INSERT INTO board_follows (user_id, board_id, created_at) VALUES (?, ?, ?)').bind(Number(viewer.id), followedBoard, now).run();
    await db.prepare('INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)').bind(Number(viewer.id), Number(pinner.id), now).run();
    const follow = await call('InterestFollowResource', 'create', { interest_id: String(topic), interest_list: 'favorited' }, viewer.cookie);
    expect(follow.status).toBe(200);
    await db.prepare('INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?)').bind(Number(viewer.id), Number(blocked.id), now).run();
    const headers = { origin: ORIGIN, cookie: viewer.cookie };
    expect((await request(`/v3/p2p/${hiddenPin}/hide/`, { method: 'PUT', headers })).status).toBe(200);
    expect((await call('PinFeedbackResource', 'update', { pin_id: String(reportedPin), feedback_type: 1 }, viewer.cookie)).data).toEqual({
      status: 'reported',
    });
  });

  it.each([
    ['RECENT_FOLLOWED_BOARD', 'followed', () => followedBoardPin, 'This Pin is from Followed board, a board you follow'],
    ['FOLLOWING_FEED', 'followed', () => followedPinnerPin, null],
    ['FOLLOWED_INTEREST', 'topic', () => topicPin, null],
    ['BOARD_BASED', 'pfyBoard', () => recommendedPin, 'This Pin was inspired by your board My kitchen'],
  ] as const)('A31: gives %s pins their reason, feedback type %s and text', async (reason, type, id, text) => {
    const pins = await wholeFeed(viewer);
    const found = pins.find((p) => p.entityId === String(id()));
    expect(found?.recommendationReason?.reason).toBe(reason);
    expect(feedbackType(found!)).toBe(type);
    if (text) expect(whyThisPinText(found!, type)).toBe(text);
    if (reason === 'FOLLOWED_INTEREST')
      expect(whyThisPinText(found!, type)).toBe(`This Pin was inspired by ${topicName.length > 32 ? `${topicName.slice(0, 32)}…` : topicName}`);
  });

  it('puts the personal pins before the rest', async () => {
    const pins = (await wholeFeed(viewer)).filter((p) => !p.isPromoted);
    const firstPlain = pins.findIndex((p) => !p.recommendationReason);
    const lastPersonal = pins.map((p) => Boolean(p.recommendationReason)).lastIndexOf(true);
    expect(firstPlain).toBeGreaterThan(lastPersonal);
  });

  it('never shows hidden, reported, blocked or secret pins', async () => {
    const seen = new Set((await wholeFeed(viewer)).map((p) => p.entityId));
    for (const id of [hiddenPin, reportedPin, blockedPin, secretPin]) expect(seen.has(String(id))).toBe(false);
    expect(seen.has(String(followedBoardPin))).toBe(true);
  });

  it('signed out: popular public pins, most saved first, with the ads at their slots and no personal reasons', async () => {
    const first = await call<Pin[]>('HomefeedResource', 'get', {});
    expect(first.status).toBe(200);
    expect(first.data.filter((p) => p.isPromoted).length).toBeGreaterThan(0);
    const all = await wholeFeed();
    expect(all.some((p) => p.entityId === String(secretPin))).toBe(false);
    const organic = all.filter((p) => !p.isPromoted && !p.promoter).slice(0, 60);
    const saves = await Promise.all(
      organic.map(
        async (p) =>
          (await env.DB.prepare('SELECT COUNT(*) AS n FROM pins WHERE origin_pin_id = ? AND deleted_at IS NULL')
            .bind(Number(p.entityId))
            .first<{ n: number }>())!.n,
      ),
    );
    expect(saves).toEqual([...saves].sort((a, b) => b - a));
    // The ads come newest first from page to page.
    const ads = all.filter((p) => p.isPromoted || p.promoter).map((p) => Number(p.entityId));
    expect(ads.length).toBeGreaterThan(1);
    expect(ads).toEqual([...ads].sort((a, b) => b - a));
    expect(organic.every((p) => !p.recommendationReason && !p.sourceInterest)).toBe(true);
    expect(new Set(all.map((p) => p.entityId)).size).toBe(all.length);
  });

  // Performance (docs/performance.md): the topics of a member's saves come from their newest 500, so a member with thousands
  // of saves costs the same; a topic only older saves had stops driving the feed. (Runs last: it
  // gives the viewer 500 newer saves.)
  it('takes the topics of saves from the viewer’s newest 500', async () => {
    const me = Number(viewer.id);
    const kitchen = (await env.DB.prepare("SELECT id FROM boards WHERE owner_id = ? AND name = 'My kitchen'").bind(me).first<{ id: number }>())!.id;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
       INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, created_at)
       SELECT ?1, ?2, 'image', 'Newer save ' || i, (SELECT image_signature FROM pins WHERE pinner_id = ?1 LIMIT 1), ?3 FROM n`,
    )
      .bind(me, kitchen, now)
      .run();
    const found = (await wholeFeed(viewer)).find((p) => p.entityId === String(recommendedPin));
    expect(found?.recommendationReason?.reason).not.toBe('BOARD_BASED');
  });
});

describe('pin feedback (pin-card: Card states and the save flow, Calls, Errors and messages)', () => {
  it('A33, C43: feedback statuses go unset → reported, and unfollowed never overrides a report; delete clears it', async () => {
    const id = String(ids.plain);
    expect((await call('PinFeedbackResource', 'get', { pin_id: id }, other.cookie)).data).toEqual({ status: 'unset' });
    expect((await call('PinFeedbackResource', 'update', { pin_id: id, status: 'unfollowed' }, other.cookie)).data).toEqual({ status: 'unfollowed' });
    expect((await call('PinFeedbackResource', 'update', { pin_id: id, feedback_type: 1 }, other.cookie)).data).toEqual({ status: 'reported' });
    expect((await call('PinFeedbackResource', 'update', { pin_id: id, status: 'unfollowed' }, other.cookie)).data).toEqual({ status: 'reported' });
    expect(await search('quixbee', 'pins', other)).not.toContain(id);
    expect((await call('PinFeedbackResource', 'delete', { pin_id: id }, other.cookie)).data).toEqual({ status: 'unset' });
  });

  it('refuses an unknown feedback type, signed-out callers and unseen pins', async () => {
    expect((await call('PinFeedbackResource', 'update', { pin_id: String(ids.plain), feedback_type: 7 }, other.cookie)).status).toBe(400);
    expect((await call('PinFeedbackResource', 'update', { pin_id: String(ids.plain), feedback_type: 1 })).status).toBe(401);
    expect((await call('PinFeedbackResource', 'update', { pin_id: String(ids.secret), feedback_type: 1 }, other.cookie)).status).toBe(404);
  });
});

describe('the news hub (pin-card: Card states and the save flow, Calls)', () => {
  it('A33: lists saves of your pins and new followers; PUT .../hide/ hides an item and /undo/ brings it back', async () => {
    await env.DB.prepare('INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(Number(other.id), Number(owner.id), now)
      .run();
    const page = (await pageData('/notifications/', owner)).data as Extract<DiscoveryPageData, { kind: 'notifications' }>;
    const save = page.items.find((i) => i.type === 'save');
    expect(save?.unread).toBe(true);
    expect(page.items.some((i) => i.type === 'follow')).toBe(true);
    const headers = { origin: ORIGIN, cookie: owner.cookie };
    const path = `/v3/news_hub/${save!.newsId}/pin/${save!.pin!.entityId}`;
    expect((await request(`${path}/hide/`, { method: 'PUT', headers })).status).toBe(200);
    const hiddenAt = () =>
      env.DB.prepare('SELECT created_at FROM news_hub_hides WHERE user_id = ? AND news_id = ?').bind(Number(owner.id), save!.newsId).first('created_at');
    const firstHide = await hiddenAt();
    expect(firstHide).not.toBeNull();
    // Hiding it again answers the same and keeps the first hide.
    expect((await request(`${path}/hide/`, { method: 'PUT', headers })).status).toBe(200);
    expect(await hiddenAt()).toBe(firstHide);
    const after = (await pageData('/notifications/', owner)).data as Extract<DiscoveryPageData, { kind: 'notifications' }>;
    expect(after.items.some((i) => i.newsId === save!.newsId)).toBe(false);
    expect(after.items.every((i) => !i.unread)).toBe(true);
    expect((await request(`${path}/undo/`, { method: 'PUT', headers })).status).toBe(200);
    const back = (await pageData('/notifications/', owner)).data as Extract<DiscoveryPageData, { kind: 'notifications' }>;
    expect(back.items.some((i) => i.newsId === save!.newsId)).toBe(true);
    expect((await request(`${path}/hide/`, { method: 'PUT', headers: { origin: ORIGIN, cookie: other.cookie } })).status).toBe(404);
    expect((await request('/v3/news_hub/nonsense/pin/1/hide/', { method: 'PUT', headers })).status).toBe(400);
  });
});

describe('topics, ideas and the editorial pages', () => {
  it('A8, A53, C17: a topic page has its pins, related topics, SEO head, JSON-LD and canonical; follow and unfollow', async () => {
    const html = await (await request('/topics/recipes/')).text();
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('CollectionPage');
    const page = (await pageData('/topics/recipes/', other)).data as Extract<DiscoveryPageData, { kind: 'topic' }>;
    expect(page.topic.name).toBe('Recipes');
    expect(page.feed.pins.length).toBeGreaterThan(0);
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.following).toBe(false);
    expect((await call('InterestFollowResource', 'create', { interest_id: page.topic.entityId, interest_list: 'favorited' }, other.cookie)).data).toEqual({
      following: true,
    });
    expect(((await pageData('/topics/recipes/', other)).data as { following: boolean }).following).toBe(true);
    const tune = (await pageData('/edit/', other)).data as Extract<DiscoveryPageData, { kind: 'editHomeFeed' }>;
    expect(tune.topics.map((t) => t.name)).toContain('Recipes');
    expect((await call('InterestFollowResource', 'delete', { interest_id: page.topic.entityId }, other.cookie)).data).toEqual({ following: false });
    expect((await call('InterestFollowResource', 'create', { interest_id: '999999' }, other.cookie)).status).toBe(404);
    const ideas = await pageData(`/ideas/recipes/${page.topic.entityId}/`);
    expect(ideas.data.kind).toBe('topic');
  });

  it.each([
    '/topics/',
    '/ideas/',
    '/today/',
    '/today/article/',
    '/today/best/',
    '/today/trending/',
    '/today/shop/',
    '/today/popular/',
    '/videos/',
    '/shopping/',
  ])('C17: %s is a real page', async (path) => {
    expect((await request(path)).status).toBe(200);
  });

  it('C17: category pages of videos and shopping, and unknown topics or categories are 404s', async () => {
    const videos = (await pageData('/videos/')).data as Extract<DiscoveryPageData, { kind: 'editorial' }>;
    for (const link of videos.links.slice(0, 2)) expect((await request(link.href)).status).toBe(200);
    expect((await request('/topics/no-such-topic/')).status).toBe(404);
    expect((await request('/ideas/x/999999/')).status).toBe(404);
    expect((await request('/shopping/x/abc/')).status).toBe(404);
  });

  it('the sitemap index names the topics sitemap, which lists the topic pages', async () => {
    expect(await (await request('/sitemap.xml')).text()).toContain('/sitemaps/topics.xml');
    const topics = await (await request('/sitemaps/topics.xml')).text();
    expect(topics).toContain('/topics/recipes/');
    expect(topics).toContain('/today/trending/');
  });

  it('A8, C16: notifications and /edit/ ask signed-out visitors to log in', async () => {
    expect((await pageData('/notifications/')).data.kind).toBe('login');
    expect((await pageData('/edit/')).data.kind).toBe('login');
  });
});

describe('links of the discovery pages (no link leads to a 404)', () => {
  it('every same-site link on the search, topic, directory and editorial pages answers', async () => {
    const pages = [
      '/search/pins/?q=recipes&rs=typed',
      '/search/boards/?q=home',
      '/search/users/?q=demo',
      '/search/',
      '/topics/',
      '/ideas/',
      '/topics/recipes/',
      '/today/',
      '/videos/',
      '/shopping/',
    ];
    const links = new Set<string>();
    for (const path of pages) {
      const html = await (await request(path, { headers: { cookie: other.cookie } })).text();
      for (const m of html.matchAll(/\shref="(\/[^"]*)"/g)) {
        const href = m[1].replace(/&amp;/g, '&');
        // Static files, media and outbound links are not pages; /policy/ pages belong to performance (docs/performance.md) (the consent banner links them).
        const notPage = ['/assets/', '/app-icons/', '/i/', '/offsite/', '//', '/favicon', '/policy/'].some((prefix) => href.startsWith(prefix));
        if (!notPage) links.add(href);
      }
    }
    expect(links.size).toBeGreaterThan(20);
    const broken: string[] = [];
    // Pin closeups are proved elsewhere: a handful of them here, every other kind of link.
    const pins = [...links].filter((l) => l.startsWith('/pin/'));
    for (const href of [...links].filter((l) => !l.startsWith('/pin/')).concat(pins.slice(0, 8))) {
      const status = (await request(href, { headers: { cookie: other.cookie } })).status;
      if (status >= 400) broken.push(`${href} ${status}`);
    }
    expect(broken).toEqual([]);
  }, 60_000);
});

describe('report reasons (pin-card: Card states and the save flow, Calls)', () => {
  it('a report keeps the reason picked; an unknown reason is refused with a 400 and files nothing (pin-card: Card states and the save flow)', async () => {
    const reporter = await signUp('reporter');
    const id = String(ids.plain);
    const unknown = await call('PinFeedbackResource', 'update', { pin_id: id, feedback_type: 1, report_reason: 'boring' }, reporter.cookie);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.error)).toMatch(/report_reason is one of spam/);
    expect((await call('PinFeedbackResource', 'get', { pin_id: id }, reporter.cookie)).data).toEqual({ status: 'unset' });
    expect((await call('PinFeedbackResource', 'update', { pin_id: id, status: 'unfollowed', report_reason: 'spam' }, reporter.cookie)).status).toBe(400);
    const filed = await call('PinFeedbackResource', 'update', { pin_id: id, feedback_type: 1, report_reason: 'harassment' }, reporter.cookie);
    expect(filed.data).toEqual({ status: 'reported' });
    const kept = () =>
      env.DB.prepare('SELECT report_reason FROM pin_feedback WHERE user_id = ? AND pin_id = ?')
        .bind(Number(reporter.id), ids.plain)
        .first<{ report_reason: string }>();
    expect((await kept())?.report_reason).toBe('harassment');
    // A second report does not rewrite the first one's reason.
    await call('PinFeedbackResource', 'update', { pin_id: id, feedback_type: 1, report_reason: 'spam' }, reporter.cookie);
    expect((await kept())?.report_reason).toBe('harassment');
  });
});
