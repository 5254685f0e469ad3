// CommentsResource (list, add, delete one's own) and PinCommentSettingsResource (the pin owner's
// "disable comments" pin action, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). Bad input is a 400 that changes nothing.

import * as api from '#shared/api/comments.ts';
import { checkComment } from '#shared/closeup/commentText.ts';
import { COMMENT_PAGE_SIZE } from '#shared/constants.ts';
import { formatId, issuedId, type PinId, type UserId } from '#shared/ids.ts';
import type { CommentPage, Viewer } from '#shared/types.ts';
import { readBookmark, writeBookmark } from '#worker/api/bookmarks.ts';
import { ApiError, invalid } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { implement } from '#worker/api/implement.ts';
import {
  commentOwner,
  commentsFrom,
  commentsStatement,
  deleteOwnComment,
  insertComment,
  readComments,
  setCommentsDisabled,
} from '#worker/comments/commentData.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { refuseIfBlockedIn } from '#worker/users/blocks.ts';

/** A visible, live pin for this viewer, or a 404 refusal. */
async function visiblePin(db: D1Database, pinId: PinId, viewer: Viewer) {
  const lookup = await readPin(db, pinId, viewerUserId(viewer), { forBot: viewer.isBot });
  if (lookup.status !== 'found') throw new ApiError('not_found', 'This pin does not exist.');
  return lookup.pin;
}

/** The page with the bookmark of the page after it. */
const withBookmark = (pinId: PinId, { page, next }: ReturnType<typeof commentsFrom>): CommentPage => ({
  ...page,
  bookmark: next === null ? null : writeBookmark('comments', { pin: formatId(pinId), before: next }),
});

/** A page of a pin's comments as the viewer may see them: the first, or after a bookmark of the same pin. */
export async function commentsPage(db: D1Database, pinId: PinId, bookmark: string | null, viewerId: UserId | null): Promise<CommentPage> {
  const b = readBookmark('comments', bookmark);
  if (b && b.pin !== formatId(pinId)) throw invalid('The bookmark is not valid; start again from the first page.');
  const before = b?.before ?? null;
  return withBookmark(pinId, await readComments(db, pinId, before, COMMENT_PAGE_SIZE, viewerId));
}

/** The statement of a pin's first page of comments, for a caller's D1 batch (the closeup reads it with the pin). */
export const firstCommentsStatement = (db: D1Database, pinId: PinId, viewerId: UserId | null): D1PreparedStatement =>
  commentsStatement(db, pinId, null, COMMENT_PAGE_SIZE, viewerId);

/** The first page of comments from the rows of firstCommentsStatement, as commentsPage answers it. */
export const firstCommentsPage = (pinId: PinId, rows: readonly unknown[]): CommentPage => withBookmark(pinId, commentsFrom(rows, COMMENT_PAGE_SIZE));

export const CommentsResource = implement(api.CommentsResource, {
  get: async (c, options) => {
    await visiblePin(c.env.DB, options.pin_id, c.var.viewer);
    const page = await commentsPage(c.env.DB, options.pin_id, options.bookmark ?? null, viewerUserId(c.var.viewer));
    return { data: page, bookmark: page.bookmark };
  },
  create: async (c, options, me) => {
    const checked = checkComment(options.text);
    if (!checked.ok) throw new ApiError('invalid', checked.error);
    const pin = await visiblePin(c.env.DB, options.pin_id, c.var.viewer);
    if (pin.commentsDisabled) throw new ApiError('forbidden', 'Comments are turned off for this Pin.');
    // A comment speaks to the pin's pinner even on the commenter's own board, where the owner otherwise manages the pins.
    await refuseIfBlockedIn(c.env.DB, me, { pins: [options.pin_id], users: [issuedId<'user'>(pin.pinner.entityId)] });
    const comment = await insertComment(c.env.DB, options.pin_id, me, checked.text);
    await publicViewChanged(c, { pins: [options.pin_id] });
    return { data: comment, status: 201 };
  },
  delete: async (c, options, me) => {
    const owner = await commentOwner(c.env.DB, options.id);
    if (!owner) throw new ApiError('not_found', 'This comment does not exist.');
    if (owner.userId !== me) throw new ApiError('forbidden', 'You can only delete your own comments.');
    await refuseIfBlockedIn(c.env.DB, me, { pins: [owner.pinId] });
    const changed = await deleteOwnComment(c.env.DB, options.id, me);
    await publicViewChanged(c, { pins: [owner.pinId], changed });
    return { data: { entityId: formatId(options.id), deleted: true } };
  },
});

export const PinCommentSettingsResource = implement(api.PinCommentSettingsResource, {
  update: async (c, options, me) => {
    const pin = await visiblePin(c.env.DB, options.pin_id, c.var.viewer);
    if (pin.pinner.entityId !== formatId(me)) throw new ApiError('forbidden', 'Only the person who saved this Pin can turn its comments off or on.');
    await refuseIfBlockedIn(c.env.DB, me, { pins: [options.pin_id] });
    const changed = await setCommentsDisabled(c.env.DB, options.pin_id, me, options.comments_disabled);
    await publicViewChanged(c, { pins: [options.pin_id], changed });
    return { data: { pinId: pin.entityId, commentsDisabled: options.comments_disabled } };
  },
});
