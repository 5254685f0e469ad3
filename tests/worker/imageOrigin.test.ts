// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: a pin's image origin is shown on its closeup.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { imageOriginLine } from '#shared/pinCard/imageOrigin.ts';
import { request } from './helpers.ts';

describe('image origin on the closeup (pin-card: Pins, boards and viewers)', () => {
  it('A17: the closeup of a pin with an image origin names it; one without shows no line (pin-card: Pins, boards and viewers)', async () => {
    const withOrigin = (await env.DB.prepare(
      `SELECT p.id, json_extract(p.data, '$.digitalMediaSourceType') AS origin FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND json_extract(p.data, '$.digitalMediaSourceType') IS NOT NULL ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; origin: number }>())!;
    const html = await (await request(`/pin/${withOrigin.id}/`)).text();
    expect(html).toContain(`data-test-id="image-origin">${imageOriginLine(withOrigin.origin)}<`);
    const without = (await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND json_extract(p.data, '$.digitalMediaSourceType') IS NULL ORDER BY p.id LIMIT 1`,
    ).first<{ id: number }>())!;
    expect(await (await request(`/pin/${without.id}/`)).text()).not.toContain('data-test-id="image-origin"');
  });
});
