// The pin feeds of the site, each a read step run through the one pipeline (./pipeline.ts):
// pages and resources both call these, so a feed's first page and its later pages agree.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { type BoardId, formatId, issuedId, type PinId, type SectionId, type UserId } from '#shared/ids.ts';
import type { PinPage } from '#shared/types.ts';
import { readBookmark } from '#worker/api/bookmarks.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { SnapshotEnv } from '#worker/lib/edgeSnapshot.ts';
import type { PinFeedEnv } from '#worker/offsite/sign.ts';
import type { PinRow } from '#worker/pins/pinData.ts';
import { pinRowsPage } from '#worker/pins/pinFeedPage.ts';
import { readRelatedPins, relatedRowsPage, sharedRelatedRows } from '#worker/pins/relatedData.ts';
import { readBoardPins, readUserSaves } from '#worker/save/saveData.ts';
import { type FeedViewer, pinFeedPage } from './pipeline.ts';

/**
 * A page of a board's (or one section's) pins. `firstRows`: the first page's rows when the caller
 * read them in its own D1 batch (boardPinsStatement with the same board, section and page size).
 */
export function boardFeedPage(
  env: PinFeedEnv,
  viewer: FeedViewer,
  board: { boardId: BoardId; sectionId: SectionId | null },
  bookmark: string | null,
  pageSize = FEED_PAGE_SIZE,
  firstRows?: readonly PinRow[],
): Promise<PinPage> {
  return pinFeedPage(
    env,
    viewer,
    {
      kind: 'board',
      read: async (position, options) => {
        const page =
          firstRows && !position
            ? pinRowsPage(firstRows, pageSize, options, { by: 'keyset' })
            : await readBoardPins(env.DB, board.boardId, board.sectionId, position?.before ?? null, pageSize, options);
        return { pins: page.pins, next: page.next === null ? null : { before: page.next }, viewerColumnsRead: true };
      },
    },
    readBookmark('board', bookmark),
  );
}

/** A page of the pins a member saved, as the viewer may see them (the /{username}/_saved/ tab). */
export function savedFeedPage(env: PinFeedEnv, viewer: FeedViewer, userId: UserId, bookmark: string | null, pageSize = FEED_PAGE_SIZE): Promise<PinPage> {
  return pinFeedPage(
    env,
    viewer,
    {
      kind: 'saves',
      read: async (position, options) => {
        const page = await readUserSaves(env.DB, userId, viewerUserId(viewer), position?.before ?? null, pageSize, options);
        return { pins: page.pins, next: page.next === null ? null : { before: page.next }, viewerColumnsRead: true };
      },
    },
    readBookmark('saves', bookmark),
  );
}

/**
 * A page of "More to explore": the first (by pin) or the one a bookmark names (it carries the pin).
 * `firstRows`: the first page's rows when the caller read them in its own D1 batch (relatedStatement, same page size).
 * A signed-out viewer's first page is the same rows for every one of them: from the edge's snapshot (sharedRelatedRows).
 */
export function relatedFeedPage(
  env: PinFeedEnv & SnapshotEnv,
  viewer: FeedViewer,
  start: { pinId: PinId } | { bookmark: string },
  pageSize = FEED_PAGE_SIZE,
  firstRows?: readonly unknown[],
): Promise<PinPage> {
  const position = 'bookmark' in start ? readBookmark('related', start.bookmark) : null;
  // The bookmark's pin passed its schema's id check (worker/api/bookmarks.ts).
  const pinId = position ? issuedId<'pin'>(position.pin) : 'pinId' in start ? start.pinId : null;
  if (pinId === null) return Promise.resolve({ pins: [], bookmark: null });
  return pinFeedPage(
    env,
    viewer,
    {
      kind: 'related',
      read: async (at, options) => {
        const shared = !firstRows && !at && viewer.id === null && pageSize === FEED_PAGE_SIZE;
        const first = firstRows ?? (shared ? await sharedRelatedRows(env, pinId) : undefined);
        const page =
          first && !at
            ? relatedRowsPage(first, pageSize, options)
            : await readRelatedPins(env.DB, pinId, at && { score: at.score, id: at.id }, pageSize, options);
        return { pins: page.pins, next: page.next && { pin: formatId(pinId), ...page.next }, viewerColumnsRead: true };
      },
    },
    position,
  );
}
