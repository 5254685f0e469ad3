// PinResource: one pin as the viewer may see it, its outbound link signed; made by a member from
// an upload, a web image, a data url or a story's pages (pinSources.ts), and edited or removed by
// its creator only; and RelatedPinsResource, the pages of "More to explore" below a closeup.
// Every write purges the pin's cached bot pages. (There is no search index yet,
// so there is nothing to update there.)
import type { Context } from 'hono';
import * as api from '#shared/api/pins.ts';
import { type BoardId, formatId, type PinId, type SectionId, type UserId } from '#shared/ids.ts';
import { UPLOADED_BY_USER } from '#shared/pinCard/text.ts';
import { alreadyThereText } from '#shared/save/alreadyThere.ts';
import type { Pin } from '#shared/types.ts';
import { sanitizeOutboundUrl } from '#shared/urls.ts';
import { ApiError, invalid, notFound } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { implement } from '#worker/api/implement.ts';
import { saveableBoard, sectionOnBoard, visibleBoard } from '#worker/boards/access.ts';
import { ensureQuickSaves } from '#worker/boards/boardData.ts';
import type { AppEnv } from '#worker/env.ts';
import { relatedFeedPage } from '#worker/feed/pinFeeds.ts';
import { publicHost } from '#worker/lib/publicOrigin.ts';
import { spendPinsAdded } from '#worker/middleware/pinsAdded.ts';
import { checkLink } from '#worker/offsite/check.ts';
import { signPin } from '#worker/offsite/sign.ts';
import { moveOrCopyPins } from '#worker/save/saveData.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { refuseIfBlockedIn } from '#worker/users/blocks.ts';
import { NOT_CREATOR } from './originRights.ts';
import { readPin } from './pinData.ts';
import { readPinDetails } from './pinDetails.ts';
import { pinSource } from './pinSources.ts';
import { insertPin, type OwnedPin, readPinOwner, removePin, updatePinTexts } from './pinWrites.ts';

/** A destination link as stored: an http(s) url the link rules allow (checked at save time), or null. */
async function checkedLink(c: Context<AppEnv>, value: string | null | undefined): Promise<string | null> {
  if (!value?.trim()) return null;
  const url = sanitizeOutboundUrl(value.trim());
  if (!url) throw invalid('The destination link must be a web address starting with http:// or https://.');
  const verdict = await checkLink(c.env.DB, url, publicHost(c));
  if (!verdict) throw invalid('The destination link must be a web address starting with http:// or https://.');
  if (verdict.redirect_status !== 'ok') throw invalid(verdict.message);
  return verdict.url;
}

/** The pin card's source label: the link's host without www, or "Uploaded by user" (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
const domainOf = (link: string | null, uploaded: boolean) => (link ? new URL(link).hostname.replace(/^www\./, '') : uploaded ? UPLOADED_BY_USER : null);

/** The board a new or moved pin goes to (the member's own or a collaboration; Profile when none) and its section. */
async function destination(c: Context<AppEnv>, me: UserId, named: BoardId | null | undefined, sectionId: SectionId | null | undefined) {
  const boardId = named ?? (await ensureQuickSaves(c.env.DB, me));
  const board = named ? await saveableBoard(c, boardId) : await visibleBoard(c, boardId);
  const section = await sectionOnBoard(c.env.DB, sectionId, boardId);
  return { board, boardId, sectionId: section ? section.id : null };
}

/** A live pin the caller created; 404 when there is none, 403 for someone else's. */
async function ownPin(c: Context<AppEnv>, me: UserId, id: PinId): Promise<OwnedPin> {
  const pin = await readPinOwner(c.env.DB, id);
  if (!pin) throw notFound('This pin does not exist.');
  if (pin.pinnerId !== me) throw new ApiError('forbidden', 'Only the person who created this Pin can change it.');
  // A block ends every write into the other's space: a pin left on a board of someone who blocked its pinner stays as it is.
  await refuseIfBlockedIn(c.env.DB, me, { pins: [pin.id] });
  return pin;
}

/** The pin as its creator now sees it. */
async function readOwn(c: Context<AppEnv>, id: PinId): Promise<Pin> {
  const lookup = await readPin(c.env.DB, id, viewerUserId(c.var.viewer), { forBot: false });
  if (lookup.status !== 'found') throw notFound('This pin does not exist.');
  return signPin(c.env, lookup.pin, c.var.viewer);
}

