// A grid's first cards as a page's HTML embeds them for hydration (docs/performance.md): card pins
// (./cardPin.ts), packed without loss: an image url follows from the pin's signature, size and extension,
// so a card's sizes travel as their width and height; a person or board that several cards name
// (pinner, promoter, board) travels once; each field's name travels as its place in CARD_PIN_FIELDS; a signed outbound path travels as its token (its url and pin are
// the pin's own). The client unpacks the same card pins the worker rendered,
// so the cards hydrate to the same markup. A pin field is packed only when unpacking gives back
// exactly what it was; any other stays as it is.
import { imageUrl } from '#shared/images.ts';
import type { ImageSize, ImageSpec, Pin } from '#shared/types.ts';
import { CARD_PIN_FIELDS, type CardPin, type CardPinPage } from './cardPin.ts';

const OFFSITE_PATH = '/offsite/';

/** The people and boards that cards name, each packed as its index in the page's `refs`. */
const SHARED_FIELDS = ['pinner', 'promoter', 'board'] as const;

type WirePin = Record<string, unknown>;
/** The wire form of a page of card pins: its pins packed, with the people and boards they name. */
export type WirePinPage = Omit<CardPinPage, 'pins'> & { pins: WirePin[]; refs: unknown[] };

/** A field's short name on the wire: a letter by its place in CARD_PIN_FIELDS (letters, not digits, keep a pin's key order). */
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const shortName = (place: number) => LETTERS[place % LETTERS.length].repeat(1 + Math.floor(place / LETTERS.length));
/** Each card field's short name and back; any other name stays as it is. */
const SHORT = new Map<string, string>(CARD_PIN_FIELDS.map((field, i) => [field, shortName(i)]));
const LONG = new Map<string, string>(CARD_PIN_FIELDS.map((field, i) => [shortName(i), field]));

/** Packed images: the extension, then each size with its width and height. */
type WireImages = [string, ...Array<[ImageSize, number, number]>];

const extension = (url: string) => /\.([a-z0-9]+)$/.exec(url)?.[1] ?? '';

function unpackImages(signature: string, [ext, ...sizes]: WireImages): Pin['images'] {
  const images: Pin['images'] = {};
  for (const [size, width, height] of sizes) images[size] = { url: imageUrl(size, signature, ext), width, height };
  return images;
}

function packImages(images: Pin['images']): WireImages {
  const specs = Object.entries(images) as Array<[ImageSize, ImageSpec]>;
  const ext = specs.length ? extension(specs[0][1].url) : '';
  return [ext, ...specs.map(([size, spec]): [ImageSize, number, number] => [size, spec.width, spec.height])];
}

const offsitePath = (token: string, url: string, pin: string) => `${OFFSITE_PATH}?${new URLSearchParams({ token, url, pin })}`;

/** The token of a pin's signed outbound path, when the path is only that token with the pin's link and id. */
function offsiteToken(pin: CardPin): [string] | null {
  if (!pin.offsiteUrl || !pin.link || !pin.offsiteUrl.startsWith(`${OFFSITE_PATH}?`)) return null;
  const token = new URLSearchParams(pin.offsiteUrl.slice(OFFSITE_PATH.length + 1)).get('token');
  return token !== null && offsitePath(token, pin.link, pin.entityId) === pin.offsiteUrl ? [token] : null;
}

/** An annotation's search path (shared/pinCard/menu.ts shows them as chips). */
const annotationPath = (name: string) => `/search/pins/?${new URLSearchParams({ q: name.toLowerCase(), rs: 'pin_annotation' })}`;

type PinJoin = NonNullable<Pin['pinJoin']>;
type Carousel = NonNullable<Pin['carouselData']>;

/** How each packed field of a pin unpacks (`pin`: the pin as sent, `refs`: the page's people and boards). */
function unpackField(key: string, value: unknown, pin: WirePin, refs: unknown[]): unknown {
  if (key === 'images' && Array.isArray(value)) return unpackImages(pin.imageSignature as string, value as WireImages);
  if ((SHARED_FIELDS as readonly string[]).includes(key) && typeof value === 'number') return structuredClone(refs[value]);
  if (key === 'offsiteUrl' && Array.isArray(value)) return offsitePath(value[0], pin.link as string, pin.entityId as string);
  if (key === 'carouselData' && value !== null && typeof value === 'object') {
    const carousel = value as Carousel;
    return {
      ...carousel,
      slots: carousel.slots.map((slot) =>
        Array.isArray(slot.images) ? { ...slot, images: unpackImages(slot.imageSignature, slot.images as unknown as WireImages) } : slot,
      ),
    };
  }
  if (key === 'pinJoin' && value !== null && typeof value === 'object') {
    const join = value as PinJoin & { annotationsWithLinksArray?: unknown[] };
    const links = join.annotationsWithLinksArray;
    if (!links?.every((name) => typeof name === 'string')) return value;
    return { ...join, annotationsWithLinksArray: (links as string[]).map((name) => ({ name, url: annotationPath(name) })) };
  }
  return value;
}

/** A pin field packed (see above), before it is checked. */
function packField(key: string, value: unknown, pin: CardPin, ref: (value: unknown) => number): unknown {
  if (value === null || typeof value !== 'object') return key === 'offsiteUrl' ? (offsiteToken(pin) ?? value) : value;
  if (key === 'images') return packImages(pin.images);
  if ((SHARED_FIELDS as readonly string[]).includes(key)) return ref(value);
  if (key === 'carouselData') {
    const carousel = value as Carousel;
    return { ...carousel, slots: carousel.slots.map((slot) => (slot.images ? { ...slot, images: packImages(slot.images) } : slot)) };
  }
  if (key === 'pinJoin') {
    const join = value as PinJoin;
    return join.annotationsWithLinksArray ? { ...join, annotationsWithLinksArray: join.annotationsWithLinksArray.map((a) => a.name) } : join;
  }
  return value;
}

function unpackPin(short: WirePin, refs: unknown[]): CardPin {
  const wire: WirePin = {};
  for (const [key, value] of Object.entries(short)) wire[LONG.get(key) ?? key] = value;
  const pin: WirePin = {};
  for (const [key, value] of Object.entries(wire)) pin[key] = unpackField(key, value, wire, refs);
  return pin as unknown as CardPin;
}

/** Each field packed when it unpacks to what it was, else as it is; then each name shortened. */
function packPin(pin: CardPin, ref: (value: unknown) => number, refs: unknown[]): WirePin {
  const wire: WirePin = { ...pin };
  for (const [key, value] of Object.entries(pin)) {
    const packed = packField(key, value, pin, ref);
    if (packed !== value && JSON.stringify(unpackField(key, packed, wire, refs)) === JSON.stringify(value)) wire[key] = packed;
  }
  const short: WirePin = {};
  for (const [key, value] of Object.entries(wire)) short[SHORT.get(key) ?? key] = value;
  return short;
}

/**
 * A page of card pins packed for the HTML (see above); each pin is checked to unpack to what it was.
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
  const pins = page.pins.map((pin) => {
    const wire = packPin(pin, ref, refs);
    return JSON.stringify(unpackPin(wire, refs)) === JSON.stringify(pin) ? wire : (pin as unknown as WirePin);
  });
  return { ...page, pins, refs };
}

/** The page of card pins a packed page holds. */
export function unpackPinPage({ refs, pins, ...page }: WirePinPage): CardPinPage {
  return { ...page, pins: pins.map((pin) => unpackPin(pin, refs)) };
}
