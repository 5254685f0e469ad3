// Story pin and collection pin closeups at the edge: a bot's document holds every story page's
// original image and text (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3), people get sized page images and a page viewer, deleted
// story pins show only the placeholder (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4), collection items link to their pins and
// their external links go through signed /offsite/ paths.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CollectionItem, PinExtras } from '#shared/types.ts';
import { bodyOf, documentState, GOOGLEBOT_UA, request, sessionCookie } from './helpers.ts';

const PUBLIC = `FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL`;
const ANY_LIVE = `FROM pins p WHERE p.deleted_at IS NULL`;

/** React's escaping of text content, so expected texts can be found in the HTML. */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function storyPin(where: string, from = PUBLIC): Promise<{ id: number; data: PinExtras }> {
  const row = await env.DB.prepare(`SELECT p.id, p.data ${from} AND p.kind = 'story' AND ${where} ORDER BY p.id LIMIT 1`).first<{ id: number; data: string }>();
  if (!row) throw new Error(`no story pin where ${where}`);
  return { id: row.id, data: JSON.parse(row.data) as PinExtras };
}

const LIVE_MULTI_PAGE = `json_extract(p.data, '$.storyPinData.isDeleted') IS NULL AND json_array_length(p.data, '$.storyPinData.pages') >= 2
  AND p.data LIKE '%"type":"text"%'`;

describe('story pin closeup (pin-card: Pins, boards and viewers, Card states and the save flow, Display rules)', () => {
  it("gives Googlebot every page's original image and text in the HTML, JSON-LD unchanged (pin-card: Pins, boards and viewers)", async () => {
    const { id, data } = await storyPin(LIVE_MULTI_PAGE);
    const html = await (await request(`/pin/${id}/`, { headers: { 'user-agent': GOOGLEBOT_UA } })).text();
    const pages = data.storyPinData!.pages;
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const body = bodyOf(html);
    expect(body.match(/data-test-id="story-page"/g)?.length).toBe(pages.length);
    let texts = 0;
    for (const page of pages) {
      for (const block of page.blocks) {
        if (block.imageSignature) expect(body).toMatch(new RegExp(`<img src="/i/originals/${block.imageSignature}\\.`));
        if (block.text) {
          expect(body).toContain(escapeHtml(block.text));
          texts++;
        }
      }
    }
    expect(texts).toBeGreaterThan(0);
    expect(body).not.toMatch(/\/i\/(736x|474x|236x)\//);
    expect(body).not.toContain('aria-label="Next page"');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]) as Record<string, unknown>;
    expect(ld['@type']).toBe('SocialMediaPosting');
  });

  it('gives people a page viewer sized by the first page, every page at 736x, "1 of n" and arrows', async () => {
    const { id, data } = await storyPin(LIVE_MULTI_PAGE);
    const html = await (await request(`/pin/${id}/`)).text();
    const pages = data.storyPinData!.pages;
    expect(html).toContain(`data-test-id="story-progress" aria-live="polite">1 of ${pages.length}</span>`);
    expect(html).toMatch(/aria-label="Previous page" disabled=""/);
    expect(html).toMatch(/aria-label="Next page"(?! disabled)/);
    expect(html).toMatch(/data-test-id="story-viewport" style="aspect-ratio:\d+ \/ \d+/);
    for (const page of pages) {
      for (const block of page.blocks) if (block.imageSignature) expect(html).toContain(`/i/736x/${block.imageSignature}.`);
    }
    expect(html).not.toContain('/i/originals/');
    const state = documentState(html).page.data as { pin: PinExtras };
    const first = state.pin.storyPinData!.pages[0].blocks.find((b) => b.imageSignature)!;
    expect(first.images?.['736x']?.width).toBeGreaterThan(0);
    expect(first.images?.originals).toBeUndefined();
  });

  it("A22: shows a deleted story pin's placeholder and never its pages (pin-card: Card states and the save flow)", async () => {
    // The demo's deleted story pin may sit on a secret board: its owner (a bot never) may see it.
    const { id } = await storyPin(`json_extract(p.data, '$.storyPinData.isDeleted') = 1`, ANY_LIVE);
    const owner = await env.DB.prepare('SELECT b.owner_id, b.privacy FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id = ?')
      .bind(id)
      .first<{ owner_id: number; privacy: string }>();
    const viewers: Array<Record<string, string>> = [
      { cookie: await sessionCookie(owner!.owner_id) },
      ...(owner!.privacy === 'secret' ? [] : [{ 'user-agent': GOOGLEBOT_UA }]),
    ];
    for (const headers of viewers) {
      const response = await request(`/pin/${id}/`, { headers });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-test-id="deleted-story"');
      expect(html).not.toContain('data-test-id="story-page"');
    }
  });
});

describe('collection pin closeup (pin-card: Pins, boards and viewers)', () => {
  it('links each item image to its pin and its external link through a signed /offsite/ path', async () => {
    const row = await env.DB.prepare(`SELECT p.id, p.data ${PUBLIC} AND p.kind = 'collection' AND p.origin_pin_id IS NULL
      AND p.data LIKE '%"link":"http%' ORDER BY p.id LIMIT 1`).first<{ id: number; data: string }>();
    expect(row).not.toBeNull();
    const items = (JSON.parse(row!.data) as PinExtras).collectionItems as CollectionItem[];
    const html = await (await request(`/pin/${row!.id}/`)).text();
    const grid = html.slice(html.indexOf('data-test-id="collection-items"'));
    expect(grid.match(/data-test-id="collection-item"/g)?.length).toBe(items.length);
    for (const item of items) {
      expect(grid).toContain(`/i/236x/${item.imageSignature}.`);
      const live = await env.DB.prepare(`SELECT 1 AS ok ${PUBLIC} AND p.id = ?`).bind(Number(item.pinId)).first();
      if (live) expect(grid).toContain(`href="/pin/${item.pinId}/" data-test-id="collection-item-pin"`);
    }
    const linked = items.filter((i) => i.link?.startsWith('http'));
    expect(linked.length).toBeGreaterThan(0);
    const outbound = [...grid.matchAll(/<a class="collection__link" href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(outbound).toHaveLength(linked.length);
    for (const href of outbound) {
      const url = new URL(href, 'https://pins.test');
      expect(url.pathname).toBe('/offsite/');
      expect(url.searchParams.get('token')).toMatch(/^\d+\./);
      expect(linked.map((i) => i.pinId)).toContain(url.searchParams.get('pin'));
    }
  });
});
