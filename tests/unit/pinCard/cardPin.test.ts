// The pins a page's first HTML embeds for its drawn cards (shared/pinCard/cardPin.ts): only the fields a card reads.
import { describe, expect, it } from 'vitest';
import { CARD_PIN_FIELDS, cardPinOf, firstCards } from '#shared/pinCard/cardPin.ts';
import type { PinPage } from '#shared/types.ts';
import { pin } from './fixtures.ts';

const whole = (id: string) =>
  pin({
    entityId: id,
    description: 'A long description only the closeup shows.',
    descriptionHtml: '<p>A long description</p>',
    category: 'food',
    advertiserId: '9',
    seoDescription: 'seo',
    collectionItems: [],
    gridTitle: 'Grid title',
  });

describe('card pins', () => {
  it('keeps every field a card reads and leaves out what only the closeup reads (pin-card: Pins, boards and viewers)', () => {
    const card = cardPinOf(whole('1'));
    expect(Object.keys(card).every((k) => (CARD_PIN_FIELDS as readonly string[]).includes(k))).toBe(true);
    expect(card).toMatchObject({ entityId: '1', title: 'A title', gridTitle: 'Grid title', kind: 'image', advertiserId: '9' });
    for (const gone of ['description', 'descriptionHtml', 'category', 'seoDescription', 'collectionItems', 'createdAt', 'commentsDisabled'])
      expect(card).not.toHaveProperty(gone);
    // An absent optional field stays absent (no `undefined` keys on the wire).
    expect(Object.values(card)).not.toContain(undefined);
  });

  it('embeds only the drawn cards; the rest of the first page is read again on scroll (pin-card: Pins, boards and viewers)', () => {
    const page: PinPage = { pins: ['1', '2', '3'].map(whole), bookmark: 'next' };
    expect(firstCards(page, 2)).toEqual({ pins: [cardPinOf(page.pins[0]), cardPinOf(page.pins[1])], bookmark: null, rest: true });
    // A page no longer than what is drawn (a bot's page, a short feed) keeps its bookmark.
    expect(firstCards(page, 3)).toEqual({ pins: page.pins.map(cardPinOf), bookmark: 'next' });
  });
});
