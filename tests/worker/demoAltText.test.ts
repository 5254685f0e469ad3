// A video closeup describes its own pin: the seeded alt text is said from the pin's own
// title or description, and the closeup's video and its og:image:alt carry that pin's alt text.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { altTextFor } from '../../shared/closeup/autoAltText.ts';
import type { PinKind } from '../../shared/types.ts';
import { request } from './helpers.ts';

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('demo alt text on a closeup (pin-card: Pins, boards and viewers)', () => {
  it('every seeded alt text is derived from its own pin', async () => {
    const { results } = await env.DB.prepare(`SELECT id, kind, title, description, alt_text FROM pins WHERE alt_text != '' AND origin_pin_id IS NULL`).all<{
      id: number;
      kind: PinKind;
      title: string;
      description: string;
      alt_text: string;
    }>();
    expect(results.length).toBeGreaterThan(0);
    for (const p of results) expect(p.alt_text, `pin ${p.id}`).toBe(altTextFor(p.kind, p.title, p.description));
  });

  it('a video closeup labels its video with that pin’s own alt text', async () => {
    const pin = await env.DB.prepare(
      `SELECT p.id, p.alt_text FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE p.kind = 'video' AND p.alt_text != '' AND p.deleted_at IS NULL AND b.privacy = 'public' ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; alt_text: string }>();
    expect(pin).not.toBeNull();
    const html = await (await request(`/pin/${pin!.id}/`)).text();
    expect(html).toMatch(new RegExp(`<video[^>]* aria-label="${escaped(pin!.alt_text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    expect(html).toContain(`<meta property="og:image:alt" content="${escaped(pin!.alt_text)}"/>`);
  });
});
