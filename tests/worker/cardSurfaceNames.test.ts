// Every grid that draws pin cards names its surface (docs/rules/pin-card.md#screens-and-routes-spec-000-2): each page that draws
// cards is walked as the edge renders it, and each card must sit inside an element carrying `data-card-surface`.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { request, sessionCookie } from './helpers.ts';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** For each card of the page's HTML (in order), the surface named by the nearest element around it, or null. */
function cardSurfaces(html: string): (string | null)[] {
  const open: { tag: string; surface: string | null }[] = [];
  const found: (string | null)[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const [whole, closing, rawTag, attrs] = m;
    if (!rawTag) continue;
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = open.map((o) => o.tag).lastIndexOf(tag);
      if (at >= 0) open.length = at;
      continue;
    }
    if (/\bdata-test-id="pin"(\s|\/|$)/.test(attrs)) found.push(open.findLast((o) => o.surface)?.surface ?? null);
    if (tag === 'script' || tag === 'style') {
      const end = html.indexOf(`</${tag}`, TAG.lastIndex);
      TAG.lastIndex = end < 0 ? html.length : end;
      continue;
    }
    if (VOID.has(tag) || whole.endsWith('/>')) continue;
    open.push({ tag, surface: /\bdata-card-surface="([^"]+)"/.exec(attrs)?.[1] ?? null });
  }
  return found;
}

describe('every grid names its surface (pin-card: Screens and routes)', () => {
  it('A9: each card on every page that draws cards, for a member and a visitor, sits in a grid or row that names its surface', async () => {
    const demo = await sessionCookie(1);
    const conversation = await env.DB.prepare(
      `SELECT m.conversation_id AS id, cm.user_id AS member FROM conversation_messages m
         JOIN conversation_members cm ON cm.conversation_id = m.conversation_id
        WHERE m.pin_id IS NOT NULL ORDER BY m.id LIMIT 1`,
    ).first<{ id: number; member: number }>();
    expect(conversation).not.toBeNull();
    const engaged = await env.DB.prepare(
      `SELECT p.id FROM pins p WHERE p.deleted_at IS NULL AND EXISTS (SELECT 1 FROM pins r WHERE r.origin_pin_id = p.id AND r.deleted_at IS NULL)
        ORDER BY p.id LIMIT 1`,
    ).first<{ id: number }>();
    const board = await env.DB.prepare(
      `SELECT '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id
        WHERE u.id = 1 AND b.privacy = 'public' AND EXISTS (SELECT 1 FROM pins p WHERE p.board_id = b.id AND p.deleted_at IS NULL) ORDER BY b.id LIMIT 1`,
    ).first<{ url: string }>();
    const seed = await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 AND p.kind = 'image' LIMIT 1`,
    ).first<{ id: number }>();
    const pages: [string, string | null][] = [
      ['/', demo],
      ['/', null],
      ['/videos/', null],
      ['/shopping/', demo],
      ['/search/pins/?q=kitchen', demo],
      ['/today/', demo],
      ['/today/local/', demo],
      ['/demo/', demo],
      ['/demo/_saved/', demo],
      ['/demo/quick-saves/', demo],
      [board!.url, demo],
      ['/pins/', demo],
      ['/notifications/', demo],
      [`/pin/${seed!.id}/visual-search/`, demo],
      [`/pin/${seed!.id}/visual-search/products/`, demo],
      [`/conversation/${conversation!.id}/`, await sessionCookie(conversation!.member)],
      [`/pin/${engaged!.id}/engagement/`, demo],
    ];
    for (const [path, cookie] of pages) {
      const response = await request(path, cookie ? { headers: { cookie } } : {});
      expect(response.status, path).toBe(200);
      const surfaces = cardSurfaces(await response.text());
      expect(surfaces.length, `${path} draws cards`).toBeGreaterThan(0);
      expect(
        surfaces.filter((s) => s === null),
        `${path}: cards without a named surface`,
      ).toEqual([]);
    }
  });
});
