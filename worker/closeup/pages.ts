// Page loader of the pin closeup (/pin/{id}/), and the 410 page of a pin its creator removed.
import { closeupImageSize } from '#shared/closeup/closeupImage.ts';
import { streamsRelatedPins } from '#shared/closeup/pinPageLoading.ts';
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { parseId } from '#shared/ids.ts';
import { serverViewport } from '#shared/seo/viewport.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { firstCommentsPage } from '#worker/comments/resources.ts';
import { relatedFeedPage } from '#worker/feed/pinFeeds.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { signPin } from '#worker/offsite/sign.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { type Loader, notFoundPage, pageHead, type ServerPageState } from '#worker/pages/loader.ts';
import { pinLookupOf } from '#worker/pins/pinData.ts';
import { closeupVariantSet } from '#worker/pins/pinDetails.ts';
import { pinMediaFrom } from '#worker/pins/pinMedia.ts';
import { markPinVersion, pinPageHead } from '#worker/seo/pinPageHead.ts';
import { closeupRows } from './closeupRows.ts';
import { loadEngagement } from './engagementPage.ts';
import { loadPinRedirect } from './pinRedirectPage.ts';

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
  // The pin, its first comments (and its first page of related pins): a signed-out viewer's from the edge's snapshots,
  // anyone else's in one D1 batch; what belongs to a pin the viewer may not see is dropped.
  const pinId = parseId<'pin'>(params.pinId);
  if (pinId === null) return notFoundPage();
  // They decide its 404 or 410: read before a person's head (docs/decisions/021-head-before-data.md).
  const {
    row,
    comments: commentRows,
    media,
    variantIds,
    related: relatedRows,
    lookup,
  } = await statusRead(c, async () => {
    const rows = await closeupRows(c.env, viewer, pinId, relatedInPage);
    return { ...rows, lookup: await pinLookupOf(c.env.DB, rows.row, viewerUserId(viewer), { forBot: viewer.isBot }) };
  });
  if (lookup.status === 'missing') return notFoundPage();
  if (lookup.status === 'removed') return removedPage(params);
  const comments = firstCommentsPage(pinId, commentRows);
  const imageSize = closeupImageSize(viewer.isBot, serverViewport((n) => c.req.header(n)).width);
  const variantSet = closeupVariantSet(row, variantIds);
  const [pin] = await Promise.all([
    // The pin's row filled the carousel slots' images; story/collection media and the outbound link are filled here.
    pinMediaFrom(c.env, lookup.pin, media, { forBot: viewer.isBot }).then((pin) => signPin(c.env, pin, c.var.viewer)),
    markPinVersion(c, pinId),
  ]);
  // An empty first page whose rest is still to read: the grid asks RelatedPinsResource for it (client/features/feed/feedModel.ts).
  const related = relatedInPage
    ? await relatedFeedPage(c.env, viewer, { pinId }, FEED_PAGE_SIZE, relatedRows)
    : { pins: [], bookmark: null, rest: true as const };
  return {
    route: 'pin',
    params,
    status: 200,
    head: pinPageHead(publicOrigin(c), pin, imageSize),
    data: { kind: 'pin', pin, imageSize, comments, related, ...(variantSet ? { variantSet } : {}) },
  };
};

/** The closeup's loader by route. */
export const closeupPages = { pin: loadPin, pinEngagement: loadEngagement, pinRedirect: loadPinRedirect } satisfies Record<string, Loader>;
