// docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#constants-spec-000-9: a recipe card's rating shows five stars, each of the spec's star width (18 px).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CARD_SIZES } from '#shared/constants.ts';
import { request } from './helpers.ts';

describe('recipe stars on the card (pin-card: Constants)', () => {
  it('A41, A60: draws five stars, each 18 px wide, filled up to the rating (pin-card: Constants)', async () => {
    const recipe = await env.DB.prepare(
      `SELECT p.id, u.username, b.slug FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 AND json_extract(p.data, '$.richSummary.aggregateRating.ratingValue') IS NOT NULL LIMIT 1`,
    ).first<{ id: number; username: string; slug: string }>();
    expect(recipe).not.toBeNull();
    const html = await (await request(`/${recipe!.username}/${recipe!.slug}/`)).text();
    const card = html.split(`data-test-id="pin" data-pin-id="${recipe!.id}"`)[1].split('data-test-id="pin" data-pin-id=')[0];
    // One element draws the five stars: each the spec's width (--star, CARD_SIZES.starWidth), filled up to the rating.
    const row =
      /<span class="pin-card__stars" role="img" aria-label="([\d.]+) out of 5 stars"><span class="star-row" style="--star:(\d+)px;--rating:([\d.]+)" aria-hidden="true"><\/span>/.exec(
        card,
      );
    expect(row).not.toBeNull();
    expect(Number(row![2])).toBe(CARD_SIZES.starWidth);
    expect(row![3]).toBe(row![1]);
    expect(card.match(/class="star-icon"/g)).toBeNull();
  });
});
