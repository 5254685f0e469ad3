// Workers Cache (docs/performance.md#workers-cache): local workerd has no form of it, so these tests read what the worker
// sends: the Cache-Control and Cache-Tag of what it shares (pictures, bot pages), `private, no-store` on everything made
// for a person, and the tags each purge names (recorded by worker/lib/sharedCache.ts where there is no `ctx.cache`).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import jpeg from 'jpeg-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SENSITIVITY_COOKIE } from '#shared/boards/sensitivity.ts';
import { BOT_PAGE_TTL_S, IMAGE_CACHE_MAX_AGE_S } from '#shared/constants.ts';
import type { BoardDetail, Pin } from '#shared/types.ts';
import worker from '#worker/index.ts';
import { unsentPurges } from '#worker/lib/sharedCache.ts';
import { IMAGE_SWEEP } from '#worker/media/imageSweep.ts';
import { makePng } from '../fixtures/images.ts';
import { call, SIGN_UP_PASSWORD, signUp } from './accountHelpers.ts';
import { expectFreshSince, SHARED_BOT_PAGE } from './botPageFreshness.ts';
import { cataloguePaths, demoIds } from './catalogue.ts';
import { BROWSER_UA, documentState, GOOGLEBOT_UA, ORIGIN, request, sessionCookie } from './helpers.ts';
import { freshPurgeWindow } from './purgeWindow.ts';
import { uploadPicture } from './uploadHelpers.ts';

const SLOW = { timeout: 120_000 };
const SHARED_IMAGE = `public, max-age=${IMAGE_CACHE_MAX_AGE_S}, immutable`;
const PRIVATE = 'private, no-store';

/** The purges the worker asked for while `act` ran; `act` starts a fresh window of the purge gate. */
async function purgesDuring(act: () => Promise<unknown>): Promise<string[][]> {
  await freshPurgeWindow();
  // Emptied first: the record keeps only the newest 100, so a count from its length would stop moving once full.
  unsentPurges.splice(0);
  await act();
  return unsentPurges.map((tags) => [...tags].sort());
}

/** A public demo pin whose pinner owns its board, signed in as that owner; `skip` picks another. */
async function ownedPublicPin(skip: number) {
  const row = await env.DB.prepare(
    `SELECT p.id, p.pinner_id, p.image_signature FROM pins p JOIN boards b ON b.id = p.board_id JOIN images i ON i.signature = p.image_signature
      WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.pinner_id = b.owner_id AND p.is_promoted = 0 AND p.kind = 'image'
      ORDER BY p.id DESC LIMIT 1 OFFSET ?1`,
  )
    .bind(skip)
    .first<{ id: number; pinner_id: number; image_signature: string }>();
  if (!row) throw new Error('no public demo pin of its board owner');
  return { id: String(row.id), signature: row.image_signature, owner: await sessionCookie(row.pinner_id) };
}

function stripes(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4) % width < width / 2 ? 200 : 20, 90, 140, 255], i);
  return jpeg.encode({ data, width, height }, 82).data;
}