export const PinResource = implement(api.PinResource, {
  get: async (c, options) => {
    const lookup = await readPin(c.env.DB, options.id, viewerUserId(c.var.viewer), { forBot: c.var.viewer.isBot });
    if (lookup.status === 'missing') throw notFound('This pin does not exist.');
    if (lookup.status === 'removed') throw notFound('This pin was removed by its creator.');
    const [signed, details] = await Promise.all([signPin(c.env, lookup.pin, c.var.viewer), readPinDetails(c.env.DB, lookup.pin, viewerUserId(c.var.viewer))]);
    return { data: { ...signed, ...details } };
  },
  create: async (c, o, me) => {
    // The day's pin rows first: past them nothing is stored, not the picture, not a Profile board.
    await spendPinsAdded(c, 1);
    // A named board is checked first; the Profile board (created on first use) only once the link and picture passed, so a refusal writes nothing.
    const chosen = o.board_id ? await destination(c, me, o.board_id, o.section) : null;
    const link = await checkedLink(c, o.link);
    const title = o.title.trim();
    const source = await pinSource(c, me, { image_url: o.image_url, image_base64: o.image_base64, story_pages: o.story_pages, title });
    const { boardId, sectionId } = chosen ?? (await destination(c, me, o.board_id, o.section));
    const id = await insertPin(
      c.env.DB,
      {
        pinnerId: me,
        boardId,
        sectionId,
        kind: source.kind,
        title,
        description: o.description.trim(),
        altText: o.alt_text.trim(),
        link,
        domain: domainOf(link, true),
        imageSignature: source.imageSignature,
        data: source.data,
      },
      source.uploadIds,
    );
    return { data: await readOwn(c, id), status: 201 };
  },
  update: async (c, o, me) => {
    const pin = await ownPin(c, me, o.id);
    // Only the fields it changes count: a saver moving their save may send its texts back as they are.
    const changed = <T>(value: T | undefined, stored: T) => (value === undefined || value === stored ? undefined : value);
    const typedLink = o.link === undefined ? undefined : o.link?.trim() || null;
    const texts = {
      title: changed(o.title?.trim(), pin.texts.title),
      description: changed(o.description?.trim(), pin.texts.description),
      altText: changed(o.alt_text?.trim(), pin.texts.alt_text),
    };
    const linkChanged = typedLink !== undefined && typedLink !== pin.texts.link;
    // Rights follow the origin (worker/pins/originRights.ts): a save or copy of someone's Pin keeps their texts and link.
    const originBound = linkChanged || Object.values(texts).some((value) => value !== undefined);
    if (originBound && (pin.creatorId !== me || pin.pinnerId !== me)) throw new ApiError('forbidden', NOT_CREATOR);
    // Everything is checked before anything is written: the link, then the board and section.
    const link = linkChanged ? await checkedLink(c, typedLink) : undefined;
    const boardChanged = o.board_id !== undefined && o.board_id !== pin.boardId;
    const sectionChanged = o.section !== undefined && (o.section ?? null) !== pin.sectionId;
    const target = (boardChanged || sectionChanged) && pin.boardId !== null ? await destination(c, me, o.board_id ?? pin.boardId, o.section ?? null) : null;
    let moved = false;
    if (target && pin.boardId !== null) {
      moved = (await moveOrCopyPins(c.env.DB, me, pin.boardId, [pin.id], target.boardId, target.sectionId, false)).length > 0;
      if (!moved) throw new ApiError('conflict', alreadyThereText(1, { board: target.board }));
    }
    const written = await updatePinTexts(c.env.DB, pin.id, me, {
      ...texts,
      link,
      domain: link === undefined ? undefined : domainOf(link, pin.originPinId === null),
    });
    if (written === 'forbidden') throw new ApiError('forbidden', NOT_CREATOR);
    // Moved to another board (perhaps a secret one): out of the old board's public view. Nothing stored differed: no change.
    await publicViewChanged(c, { pins: [pin.id], boards: [pin.boardId], changed: moved || written === 'changed' });
    return { data: await readOwn(c, pin.id) };
  },
  delete: async (c, o, me) => {
    const pin = await ownPin(c, me, o.id);
    await removePin(c.env.DB, pin);
    await publicViewChanged(c, { pins: [pin.id], boards: [pin.boardId] });
    return { data: { deleted: formatId(o.id) } };
  },
});

/** RelatedPinsResource: the bookmark carries the pin and the position, so the grid pages with the bookmark alone (like every other feed). */
export const RelatedPinsResource = implement(api.RelatedPinsResource, {
  get: async (c, options) => {
    const start = options.bookmark ? { bookmark: options.bookmark } : { pinId: options.pin_id! };
    const page = await relatedFeedPage(c.env, c.var.viewer, start, options.page_size);
    return { data: page.pins, bookmark: page.bookmark };
  },
});
