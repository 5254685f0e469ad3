// Page loaders of accounts, profiles, boards and settings (issue 5), registered in
// worker/pages/loaders.ts. A board page is 404 to those who may not see the board
// (worker/visibility.ts), except that a pending invitee gets the invitation, without pins.
import type { Context } from 'hono';
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { imageUrl } from '#shared/images.ts';
import { profilePath } from '#shared/routes.ts';
import { SITE_NAME, type PageHead, type SettingsTab } from '#shared/pages.ts';
import type { AppEnv } from '#worker/env.ts';
import { readBoard, readBoardBySlug, readBoardInvitation, readCollaborators, readSectionBySlug, readSections } from '#worker/boards/boardData.ts';
import { listUserBoards } from '#worker/boards/boardLists.ts';
import { readUserById, readUserByUsername } from '#worker/users/userData.ts';
import { writeBookmark } from '#worker/api/bookmarks.ts';
import { boardFeedPage } from '#worker/boards/boardParts.ts';
import { userSavesPage } from '#worker/users/userResources.ts';
import type { ServerPageState } from '#worker/pages/loaders.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { isListedPrivacy } from '#worker/visibility.ts';
import { profileOf } from './profile.ts';

type Loader = (c: Context<AppEnv>, params: Record<string, string>) => Promise<ServerPageState>;
type NotFound = () => ServerPageState;

const head = (title: string, description: string, canonical: string | null, noindex = false): PageHead => ({ title: `${title} | ${SITE_NAME}`, description, canonical, noindex });

/** Where to go after signing in: a same-site path only, else home. */
function nextPath(c: Context<AppEnv>): string {
  const next = c.req.query('next') ?? '/';
  return next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : '/';
}

