// Price and rating maths of the card footer (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#constants-spec-000-9): which price is current, when
// the original is struck through, ranges, stock markers, recipe stars and cook time.
import { RATING_SCALE } from '../constants.ts';
import type { OfferSummary, Pin, ProductMetadata } from '../types.ts';

const present = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the current price is price, else max, else min. */
export function currentPrice(offer: OfferSummary | undefined): string | null {
  if (!offer) return null;
  return [offer.price, offer.maxPrice, offer.minPrice].find(present) ?? null;
}

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the struck-through original price, only when it differs from the current one. */
export function originalPrice(offer: OfferSummary | undefined): string | null {
  const current = currentPrice(offer);
  const original = offer?.standardPrice;
  return current && present(original) && original.trim() !== current.trim() ? original : null;
}

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: "min - max" when both exist, otherwise the single price. */
export function priceRange(offer: OfferSummary | undefined): string | null {
  if (offer && present(offer.minPrice) && present(offer.maxPrice)) return `${offer.minPrice} - ${offer.maxPrice}`;
  return currentPrice(offer);
}

/** The product a card describes: rich summary first, then rich metadata. */
export function cardProduct(pin: Pick<Pin, 'richSummary' | 'richMetadata'>): ProductMetadata | null {
  return pin.richSummary?.products?.[0] ?? pin.richMetadata?.products?.[0] ?? null;
}

export interface FooterPrice {
  /** The price as shown: "min - max" when both exist, otherwise the single current price. */
  current: string;
  original: string | null;
}

/**
 * The one price formatter of every surface (card footer and closeup): the range when both bounds exist, else the current
 * price, with the struck-through original; null when the pin has no price (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4).
 */
export function footerPrice(pin: Pick<Pin, 'richSummary' | 'richMetadata'>): FooterPrice | null {
  const offer = cardProduct(pin)?.offerSummary;
  const current = priceRange(offer);
  return current ? { current, original: originalPrice(offer) } : null;
}

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#errors-and-messages-spec-000-8: the stock marker of a product card. */
export function stockMarker(pin: Pick<Pin, 'isOosProduct' | 'isStaleProduct'>): 'Sold out' | 'See price on site' | null {
  if (pin.isOosProduct) return 'Sold out';
  if (pin.isStaleProduct) return 'See price on site';
  return null;
}

export interface Stars {
  full: number;
  half: number;
  empty: number;
}

/**
 * docs/rules/pin-card.md#display-rules-spec-000-5: a rating as stars out of 5. Non-numeric counts as 0; capped at the best rating
 * (default 5); scaled to 5; the fraction gives a full star at .75 or more, a half at .25 or more.
 */
export function ratingStars(ratingValue: unknown, bestRating: number = RATING_SCALE): Stars {
  const best = typeof bestRating === 'number' && bestRating > 0 ? bestRating : RATING_SCALE;
  const raw = typeof ratingValue === 'number' ? ratingValue : typeof ratingValue === 'string' && ratingValue.trim() !== '' ? Number(ratingValue) : NaN;
  const value = Number.isFinite(raw) ? Math.min(Math.max(raw, 0), best) : 0;
  const scaled = (value / best) * RATING_SCALE;
  let full = Math.floor(scaled);
  const fraction = scaled - full;
  let half = 0;
  if (fraction >= 0.75) full += 1;
  else if (fraction >= 0.25) half = 1;
  return { full, half, empty: RATING_SCALE - full - half };
}

/**
 * docs/rules/pin-card.md#constants-spec-000-9: cook time in hours, rounded: the minutes past whole hours add a full hour above 45
 * and a half hour above 15. Under an hour the minutes are shown as they are.
 */
export function cookTimeLabel(minutes: number | undefined): string | null {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return null;
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const rest = whole % 60;
  const hours = Math.floor(whole / 60) + (rest > 45 ? 1 : rest > 15 ? 0.5 : 0);
  return `${hours} hr`;
}
