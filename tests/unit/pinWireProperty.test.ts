// The packing of a grid's first page (shared/pinCard/wire.ts) loses nothing, for any card pins: the worker no
// longer unpacks each pin to check it, so these properties are the guarantee. The pins are drawn to meet the
// packing's every case: images whose urls follow from the signature or not, outbound paths that are or are not
// the ones a token makes, alt texts around the title, a summary, recipe or reason that repeats the pin's own,
// people and boards that several cards share, texts with any character.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_IMAGE_SIZES, imageUrl } from '#shared/images.ts';
import { CARD_IMAGE_SIZES, CARD_PIN_FIELDS, type CardPinField, type CardPinPage } from '#shared/pinCard/cardPin.ts';
import { packPinPage, shortName, unpackPinPage } from '#shared/pinCard/wire.ts';
import type { BoardSummary, ImageSize, ImageSpec, Pin, UserSummary } from '#shared/types.ts';

/** Texts: plain words, URL-reserved characters, any code point, and a lone surrogate (which URLSearchParams writes as U+FFFD). */
const text = fc.oneof(
  fc.constantFrom('', 'Loaf', 'Rug', 'a b', "it's (new)!~*", 'x+y&z=%20', 'Ünï', '🙂', 'lone \ud800 half'),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
);
const signature = fc.oneof(fc.constantFrom('abc123', 'e8e0d1', 'car'), text);
const ext = fc.constantFrom('jpg', 'png', 'webp', '', 'JPG');
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** An image's spec: its url the one its signature makes (or another signature's, or any text), its width the size's name or any. */
const spec = (size: ImageSize, sig: string, extension: string): fc.Arbitrary<ImageSpec> =>
  fc
    .record({
      url: fc.oneof(
        fc.constant(imageUrl(size, sig, extension)),
        signature.map((other) => imageUrl(size, other, extension)),
        text,
      ),
      width: fc.oneof(fc.constant(Number.parseInt(size, 10) || 100), fc.nat(2000)),
      height: fc.nat(3000),
      extra: optional(fc.constant(1)),
    })
    .map(({ extra, ...s }) => (extra ? { ...s, extra } : s) as ImageSpec);

/** A pin's or slot's pictures: a card's three sizes, every size, or some. */
const images = (sig: string): fc.Arbitrary<Pin['images']> =>
  fc
    .tuple(ext, fc.oneof(fc.constant(CARD_IMAGE_SIZES), fc.constant(ALL_IMAGE_SIZES), fc.subarray(ALL_IMAGE_SIZES)))
    .chain(([extension, sizes]) =>
      fc.tuple(...sizes.map((size) => spec(size, sig, extension))).map((specs) => Object.fromEntries(specs.map((s, i) => [sizes[i], s]))),
    );

const user: fc.Arbitrary<UserSummary> = fc.record(
  {
    entityId: fc.oneof(fc.constantFrom('7', '8'), text),
    username: text,
    fullName: text,
    imageMediumUrl: fc.oneof(
      fc.constant(null),
      fc.tuple(fc.constantFrom('abc123', 'ABC', 'e8e0'), ext).map(([s, e]) => imageUrl('136x136', s, e)),
      text,
    ),
    isVerifiedMerchant: fc.boolean(),
    verifiedIdentity: fc.record({ verified: fc.boolean() }),
  },
  { requiredKeys: ['entityId', 'username', 'fullName', 'imageMediumUrl', 'isVerifiedMerchant'] },
);

const board: fc.Arbitrary<BoardSummary> = fc.record(
  {
    entityId: fc.oneof(fc.constantFrom('30', '31'), text),
    name: text,
    url: text,
    layout: fc.constantFrom('default', 'quick_saves'),
    privacy: fc.constantFrom('public', 'secret', 'protected'),
    isCollaborative: fc.boolean(),
    collaboratorCount: fc.constantFrom(0, 2),
    followedByMe: fc.boolean(),
    owner: fc.oneof(
      fc.record({ entityId: text }),
      text.map((entityId) => ({ entityId, username: 'x' }) as BoardSummary['owner']),
    ),
  },
  { requiredKeys: ['entityId', 'name', 'url', 'layout', 'privacy', 'isCollaborative', 'collaboratorCount', 'owner'] },
);

