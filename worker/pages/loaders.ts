// The page pipeline: the loader of every route the page contract (shared/pageRoutes.ts) renders,
// and loadPage, which matches a path, applies the route's access (a visitor asking for a members'
// page gets its login page) and runs the loader. The document renderer streams the result;
// PageResource answers it for client navigation.
import type { Context } from 'hono';
import { closeupImageSize } from '#shared/closeup/closeupImage.ts';
import { streamsRelatedPins } from '#shared/closeup/pinPageLoading.ts';
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { isId } from '#shared/ids.ts';
import { type PageRouteName, pageRoute } from '#shared/pageRoutes.ts';
import { type PageState, SITE_NAME } from '#shared/pages.ts';
import { matchRoute, pinPath } from '#shared/routes.ts';
import { landingPageType, searchEngineOf } from '#shared/seo/landing.ts';
import { pinHeadText } from '#shared/seo/pinHead.ts';
import { serverViewport } from '#shared/seo/viewport.ts';
import { loadBusinessHub } from '#worker/ads/businessHub.ts';
import { appInstallPages } from '#worker/appInstall/pages.ts';
import { boardPages } from '#worker/boards/pages.ts';
import { businessPages } from '#worker/business/pages.ts';
import { cataloguePages } from '#worker/catalogue/pages.ts';
import { commentsPage, firstCommentsPage, firstCommentsStatement } from '#worker/comments/resources.ts';
import { readConversation } from '#worker/conversations/conversationData.ts';
import { markConversationRead, readInbox } from '#worker/conversations/inboxData.ts';
import { setUnread } from '#worker/conversations/unreadCounts.ts';
import { discoverPages } from '#worker/discovery/articlePages.ts';
import { discoveryPages } from '#worker/discovery/pages.ts';
import { reportPages } from '#worker/discovery/reportPage.ts';
import type { AppEnv } from '#worker/env.ts';
import { homePageFeed } from '#worker/feeds/homeFeed.ts';
import { relatedFeedPage } from '#worker/feeds/pinFeeds.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { offsitePages } from '#worker/offsite/pages.ts';
import { signPin } from '#worker/offsite/sign.ts';
import { onboardingPages } from '#worker/onboarding/pages.ts';
import { engagementPages } from '#worker/pins/engagementPage.ts';
import { pinPages } from '#worker/pins/pages.ts';
import { readPin, readPinWith } from '#worker/pins/pinData.ts';
import { closeupVariantSet, VARIANT_SET_COLUMN } from '#worker/pins/pinDetails.ts';
import { fillPinMedia } from '#worker/pins/pinMedia.ts';
import { relatedStatement } from '#worker/pins/relatedData.ts';
import { policyPages } from '#worker/policy/pages.ts';
import { safetyPages } from '#worker/safety/pages.ts';
import { savePages } from '#worker/saves/pages.ts';
import { retrievalHubPages } from '#worker/saves/retrievalHub.ts';
import { searchPages } from '#worker/search/pages.ts';
import { markPinVersion, pinPageHead } from '#worker/seo/pinPage.ts';
import { userPageLoaders } from '#worker/users/pages.ts';
import { visualSearchPages } from '#worker/visualSearch/pages.ts';
import { withCardPins } from './cardPins.ts';
import { pageHead as head, type Loader, loginPage, memberOf, notFoundPage, type ServerPageState } from './loader.ts';

const HOME_DESCRIPTION = 'Discover recipes, home ideas, style inspiration and other ideas to try.';

const loadHome: Loader = async (c) => ({
  route: 'home',
  params: {},
  status: 200,
  head: head(SITE_NAME, HOME_DESCRIPTION, '/'),
  data: { kind: 'home', feed: homePageFeed(c.env, c.var.viewer) },
});

const removedPage = (params: Record<string, string>): ServerPageState => ({
  route: 'pin',
  params,
  status: 410,
  head: head('Unavailable', 'Removed by the creator', null, true),
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
    { columns: VARIANT_SET_COLUMN, carryRiders: true },
  );
  if (lookup.status === 'missing') return notFoundPage();
  if (lookup.status === 'removed') return removedPage(params);
  const comments = firstCommentsPage(lookup.pin.entityId, rows[0]);
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
    data: { kind: 'pin', pin, imageSize, comments, related, ...(variantSet ? { variantSet } : {}) },
  };
};

