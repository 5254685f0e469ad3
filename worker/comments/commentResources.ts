// CommentsResource (list, add, delete one's own) and PinCommentSettingsResource (the pin owner's
// "disable comments" pin action, spec 002 §4). Bad input is a 400 that changes nothing.
import * as v from 'valibot';
import { checkComment } from '#shared/closeup/comments.ts';
import { COMMENT_PAGE_SIZE } from '#shared/constants.ts';
import type { CommentPage, Viewer } from '#shared/types.ts';
import { commentOwner, deleteOwnComment, insertComment, readComments, setCommentsDisabled } from '#worker/comments/commentData.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { decodeBookmark, encodeBookmark } from '#worker/api/bookmarks.ts';
import { purgeBotPin } from '#worker/seo/botPageCache.ts';
import { ResourceFailure } from '../api/envelope.ts';
import { PinId } from '../feeds/feedResources.ts';
import { verb, type ResourceDefinition } from '../api/registry.ts';

/** A visible, live pin for this viewer, or a 404 refusal. */
async function visiblePin(db: D1Database, pinId: string, viewer: Viewer) {
  const lookup = await readPin(db, pinId, viewer.id, { forBot: viewer.isBot });
  if (lookup.status !== 'found') throw new ResourceFailure(404, 'not_found', 'This pin does not exist.');
  return lookup.pin;
}

function signedIn(viewer: Viewer, what: string): string {
  if (!viewer.isAuth || !viewer.id) throw new ResourceFailure(401, 'login_required', `Log in to ${what}.`);
  return viewer.id;
}

/** A page of a pin's comments: the first, or after a bookmark of the same pin. */
export async function commentsPage(db: D1Database, pinId: string, bookmark: string | null): Promise<CommentPage> {
  let before: number | null = null;
  if (bookmark) {
    const b = decodeBookmark(bookmark);
    if (!b || b.f !== 'comments' || b.pin !== pinId || !Number.isSafeInteger(b.before)) {
      throw new ResourceFailure(400, 'invalid_bookmark', 'The bookmark is not valid; start again from the first page.');
    }
    before = b.before as number;
  }
  const { page, next } = await readComments(db, pinId, before, COMMENT_PAGE_SIZE);
  return { ...page, bookmark: next === null ? null : encodeBookmark({ f: 'comments', pin: pinId, before: next }) };
}

const CommentId = v.pipe(v.string('id must be a string of digits'), v.regex(/^\d{1,18}$/, 'id must be a string of digits'));

export const CommentsResource: ResourceDefinition = {
  name: 'CommentsResource',
  get: verb(v.object({ pin_id: PinId, bookmark: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(512)))) }), async (c, options) => {
    await visiblePin(c.env.DB, options.pin_id, c.var.viewer);
    const page = await commentsPage(c.env.DB, options.pin_id, options.bookmark ?? null);
    return { data: page, bookmark: page.bookmark };
  }),
  create: verb(v.object({ pin_id: PinId, text: v.unknown() }), async (c, options) => {
    const userId = signedIn(c.var.viewer, 'comment');
    const checked = checkComment(options.text);
    if (!checked.ok) throw new ResourceFailure(400, 'invalid_comment', checked.error);
    const pin = await visiblePin(c.env.DB, options.pin_id, c.var.viewer);
    if (pin.commentsDisabled) throw new ResourceFailure(403, 'comments_disabled', 'Comments are turned off for this Pin.');
    const comment = await insertComment(c.env.DB, pin.entityId, userId, checked.text);
    await purgeBotPin(new URL(c.req.url).origin, pin.entityId);
    return { data: comment, status: 201 };
  }),
  delete: verb(v.object({ id: CommentId }), async (c, options) => {
    const userId = signedIn(c.var.viewer, 'delete a comment');
    const owner = await commentOwner(c.env.DB, options.id);
    if (!owner) throw new ResourceFailure(404, 'not_found', 'This comment does not exist.');
    if (owner.userId !== userId) throw new ResourceFailure(403, 'not_yours', 'You can only delete your own comments.');
    await deleteOwnComment(c.env.DB, options.id, userId);
    await purgeBotPin(new URL(c.req.url).origin, owner.pinId);
    return { data: { id: options.id, deleted: true } };
  }),
};

export const PinCommentSettingsResource: ResourceDefinition = {
  name: 'PinCommentSettingsResource',
  update: verb(v.object({ pin_id: PinId, comments_disabled: v.boolean('comments_disabled must be true or false') }), async (c, options) => {
    const userId = signedIn(c.var.viewer, 'change this Pin');
    const pin = await visiblePin(c.env.DB, options.pin_id, c.var.viewer);
    if (pin.pinner.entityId !== userId) throw new ResourceFailure(403, 'not_owner', 'Only the person who saved this Pin can turn its comments off or on.');
    await setCommentsDisabled(c.env.DB, pin.entityId, userId, options.comments_disabled);
    await purgeBotPin(new URL(c.req.url).origin, pin.entityId);
    return { data: { pinId: pin.entityId, commentsDisabled: options.comments_disabled } };
  }),
};