/** The account page loaders, given the foundation's 404 page. */
export function accountLoaders(notFound: NotFound): Record<string, Loader> {
  const login: Loader = async (c, params) => ({
    route: 'login', params, status: 200, head: head('Log in', `Log in to ${SITE_NAME}.`, '/login/', true), data: { kind: 'login', next: nextPath(c) },
  });
  const signup: Loader = async (c, params) => ({
    route: 'signup', params, status: 200, head: head('Sign up', `Join ${SITE_NAME} to save ideas.`, '/signup/', true), data: { kind: 'signup', next: nextPath(c) },
  });
  const passwordReset: Loader = async (c, params) => {
    const token = c.req.query('token') ?? null;
    return {
      route: 'passwordReset', params, status: 200, head: head('Reset your password', 'Reset your password.', null, true),
      data: { kind: 'passwordReset', token: token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null },
    };
  };

  const profile: Loader = async (c, params) => {
    const user = await readUserByUsername(c.env.DB, params.username);
    if (!user) return notFound();
    const viewerId = c.var.viewer.id;
    const [summary, list] = await Promise.all([
      profileOf(c.env.DB, user, viewerId),
      listUserBoards(c.env.DB, user.id, viewerId, {
        privacyFilter: 'all', sort: 'last_pinned_to', groupBy: 'none', includeArchived: false, filterStories: false,
        filterAllPins: false, filterShoppingList: false, profileFilter: 'NONE', offset: 0, pageSize: 25,
      }),
    ]);
    return {
      route: 'profile', params, status: 200,
      head: head(`${user.full_name || user.username} (${user.username})`, user.about || `See what ${user.username} saves on ${SITE_NAME}.`, profilePath(user.username)),
      data: { kind: 'profile', user: summary, boards: list.boards, boardsBookmark: list.more ? writeBookmark('boards', { o: 25 }) : null },
    };
  };

  const profileSaved: Loader = async (c, params) => {
    const user = await readUserByUsername(c.env.DB, params.username);
    if (!user) return notFound();
    const viewerId = c.var.viewer.id;
    const [summary, saves] = await Promise.all([
      profileOf(c.env.DB, user, viewerId),
      userSavesPage(c.env, user.id, viewerId, null, c.var.viewer.isBot),
    ]);
    return {
      route: 'profileSaved', params, status: 200,
      head: head(`Saved by ${user.full_name || user.username}`, `Pins ${user.username} saved.`, `${profilePath(user.username)}_saved/`),
      data: { kind: 'profileSaved', user: summary, feed: saves },
    };
  };

  const board: Loader = async (c, params) => {
    const invite = c.req.query('invite_code');
    const inviteCode = invite && /^[a-f0-9]{24}$/.test(invite) ? invite : null;
    const found = await readBoardBySlug(c.env.DB, params.username, params.board, c.var.viewer.id);
    if (!found) {
      // A pending invitee cannot see the board yet: they get its invitation, read by the invite, and no pins.
      const invitation = await readBoardInvitation(c.env.DB, params.username, params.board, c.var.viewer.id);
      if (!invitation) return notFound();
      const { board, senderFirstName } = invitation;
      return {
        route: 'board', params, status: 200,
        head: head(board.name, `${senderFirstName} invited you to join their board.`, null, true),
        data: { kind: 'board', board, sections: [], section: null, feed: { pins: [], bookmark: null }, inviteCode, invitation: { senderFirstName } },
      };
    }
    const sections = await readSections(c.env.DB, found);
    const section = params.section ? sections.find((s) => s.slug === params.section) ?? null : null;
    if (params.section && !section) return notFound();
    const feed = await boardFeedPage(c.env, found.entityId, section?.entityId ?? null, null, FEED_PAGE_SIZE, c.var.viewer);
    const title = section ? `${section.name} · ${found.name}` : found.name;
    return {
      route: section ? 'section' : 'board', params, status: 200,
      head: head(title, found.description || `${found.pinCount} Pins saved by ${found.ownerFullName || found.ownerUsername}.`, section?.url ?? found.url, !isListedPrivacy(found.privacy)),
      data: { kind: 'board', board: found, sections, section, feed: { pins: feed.data, bookmark: feed.bookmark }, inviteCode, invitation: null },
    };
  };

  const boardEdit: Loader = async (c, params) => {
    const found = /^\d{1,18}$/.test(params.boardId) ? await readBoard(c.env.DB, Number(params.boardId), c.var.viewer.id) : null;
    if (!found || !found.isOwner) return notFound();
    const [sections, collaborators] = await Promise.all([readSections(c.env.DB, found), readCollaborators(c.env.DB, Number(found.entityId))]);
    return {
      route: 'boardEdit', params, status: 200, head: head(`Edit ${found.name}`, 'Edit your board.', null, true),
      data: {
        kind: 'boardEdit', board: found, sections,
        collaborators: collaborators.map((r) => ({ entityId: String(r.user_id), username: r.username, fullName: r.full_name, status: r.status })),
      },
    };
  };

  /** The repin editor the save toast's Change and Organize open: the viewer's own saved pin. */
  const repinEdit: Loader = async (c, params) => {
    const viewerId = c.var.viewer.id;
    const lookup = viewerId ? await readPin(c.env.DB, params.pinId, viewerId, { forBot: false }) : null;
    if (!lookup || lookup.status !== 'found' || lookup.pin.pinner.entityId !== viewerId || !lookup.pin.board) return notFound();
    const original = c.req.query('originalPinId');
    return {
      route: 'pinRepin', params, status: 200, head: head('Edit your save', 'Move this Pin to another board.', null, true),
      data: { kind: 'repinEdit', pin: lookup.pin, originalPinId: original && /^\d{1,18}$/.test(original) ? original : null },
    };
  };

  const settings: Loader = async (c, params) => {
    const viewer = c.var.viewer;
    const user = viewer.id ? await readUserById(c.env.DB, Number(viewer.id)) : null;
    if (!user) {
      return { route: 'settings', params, status: 200, head: head('Log in', 'Log in to change your settings.', null, true), data: { kind: 'login', next: '/settings/' } };
    }
    const path = new URL(c.req.url).pathname;
    const tab: SettingsTab = path.startsWith('/settings/notifications') ? 'notifications'
      : params.rest === 'account' || params.rest === 'privacy' ? params.rest : 'profile';
    const { results } = await c.env.DB
      .prepare(`SELECT DISTINCT i.signature, i.ext FROM users u JOIN images i ON i.signature = u.image_signature ORDER BY i.signature LIMIT 12`)
      .all<{ signature: string; ext: string }>();
    return {
      route: 'settings', params, status: 200, head: head('Settings', 'Your profile and account.', null, true),
      data: {
        kind: 'settings', tab,
        me: { ...(await profileOf(c.env.DB, user, viewer.id)), email: user.email, saveBehavior: user.save_behavior },
        avatars: results.map((r) => ({ signature: r.signature, url: imageUrl('136x136', r.signature, r.ext) })),
      },
    };
  };

  return { login, signup, passwordReset, profile, profileSaved, board, section: board, boardEdit, pinRepin: repinEdit, boardEditCollaborators: boardEdit, boardAddCollaborators: boardEdit, settings, settingsSection: settings, settingsNotifications: settings };
}

