// Each page names its own code: the entry's CSS and the page's CSS as stylesheets in the head, and
// the page's chunks (read from the build's manifest) in the script that starts the client once the
// first screen has painted (worker/pages/bootstrap.ts, docs/performance.md), and no other page's.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { documentState, firstId, headOf, request } from './helpers.ts';

/** A page's head stylesheets, and the chunks and entry its starting script names. */
async function head(path: string) {
  const response = await request(path);
  const html = await response.text();
  const headHtml = headOf(html);
  const hrefs = (rel: string) => [...headHtml.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"`, 'g'))].map((m) => m[1]);
  const preloads = JSON.parse(/for\(const h of (\[[^\]]*\])\)/.exec(html)?.[1] ?? 'null') as string[];
  const entry = /import\(("[^"]+")\)/.exec(html)?.[1];
  return {
    status: response.status,
    html,
    styles: hrefs('stylesheet'),
    preloads,
    entry: entry && (JSON.parse(entry) as string),
    headPreloads: hrefs('modulepreload'),
  };
}

const chunk = (name: string) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);

describe('page chunks in the head (docs/architecture.md: Page chunks)', () => {
  it('preloads the home page chunk and no other page', async () => {
    const { status, html, styles, preloads, entry, headPreloads } = await head('/');
    expect(status).toBe(200);
    expect(preloads.some((href) => chunk('HomePage').test(href))).toBe(true);
    expect(preloads.filter((href) => /(Closeup|Board|Settings|Profile)Page/.test(href))).toEqual([]);
    expect(styles.some((href) => /^\/assets\/main-[\w-]+\.css$/.test(href))).toBe(true);
    // The starting script names what the embedded state does; the head names no script (docs/performance.md).
    expect(documentState(html).assets.preload).toEqual(preloads);
    expect(entry).toBe(documentState(html).assets.script);
    expect(entry).toMatch(chunk('main'));
    expect(headPreloads).toEqual([]);
  });

  it('preloads the closeup chunk on a pin page', async () => {
    const id = await firstId(`SELECT id FROM pins WHERE deleted_at IS NULL AND origin_pin_id IS NULL ORDER BY id LIMIT 1`);
    const { status, preloads } = await head(`/pin/${id}/`);
    expect(status).toBe(200);
    expect(preloads.some((href) => chunk('CloseupPage').test(href))).toBe(true);
    expect(preloads.some((href) => chunk('HomePage').test(href))).toBe(false);
  });

  it('links the board page CSS as a stylesheet in the head, before any content', async () => {
    const board = (await env.DB.prepare(`SELECT b.slug FROM boards b WHERE b.owner_id = 1 AND b.privacy = 'public' LIMIT 1`).first<{ slug: string }>())!;
    const { status, styles, preloads } = await head(`/demo/${board.slug}/`);
    expect(status).toBe(200);
    expect(preloads.some((href) => chunk('BoardPage').test(href))).toBe(true);
    expect(styles.some((href) => /^\/assets\/boards-[\w-]+\.css$/.test(href))).toBe(true);
  });

  it('serves the not-found page with its own chunk and a 404', async () => {
    const { status, preloads } = await head('/this/does/not/exist/anywhere/');
    expect(status).toBe(404);
    expect(preloads.some((href) => chunk('NotFoundPage').test(href))).toBe(true);
  });

  it.each([
    ['story', 'story', 'StoryViewer'],
    ['carousel', 'carousel', 'CloseupCarousel'],
    ['collection', 'collection-items', 'CollectionItems'],
  ])("renders a %s pin's media in place on a person's first load, from a chunk an image pin's closeup does not load", async (kind, testId, part) => {
    const id = await firstId(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL AND p.kind = ? ORDER BY p.id LIMIT 1`,
      kind,
    );
    const { status, html, preloads } = await head(`/pin/${id}/`);
    expect(status).toBe(200);
    const media = html.indexOf(`data-test-id="${testId}"`);
    expect(media).toBeGreaterThan(0);
    // In the closeup's own markup, not streamed in behind a Suspense fallback.
    expect(html.slice(0, media)).not.toContain('<template id="B:');
    expect(preloads.some((href) => chunk(part).test(href))).toBe(false);
    const image = await firstId(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL AND p.kind = 'image' ORDER BY p.id LIMIT 1`,
    );
    const imagePage = await head(`/pin/${image}/`);
    expect(imagePage.html).not.toContain(`data-test-id="${testId}"`);
  });

  it('cleans an HTML description in place with the cleaner a closeup without one does not load', async () => {
    const id = await firstId(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL AND p.kind = 'image' ORDER BY p.id DESC LIMIT 1`,
    );
    await env.DB.prepare("UPDATE pins SET data = json_set(data, '$.descriptionHtml', ?) WHERE id = ?")
      .bind('<p onclick="x()">Hello <b>there</b></p>', id)
      .run();
    const { status, html, preloads } = await head(`/pin/${id}/`);
    expect(status).toBe(200);
    const description = /data-test-id="closeup-description">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    expect(description).toBe('<p>Hello <b>there</b></p>');
    expect(html.slice(0, html.indexOf('data-test-id="closeup-description"'))).not.toContain('<template id="B:');
    expect(preloads.some((href) => chunk('sanitizeHtml').test(href))).toBe(false);
  });
});
