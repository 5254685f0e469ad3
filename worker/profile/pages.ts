// Page loaders of a member's profile: its boards and activity, its saved pins, and the people it follows and who follow it.
import { SITE_NAME } from '#shared/pages.ts';
import { drawnCards } from '#shared/pinCard/cardPin.ts';
import { profilePath } from '#shared/routes.ts';
import { creatorRows } from '#shared/users/creatorRows.ts';
import { writeBookmark } from '#worker/api/bookmarks.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { listUserBoards } from '#worker/boards/boardLists.ts';
import { savedFeedPage } from '#worker/feed/pinFeeds.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, notFoundPage } from '#worker/pages/loader.ts';
import { profileOf } from '#worker/users/profile.ts';
import { readUserByUsername } from '#worker/users/userData.ts';
import { followsPages } from './followsPage.ts';

const profile: Loader = async (c, params) => {
  const user = await statusRead(c, () => readUserByUsername(c.env.DB, params.username));
  if (!user) return notFoundPage();
  const viewerId = viewerUserId(c.var.viewer);
  const [summary, list, saves] = await Promise.all([
    profileOf(c.env.DB, user, viewerId),
    listUserBoards(c.env.DB, user.id, viewerId, {
      privacyFilter: 'all',
      sort: 'last_pinned_to',
      groupBy: 'none',
      includeArchived: false,
      filterStories: false,
      filterAllPins: false,
      filterShoppingList: false,
      profileFilter: 'NONE',
      offset: 0,
      pageSize: 25,
    }),
    savedFeedPage(c.env, c.var.viewer, user.id, null),
  ]);
  const rows = creatorRows(saves.pins);
  const cards = (pins: typeof saves.pins) => drawnCards({ pins, bookmark: null }, c.var.viewer).pins;
  return {
    route: 'profile',
    params,
    status: 200,
    head: head(
      `${user.full_name || user.username} (${user.username})`,
      user.about || `See what ${user.username} saves on ${SITE_NAME}.`,
      profilePath(user.username),
    ),
    data: {
      kind: 'profile',
      user: summary,
      boards: list.boards,
      boardsBookmark: list.more ? writeBookmark('boards', { o: 25 }) : null,
      stories: cards(rows.stories),
      activity: cards(rows.activity),
    },
  };
};

const profileSaved: Loader = async (c, params) => {
  const user = await statusRead(c, () => readUserByUsername(c.env.DB, params.username));
  if (!user) return notFoundPage();
  const viewerId = viewerUserId(c.var.viewer);
  const [summary, saves] = await Promise.all([profileOf(c.env.DB, user, viewerId), savedFeedPage(c.env, c.var.viewer, user.id, null)]);
  return {
    route: 'profileSaved',
    params,
    status: 200,
    head: head(`Saved by ${user.full_name || user.username}`, `Pins ${user.username} saved.`, `${profilePath(user.username)}_saved/`),
    data: { kind: 'profileSaved', user: summary, feed: drawnCards(saves, c.var.viewer) },
  };
};

/** The profile page loaders by route. */
export const profilePages = { profile, profileSaved, ...followsPages } satisfies Record<string, Loader>;
