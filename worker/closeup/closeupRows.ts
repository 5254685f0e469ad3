// What a closeup reads (docs/performance.md#edge-snapshots): the pin's row with its first comments and, where the page
// shows them, its first page of related pins; then what the pin's row names (its story's or collection's media, its
// variants), for the few pins that have any. A signed-out viewer's are the same for every one of them: from this data
// centre's snapshots of a public pin, so a far visitor's closeup pays no D1 round trip; anyone signed in (the pin's
// owner, a collaborator, a member with blocks or hidden pins, an employee) reads their own in one D1 batch.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import type { PinId, UserId } from '#shared/ids.ts';
import type { Viewer } from '#shared/types.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { firstCommentsStatement } from '#worker/comments/resources.ts';
import { withoutRiders } from '#worker/lib/batchRiders.ts';
import { pinSnapshots, type SnapshotEnv, snapshot } from '#worker/lib/edgeSnapshot.ts';
import { type CloseupPinRow, readPinRowWith, toPin } from '#worker/pins/pinData.ts';
import { readVisibleVariantIds, VARIANT_SET_COLUMN } from '#worker/pins/pinDetails.ts';
import { type PinMediaRows, readPinMediaRows } from '#worker/pins/pinMedia.ts';
import { relatedStatement, sharedRelatedRows } from '#worker/pins/relatedData.ts';

/**
 * The closeup's rows: the pin's (undefined when the viewer may not see it), its first comments', its media's
 * (readPinMediaRows), the variant pins the viewer may open (readVisibleVariantIds), its related pins' (when read in
 * the page).
 */
export interface CloseupRows {
  row: CloseupPinRow | undefined;
  comments: unknown[];
  media: PinMediaRows | null;
  variantIds: PinId[] | null;
  related: unknown[] | undefined;
}

/** The rows the pin's own row names (its media, its variants), read side by side; none for a pin the viewer may not see. */
async function namedRows(db: D1Database, row: CloseupPinRow | undefined, viewerId: UserId | null): Promise<Pick<CloseupRows, 'media' | 'variantIds'>> {
  if (!row || row.is_deleted) return { media: null, variantIds: null };
  const [media, variantIds] = await Promise.all([readPinMediaRows(db, toPin(row, { forBot: false, viewerId })), readVisibleVariantIds(db, row, viewerId)]);
  return { media, variantIds };
}

type CloseupEnv = SnapshotEnv & { DB: D1Database };

/** Whether a pin's closeup rows may be kept for everyone: the pin is live and its board public, as read now. */
const isPublicPin = (rows: { row: CloseupPinRow | undefined }): boolean =>
  rows.row !== undefined && !rows.row.is_deleted && rows.row.board_privacy === 'public';

/**
 * A signed-out viewer's closeup rows: the pin's row and first comments from the pin's snapshot, its related pins from
 * theirs, side by side. A miss reads the pin's row in one batch that carries the visitor's experience states
 * (carryAsColumns), and keeps the row without them.
 */
async function sharedCloseupRows(env: CloseupEnv, pinId: PinId, relatedInPage: boolean): Promise<CloseupRows> {
  const read = async (db: D1Database) => {
    const { row, rows } = await readPinRowWith(db, pinId, null, [firstCommentsStatement(db, pinId, null)], {
      columns: VARIANT_SET_COLUMN,
      carryRiders: true,
    });
    return { row: row && withoutRiders(row), comments: rows[0], ...(await namedRows(db, row, null)) };
  };
  const [closeup, related] = await Promise.all([
    snapshot(env, pinSnapshots(pinId).closeup, read, isPublicPin),
    relatedInPage ? sharedRelatedRows(env, pinId) : undefined,
  ]);
  return { ...closeup, related };
}

/** The closeup's rows for this viewer (related pins only when `relatedInPage`). */
export async function closeupRows(env: CloseupEnv, viewer: Viewer, pinId: PinId, relatedInPage: boolean): Promise<CloseupRows> {
  const viewerId = viewerUserId(viewer);
  if (viewerId === null) return sharedCloseupRows(env, pinId, relatedInPage);
  // The pin, its first comments (and its first page of related pins) in one D1 batch (docs/performance.md: round trips
  // fewer than reading them apart). The pin's row says where the member saved it (viewerColumns: its Save names the
  // board, with or without the script).
  const { row, rows } = await readPinRowWith(
    env.DB,
    pinId,
    viewerId,
    [firstCommentsStatement(env.DB, pinId, viewerId), ...(relatedInPage ? [relatedStatement(env.DB, pinId, null, FEED_PAGE_SIZE, viewerId)] : [])],
    { columns: VARIANT_SET_COLUMN, carryRiders: true },
  );
  return { row, comments: rows[0], related: relatedInPage ? rows[1] : undefined, ...(await namedRows(env.DB, row, viewerId)) };
}