describe('performance: Workers Cache: what is shared, with its tags', () => {
  it('performance: Workers Cache: a picture is shared for a day as immutable under its signature, even to a signed-in member', async () => {
    const pin = await ownedPublicPin(0);
    const path = `/i/236x/${pin.signature}.jpg`;
    await env.MEDIA.put(path.slice('/i/'.length), stripes(40, 30), { httpMetadata: { contentType: 'image/jpeg' } });
    for (const cookie of [undefined, pin.owner]) {
      const response = await request(path, { headers: { accept: 'image/jpeg', ...(cookie ? { cookie } : {}) } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(SHARED_IMAGE);
      expect(response.headers.get('cache-tag')).toBe(`image:${pin.signature}`);
      expect(response.headers.has('set-cookie')).toBe(false);
      await response.arrayBuffer();
    }
    // Another spelling of the same picture is not its url: 404, never shared.
    const spelled = await request(`/i/236x/%3${pin.signature.slice(1)}.jpg`);
    expect(spelled.status).toBe(404);
    expect(spelled.headers.get('cache-control')).toBe(PRIVATE);
    expect(spelled.headers.has('cache-tag')).toBe(false);
  });

  it('performance: Workers Cache: a crawler’s closeup is shared briefly under its pin and public view, varying on what decides it', async () => {
    const pin = await ownedPublicPin(1);
    const firstAsked = Date.now();
    for (const expected of ['MISS', 'HIT']) {
      const response = await request(`/pin/${pin.id}/`, { headers: { 'user-agent': GOOGLEBOT_UA } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-bot-cache')).toBe(expected);
      expect(response.headers.get('cache-control')).toMatch(SHARED_BOT_PAGE);
      expectFreshSince(response, firstAsked);
      expect(response.headers.get('cache-tag')).toBe(`public-view,pin:${pin.id}`);
      expect(response.headers.get('vary')).toBe('User-Agent, Sec-CH-UA-Mobile');
      expect(response.headers.has('set-cookie')).toBe(false);
      // Kept and served whole, it repeats its CSP nonce for those 60 s: no script of it runs (bots get no client).
      const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.every((tag) => /\btype="application\/(ld\+)?json"/.test(tag) && !/\bnonce=/.test(tag))).toBe(true);
    }
    // The same page to a person: made for them (their anonymous id, consent, experiments), never shared.
    const person = await request(`/pin/${pin.id}/`, { headers: { accept: 'text/html' } });
    expect(person.status).toBe(200);
    expect(person.headers.get('cache-control')).toMatch(/^private\b/);
    expect(person.headers.has('cache-tag')).toBe(false);
    await person.text();
    // The worker's own copy lives no longer than the shared one: 60 s from its render, anywhere.
    expect(BOT_PAGE_TTL_S).toBe(60);
  });
});

describe('performance: Workers Cache: nothing per person is shared', () => {
  it('performance: Workers Cache: every page of the catalogue a member is signed in to answers private, no-store and carries no tag', SLOW, async () => {
    const ids = await demoIds();
    const cookie = await sessionCookie(Number(ids.users.member));
    const paths = cataloguePaths(ids);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const response = await request(path, { headers: { cookie, accept: 'text/html' } });
      await response.text();
      expect(response.headers.get('cache-control'), path).toBe(PRIVATE);
      expect(response.headers.has('cache-tag'), path).toBe(false);
    }
  });

  it('performance: Workers Cache: an answer that sets a cookie is never shared (sign-in, a first visit, a resource read)', async () => {
    const me = await signUp('shared');
    const signIn = await call('UserSessionResource', 'create', { username_or_email: me.username, password: SIGN_UP_PASSWORD });
    expect(signIn.response.headers.get('cache-control')).toBe(PRIVATE);
    const firstVisit = await request('/robots.txt');
    expect(firstVisit.headers.has('set-cookie')).toBe(true);
    expect(firstVisit.headers.get('cache-control')).toBe(PRIVATE);
    expect(firstVisit.headers.has('cache-tag')).toBe(false);
    await firstVisit.text();
    const crawler = await request('/robots.txt', { headers: { 'user-agent': GOOGLEBOT_UA } });
    expect(crawler.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(crawler.headers.get('cache-tag')).toBe('site');
    await crawler.text();
    const read = await call('BoardsResource', 'get', { username: me.username }, me.cookie);
    expect(read.response.headers.get('cache-control')).toBe(PRIVATE);
    expect(read.response.headers.has('cache-tag')).toBe(false);
  });
});

describe('security: deleted means deleted: every removal purges the shared copies by tag', () => {
  it('security: deleted means deleted: deleting a pin purges public view (which its closeup carries), in one purge', async () => {
    const pin = await ownedPublicPin(2);
    const purges = await purgesDuring(async () => expect((await call('PinResource', 'delete', { id: pin.id }, pin.owner)).status).toBe(200));
    expect(purges).toEqual([['public-view']]);
  });

  it('security: deleted means deleted: an edit of a public pin’s title purges public view, which every page that shows it carries', async () => {
    const pin = await ownedPublicPin(3);
    const purges = await purgesDuring(async () =>
      expect((await call('PinResource', 'update', { id: pin.id, title: 'A new title for the crawlers' }, pin.owner)).status).toBe(200),
    );
    expect(purges).toEqual([['public-view']]);
  });

  it('security: deleted means deleted: making a board secret purges public view, in one purge of one tag', SLOW, async () => {
    const me = await signUp('secretboard');
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Soon secret', privacy: 'public' }, me.cookie)).data;
    const { results } = await env.DB.prepare(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 3 OFFSET 40",
    ).all<{ id: number }>();
    const saves: string[] = [];
    for (const { id } of results) {
      const saved = await call<{ id: string }>('RepinResource', 'create', { pin_id: String(id), board_id: board.entityId }, me.cookie);
      expect(saved.status).toBe(201);
      saves.push(saved.data.id);
    }
    const purges = await purgesDuring(async () =>
      expect((await call('BoardResource', 'update', { board_id: board.entityId, privacy: 'secret' }, me.cookie)).status).toBe(200),
    );
    expect(saves).toHaveLength(3);
    expect(purges).toEqual([['public-view']]);
  });

  it('security: deleted means deleted: the image sweep purges the tag of every picture it removes', SLOW, async () => {
    // A member's own picture, which nothing else shows: deleting its pin lets the sweep remove it.
    const me = await signUp('sweptpicture');
    const upload = await uploadPicture(
      me.cookie,
      makePng(48, 32, () => [31, 170, 90]),
    );
    const created = await call<Pin>('PinResource', 'create', { image_url: upload.image_url }, me.cookie);
    expect(created.status).toBe(201);
    const signature = /\/i\/[^/]+\/([a-f0-9]+)\./.exec(created.data.images['236x']?.url ?? '')?.[1];
    const pin = { id: created.data.entityId, signature, owner: me.cookie };
    expect(pin.signature).toBeTruthy();
    // Its own purge window, so the delete's public-view purge goes out now, not during the sweep below.
    await freshPurgeWindow();
    expect((await call('PinResource', 'delete', { id: pin.id }, pin.owner)).status).toBe(200);
    const purges = await purgesDuring(async () => {
      const ctx = createExecutionContext();
      const controller = createScheduledController({ scheduledTime: new Date(Date.now() + IMAGE_SWEEP.graceMs + 1000), cron: '*/5 * * * *' });
      await worker.scheduled(controller, { ...env, PUBLIC_ORIGIN: ORIGIN }, ctx);
      await waitOnExecutionContext(ctx);
    });
    // One purge for the run, naming the pictures it removed (this one, and any an earlier test's delete left).
    expect(purges).toHaveLength(1);
    expect(purges[0]).toContain(`image:${pin.signature}`);
    expect(purges[0].every((tag) => /^(image|media):/.test(tag))).toBe(true);
    expect(await env.DB.prepare('SELECT 1 AS kept FROM images WHERE signature = ?1 AND swept_at IS NULL').bind(pin.signature).first()).toBeNull();
  });
});

/** A crawler's page: its status, headers, body and document state. */
async function botPage(path: string, cookie?: string) {
  const response = await request(path, { headers: { 'user-agent': GOOGLEBOT_UA, ...(cookie ? { cookie } : {}) } });
  const html = await response.text();
  return { response, html, data: documentState(html).page.data as { board?: BoardDetail } };
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;

describe('security: a crawler’s page depends on its path, query and Vary alone', () => {
  it('security: a bot sending the sensitivity cookie gets the screened board, and so does the bot after it', async () => {
    const board = (await env.DB.prepare(
      `SELECT b.id, b.slug, u.username FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.sensitive = 1 AND b.privacy = 'public' ORDER BY b.id LIMIT 1`,
    ).first<{ id: number; slug: string; username: string }>())!;
    const path = `/${board.username}/${board.slug}/?z=${unique()}`;
    const withCookie = await botPage(path, `${SENSITIVITY_COOKIE}=1.${board.id}`);
    expect(withCookie.response.headers.get('x-bot-cache')).toBe('MISS');
    expect(withCookie.data.board?.sensitivityScreen).toBe(true);
    const next = await botPage(path);
    expect(next.response.headers.get('x-bot-cache')).toBe('HIT');
    expect(next.data.board?.sensitivityScreen).toBe(true);
  });

  it('security: a walk over crawlers’ pages with every cookie the worker reads and with none gives the same bodies', SLOW, async () => {
    const sensitive = (await env.DB.prepare(
      `SELECT b.id, b.slug, u.username FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.sensitive = 1 AND b.privacy = 'public' ORDER BY b.id LIMIT 1`,
    ).first<{ id: number; slug: string; username: string }>())!;
    const board = (await env.DB.prepare(
      `SELECT b.slug, u.username, u.id AS owner FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.sensitive = 0 AND b.privacy = 'public' AND b.pin_count > 3 ORDER BY b.id LIMIT 1`,
    ).first<{ slug: string; username: string; owner: number }>())!;
    const pin = await ownedPublicPin(5);
    const cookies = [
      `${SENSITIVITY_COOKIE}=1.${sensitive.id}`,
      await sessionCookie(board.owner),
      'pb_consent=2026-11-01.all',
      'pb_theme=dark',
      'pb_country=DE',
      'pb_exp=all',
      'pb_groups=all',
      'pb_seo=1',
      'pb_anon=walker',
      'pb_app_upsell=1',
    ].join('; ');
    const paths = [
      '/',
      `/${board.username}/`,
      `/${board.username}/${board.slug}/`,
      `/${sensitive.username}/${sensitive.slug}/`,
      `/pin/${pin.id}/`,
      '/search/pins/?q=banana',
    ];
    for (const path of paths) {
      const [a, b] = [unique(), unique()];
      const join = path.includes('?') ? '&' : '?';
      const same = (html: string, token: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replaceAll(token, 'TOKEN');
      const sent = await botPage(`${path}${join}walk=${a}`, cookies);
      const bare = await botPage(`${path}${join}walk=${b}`);
      expect(sent.response.status, path).toBe(bare.response.status);
      expect(same(sent.html, a), path).toBe(same(bare.html, b));
    }
  });
});

describe('security: deleted means deleted: any change reaches every crawler within 60 s', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(
    'security: deleted means deleted: a pin’s title, a board’s description and a profile’s name reach the crawlers’ pages that show them at once',
    SLOW,
    async () => {
      const me = await signUp('renamed');
      const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Shown to crawlers', privacy: 'public' }, me.cookie)).data;
      const upload = await uploadPicture(
        me.cookie,
        makePng(40, 30, () => [200, 60, 60]),
      );
      const pin = await call<Pin>('PinResource', 'create', { image_url: upload.image_url, board_id: board.entityId, title: 'Call me on 555-0100' }, me.cookie);
      expect(pin.status).toBe(201);
      const boardPath = new URL(board.url, ORIGIN).pathname;
      const profilePath = `/${me.username}/`;
      // Warm: every crawler page that shows the title, the description or the name.
      expect((await botPage(boardPath)).html).toContain('Call me on 555-0100');
      expect((await botPage(boardPath)).response.headers.get('x-bot-cache')).toBe('HIT');
      await botPage(profilePath);
      await botPage(`/pin/${pin.data.entityId}/`);

      expect((await call('PinResource', 'update', { id: pin.data.entityId, title: 'A title with no number' }, me.cookie)).status).toBe(200);
      const afterEdit = await botPage(boardPath);
      expect(afterEdit.html).not.toContain('555-0100');
      expect(afterEdit.html).toContain('A title with no number');

      expect((await call('BoardResource', 'update', { board_id: board.entityId, description: 'Now described for everyone' }, me.cookie)).status).toBe(200);
      expect((await botPage(boardPath)).html).toContain('Now described for everyone');

      expect((await call('UserProfileResource', 'update', { full_name: 'Renamed For Crawlers' }, me.cookie)).status).toBe(200);
      expect((await botPage(profilePath)).html).toContain('Renamed For Crawlers');
      expect((await botPage(`/pin/${pin.data.entityId}/`)).html).toContain('Renamed For Crawlers');
    },
  );

  it('security: deleted means deleted: a change no purge reaches (another data centre) is on every crawler’s page once the copy is 60 s old', async () => {
    const pin = await ownedPublicPin(6);
    const path = `/pin/${pin.id}/?z=${unique()}`;
    expect((await botPage(path)).response.headers.get('x-bot-cache')).toBe('MISS');
    // Changed behind the site's back, as a write elsewhere whose purge and generation have not reached this data centre.
    await env.DB.prepare('UPDATE pins SET title = ? WHERE id = ?').bind('Retitled where no purge reaches', Number(pin.id)).run();
    expect((await botPage(path)).response.headers.get('x-bot-cache')).toBe('HIT');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + BOT_PAGE_TTL_S * 1000 + 1000);
    const later = await botPage(path);
    expect(later.response.headers.get('x-bot-cache')).toBe('MISS');
    expect(later.html).toContain('Retitled where no purge reaches');
  });

  it('security: deleted means deleted: a crawler’s page made from an edge snapshot counts its 60 s from the snapshot, not from its render', async () => {
    const pin = await ownedPublicPin(8);
    // A signed-out person's closeup takes the pin's edge snapshot (its closeup rows) now.
    expect((await request(`/pin/${pin.id}/`, { headers: { 'user-agent': BROWSER_UA, accept: 'text/html' } })).status).toBe(200);
    // Changed behind the site's back, as a write elsewhere whose purge and generation have not reached this data centre.
    await env.DB.prepare('UPDATE pins SET title = ? WHERE id = ?').bind('Retitled after the snapshot', Number(pin.id)).run();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 48_000);
    // A crawler's first page of the pin, made from the 48 s old snapshot, so it may live 12 s more, not 60.
    const path = `/pin/${pin.id}/`;
    const fromSnapshot = await botPage(path);
    expect(fromSnapshot.response.headers.get('x-bot-cache')).toBe('MISS');
    expect(fromSnapshot.html).not.toContain('Retitled after the snapshot');
    expect(fromSnapshot.response.headers.get('cache-control')).toMatch(/^public, max-age=(1[0-2]), stale-if-error=0$/);
    // 61 s after the snapshot was taken, that page is made again from the rows as they are.
    vi.setSystemTime(Date.now() + 13_000);
    const again = await botPage(path);
    expect(again.response.headers.get('x-bot-cache')).toBe('MISS');
    expect(again.html).toContain('Retitled after the snapshot');
  });

  it('security: deleted means deleted: a copy served from the worker’s cache is shared only for what is left of its 60 s', async () => {
    const pin = await ownedPublicPin(7);
    const path = `/pin/${pin.id}/?z=${unique()}`;
    const asked = Date.now();
    const first = (await botPage(path)).response;
    expect(first.headers.get('cache-control')).toMatch(SHARED_BOT_PAGE);
    expectFreshSince(first, asked);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30_500);
    const hit = await botPage(path);
    expect(hit.response.headers.get('x-bot-cache')).toBe('HIT');
    expect(hit.response.headers.get('cache-control')).toMatch(/^public, max-age=(2[5-9]|30), stale-if-error=0$/);
  });
});

describe('performance: Workers Cache: only a whole answer is shared', () => {
  it('performance: Workers Cache: a range (206) or a not-modified (304) answer of a picture or a media file stays the asker’s, untagged', async () => {
    const pin = await ownedPublicPin(8);
    const picture = `/i/236x/${pin.signature}.jpg`;
    await env.MEDIA.put(picture.slice('/i/'.length), stripes(40, 30), { httpMetadata: { contentType: 'image/jpeg' } });
    await env.MEDIA.put('media/shared-cache-clip.webm', new Uint8Array(100).fill(7), { httpMetadata: { contentType: 'video/webm' } });
    for (const path of [picture, '/media/shared-cache-clip.webm']) {
      const whole = await request(path, { headers: { accept: 'image/jpeg' } });
      expect(whole.status, path).toBe(200);
      expect(whole.headers.get('cache-control'), path).toBe(SHARED_IMAGE);
      expect(whole.headers.get('cache-tag'), path).toMatch(/^(image|media):/);
      const etag = whole.headers.get('etag')!;
      await whole.arrayBuffer();
      const part = await request(path, { headers: { accept: 'image/jpeg', range: 'bytes=0-9' } });
      expect(part.status, path).toBe(206);
      expect(part.headers.get('cache-control'), path).toBe(`private, max-age=${IMAGE_CACHE_MAX_AGE_S}, immutable`);
      expect(part.headers.has('cache-tag'), path).toBe(false);
      await part.arrayBuffer();
      const unchanged = await request(path, { headers: { accept: 'image/jpeg', 'if-none-match': etag } });
      expect(unchanged.status, path).toBe(304);
      expect(unchanged.headers.get('cache-control'), path).toBe(`private, max-age=${IMAGE_CACHE_MAX_AGE_S}, immutable`);
      expect(unchanged.headers.has('cache-tag'), path).toBe(false);
    }
  });
});
