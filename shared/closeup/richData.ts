// Rich data shown on the closeup: rating stars (spec 000 §5), the price line (spec 000 §4) and
// the cook time of a recipe.
import type { OfferSummary } from '../types.ts';

/** Spec 000 §5: default max_rating. */
export const DEFAULT_MAX_RATING = 5;

/**
 * A rating scaled to 0..5 (spec 000 §5): a non-numeric value counts as 0 and the value is capped
 * at max_rating (default 5) before scaling.
 */
export function ratingOutOfFive(value: number | string, maxRating: number = DEFAULT_MAX_RATING): number {
  const n = typeof value === 'number' ? value : Number(value);
  const max = Number.isFinite(maxRating) && maxRating > 0 ? maxRating : DEFAULT_MAX_RATING;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.round((Math.min(n, max) / max) * 5 * 100) / 100;
}

/** Spec 000 §5: full stars, and a half star for a fraction of 0.25 or more (0.75 rounds up). */
export function ratingStars(value: number | string, maxRating?: number): { full: number; half: boolean } {
  const rating = ratingOutOfFive(value, maxRating);
  const whole = Math.floor(rating);
  const fraction = rating - whole;
  if (fraction >= 0.75) return { full: Math.min(5, whole + 1), half: false };
  return { full: whole, half: fraction >= 0.25 };
}

/** Spec 000 §4: current price (price, else max, else min), a struck original only when it differs, or a range. */
export function priceLine(offer: OfferSummary | undefined): { current: string; original: string | null; range: string | null } | null {
  if (!offer) return null;
  if (offer.minPrice && offer.maxPrice && !offer.price) return { current: offer.maxPrice, original: null, range: `${offer.minPrice}–${offer.maxPrice}` };
  const current = offer.price ?? offer.maxPrice ?? offer.minPrice;
  if (!current) return null;
  const original = offer.standardPrice && offer.standardPrice !== current ? offer.standardPrice : null;
  return { current, original, range: null };
}

/** A cook time in minutes for people: 95 -> "1 hr 35 min". */
export function cookTimeText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return [h ? `${h} hr` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}
