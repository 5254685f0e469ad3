// Bookmarks: opaque cursors for paging ("bookmark" in the resource envelope), one typed codec
// per feed kind. They are base64url JSON checked against the kind's schema on the way back in,
// so a forged, garbled or other feed's bookmark is a 400, never a 500.
import * as v from 'valibot';
import { isId, type PinId } from '#shared/ids.ts';
import { invalid } from './errors.ts';

const position = v.pipe(v.number(), v.safeInteger());
const pinId = v.pipe(v.string(), v.check(isId));
/** The last pin a page showed, as the bookmark carries it: a position to continue from, typed as the pin id it was. */
const lastPin = v.pipe(
  position,
  v.transform((n) => n as PinId),
);

/** What each feed's bookmark holds. */
const BOOKMARKS = {
  /** The home feed, newest first: the id to continue before. */
  home: v.object({ before: position }),
  /** A board's pins. */
  board: v.object({ before: position }),
  /** A member's saved pins. */
  saves: v.object({ before: position }),
  /** A member's boards: the offset into the sorted list. */
  boards: v.object({ o: v.pipe(position, v.minValue(0)) }),
  /** Pins related to a pin: the pin and the last (score, id) shown. */
  related: v.object({ pin: pinId, score: position, id: lastPin }),
  /** A pin's comments: the pin and the comment id to continue before. */
  comments: v.object({ pin: pinId, before: position }),
  /** Search results, by offset into the ranked results. */
  search: v.object({ o: v.pipe(position, v.minValue(0)) }),
  /** A topic's pins, newest first. */
  topic: v.object({ before: position }),
  /** An editorial feed (today, videos, shopping), by offset into its order. */
  discovery: v.object({ o: v.pipe(position, v.minValue(0)) }),
  /** The signed-in home feed: the tier (0 personal, 1 the rest) and the id to continue before. */
  personal: v.object({ t: v.picklist([0, 1]), before: position, a: v.pipe(position, v.minValue(0)) }),
  /** The signed-out home feed, most saved first, by offset; `a` counts the ads delivered so far (both home feeds). */
  popular: v.object({ o: v.pipe(position, v.minValue(0)), a: v.pipe(position, v.minValue(0)) }),
};

export type FeedKind = keyof typeof BOOKMARKS;
export type BookmarkOf<K extends FeedKind> = v.InferOutput<(typeof BOOKMARKS)[K]>;

/** Encodes the position of a feed kind into a bookmark. */
export function writeBookmark<K extends FeedKind>(kind: K, position: BookmarkOf<K>): string {
  return btoa(JSON.stringify({ f: kind, ...position }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Decodes a bookmark of a feed kind (null for the first page); anything else is a 400. */
export function readBookmark<K extends FeedKind>(kind: K, bookmark: string | null | undefined): BookmarkOf<K> | null {
  if (!bookmark) return null;
  const refused = invalid('The bookmark is not valid; start again from the first page.');
  if (bookmark.length > 512 || !/^[A-Za-z0-9_-]+$/.test(bookmark)) throw refused;
  let value: unknown;
  try {
    value = JSON.parse(atob(bookmark.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    throw refused;
  }
  if (!value || typeof value !== 'object' || (value as { f?: unknown }).f !== kind) throw refused;
  const parsed = v.safeParse(BOOKMARKS[kind], value);
  if (!parsed.success) throw refused;
  return parsed.output as BookmarkOf<K>;
}
