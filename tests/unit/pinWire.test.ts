// A grid's first page as the HTML embeds it (shared/pinCard/wire.ts): packed without loss, smaller than the pins.
import { describe, expect, it } from 'vitest';
import { imageSpecs } from '#shared/images.ts';
import { CARD_PIN_FIELDS, type CardPinField } from '#shared/pinCard/cardPin.ts';
import { packedImages, packPinPage, shortName, unpackedImages, unpackPinPage } from '#shared/pinCard/wire.ts';
import type { Pin, PinPage } from '#shared/types.ts';
import { board, pin, user } from './pinCard/fixtures.ts';

const linked = (id: string, o: Partial<Pin> = {}): Pin =>
  pin({
    entityId: id,
    imageSignature: `sig${id}`,
    images: imageSpecs(`sig${id}`, 'jpg', 1000, 1500, false),
    link: 'https://a.example/x?y=1&z=2 3',
    offsiteUrl: `/offsite/?${new URLSearchParams({ token: `1.tok${id}`, url: 'https://a.example/x?y=1&z=2 3', pin: id })}`,
    board: board(),
    pinner: user(),
    carouselData: {
      carouselId: 'c',
      index: 0,
      slots: [{ slotId: 's1', title: 'One', imageSignature: 'car', images: imageSpecs('car', 'png', 600, 900, false) }],
    },
    pinJoin: { visualAnnotation: ['Rug'], annotationsWithLinksArray: [{ name: 'Living Room', url: '/search/pins/?q=living+room&rs=pin_annotation' }] },
    ...o,
  });

/** A packed pin's field, by its name (the wire names it by its place in CARD_PIN_FIELDS). */
const field = (wire: Record<string, unknown>, name: CardPinField) => wire[shortName(CARD_PIN_FIELDS.indexOf(name))];

