// One pipeline for every pin feed (home, board, saved, related, and later search): read a page
// from the position the bookmark names, decorate the pins for the viewer, place ads where the
// feed carries them, sign every outbound link, and write the next page's bookmark. What a person
// cannot act on (a story pin its creator deleted, outside their own saves) is left out.
import { showsInFeed } from '#shared/pinCard/feedFilter.ts';
import type { Pin, PinPage, Viewer } from '#shared/types.ts';
import { withAds } from '#worker/ads/feed.ts';
import { type BookmarkOf, type FeedKind, writeBookmark } from '#worker/api/bookmarks.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { type PinFeedEnv, signPinPage } from '#worker/offsite/sign.ts';
import { decoratePins, type PinReadOptions } from '#worker/pins/pinData.ts';

/** Who a feed is read for. */
export interface FeedViewer {
  /** The viewer's id as the wire gives it (the viewer is wire-shaped: decision 023). */
  id: Viewer['id'];
  isBot: boolean;
  /** The anonymous cookie: with id, who the promoted pins' view tokens are for (worker/attribution/token.ts). */
  anonymousId: string;
}

/** One page as a feed's read step answers it: undecorated pins and the next position. */
export interface FeedRead<K extends FeedKind> {
  pins: Pin[];
  next: BookmarkOf<K> | null;
  /** The read step's rows said whether the viewer collaborates on each pin's board (viewerColumns). */
  viewerColumnsRead?: boolean;
}

export interface PinFeed<K extends FeedKind> {
  kind: K;
  /** Reads the page at a position (null: the first page). */
  read: (position: BookmarkOf<K> | null, options: PinReadOptions) => Promise<FeedRead<K>>;
  /** Whether promoted pins move to the feed's fixed ad slots (the home feed). */
  ads?: boolean;
}

/** Runs a feed from a decoded position to a finished page of pins. */
export async function pinFeedPage<K extends FeedKind>(env: PinFeedEnv, viewer: FeedViewer, feed: PinFeed<K>, position: BookmarkOf<K> | null): Promise<PinPage> {
  const options: PinReadOptions = { forBot: viewer.isBot, viewerId: viewerUserId(viewer) };
  const page = await feed.read(position, options);
  const decorated = await decoratePins(env.DB, page.pins, { ...options, viewerColumnsRead: page.viewerColumnsRead });
  const pins = decorated.filter((pin) => showsInFeed(pin, viewer.id));
  const placed: PinPage = { pins, bookmark: page.next === null ? null : writeBookmark(feed.kind, page.next) };
  return signPinPage(env, feed.ads ? withAds(placed) : placed, viewer);
}
