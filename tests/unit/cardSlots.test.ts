// A card's slot on a page of items with optional cards (client/features/pinCard/cardSlots.ts).
import { describe, expect, it } from 'vitest';
import { cardSlots } from '#client/features/pinCard/cardSlots.ts';

describe('cardSlots (docs/architecture.md: The interface and phones)', () => {
  it('gives each item the number of cards before it, so the cards are slots 0, 1, 2 … whatever lies between', () => {
    const items = [{ pin: null }, { pin: 'a' }, { pin: null }, { pin: 'b' }, { pin: 'c' }, { pin: null }];
    expect(cardSlots(items)).toEqual([0, 0, 1, 1, 2, 3]);
    expect(cardSlots([])).toEqual([]);
  });
});