describe('pin pages packed for the HTML', () => {
  it('unpacks to the very pins the worker rendered, in their order, with the bookmark (pin-card: Pins, boards and viewers)', () => {
    const page: PinPage = { pins: [linked('1'), linked('2', { pinner: user({ username: 'other' }) }), linked('3', { board: null })], bookmark: 'b1' };
    const wire = packPinPage(page);
    expect(unpackPinPage(JSON.parse(JSON.stringify(wire)))).toEqual(page);
    expect(JSON.stringify(wire).length).toBeLessThan(JSON.stringify(page).length * 0.6);
    // A person or board that several cards name travels once.
    expect(wire.refs.filter((r) => JSON.stringify(r).includes('"Kitchen"'))).toHaveLength(1);
    // Each ref's keys travel once per shape: a person's, a board's.
    expect(wire.refs.every(Array.isArray)).toBe(true);
    // A board's owner travels as its id, and what most boards are (default layout, public, not a group board) as `usual`.
    expect(wire.shapes).toEqual([Object.keys(user()), ['entityId', 'name', 'url', 'owner', 'usual']]);
    expect(wire.refs).toContainEqual([1, '30', 'Kitchen', '/maker/kitchen/', '7', 1]);
    // Each card field travels under its short name.
    expect(Object.keys(wire.pins[0]).filter((k) => k.length > 1)).toEqual(['description', 'commentsDisabled', 'createdAt']);
    expect(field(wire.pins[0], 'images')).toEqual(['jpg', ...Object.entries(page.pins[0].images).map(([size, s]) => [size, s.width, s.height])]);
    // Its outbound path as its token, without the start every token of the page shares (sent once).
    expect(field(wire.pins[0], 'offsiteUrl')).toEqual(['tok1']);
    expect(wire.tokenStart).toBe('1.');
    // What most pins are (not promoted, not a repin, no promoter) goes without saying.
    for (const name of ['isPromoted', 'isRepin', 'promoter'] as const) expect(wire.pins[0]).not.toHaveProperty(shortName(CARD_PIN_FIELDS.indexOf(name)));
    expect(JSON.stringify(field(wire.pins[0], 'carouselData'))).not.toContain('/i/');
    expect(field(wire.pins[0], 'pinJoin')).toEqual({ visualAnnotation: ['Rug'], annotationsWithLinksArray: ['Living Room'] });
  });

  it('keeps as it is a field that would not unpack to what it was (pin-card: Pins, boards and viewers)', () => {
    const odd = linked('4', {
      images: { '236x': { url: '/i/236x/elsewhere.jpg', width: 236, height: 354 } },
      offsiteUrl: '/offsite/?token=t&url=https%3A%2F%2Fother.example%2F&pin=4',
      pinJoin: { annotationsWithLinksArray: [{ name: 'Rug', url: '/search/pins/?q=carpet' }] },
    });
    const wire = packPinPage({ pins: [odd], bookmark: null });
    expect(field(wire.pins[0], 'images')).toEqual(odd.images);
    expect(field(wire.pins[0], 'offsiteUrl')).toBe(odd.offsiteUrl);
    expect(field(wire.pins[0], 'pinJoin')).toEqual(odd.pinJoin);
    // The fields that do unpack are still packed.
    expect(typeof field(wire.pins[0], 'board')).toBe('number');
    expect(unpackPinPage(wire).pins).toEqual([odd]);
  });

  it("what repeats a pin's own title, link, picture, board or products travels once (pin-card: Pins, boards and viewers)", () => {
    const images = imageSpecs('sig5', 'jpg', 1000, 1500, false);
    const products = [{ name: 'Shears', id: '9', offerSummary: { price: '$7.99' } }];
    const recipe = linked('5', {
      kind: 'recipe',
      title: 'Loaf',
      richSummary: { typeName: 'recipe', displayName: 'Loaf', siteName: 'Pot', url: 'https://a.example/x?y=1&z=2 3', displayCookTime: 9 },
      richMetadata: { recipe: { name: 'Loaf', cookTimeMinutes: 9 }, products },
      carouselData: { carouselId: 'c', index: 0, slots: [{ slotId: 's1', title: 'One', imageSignature: 'sig5', images }] },
      pinJoin: {
        visualAnnotation: ['Rug', 'Wood', 'Wool'],
        annotationsWithLinksArray: ['Rug', 'Wood'].map((name) => ({ name, url: `/search/pins/?q=${name.toLowerCase()}&rs=pin_annotation` })),
      },
      recommendationReason: { reason: 'RECENT_FOLLOWED_BOARD', hasBoard: true, board: { name: 'Kitchen', url: '/maker/kitchen/' } },
    });
    const product = linked('6', { richSummary: { typeName: 'product', displayName: 'Other', products }, richMetadata: { products } });
    const tracked = 'https://shop.example/p?utm_source=pinboard&utm_medium=paid';
    const trio = imageSpecs('sig7', 'jpg', 700, 1400, false);
    const promoted = linked('7', {
      images: { '236x': trio['236x'], '474x': trio['474x'], '736x': trio['736x'] },
      link: 'https://www.shop.example/p',
      domain: 'shop.example',
      trackedLink: tracked,
      adDestinationUrl: tracked,
      trackingParams: 'Cw_AB',
      offsiteUrl: `/offsite/?${new URLSearchParams({ token: '1.tok7', url: tracked, pin: '7', client_tracking_params: 'Cw_AB' })}`,
    });
    const notUrl = linked('8', { link: 'not a url', domain: 'not a url', offsiteUrl: '/offsite/?token=t&url=elsewhere&pin=8' });
    const page: PinPage = { pins: [recipe, product, promoted, notUrl], bookmark: null };
    const wire = packPinPage(page);
    expect(unpackPinPage(JSON.parse(JSON.stringify(wire)))).toEqual(page);
    expect(field(wire.pins[0], 'richSummary')).toMatchObject({ typeName: 0, displayName: 0, url: 0 });
    expect(field(wire.pins[0], 'richMetadata')).toEqual({ recipe: { name: 0, cookTimeMinutes: 9 }, products });
    expect(field(wire.pins[0], 'carouselData')).toMatchObject({ slots: [{ imageSignature: 0, images: 0 }] });
    expect(field(wire.pins[0], 'pinJoin')).toEqual({ visualAnnotation: ['Rug', 'Wood', 'Wool'], annotationsWithLinksArray: 2 });
    expect(field(wire.pins[0], 'recommendationReason')).toMatchObject({ board: 0 });
    // Not the pin's own: kept as it is.
    expect(field(wire.pins[1], 'richSummary')).toMatchObject({ displayName: 'Other' });
    expect(field(wire.pins[1], 'richMetadata')).toEqual({ products: 0 });
    // A promoted pin's outbound path to its tracked link travels as its token, its destination and domain as the pin's own.
    expect(field(wire.pins[2], 'offsiteUrl')).toEqual(['tok7', 1]);
    expect(field(wire.pins[2], 'adDestinationUrl')).toBe(0);
    // A card's three sizes travel as their heights and the largest's width (the others are as wide as they are named).
    expect(field(wire.pins[2], 'images')).toEqual(['jpg', trio['236x']!.height, trio['474x']!.height, trio['736x']!.width, trio['736x']!.height]);
    expect(field(wire.pins[2], 'domain')).toBe(0);
    expect(field(wire.pins[3], 'domain')).toBe('not a url');
    expect(field(wire.pins[3], 'offsiteUrl')).toBe('/offsite/?token=t&url=elsewhere&pin=8');
  });

  it("an alt text that says the title, a person's avatar and the tokens' common start travel once (pin-card: Pins, boards and viewers)", () => {
    const avatar = user({ imageMediumUrl: '/i/136x136/abc123.jpg' });
    const recipe = linked('9', { kind: 'recipe', title: 'Loaf', altText: 'Photo of the recipe “Loaf”', pinner: avatar });
    const own = linked('10', {
      kind: 'image',
      title: 'Rug',
      altText: 'A red rug on oak',
      offsiteUrl: `/offsite/?${new URLSearchParams({ token: '2.tok10', url: 'https://a.example/x?y=1&z=2 3', pin: '10' })}`,
    });
    const elsewhere = user({ username: 'far', imageMediumUrl: 'https://cdn.example/a.jpg' });
    const group = board({ entityId: '31', name: 'Ours', privacy: 'protected', isCollaborative: true, collaboratorCount: 2 });
    const page: PinPage = { pins: [recipe, own, linked('11', { pinner: elsewhere, board: group })], bookmark: null };
    const wire = packPinPage(page);
    expect(unpackPinPage(JSON.parse(JSON.stringify(wire)))).toEqual(page);
    expect(field(wire.pins[0], 'altText')).toEqual(['Photo of the recipe “', '”']);
    expect(field(wire.pins[1], 'altText')).toBe('A red rug on oak');
    expect(JSON.stringify(wire.refs)).toContain('["abc123","jpg"]');
    expect(JSON.stringify(wire.refs)).toContain('https://cdn.example/a.jpg');
    // A board unlike most keeps its values.
    expect(wire.refs).toContainEqual([2, '31', 'Ours', '/maker/kitchen/', 'default', 'protected', true, 2, '7']);
    // Tokens that start differently keep their whole text.
    expect(wire.tokenStart).toBeUndefined();
    expect(field(wire.pins[1], 'offsiteUrl')).toEqual(['2.tok10']);
  });
});

describe("a closeup's images in its embedded state (closeup-and-visitors: States and actions)", () => {
  it('sends every size as numbers when the urls follow from the signature, and unpacks them exactly (closeup-and-visitors: States and actions)', () => {
    const images = imageSpecs('e8e0d1108d1b9f0e3b356dfd087f9d2b', 'jpg', 1000, 1815, false);
    const packed = packedImages({ imageSignature: 'e8e0d1108d1b9f0e3b356dfd087f9d2b', images });
    expect(Array.isArray(packed)).toBe(true);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(images).length / 2);
    expect(unpackedImages('e8e0d1108d1b9f0e3b356dfd087f9d2b', packed)).toEqual(images);
  });

  it('sends images whose urls do not follow from the signature as they are (closeup-and-visitors: States and actions)', () => {
    const images = { '236x': { url: 'https://elsewhere.example/a.jpg', width: 236, height: 300 } };
    const packed = packedImages({ imageSignature: 'abc', images });
    expect(packed).toEqual(images);
    expect(unpackedImages('abc', packed)).toEqual(images);
  });
});
