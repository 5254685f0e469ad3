// Page loader of the pin closeup (/pin/{id}/), and the 410 page of a pin its creator removed.
import { closeupImageSize } from '#shared/closeup/closeupImage.ts';
import { streamsRelatedPins } from '#shared/closeup/pinPageLoading.ts';
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { serverViewport } from '#shared/seo/viewport.ts';
import { firstCommentsPage, firstCommentsStatement } from '#worker/comments/resources.ts';
import { relatedFeedPage } from '#worker/feed/pinFeeds.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { signPin } from '#worker/offsite/sign.ts';
import { type Loader, notFoundPage, pageHead, type ServerPageState } from '#worker/pages/loader.ts';
import { readPinWith } from '#worker/pins/pinData.ts';
import { closeupVariantSet, VARIANT_SET_COLUMN } from '#worker/pins/pinDetails.ts';
import { fillPinMedia } from '#worker/pins/pinMedia.ts';
import { relatedStatement } from '#worker/pins/relatedData.ts';
import { VIEWER_SAVE_COLUMN, viewerSaveOf } from '#worker/save/viewerSave.ts';
import { markPinVersion, pinPageHead } from '#worker/seo/pinPageHead.ts';

/** The page of a pin its creator removed (410), for the closeup and the pin's other pages. */
export const removedPage = (params: Record<string, string>): ServerPageState => ({
  route: 'pin',
  params,
  status: 410,
  head: pageHead('Unavailable', 'Removed by the creator', null, true),
  data: { kind: 'removed' },
});

/**
 * The closeup (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): head for bots and people, comments,
 * and "More to explore". Bots and the pin-page loading groups that wait get the related pins in the page; everyone
 * else gets the pin first, and the grid reads its first page from RelatedPinsResource when it nears the screen
 * (docs/performance.md#against-peers: the related pins were most of a closeup's work).
 */
const loadPin: Loader = async (c, params) => {
  const viewer = c.var.viewer;
  const relatedInPage = viewer.isBot || !streamsRelatedPins(viewer);
  // The pin, its first comments (and its first page of related pins) in one D1 batch (docs/performance.md: round
  // trips fewer than reading them apart); what belongs to a pin the viewer may not see is dropped.
  // The pin's row also carries its variant set and the reads riding with this batch (a returning visitor's experience
  // states): a statement less for each.
  const { lookup, rows, row } = await readPinWith(
    c.env.DB,
    params.pinId,
    viewer.id,
    { forBot: viewer.isBot },
    [
      firstCommentsStatement(c.env.DB, params.pinId, viewer.id),
      ...(relatedInPage ? [relatedStatement(c.env.DB, params.pinId, null, FEED_PAGE_SIZE, viewer.id)] : []),
    ],
    // A member's closeup also reads where they saved the pin (its Save names the board, with or without the script).
    { columns: viewer.id ? `${VARIANT_SET_COLUMN}${VIEWER_SAVE_COLUMN}` : VARIANT_SET_COLUMN, carryRiders: true },
  );
  if (lookup.status === 'missing') return notFoundPage();
  if (lookup.status === 'removed') return removedPage(params);
  const comments = firstCommentsPage(lookup.pin.entityId, rows[0]);
  const viewerSave = viewerSaveOf(row, lookup.pin.entityId);
  const imageSize = closeupImageSize(viewer.isBot, serverViewport((n) => c.req.header(n)).width);
  const [pin, , variantSet] = await Promise.all([
    // readPin already filled the carousel slots' images; story/collection media and the outbound link are filled here.
    fillPinMedia(c.env, lookup.pin, { forBot: viewer.isBot }).then((pin) => signPin(c.env, pin, c.var.viewer)),
    markPinVersion(c, lookup.pin.entityId),
    closeupVariantSet(c.env.DB, row, viewer.id),
  ]);
  // An empty first page whose rest is still to read: the grid asks RelatedPinsResource for it (client/features/feed/feedModel.ts).
  const related = relatedInPage
    ? await relatedFeedPage(c.env, viewer, { pinId: pin.entityId }, FEED_PAGE_SIZE, rows[1])
    : { pins: [], bookmark: null, rest: true as const };
  return {
    route: 'pin',
    params,
    status: 200,
    head: pinPageHead(publicOrigin(c), pin, imageSize),
    data: { kind: 'pin', pin, imageSize, comments, related, ...(variantSet ? { variantSet } : {}), ...(viewerSave ? { viewerSave } : {}) },
  };
};

/** The closeup's loader by route. */
export const closeupPages = { pin: loadPin } satisfies Record<string, Loader>;