/** An annotation's search path as the site writes it. */
const annotationPath = (name: string) => `/search/pins/?${new URLSearchParams({ q: name.toLowerCase(), rs: 'pin_annotation' })}`;

/** A pin, its fields drawn alike or unlike its own title, link, picture and board. */
const pin = (people: UserSummary[], boards: BoardSummary[]): fc.Arbitrary<Pin> =>
  fc
    .record({
      entityId: fc.oneof(fc.nat(99999).map(String), text),
      kind: fc.constantFrom('image', 'video', 'recipe', 'product', 'article', 'carousel'),
      title: text,
      around: optional(fc.tuple(text, text)),
      altText: text,
      link: fc.oneof(fc.constant(null), fc.webUrl(), fc.constantFrom('https://www.shop.example/p?q=a b', 'not a url'), text),
      domainOwn: fc.boolean(),
      domain: fc.option(text, { nil: null }),
      sig: signature,
      isPromoted: fc.boolean(),
      isRepin: fc.boolean(),
      pinner: fc.nat(people.length - 1),
      promoter: fc.option(fc.nat(people.length - 1), { nil: null }),
      board: fc.option(fc.nat(boards.length - 1), { nil: null }),
      tracked: optional(fc.oneof(fc.webUrl(), text)),
      adOwn: optional(fc.boolean()),
      isThirdPartyAd: optional(fc.boolean()),
      trackingParams: optional(text),
      offsite: optional(
        fc.record({
          token: fc.oneof(fc.constantFrom('1.tok', '86400.a-b_c*.d', 'a+b', 'a b', '1.%41'), text),
          to: fc.constantFrom('link', 'tracked', 'elsewhere'),
          extras: fc.boolean(),
          raw: optional(text),
        }),
      ),
      carousel: optional(
        fc.array(fc.record({ slotId: text, title: text, own: fc.boolean(), sameImages: fc.boolean(), sig: signature, images: fc.boolean() }), { maxLength: 3 }),
      ),
      summary: optional(
        fc.record({
          typeName: fc.constantFrom('own', 'recipe', 'product'),
          displayName: optional(fc.boolean()),
          url: optional(fc.boolean()),
          products: fc.boolean(),
        }),
      ),
      metadata: optional(fc.record({ recipe: optional(fc.boolean()), products: optional(fc.constantFrom('summary', 'other')) })),
      annotations: optional(
        fc.record({
          visual: optional(fc.array(text, { maxLength: 4 })),
          names: optional(fc.array(text, { maxLength: 4 })),
          fromVisual: fc.boolean(),
          urls: fc.constantFrom('own', 'other'),
          extraKey: fc.boolean(),
        }),
      ),
      reason: optional(fc.record({ reason: fc.constantFrom('RECENT_FOLLOWED_BOARD', 'BOARD_BASED'), board: optional(fc.constantFrom('own', 'other')) })),
    })
    .chain((p) =>
      fc
        .record({
          images: images(p.sig),
          slotImages: fc.tuple(...(p.carousel ?? []).map((slot) => images(slot.own ? p.sig : slot.sig))),
        })
        .map(({ images: pictures, slotImages }) => build(p, pictures, slotImages, people, boards)),
    );

type Drawn = {
  entityId: string;
  kind: string;
  title: string;
  around?: [string, string];
  altText: string;
  link: string | null;
  domainOwn: boolean;
  domain: string | null;
  sig: string;
  isPromoted: boolean;
  isRepin: boolean;
  pinner: number;
  promoter: number | null;
  board: number | null;
  tracked?: string;
  adOwn?: boolean;
  isThirdPartyAd?: boolean;
  trackingParams?: string;
  offsite?: { token: string; to: 'link' | 'tracked' | 'elsewhere'; extras: boolean; raw?: string };
  carousel?: Array<{ slotId: string; title: string; own: boolean; sameImages: boolean; sig: string; images: boolean }>;
  summary?: { typeName: string; displayName?: boolean; url?: boolean; products: boolean };
  metadata?: { recipe?: boolean; products?: 'summary' | 'other' };
  annotations?: { visual?: string[]; names?: string[]; fromVisual: boolean; urls: 'own' | 'other'; extraKey: boolean };
  reason?: { reason: string; board?: 'own' | 'other' };
};

