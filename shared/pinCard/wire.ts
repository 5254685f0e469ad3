// A grid's first cards as a page's HTML embeds them for hydration (docs/performance.md): card pins
// (./cardPin.ts), packed without loss: an image url follows from the pin's signature, size and extension,
// so a card's sizes travel as their width and height; a person or board that several cards name
// (pinner, promoter, board) travels once; each field's name travels as its place in CARD_PIN_FIELDS; a signed outbound path travels as its token (its url and pin are
// the pin's own); what repeats the pin's own title, link, picture, board or rich summary inside another field travels
// as SAME (a rich summary's type, name and url, the metadata's products and recipe name, a carousel's first slot's picture,
// the reason's board; an alt text as what comes around the title), a person's avatar as its signature, a board's owner as its id and what most boards are (`usual`), the outbound tokens' common start once, and an annotation chip list that is the first of the pin's annotations as their count. The client unpacks the same card pins the worker rendered,
// so the cards hydrate to the same markup. A pin field is packed only when its unpacking gives back
// exactly what it was (each packer checks what its unpacker reads: an image's url against the one its
// signature makes, an outbound path against the one its token makes); any other stays as it is.
// tests/unit/pinWireProperty.test.ts holds that for any card pins.
import { imageUrl } from '#shared/images.ts';
import type { ImageSize, ImageSpec, Pin } from '#shared/types.ts';
import { CARD_IMAGE_SIZES, CARD_PIN_FIELDS, type CardPin, type CardPinField, type CardPinPage } from './cardPin.ts';

const OFFSITE_PATH = '/offsite/';

/** The people and boards that cards name, each packed as its index in the page's `refs` (each ref its shape's place and values: `shapes`). */
const SHARED_FIELDS = ['pinner', 'promoter', 'board'] as const;

type WirePin = Record<string, unknown>;
/** The wire form of a page of card pins: its pins packed, with the people and boards they name. */
export type WirePinPage = Omit<CardPinPage, 'pins'> & { pins: WirePin[]; refs: unknown[]; shapes?: string[][]; tokenStart?: string };

/** A field's short name on the wire: a letter by its place in CARD_PIN_FIELDS (letters, not digits, keep a pin's key order). */
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const shortName = (place: number) => LETTERS[place % LETTERS.length].repeat(1 + Math.floor(place / LETTERS.length));
/** Each card field's short name and back; any other name stays as it is. */
const SHORT = new Map<string, string>(CARD_PIN_FIELDS.map((field, i) => [field, shortName(i)]));
const LONG = new Map<string, string>(CARD_PIN_FIELDS.map((field, i) => [shortName(i), field]));

/** Packed images: the extension, then each size with its width and height; a card's own sizes (CARD_IMAGE_SIZES), the extension, then the heights and the largest's width (the others are as wide as they are named). */
export type WireImages = [string, ...Array<[ImageSize, number, number]>] | [string, number, number, number, number];

const extension = (url: string) => /\.([a-z0-9]+)$/.exec(url)?.[1] ?? '';
/** A card's sizes: the two whose width is their name, then the largest. */
const [SMALL, MEDIUM, LARGE] = CARD_IMAGE_SIZES;
const named = (size: ImageSize) => Number.parseInt(size, 10);

function unpackImages(signature: string, [ext, ...packed]: WireImages): Pin['images'] {
  const sizes: Array<[ImageSize, number, number]> =
    typeof packed[0] === 'number'
      ? (([small, medium, width, large]) => [
          [SMALL, named(SMALL), small],
          [MEDIUM, named(MEDIUM), medium],
          [LARGE, width, large],
        ])(packed as number[])
      : (packed as Array<[ImageSize, number, number]>);
  const images: Pin['images'] = {};
  for (const [size, width, height] of sizes) images[size] = { url: imageUrl(size, signature, ext), width, height };
  return images;
}

