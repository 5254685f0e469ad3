// A grid's pins as a page sends them (worker/pages/cardPins.ts, docs/performance.md): what a card reads, and
// nothing a card never reads, in the document and PageResource; the closeup's own pin stays whole.
import { describe, expect, it } from 'vitest';
import { imageSpecs } from '#shared/images.ts';
import { storyPinDuration } from '#shared/pinCard/badge.ts';
import { CARD_IMAGE_SIZES } from '#shared/pinCard/cardPin.ts';
import { annotationChips } from '#shared/pinCard/menu.ts';
import { cardProduct } from '#shared/pinCard/price.ts';
import { cardTitle } from '#shared/pinCard/text.ts';
import type { Pin, PinPage } from '#shared/types.ts';
import { cardPin, withCardPins } from '#worker/pages/cardPins.ts';
import { pin } from './pinCard/fixtures.ts';

const full = (o: Partial<Pin> = {}): Pin =>
  pin({
    images: imageSpecs('abc', 'jpg', 1000, 1500, false),
    descriptionHtml: '<p>Long <b>HTML</b></p>',
    collectionItems: [{ imageSignature: 'def', images: imageSpecs('def', 'jpg', 800, 800, false) }] as Pin['collectionItems'],
    carouselData: {
      carouselId: 'c1',
      index: 0,
      slots: [{ slotId: 's1', title: 'One', imageSignature: 'ghi', images: imageSpecs('ghi', 'jpg', 600, 900, false) }],
    },
    offsiteUrl: '/offsite/?token=1.x&url=https%3A%2F%2Fa.example%2F&pin=100',
    ...o,
  });

describe('grid pins as cards read them', () => {
  it("keeps the card's srcset sizes, a bot's originals, and every other field (pin-card: Pins, boards and viewers)", () => {
    const whole = full();
    const card = cardPin(whole);
    expect(Object.keys(card.images).sort()).toEqual([...CARD_IMAGE_SIZES].sort());
    for (const size of CARD_IMAGE_SIZES) expect(card.images[size]).toEqual(whole.images[size]);
    expect(Object.keys(card.carouselData!.slots[0].images!).sort()).toEqual([...CARD_IMAGE_SIZES].sort());
    const { images: _a, carouselData: _b, collectionItems: _c, descriptionHtml: _d, pinJoin: _e, ...rest } = whole;
    expect(card).toMatchObject(rest);
    expect(card).not.toHaveProperty('collectionItems');
    expect(card).not.toHaveProperty('descriptionHtml');
    expect(cardPin(full({ images: imageSpecs('abc', 'jpg', 1000, 1500, true) })).images).toEqual(imageSpecs('abc', 'jpg', 1000, 1500, true));
    expect(Object.keys(whole.images)).toHaveLength(8); // the pin it came from is left as it was
  });

  it("of a pin's nested data keeps what the card reads: a story's counts and title, slots' pictures, the chips, the first product (pin-card: Pins, boards and viewers)", () => {
    const product = { name: 'Shears', id: '9', offerSummary: { price: '$7.99' } };
    const whole = full({
      title: '',
      storyPinData: {
        pages: [{ blocks: [{ type: 'text', text: 'Before and after.' }] }],
        staticPageCount: 3,
        totalVideoDuration: 27500,
        metadata: { pinTitle: 'A quiet activity' },
      },
      carouselData: {
        carouselId: 'c1',
        index: 0,
        slots: [{ slotId: 's1', title: 'One', details: 'Long details', link: 'https://a.example/one', imageSignature: 'ghi' }],
      },
      pinJoin: { visualAnnotation: ['Rug', 'Wood', 'Wool', 'Leaf', 'Pot'] },
      richMetadata: { recipe: { name: 'Loaf' }, products: [product, { ...product, id: '10' }] },
    });
    const card = cardPin(whole);
    expect(card.storyPinData).toEqual({ ...whole.storyPinData, pages: [] });
    expect(card.carouselData?.slots).toEqual([{ slotId: 's1', title: 'One', imageSignature: 'ghi' }]);
    expect(card.pinJoin).toEqual({ visualAnnotation: ['Rug', 'Wood', 'Wool'] });
    expect(card.richMetadata).toEqual({ products: [product] });
    // What the card draws from them is the same.
    expect(storyPinDuration(card.storyPinData)).toBe(storyPinDuration(whole.storyPinData));
    expect(cardTitle(card)).toBe(cardTitle(whole));
    expect(annotationChips(card)).toEqual(annotationChips(whole));
    expect(cardProduct(card)).toEqual(cardProduct(whole));
    const linked = full({
      pinJoin: { visualAnnotation: ['A', 'B'], annotationsWithLinksArray: ['A', 'B', 'C', 'D'].map((name) => ({ name, url: `/search/pins/?q=${name}` })) },
    });
    expect(annotationChips(cardPin(linked))).toEqual(annotationChips(linked));
    expect(cardPin(linked).pinJoin?.annotationsWithLinksArray).toHaveLength(3);
  });

  it('applies to every grid of a page, settled or streaming, and leaves a closeup pin whole', async () => {
    const page: PinPage = { pins: [full()], bookmark: 'b' };
    const home = withCardPins({ kind: 'home', feed: Promise.resolve(page) });
    expect((await home.feed).pins[0].images).toEqual(cardPin(full()).images);
    const search = withCardPins({ kind: 'search', results: { type: 'pins', feed: page } });
    expect(search.results.feed.pins[0]).not.toHaveProperty('descriptionHtml');
    expect(search.results.feed.bookmark).toBe('b');
    const closeup = withCardPins({ kind: 'pin', pin: full(), related: Promise.resolve(page) });
    expect(closeup.pin).toEqual(full());
    expect(Object.keys((await closeup.related).pins[0].images)).toHaveLength(CARD_IMAGE_SIZES.length);
  });

  it('lets a failed streaming grid fail where the page renders it', async () => {
    const failed = withCardPins({ kind: 'home', feed: Promise.reject(new Error('D1 down')) });
    await expect(failed.feed).rejects.toThrow('D1 down');
  });
});