function domainOf(link: string | null): string | null {
  try {
    return link === null ? null : new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

function build(p: Drawn, images: Pin['images'], slotImages: Array<Pin['images']>, people: UserSummary[], boards: BoardSummary[]): Pin {
  const boardOf = p.board === null ? null : boards[p.board];
  const pin: Pin = {
    entityId: p.entityId,
    kind: p.kind as Pin['kind'],
    title: p.title,
    description: 'not a card field',
    altText: p.around ? `${p.around[0]}${p.title}${p.around[1]}` : p.altText,
    link: p.link,
    domain: p.domainOwn ? domainOf(p.link) : p.domain,
    dominantColor: '#aaa',
    imageSignature: p.sig,
    images,
    isPromoted: p.isPromoted,
    isRepin: p.isRepin,
    pinner: people[p.pinner],
    promoter: p.promoter === null ? null : people[p.promoter],
    board: boardOf,
    commentsDisabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  if (p.tracked !== undefined) pin.trackedLink = p.tracked;
  if (p.adOwn !== undefined) pin.adDestinationUrl = p.adOwn ? pin.trackedLink : 'https://elsewhere.example/';
  if (p.isThirdPartyAd !== undefined) pin.isThirdPartyAd = p.isThirdPartyAd;
  if (p.trackingParams !== undefined) pin.trackingParams = p.trackingParams;
  if (p.offsite) {
    const { token, to, extras, raw } = p.offsite;
    const params = new URLSearchParams({
      token,
      url: String(to === 'link' ? p.link : to === 'tracked' ? pin.trackedLink : 'https://else.example/'),
      pin: p.entityId,
    });
    if (extras && pin.isThirdPartyAd) params.set('isThirdPartyAd', 'true');
    if (extras && pin.trackingParams) params.set('client_tracking_params', pin.trackingParams);
    pin.offsiteUrl = raw ?? `/offsite/?${params}`;
  }
  if (p.carousel) {
    pin.carouselData = {
      carouselId: 'c',
      index: 0,
      slots: p.carousel.map((slot, i) => ({
        slotId: slot.slotId,
        title: slot.title,
        imageSignature: slot.own ? p.sig : slot.sig,
        ...(slot.images ? { images: slot.own && slot.sameImages ? structuredClone(images) : slotImages[i] } : {}),
      })),
    };
  }
  const products = [{ name: 'Shears', id: '9', offerSummary: { price: '$7.99' } }];
  if (p.summary) {
    pin.richSummary = { typeName: (p.summary.typeName === 'own' ? p.kind : p.summary.typeName) as 'recipe' };
    if (p.summary.displayName !== undefined) pin.richSummary.displayName = p.summary.displayName ? p.title : 'Other';
    if (p.summary.url !== undefined) pin.richSummary.url = p.summary.url && p.link !== null ? p.link : 'https://other.example/';
    if (p.summary.products) pin.richSummary.products = structuredClone(products);
  }
  if (p.metadata) {
    pin.richMetadata = {};
    if (p.metadata.recipe !== undefined) pin.richMetadata.recipe = { name: p.metadata.recipe ? p.title : 'Another', cookTimeMinutes: 9 };
    if (p.metadata.products) pin.richMetadata.products = p.metadata.products === 'summary' ? structuredClone(products) : [{ name: 'Other', id: '1' }];
  }
  if (p.annotations) {
    const { visual, names, fromVisual, urls, extraKey } = p.annotations;
    const join: NonNullable<Pin['pinJoin']> = {};
    if (visual) join.visualAnnotation = visual;
    const linked = fromVisual && visual ? visual.slice(0, 3) : names;
    if (linked) {
      join.annotationsWithLinksArray = linked.map((name) => ({
        name,
        url: urls === 'own' ? annotationPath(name) : `/search/pins/?q=${name}`,
        ...(extraKey ? { extra: 1 } : {}),
      }));
    }
    pin.pinJoin = join;
  }
  if (p.reason) {
    pin.recommendationReason = { reason: p.reason.reason, hasBoard: true };
    if (p.reason.board === 'own' && boardOf) pin.recommendationReason.board = { name: boardOf.name, url: boardOf.url };
    if (p.reason.board === 'other') pin.recommendationReason.board = { name: 'Elsewhere', url: '/x/elsewhere/' };
  }
  return pin;
}

/** A page of such pins, their people and boards drawn from a few that the cards share. */
const page: fc.Arbitrary<CardPinPage> = fc
  .tuple(fc.array(user, { minLength: 1, maxLength: 3 }), fc.array(board, { minLength: 1, maxLength: 3 }))
  .chain(([people, boards]) =>
    fc.record({
      pins: fc.array(pin(people, boards), { maxLength: 6 }),
      bookmark: fc.option(text, { nil: null }),
      rest: optional(fc.constant(true as const)),
    }),
  )
  .map(({ rest, ...p }) => (rest ? { ...p, rest } : p));

/** What the client reads: the page as JSON, as the HTML carries it. */
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('card pins packed for the HTML, for any pins (pin-card: Pins, boards and viewers)', () => {
  it('unpacking the packed page gives back every pin and field the worker rendered, for any pins (pin-card: Pins, boards and viewers)', () => {
    fc.assert(
      fc.property(page, (drawn) => {
        expect(unpackPinPage(overTheWire(packPinPage(drawn)))).toEqual(overTheWire(drawn));
      }),
      { numRuns: 400 },
    );
  });

  it('a pin whose pictures, outbound path and annotation links follow from its own fields travels without them, whatever their text (pin-card: Pins, boards and viewers)', () => {
    const owned = fc.record({
      id: text,
      link: fc.oneof(fc.webUrl(), text),
      token: fc.stringMatching(/^[\w.*-]{1,12}$/),
      name: text,
      sig: fc.stringMatching(/^[0-9a-f]{4,12}$/),
    });
    fc.assert(
      fc.property(owned, ({ id, link, token, name, sig }) => {
        const specs = Object.fromEntries(
          CARD_IMAGE_SIZES.map((size) => [size, { url: imageUrl(size, sig, 'jpg'), width: Number.parseInt(size, 10), height: 200 }]),
        );
        const own: CardPinPage = {
          pins: [
            {
              entityId: id,
              kind: 'image',
              title: 't',
              altText: '',
              link,
              domain: null,
              dominantColor: '#aaa',
              imageSignature: sig,
              images: specs,
              isPromoted: false,
              isRepin: false,
              pinner: { entityId: '7', username: 'u', fullName: 'U', imageMediumUrl: null, isVerifiedMerchant: false },
              promoter: null,
              board: null,
              offsiteUrl: `/offsite/?${new URLSearchParams({ token, url: link, pin: id })}`,
              pinJoin: { annotationsWithLinksArray: [{ name, url: annotationPath(name) }] },
            },
          ],
          bookmark: null,
        };
        const wire = packPinPage(own);
        expect(unpackPinPage(overTheWire(wire))).toEqual(overTheWire(own));
        // A lone surrogate is written as U+FFFD by URLSearchParams: such a path is kept as it is (and unpacks to itself, above).
        if ([id, link, name].some((s) => /\p{Surrogate}/u.test(s))) return;
        const field = (name: CardPinField) => wire.pins[0][shortName(CARD_PIN_FIELDS.indexOf(name))];
        expect(field('images')).toEqual(['jpg', 200, 200, 736, 200]);
        expect(field('offsiteUrl')).toEqual([token]);
        expect(field('pinJoin')).toEqual({ annotationsWithLinksArray: [name] });
      }),
      { numRuns: 400 },
    );
  });
});
