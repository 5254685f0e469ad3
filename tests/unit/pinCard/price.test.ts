// docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#constants-spec-000-9: price, stock, rating and cook-time rules of the footer.
import { describe, expect, it } from 'vitest';
import { cookTimeLabel, currentPrice, footerPrice, originalPrice, priceRange, ratingStars, stockMarker } from '#shared/pinCard/price.ts';
import { pin } from './fixtures.ts';

describe('prices (pin-card: Card states and the save flow)', () => {
  it.each([
    ['price first', { price: '$5', maxPrice: '$9', minPrice: '$1' }, '$5'],
    ['else max', { maxPrice: '$9', minPrice: '$1' }, '$9'],
    ['else min', { minPrice: '$1' }, '$1'],
    ['none', {}, null],
    ['blank price is absent', { price: ' ', minPrice: '$1' }, '$1'],
  ])('A18: current price: %s', (_n, offer, expected) => {
    expect(currentPrice(offer)).toBe(expected);
  });

  it.each([
    ['differs: struck through', { price: '$5', standardPrice: '$8' }, '$8'],
    ['same: not shown', { price: '$5', standardPrice: '$5' }, null],
    ['no current price: not shown', { standardPrice: '$5' }, null],
  ])('A18: original price %s', (_n, offer, expected) => {
    expect(originalPrice(offer)).toBe(expected);
  });

  it.each([
    ['min-max when both exist', { minPrice: '$1', maxPrice: '$9', price: '$5' }, '$1 - $9'],
    ['the single price otherwise', { price: '$5' }, '$5'],
  ])('A18: range: %s', (_n, offer, expected) => {
    expect(priceRange(offer)).toBe(expected);
  });

  it('shows a price only if one exists (pin-card: Display rules)', () => {
    expect(footerPrice(pin())).toBeNull();
    expect(
      footerPrice(pin({ richSummary: { typeName: 'product', products: [{ name: 'Mug', offerSummary: { price: '$12.00', standardPrice: '$15.00' } }] } })),
    ).toEqual({ current: '$12.00', original: '$15.00' });
  });

  it.each([
    [{ isOosProduct: true }, 'Sold out'],
    [{ isStaleProduct: true }, 'See price on site'],
    [{}, null],
  ])('A18: stock marker %o (pin-card: Card states and the save flow, Errors and messages)', (fields, expected) => {
    expect(stockMarker(pin(fields))).toBe(expected);
  });
});

describe('rating stars (pin-card: Display rules)', () => {
  it.each([
    ['non-numeric counts as 0', 'Not rated yet', 5, { full: 0, half: 0, empty: 5 }],
    ['capped at the best rating', 7, 5, { full: 5, half: 0, empty: 0 }],
    ['scaled to 5 from a 10 scale', 7, 10, { full: 3, half: 1, empty: 1 }],
    ['.75 or more is a full star', 3.75, 5, { full: 4, half: 0, empty: 1 }],
    ['.25 or more is a half star', 3.25, 5, { full: 3, half: 1, empty: 1 }],
    ['below .25 is empty', 3.2, 5, { full: 3, half: 0, empty: 2 }],
    ['numeric strings count', '4.5', 5, { full: 4, half: 1, empty: 0 }],
    ['negative counts as 0', -2, 5, { full: 0, half: 0, empty: 5 }],
  ])('A41: %s', (_n, value, best, expected) => {
    expect(ratingStars(value, best)).toEqual(expected);
  });
});

describe('cook time (pin-card: Constants)', () => {
  it.each([
    [20, '20 min'],
    [60, '1 hr'],
    [75, '1 hr'],
    [76, '1.5 hr'],
    [105, '1.5 hr'],
    [106, '2 hr'],
    [undefined, null],
    [0, null],
  ])('A41: %s minutes → %s', (minutes, expected) => {
    expect(cookTimeLabel(minutes)).toBe(expected);
  });
});