/** /pin/{id}/comments: every comment of a pin, paged. */
const loadPinComments: Loader = async (c, params) => {
  const lookup = await readPin(c.env.DB, params.pinId, c.var.viewer.id, { forBot: c.var.viewer.isBot });
  if (lookup.status === 'missing') return notFoundPage();
  if (lookup.status === 'removed') return removedPage(params);
  const text = pinHeadText(lookup.pin, SITE_NAME);
  const comments = await commentsPage(c.env.DB, lookup.pin.entityId, null, c.var.viewer.id);
  return {
    route: 'pinComments',
    params,
    status: 200,
    head: head(`Comments: ${text.title}`, text.description, `${pinPath(lookup.pin.entityId)}comments/`, text.noindex),
    data: { kind: 'pinComments', pin: lookup.pin, comments },
  };
};

/** /conversation/{id}/: the pins and messages a pair exchanged, for its members only (404 otherwise). */
const loadConversation: Loader = async (c, params) => {
  const viewerId = c.var.viewer.id;
  if (!viewerId || !isId(params.conversationId)) return notFoundPage();
  const conversation = await readConversation(c.env, params.conversationId, viewerId);
  if (!conversation) return notFoundPage();
  // Opening a conversation reads it: its messages stop counting as unread for this member, in the header it renders too.
  setUnread(c, { messages: await markConversationRead(c.env.DB, Number(params.conversationId), Number(viewerId)) });
  const others = conversation.members.filter((m) => m.entityId !== viewerId).map((m) => m.fullName || m.username);
  return {
    route: 'conversation',
    params,
    status: 200,
    head: head(`Conversation with ${others.join(', ') || 'yourself'} | ${SITE_NAME}`, 'Pins and messages you exchanged.', null, true),
    data: { kind: 'conversation', conversation },
  };
};

/** /messages/: the member's conversations, most recently active first, unread ones marked. */
const loadMessages: Loader = async (c, params) => {
  const conversations = await readInbox(c.env.DB, Number(memberOf(c)));
  return {
    route: 'messages',
    params,
    status: 200,
    head: head(`Messages | ${SITE_NAME}`, 'Your conversations.', null, true),
    data: { kind: 'messages', conversations },
  };
};

/** The loader of every route the page contract renders: leaving one out does not compile. */
export const LOADERS: { readonly [R in PageRouteName]: Loader } = {
  home: loadHome,
  homefeed: loadHome,
  pin: loadPin,
  businessHub: loadBusinessHub,
  ...userPageLoaders(),
  ...boardPages,
  ...savePages,
  ...reportPages,
  ...pinPages,
  pinComments: loadPinComments,
  conversation: loadConversation,
  messages: loadMessages,
  ...offsitePages,
  ...policyPages,
  ...businessPages,
  ...safetyPages,
  ...visualSearchPages,
  ...engagementPages,
  ...retrievalHubPages,
  ...discoverPages,
  ...cataloguePages,
  ...onboardingPages,
  ...searchPages,
  ...discoveryPages,
  ...appInstallPages,
};

/**
 * Loads the page for a path (`search` is its query string, kept in a login page's way back): the
 * matching route's loader, the login page for a visitor asking for a members' page, or the 404 page.
 */
export async function loadPage(c: Context<AppEnv>, pathname: string, search = ''): Promise<ServerPageState> {
  const match = matchRoute(pathname);
  const route = match && pageRoute(match.name);
  let page: ServerPageState;
  if (!match || !route) page = notFoundPage();
  else if (route.login && !c.var.viewer.isAuth) page = loginPage(match.name, match.params, route.login, `${pathname}${search}`);
  else page = await LOADERS[match.name as PageRouteName](c, match.params);
  // Performance (docs/performance.md): the grids' pins as their cards read them (./cardPins.ts), in the HTML and PageResource alike.
  page.data = withCardPins(page.data);
  page.landing = {
    // Bots' pages are cached for every bot of their kind: the Referer one sent must not stay in it.
    searchEngine: c.var.viewer.isBot ? null : searchEngineOf(c.req.header('referer')),
    pageType: landingPageType(page.route, page.params, c.var.viewer.username),
  };
  return page;
}

/** Waits for every streaming part of a page (for PageResource and bots). */
export async function settlePage(page: ServerPageState): Promise<PageState> {
  if (page.data.kind === 'home') return { ...page, data: { kind: 'home', feed: await page.data.feed } };
  return page as PageState;
}
