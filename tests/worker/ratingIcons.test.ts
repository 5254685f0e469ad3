// docs/rules/pin-card.md#display-rules-spec-000-5: rating stars (the half star too) and reaction icons are SVG (drawn once in the stylesheet), never
// text glyphs that common Linux fonts lack (they showed as empty boxes).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ratingStars } from '#shared/pinCard/price.ts';
import { request } from './helpers.ts';

/** Characters a plain Latin font may not have: symbols, emoji, anything past Latin-1. */
const GLYPH_OUTSIDE_LATIN = /[^\s\x20-\xff\u2019\u201c\u201d\u2026]/u;

/** The visible text of a piece of markup. */
const textOf = (html: string): string => html.replace(/<[^>]*>/g, '');

describe('rating and reaction icons (pin-card: Display rules)', () => {
  it('A41: the closeup draws a recipe rating with a half star as full, half and empty SVG stars, with no star glyphs (pin-card: Display rules)', async () => {
    const recipes = await env.DB.prepare(
      `SELECT p.id, json_extract(p.data, '$.richSummary.aggregateRating.ratingValue') AS value, json_extract(p.data, '$.richSummary.aggregateRating.bestRating') AS best
         FROM pins p LEFT JOIN boards b ON b.id = p.board_id
        WHERE (b.id IS NULL OR b.privacy = 'public') AND p.deleted_at IS NULL AND p.kind = 'recipe' AND value IS NOT NULL`,
    ).all<{ id: number; value: number; best: number | null }>();
    const recipe = recipes.results.find((r) => ratingStars(r.value, r.best ?? undefined).half === 1);
    expect(recipe).toBeDefined();
    const { full, empty } = ratingStars(recipe!.value, recipe!.best ?? undefined);
    const expected = [...Array(full).fill('full'), 'half', ...Array(empty).fill('empty')];
    const html = await (await request(`/pin/${recipe!.id}/`)).text();
    const rating = /<p class="rich__rating"[^>]*data-test-id="rating">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect([...rating.matchAll(/data-star="(full|half|empty)"/g)].map((m) => m[1])).toEqual(expected);
    expect(textOf(rating)).not.toMatch(GLYPH_OUTSIDE_LATIN);
  });

  it('a card with reactions names each reaction on an SVG icon, with no emoji (pin-card: Display rules)', async () => {
    const pin = await env.DB.prepare(
      `SELECT p.id, u.username, b.slug FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 AND p.kind = 'video' AND json_extract(p.data, '$.reactionCountsData') IS NOT NULL LIMIT 1`,
    ).first<{ id: number; username: string; slug: string }>();
    expect(pin).not.toBeNull();
    const html = await (await request(`/${pin!.username}/${pin!.slug}/`)).text();
    const card = html.split(`data-test-id="pin" data-pin-id="${pin!.id}"`)[1].split('data-test-id="pin" data-pin-id=')[0];
    const reactions = /data-test-id="pin-reactions">([\s\S]*?)<\/p>/.exec(card)?.[1] ?? '';
    const icons = [
      ...reactions.matchAll(/<span class="reaction-icon" data-reaction="(?:heart|bulb|wow|laugh|clap|raise|sparkle)" role="img" aria-label="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(icons.length).toBeGreaterThan(0);
    for (const name of icons) expect(['Love', 'Good idea', 'Wow', 'Haha', 'Thanks', 'Yes!', 'Reaction']).toContain(name);
    expect(textOf(reactions)).not.toMatch(GLYPH_OUTSIDE_LATIN);
  });
});