/** Images packed when each is its url, width and height, the url the one `signature` makes for its size (so they unpack to what they were); else null. */
function packImages(images: Pin['images'], signature: string): WireImages | null {
  const specs = Object.entries(images) as Array<[ImageSize, ImageSpec]>;
  const ext = specs.length && isRecord(specs[0][1]) ? extension(String(specs[0][1].url)) : '';
  for (const [size, spec] of specs) {
    if (!isRecord(spec) || Object.keys(spec).length !== 3 || typeof spec.width !== 'number' || typeof spec.height !== 'number') return null;
    if (spec.url !== imageUrl(size, signature, ext)) return null;
  }
  const [small, medium, large] = specs.map(([, spec]) => spec);
  const cardSizes = specs.length === 3 && specs.every(([size], i) => size === CARD_IMAGE_SIZES[i]);
  if (cardSizes && small.width === named(SMALL) && medium.width === named(MEDIUM)) return [ext, small.height, medium.height, large.width, large.height];
  return [ext, ...specs.map(([size, spec]): [ImageSize, number, number] => [size, spec.width, spec.height])];
}

/** A signed outbound path from its token: to the pin's link, or (`tracked`) to its tracked link with its ad's parameters. */
function offsitePath([token, tracked]: unknown[], pin: WirePin): string {
  const params = new URLSearchParams({ token: token as string, url: (tracked ? pin.trackedLink : pin.link) as string, pin: pin.entityId as string });
  if (tracked && pin.isThirdPartyAd) params.set('isThirdPartyAd', 'true');
  if (tracked && pin.trackingParams) params.set('client_tracking_params', pin.trackingParams as string);
  return `${OFFSITE_PATH}?${params}`;
}

/**
 * A text as URLSearchParams writes it (application/x-www-form-urlencoded), without building one: what the
 * packing compares with a pin's own paths (tests/unit/pinWireProperty.test.ts holds the two alike).
 * Throws on a lone surrogate (the callers then pack nothing).
 */
