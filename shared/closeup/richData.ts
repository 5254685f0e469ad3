// The numeric rating of a recipe for structured data: the rule of docs/rules/pin-card.md#display-rules-spec-000-5 (non-numeric counts
// as 0, capped at max_rating, scaled to 5) as a number; the stars people see come from
// shared/pinCard/price.ts (ratingStars), which applies the same rule.
import { RATING_SCALE } from '../constants.ts';

/** A rating scaled to 0..5, to two decimals. */
export function ratingOutOfFive(value: unknown, maxRating: number = RATING_SCALE): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  const max = Number.isFinite(maxRating) && maxRating > 0 ? maxRating : RATING_SCALE;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.round((Math.min(n, max) / max) * RATING_SCALE * 100) / 100;
}
