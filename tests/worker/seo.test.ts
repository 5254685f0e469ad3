// SEO at the edge: robots.txt, the sitemap index and its paged children (never secret boards or
// their pins), and the bot page cache (served without D1, purged when the pin changes).

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PinId } from '#shared/ids.ts';
import worker from '#worker/index.ts';
import { dropSnapshots } from '#worker/lib/edgeSnapshot.ts';
import { seoRoutes } from '#worker/seo/routes.ts';
import { expectFreshSince } from './botPageFreshness.ts';
import { AHEAD_OF_EVERY_READ, firstId, GOOGLEBOT_UA, ORIGIN, request, sessionCookie, sessionsOpened } from './helpers.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt and sitemaps (docs/architecture.md: Closeup, SEO and bots)', () => {
  it('serves robots.txt naming the sitemap index', async () => {
    const response = await request('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain('Disallow: /resource/');
  });

  it('serves /sitemap.xml as an index of child sitemaps that all answer', async () => {
    const response = await request('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const children = locs(await response.text());
    expect(children).toEqual([`${ORIGIN}/sitemaps/pins-1.xml`, `${ORIGIN}/sitemaps/boards-1.xml`, `${ORIGIN}/sitemaps/topics.xml`]);
    for (const child of children) expect((await request(new URL(child).pathname)).status).toBe(200);
  });

  it('pages pins and boards by id range, covering every public pin exactly once', async () => {
    const app = seoRoutes({ pageSize: 50 });
    const index = locs(await (await app.request(`${ORIGIN}/sitemap.xml`, {}, env)).text());
    const { max } = (await env.DB.prepare('SELECT MAX(id) AS max FROM pins').first<{ max: number }>())!;
    const pinPages = index.filter((u) => u.includes('/pins-'));
    expect(pinPages).toHaveLength(Math.ceil(max / 50));
    const listed: string[] = [];
    for (const page of pinPages) {
      const response = await app.request(page, {}, env);
      expect(response.status).toBe(200);
      const urls = locs(await response.text());
      expect(urls.length).toBeLessThanOrEqual(50);
      listed.push(...urls);
    }
    const { results } = await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL
         AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND json_extract(p.data, '$.seoNoindexReason') IS NULL ORDER BY p.id`,
    ).all<{ id: number }>();
    expect(listed).toEqual(results.map((r) => `${ORIGIN}/pin/${r.id}/`));
    expect(new Set(listed).size).toBe(listed.length);
    expect((await app.request(`${ORIGIN}/sitemaps/pins-${pinPages.length + 1}.xml`, {}, env)).status).toBe(404);
    expect((await app.request(`${ORIGIN}/sitemaps/pins-0.xml`, {}, env)).status).toBe(404);
    expect((await app.request(`${ORIGIN}/sitemaps/secrets-1.xml`, {}, env)).status).toBe(404);
  });

  it('never lists secret boards or their pins', async () => {
    const pins = locs(await (await request('/sitemaps/pins-1.xml')).text());
    const boards = locs(await (await request('/sitemaps/boards-1.xml')).text());
    expect(boards.length).toBeGreaterThan(0);
    const { results: secretPins } = await env.DB.prepare("SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy <> 'public'").all<{
      id: number;
    }>();
    expect(secretPins.length).toBeGreaterThan(0);
    for (const { id } of secretPins) expect(pins).not.toContain(`${ORIGIN}/pin/${id}/`);
    const { results: secretBoards } = await env.DB.prepare(
      "SELECT b.slug, u.username FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.privacy = 'secret'",
    ).all<{ slug: string; username: string }>();
    for (const b of secretBoards) expect(boards).not.toContain(`${ORIGIN}/${b.username}/${b.slug}/`);
  });

  it('reads every sitemap’s rows from the bookmark of the last removal from public view (security: Deleted means deleted)', async () => {
    // A removal moved the generation, naming the bookmark it reached; a replica not yet at it may still list what it removed.
    await env.BOT_PAGES.put('bot-pages:generation', `elsewhere-${crypto.randomUUID()}@${AHEAD_OF_EVERY_READ}`);
    for (const path of ['/sitemap.xml', '/sitemaps/pins-1.xml', '/sitemaps/boards-1.xml', '/sitemaps/topics.xml']) {
      const sessions: string[] = [];
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`${ORIGIN}${path}`), { ...env, DB: sessionsOpened(env.DB, sessions) }, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      expect([path, response.status, sessions]).toEqual([path, 200, ['first-unconstrained', AHEAD_OF_EVERY_READ]]);
    }
    await env.BOT_PAGES.put('bot-pages:generation', `caught-up-${crypto.randomUUID()}`);
  });

  it('keeps a sitemap private while KV cannot tell the public-view generation, or it names no D1 bookmark (security: Deleted means deleted)', async () => {
    const unreachable = { get: () => Promise.reject(new Error('KV unreachable')) } as unknown as KVNamespace;
    const naming = (odd: string) => ({ get: async () => `elsewhere@${odd}` }) as unknown as KVNamespace;
    for (const kv of [unreachable, naming('not-a-bookmark'), naming(AHEAD_OF_EVERY_READ.replace('f', 'F'))]) {
      for (const path of ['/sitemap.xml', '/sitemaps/pins-1.xml', '/sitemaps/topics.xml']) {
        const ctx = createExecutionContext();
        const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': GOOGLEBOT_UA } }), { ...env, BOT_PAGES: kv }, ctx);
        await response.text();
        await waitOnExecutionContext(ctx);
        expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, expect.not.stringContaining('public')]);
      }
    }
  });
});

describe('bot page cache (security: Bot page cache)', () => {
  it('serves a cached bot page without touching D1, and a change through the product purges it', async () => {
    const { id, owner } = (await env.DB.prepare(
      "SELECT p.id, p.pinner_id AS owner FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.kind = 'image' ORDER BY p.id DESC LIMIT 1",
    ).first<{ id: number; owner: number }>())!;
    const bot = { headers: { 'user-agent': GOOGLEBOT_UA } };
    const asked = Date.now();
    const first = await request(`/pin/${id}/`, bot);
    expect(first.headers.get('x-bot-cache')).toBe('MISS');
    // Shared by Workers Cache for 60 s from its data (docs/performance.md#workers-cache); the worker's own copy keeps BOT_PAGE_TTL_S.
    expectFreshSince(first, asked);
    expect(first.headers.get('vary')).toBe('User-Agent, Sec-CH-UA-Mobile');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(new RegExp(`^W/"pin-${id}-\\d+"$`));
    const firstHtml = await first.text();

    // A write that bypasses the product: the cached page (slug or not) is still what bots get.
    await env.DB.prepare('UPDATE pins SET title = ? WHERE id = ?').bind('Renamed behind the cache', id).run();
    const second = await request(`/pin/any-slug--${id}/?utm_source=x`, bot);
    expect(second.headers.get('x-bot-cache')).toBe('HIT');
    // The same page, served with a fresh CSP nonce (tests/worker/security/botCache.test.ts).
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonce(await second.text())).toBe(withoutNonce(firstHtml));
    // People are never served from the bot cache (the pin's edge snapshot of shared rows dropped, as an edit's purge would).
    await dropSnapshots([id as PinId]);
    expect(await (await request(`/pin/${id}/`)).text()).toContain('Renamed behind the cache');

    // Turning comments off through the product purges the pin's bot pages; the version moved.
    const response = await request('/resource/PinCommentSettingsResource/update/', {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie: await sessionCookie(owner), 'content-type': 'application/json' },
      body: JSON.stringify({ options: { pin_id: String(id), comments_disabled: true } }),
    });
    expect(response.status).toBe(200);
    const third = await request(`/pin/${id}/`, bot);
    expect(third.headers.get('x-bot-cache')).toBe('MISS');
    expect(third.headers.get('etag')).not.toBe(etag);
    expect(await third.text()).toContain('Renamed behind the cache');
  });

  it("purges a pin's bot pages when its owner deletes it or moves it in bulk", async () => {
    const rows = (
      await env.DB.prepare(
        "SELECT p.id, p.pinner_id AS owner, p.board_id AS board FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND b.owner_id = p.pinner_id AND p.deleted_at IS NULL ORDER BY p.id LIMIT 2 OFFSET 7",
      ).all<{ id: number; owner: number; board: number }>()
    ).results;
    const bot = { headers: { 'user-agent': GOOGLEBOT_UA } };
    for (const { id, owner, board } of rows) {
      expect((await request(`/pin/${id}/`, bot)).headers.get('x-bot-cache')).toBe('MISS');
      expect((await request(`/pin/${id}/`, bot)).headers.get('x-bot-cache')).toBe('HIT');
      const response = await request('/resource/BulkEditResource/delete/', {
        method: 'DELETE',
        headers: { origin: ORIGIN, cookie: await sessionCookie(owner), 'content-type': 'application/json' },
        body: JSON.stringify({ options: { board_id: String(board), pin_ids: [String(id)] } }),
      });
      expect(response.status).toBe(200);
      const after = await request(`/pin/${id}/`, bot);
      expect(after.headers.get('x-bot-cache')).toBe('MISS');
      expect([404, 410]).toContain(after.status);
    }
  });

  it('keeps search and social bots apart and never caches for people', async () => {
    const id = await firstId(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1 OFFSET 3",
    );
    expect((await request(`/pin/${id}/`, { headers: { 'user-agent': GOOGLEBOT_UA } })).headers.get('x-bot-cache')).toBe('MISS');
    expect((await request(`/pin/${id}/`, { headers: { 'user-agent': 'Twitterbot/1.0' } })).headers.get('x-bot-cache')).toBe('MISS');
    expect((await request(`/pin/${id}/`, { headers: { 'user-agent': 'Twitterbot/1.0' } })).headers.get('x-bot-cache')).toBe('HIT');
    const person = await request(`/pin/${id}/`);
    expect(person.headers.get('x-bot-cache')).toBeNull();
    expect(person.headers.get('cache-control')).toContain('private');
  });
});