const formText = (text: unknown) =>
  encodeURIComponent(String(text)).replace(/%20|[!'()~]/g, (c) => (c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));

const OFFSITE_START = `${OFFSITE_PATH}?token=`;

/** The token of a pin's signed outbound path (and whether it leads to the tracked link), when the path is exactly the one offsitePath makes of it. */
function offsiteToken(pin: CardPin): unknown[] | null {
  const path = pin.offsiteUrl;
  if (typeof path !== 'string' || !path.startsWith(OFFSITE_START)) return null;
  const end = path.indexOf('&', OFFSITE_START.length);
  const token = path.slice(OFFSITE_START.length, end < 0 ? path.length : end);
  // A token of these characters is written as it is, so the path's text is the token itself.
  if (!/^[\w.*-]*$/.test(token)) return null;
  try {
    const base = `${OFFSITE_START}${token}&url=`;
    const pinPart = `&pin=${formText(pin.entityId)}`;
    if (path === `${base}${formText(pin.link)}${pinPart}`) return [token];
    let tracked = `${base}${formText(pin.trackedLink)}${pinPart}`;
    if (pin.isThirdPartyAd) tracked += '&isThirdPartyAd=true';
    if (pin.trackingParams) tracked += `&client_tracking_params=${formText(pin.trackingParams)}`;
    return path === tracked ? [token, 1] : null;
  } catch {
    return null; // a lone surrogate: URLSearchParams would have written U+FFFD
  }
}

/** A link's domain as the worker names it (its host without www.). */
function domainOf(link: unknown): string | undefined {
  try {
    return typeof link === 'string' ? new URL(link).hostname.replace(/^www\./, '') : undefined;
  } catch {
    return undefined; // not a url: the domain travels as it is
  }
}

/** An annotation's search path (shared/pinCard/menu.ts shows them as chips). */
const annotationPath = (name: string) => `/search/pins/?${new URLSearchParams({ q: name.toLowerCase(), rs: 'pin_annotation' })}`;

/** Whether each annotation link is a name and the search path annotationPath makes of it (so the names unpack to them). */
function namedLinks(links: unknown): links is Array<{ name: string; url: string }> {
  try {
    return (
      Array.isArray(links)
      && links.every(
        (link) =>
          isRecord(link)
          && typeof link.name === 'string'
          && Object.keys(link).length === 2
          && link.url === `/search/pins/?q=${formText(link.name.toLowerCase())}&rs=pin_annotation`,
      )
    );
  } catch {
    return false; // a lone surrogate
  }
}

type PinJoin = NonNullable<Pin['pinJoin']>;
type Carousel = NonNullable<Pin['carouselData']>;
type RichSummary = NonNullable<Pin['richSummary']>;
type RichMetadata = NonNullable<Pin['richMetadata']>;
type Reason = NonNullable<Pin['recommendationReason']>;

/** In a packed field, a value that is the pin's own (which one: the field's place says). */
const SAME = 0;
/** `value` when it is not SAME, else `own()`. */
const orOwn = <T>(value: unknown, own: () => T): T => (value === SAME ? own() : (value as T));
/** SAME when `value` equals `own` (as JSON), else `value`. */
const sameAs = (value: unknown, own: unknown) => (own !== undefined && same(value, own) ? SAME : value);

/** The pin's own pictures, packed or not. */
const ownImages = (pin: WirePin): Pin['images'] =>
  Array.isArray(pin.images) ? unpackImages(pin.imageSignature as string, pin.images as WireImages) : structuredClone(pin.images as Pin['images']);

/** An alt text that says the pin's title (as the site writes one from it, shared/closeup/autoAltText.ts): what comes before and after the title. */
function aroundTitle(altText: unknown, title: string): unknown {
  const at = typeof altText === 'string' && title ? altText.indexOf(title) : -1;
  return at < 0 ? altText : [(altText as string).slice(0, at), (altText as string).slice(at + title.length)];
}

/** The name and url of the pin's board (a ref or as it is). */
function ownBoard(pin: WirePin, refs: unknown[]): { name: string; url: string } | undefined {
  const board = (typeof pin.board === 'number' ? refs[pin.board] : pin.board) as { name: string; url: string } | null | undefined;
  return board ? { name: board.name, url: board.url } : undefined;
}

/** How each packed field of a pin unpacks (`pin`: the pin as sent, `refs`: the page's people and boards). */
function unpackField(key: string, value: unknown, pin: WirePin, refs: unknown[]): unknown {
  if (key === 'images' && Array.isArray(value)) return unpackImages(pin.imageSignature as string, value as WireImages);
  if ((SHARED_FIELDS as readonly string[]).includes(key) && typeof value === 'number') return structuredClone(refs[value]);
  if (key === 'offsiteUrl' && Array.isArray(value)) return offsitePath(value, pin);
  if (key === 'adDestinationUrl') return orOwn(value, () => pin.trackedLink);
  if (key === 'domain') return orOwn(value, () => domainOf(pin.link));
  if (key === 'altText' && Array.isArray(value)) return `${value[0]}${pin.title}${value[1]}`;
  if (key === 'carouselData' && value !== null && typeof value === 'object') {
    const carousel = value as Carousel;
    return {
      ...carousel,
      slots: carousel.slots.map((packed) => {
        const slot = { ...packed, imageSignature: orOwn(packed.imageSignature, () => pin.imageSignature as string) };
        if (packed.images === (SAME as unknown)) return { ...slot, images: ownImages(pin) };
        return Array.isArray(slot.images) ? { ...slot, images: unpackImages(slot.imageSignature, slot.images as unknown as WireImages) } : slot;
      }),
    };
  }
  if (key === 'pinJoin' && value !== null && typeof value === 'object') {
    const join = value as PinJoin & { annotationsWithLinksArray?: unknown };
    const packed = join.annotationsWithLinksArray;
    const links = typeof packed === 'number' ? (join.visualAnnotation ?? []).slice(0, packed) : packed;
    if (!Array.isArray(links) || !links.every((name) => typeof name === 'string')) return value;
    return { ...join, annotationsWithLinksArray: (links as string[]).map((name) => ({ name, url: annotationPath(name) })) };
  }
  if (key === 'richSummary' && value !== null && typeof value === 'object') {
    const summary = { ...(value as RichSummary) };
    if ('typeName' in summary) summary.typeName = orOwn(summary.typeName, () => pin.kind as RichSummary['typeName']);
    if ('displayName' in summary) summary.displayName = orOwn(summary.displayName, () => pin.title as string);
    if ('url' in summary) summary.url = orOwn(summary.url, () => pin.link as string);
    return summary;
  }
  if (key === 'richMetadata' && value !== null && typeof value === 'object') {
    const metadata = { ...(value as RichMetadata) };
    if ('products' in metadata) metadata.products = orOwn(metadata.products, () => structuredClone((pin.richSummary as RichSummary).products));
    if (metadata.recipe) metadata.recipe = { ...metadata.recipe, name: orOwn(metadata.recipe.name, () => pin.title as string) };
    return metadata;
  }
  if (key === 'recommendationReason' && value !== null && typeof value === 'object') {
    const reason = value as Reason;
    return 'board' in reason ? { ...reason, board: orOwn(reason.board, () => ownBoard(pin, refs)) } : reason;
  }
  return value;
}

/** A pin field packed (see above) when it unpacks to what it was (unpackField), else as it is. */
function packField(key: string, value: unknown, pin: CardPin, ref: (value: unknown) => number): unknown {
  if (key === 'offsiteUrl') return offsiteToken(pin) ?? value;
  if (key === 'adDestinationUrl') return sameAs(value, pin.trackedLink);
  if (key === 'domain') return sameAs(value, domainOf(pin.link));
  if (key === 'altText') return aroundTitle(value, pin.title);
  if (value === null || typeof value !== 'object') return value;
  if (key === 'images') return packImages(pin.images, pin.imageSignature) ?? value;
  if ((SHARED_FIELDS as readonly string[]).includes(key)) return ref(value);
  if (key === 'carouselData') {
    const carousel = value as Carousel;
    const slots = carousel.slots.map((slot) => {
      const own = slot.imageSignature === pin.imageSignature;
      const packed: Record<string, unknown> = { ...slot };
      if (own) packed.imageSignature = SAME;
      if (slot.images) packed.images = own && sameAs(slot.images, pin.images) === SAME ? SAME : (packImages(slot.images, slot.imageSignature) ?? slot.images);
      return packed;
    });
    return { ...carousel, slots };
  }
  if (key === 'pinJoin') {
    const join = value as PinJoin;
    if (!namedLinks(join.annotationsWithLinksArray)) return join;
    const names = join.annotationsWithLinksArray.map((a) => a.name);
    const prefix = names.length > 0 && names.every((name, i) => join.visualAnnotation?.[i] === name);
    return { ...join, annotationsWithLinksArray: prefix ? names.length : names };
  }
  if (key === 'richSummary') {
    const summary = { ...(value as RichSummary) };
    if ('typeName' in summary) summary.typeName = sameAs(summary.typeName, pin.kind) as RichSummary['typeName'];
    if ('displayName' in summary) summary.displayName = sameAs(summary.displayName, pin.title) as string;
    if ('url' in summary) summary.url = sameAs(summary.url, pin.link) as string;
    return summary;
  }
  if (key === 'richMetadata') {
    const metadata = { ...(value as RichMetadata) };
    if ('products' in metadata) metadata.products = sameAs(metadata.products, pin.richSummary?.products) as RichMetadata['products'];
    if (metadata.recipe) metadata.recipe = { ...metadata.recipe, name: sameAs(metadata.recipe.name, pin.title) as string };
    return metadata;
  }
  if (key === 'recommendationReason') {
    const reason = value as Reason;
    const board = pin.board ? { name: pin.board.name, url: pin.board.url } : undefined;
    return 'board' in reason ? { ...reason, board: sameAs(reason.board, board) } : reason;
  }
  return value;
}

/** What most pins are, in fields every pin has: left out of the wire when a pin is so. */
const USUAL: Partial<Record<CardPinField, unknown>> = { isPromoted: false, isRepin: false, promoter: null };

function unpackPin(short: WirePin, refs: unknown[]): CardPin {
  const wire: WirePin = {};
  for (const [key, value] of Object.entries(short)) wire[LONG.get(key) ?? key] = value;
  const pin: WirePin = {};
  for (const [key, value] of Object.entries(wire)) pin[key] = unpackField(key, value, wire, refs);
  for (const [key, value] of Object.entries(USUAL)) if (!(key in pin)) pin[key] = value;
  return pin as unknown as CardPin;
}

/** Each field packed (packField) under its short name, what most pins are (USUAL) left out. */
function packPin(pin: CardPin, ref: (value: unknown) => number): WirePin {
  const short: WirePin = {};
  for (const [key, value] of Object.entries(pin)) {
    if (Object.hasOwn(USUAL, key) && USUAL[key as CardPinField] === value) continue;
    short[SHORT.get(key) ?? key] = packField(key, value, pin, ref);
  }
  return short;
}

/** Whether two JSON values are equal, whatever the order of their keys (an unpacked pin puts USUAL fields last). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => same(item, (b as unknown[])[i]));
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((key) => x[key] !== undefined);
  return keys.length === Object.keys(y).filter((key) => y[key] !== undefined).length && keys.every((key) => same(x[key], y[key]));
}

/**
 * A page of card pins packed for the HTML (see above).
 * @example unpackPinPage(packPinPage(page)) // deep-equal to page
 */
export function packPinPage(page: CardPinPage): WirePinPage {
  const refs: unknown[] = [];
  const index = new Map<string, number>();
  const ref = (value: unknown) => {
    const json = JSON.stringify(value);
    let at = index.get(json);
    if (at === undefined) {
      at = refs.push(value) - 1;
      index.set(json, at);
    }
    return at;
  };
  const pins = page.pins.map((pin) => packPin(pin, ref));
  return { ...page, ...sharedTokenStart(pins), ...shapeRefs(refs.map(packRef)) };
}

/** The site's avatar size (a person's imageMediumUrl). */
const AVATAR: ImageSize = '136x136';

/** A person whose picture is the avatar size of a signature: the picture as its signature and extension. */
function packAvatar(ref: unknown): unknown {
  if (!isRecord(ref) || typeof ref.imageMediumUrl !== 'string') return ref;
  const [, signature, ext] = /^\/i\/136x136\/([0-9a-f]+)\.([a-z0-9]+)$/.exec(ref.imageMediumUrl) ?? [];
  return signature && imageUrl(AVATAR, signature, ext) === ref.imageMediumUrl ? { ...ref, imageMediumUrl: [signature, ext] } : ref;
}

function unpackAvatar(ref: unknown): unknown {
  if (!isRecord(ref) || !Array.isArray(ref.imageMediumUrl)) return ref;
  const [signature, ext] = ref.imageMediumUrl as [string, string];
  return { ...ref, imageMediumUrl: imageUrl(AVATAR, signature, ext) };
}

/** What most boards are: left out of a board's ref when it is all of them (its `usual` says so). */
const USUAL_BOARD = { layout: 'default', privacy: 'public', isCollaborative: false, collaboratorCount: 0 } as const;

/** A board (it has an owner): its owner as the owner's id, and what most boards are as `usual: 1`. */
function packBoard(ref: unknown): unknown {
  if (!isRecord(ref) || !isRecord(ref.owner)) return ref;
  const board: Record<string, unknown> = { ...ref };
  if (Object.keys(ref.owner).length === 1 && typeof ref.owner.entityId === 'string') board.owner = ref.owner.entityId;
  if (Object.entries(USUAL_BOARD).every(([key, value]) => ref[key] === value)) {
    for (const key of Object.keys(USUAL_BOARD)) delete board[key];
    board.usual = 1;
  }
  return board;
}

function unpackBoard(ref: unknown): unknown {
  if (!isRecord(ref) || !('owner' in ref)) return ref;
  const { usual, ...board } = ref;
  if (typeof board.owner === 'string') board.owner = { entityId: board.owner };
  return usual === 1 ? { ...board, ...USUAL_BOARD } : board;
}

const unpackRef = (ref: unknown) => unpackBoard(unpackAvatar(ref));
/** A person or board packed: its avatar, a board's owner and usual values (each only when it unpacks to what it was). */
const packRef = (ref: unknown) => packBoard(packAvatar(ref));

const OFFSITE = shortName(CARD_PIN_FIELDS.indexOf('offsiteUrl'));
/** An outbound path's token up to its first dot (the signing's expiry: the same for a page's pins). */
const tokenStartOf = (packed: unknown) => (Array.isArray(packed) && typeof packed[0] === 'string' ? /^[^.]*\./.exec(packed[0])?.[0] : undefined);

/** When every packed outbound token of the page starts alike, that start once for the page (`tokenStart`) and each token without it. */
function sharedTokenStart(pins: WirePin[]): { pins: WirePin[]; tokenStart?: string } {
  const packed = pins.filter((pin) => Array.isArray(pin[OFFSITE]));
  const start = packed.length > 1 ? tokenStartOf(packed[0][OFFSITE]) : undefined;
  if (!start || !packed.every((pin) => tokenStartOf(pin[OFFSITE]) === start)) return { pins };
  const cut = (pin: WirePin): WirePin => {
    if (!Array.isArray(pin[OFFSITE])) return pin;
    const [token, ...rest] = pin[OFFSITE] as [string, ...unknown[]];
    return { ...pin, [OFFSITE]: [token.slice(start.length), ...rest] };
  };
  return { pins: pins.map(cut), tokenStart: start };
}

/** Each packed outbound token with the page's `tokenStart` again. */
function withTokenStart(pin: WirePin, start: string | undefined): WirePin {
  if (!start || !Array.isArray(pin[OFFSITE])) return pin;
  const [token, ...rest] = pin[OFFSITE] as [string, ...unknown[]];
  return { ...pin, [OFFSITE]: [start + token, ...rest] };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The refs with each person's or board's keys named once in `shapes`: a ref is its shape's place, then its values. */
function shapeRefs(refs: unknown[]): { refs: unknown[]; shapes?: string[][] } {
  if (!refs.every((ref) => !Array.isArray(ref) && (!isRecord(ref) || Object.values(ref).every((v) => v !== undefined)))) return { refs };
  const shapes: string[][] = [];
  const shaped = refs.map((ref) => {
    if (!isRecord(ref)) return ref;
    const keys = Object.keys(ref);
    let at = shapes.findIndex((shape) => JSON.stringify(shape) === JSON.stringify(keys));
    if (at < 0) at = shapes.push(keys) - 1;
    return [at, ...Object.values(ref)];
  });
  return { refs: shaped, shapes };
}

/** The page of card pins a packed page holds. */
export function unpackPinPage({ refs, pins, shapes, tokenStart, ...page }: WirePinPage): CardPinPage {
  const whole = (shapes ? refs.map((ref) => (Array.isArray(ref) ? Object.fromEntries(shapes[ref[0]].map((key, i) => [key, ref[i + 1]])) : ref)) : refs).map(
    unpackRef,
  );
  return { ...page, pins: pins.map((pin) => unpackPin(withTokenStart(pin, tokenStart), whole)) };
}

/**
 * A closeup pin's images as its page's embedded state sends them: packed as a card's are when they
 * unpack to what they were (the urls follow from the signature), else as they are.
 * @example unpackedImages(pin.imageSignature, packedImages(pin)) // deep-equal to pin.images
 */
export function packedImages(pin: Pick<Pin, 'images' | 'imageSignature'>): Pin['images'] | WireImages {
  return packImages(pin.images, pin.imageSignature) ?? pin.images;
}

/** The images `packedImages` sent. */
export function unpackedImages(signature: string, images: Pin['images'] | WireImages): Pin['images'] {
  return Array.isArray(images) ? unpackImages(signature, images) : images;
}
