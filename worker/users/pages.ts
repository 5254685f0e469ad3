// Page loaders of accounts, profiles and settings, registered in worker/pages/loaders.ts.
import type { Context } from 'hono';
import { inGroup } from '#shared/experiments.ts';
import { imageUrl } from '#shared/images.ts';
import { loginNext } from '#shared/onboarding/path.ts';
import { type SettingsTab, SITE_NAME } from '#shared/pages.ts';
import { drawnCards } from '#shared/pinCard/cardPin.ts';
import { redirectPath } from '#shared/redirects.ts';
import { profilePath } from '#shared/routes.ts';
import { creatorRows } from '#shared/users/creatorRows.ts';
import { writeBookmark } from '#worker/api/bookmarks.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { listUserBoards } from '#worker/boards/boardLists.ts';
import type { AppEnv } from '#worker/env.ts';
import { savesFeedPage } from '#worker/feed/pinFeeds.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, memberOf, notFoundPage } from '#worker/pages/loader.ts';
import { findUserSettings, readUserSettings } from '#worker/users/settingsStore.ts';
import { readUserById, readUserByUsername } from '#worker/users/userData.ts';
import { followsPages } from './follows.ts';
import { profileOf } from './profile.ts';

/** Where to go after signing in or up: a same-origin path reduced by the redirect rule (`redirectPath`), else home. */
function nextPath(c: Context<AppEnv>): string {
  return redirectPath(c.req.query('next')) ?? '/';
}

/** The account, profile and settings page loaders by route. */
export function userPageLoaders() {
  const login: Loader = async (c, params) => ({
    route: 'login',
    params,
    status: 200,
    head: head('Log in', `Log in to ${SITE_NAME}.`, '/login/', true),
    data: { kind: 'login', next: loginNext(nextPath(c)) },
  });
  const signup: Loader = async (c, params) => ({
    route: 'signup',
    params,
    status: 200,
    head: head('Sign up', `Join ${SITE_NAME} to save ideas.`, '/signup/', true),
    data: { kind: 'signup', next: nextPath(c) },
  });
  // A reset link carries its token in the fragment (worker/users/passwordReset.ts), which the page
  // reads in the browser; the server never sees it, and a `?token=` is not read.
  const passwordReset: Loader = async (_c, params) => ({
    route: 'passwordReset',
    params,
    status: 200,
    head: head('Reset your password', 'Reset your password.', null, true),
    data: { kind: 'passwordReset' },
  });

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
      savesFeedPage(c.env, c.var.viewer, user.id, null),
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
    const [summary, saves] = await Promise.all([profileOf(c.env.DB, user, viewerId), savesFeedPage(c.env, c.var.viewer, user.id, null)]);
    return {
      route: 'profileSaved',
      params,
      status: 200,
      head: head(`Saved by ${user.full_name || user.username}`, `Pins ${user.username} saved.`, `${profilePath(user.username)}_saved/`),
      data: { kind: 'profileSaved', user: summary, feed: drawnCards(saves, c.var.viewer) },
    };
  };

  const settings: Loader = async (c, params) => {
    const viewer = c.var.viewer;
    // Members only (shared/pageRoutes.ts); an account deleted under a live session has no settings.
    const user = await statusRead(c, () => readUserById(c.env.DB, memberOf(c)));
    if (!user) return notFoundPage();
    const settings = await readUserSettings(c.env.DB, user.id);
    const path = new URL(c.req.url).pathname;
    const tab: SettingsTab = path.startsWith('/settings/notifications')
      ? 'notifications'
      : params.rest === 'account' || params.rest === 'privacy'
        ? params.rest
        : 'profile';
    // The photos offered: the member's own and the site's presets, the pictures they may choose (worker/media/imageRights.ts).
    const { results } = await c.env.DB.prepare(
      `SELECT i.signature, i.ext FROM images i
        WHERE i.swept_at IS NULL AND i.signature IN (SELECT signature FROM avatar_presets UNION SELECT image_signature FROM users WHERE id = ?1)
        ORDER BY i.signature LIMIT 12`,
    )
      .bind(user.id)
      .all<{ signature: string; ext: string }>();
    return {
      route: 'settings',
      params,
      status: 200,
      head: head('Settings', 'Your profile and account.', null, true),
      data: {
        kind: 'settings',
        tab,
        me: { ...(await profileOf(c.env.DB, user, viewerUserId(viewer))), email: user.email, saveBehavior: user.save_behavior },
        avatars: results.map((r) => ({ signature: r.signature, url: imageUrl('136x136', r.signature, r.ext) })),
        settings,
      },
    };
  };

  // /settings/notifications, split off the settings page for the members an experiment enrolls.
  const settingsNotifications: Loader = async (c, params) => {
    if (!inGroup(c.var.viewer.experiments, 'settings_notifications_split', 'enabled')) return settings(c, params);
    // An account deleted under a live session has no settings.
    const stored = await statusRead(c, () => findUserSettings(c.env.DB, memberOf(c)));
    if (!stored) return notFoundPage();
    return {
      route: 'settingsNotifications',
      params,
      status: 200,
      head: head('Notification settings', 'Your notification settings.', null, true),
      data: { kind: 'notificationSettings', settings: stored },
    };
  };

  return { login, signup, passwordReset, profile, profileSaved, ...followsPages, settings, settingsSection: settings, settingsNotifications };
}
