// A profile's followers and the people it follows (docs/rules/pin-card.md#constants-spec-000-9: 50 to a page): the list read from
// D1 and the two pages (/{username}/_followers/, /{username}/_following/) reached from the profile's counts.
import { FOLLOWERS_PAGE_SIZE } from '#shared/constants.ts';
import type { UserId } from '#shared/ids.ts';
import type { FollowList } from '#shared/pages.ts';
import { followsPath } from '#shared/paths.ts';
import type { UserSummary } from '#shared/types.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, notFoundPage } from '#worker/pages/loader.ts';
import { pageUrlParam } from '#worker/pages/pageUrlParam.ts';
import { profileOf } from '#worker/users/profile.ts';
import { readUserByUsername, toUserSummary, type UserRow } from '#worker/users/userData.ts';

/** The highest page a link may ask for (a million people); past it the number is refused, not read. */
const MAX_PAGE = Math.ceil(1_000_000 / FOLLOWERS_PAGE_SIZE);

/** The other side of a follow for each list: who follows the user, or whom the user follows. */
const SIDES: Record<FollowList, { person: string; of: string }> = {
  followers: { person: 'follower_id', of: 'followee_id' },
  following: { person: 'followee_id', of: 'follower_id' },
};

/** One page (from 1) of a user's followers or followings, most recent follow first, and whether another page follows. */
async function listFollows(db: D1Database, userId: UserId, list: FollowList, page: number): Promise<{ people: UserSummary[]; more: boolean }> {
  const { person, of } = SIDES[list];
  const { results } = await db
    .prepare(
      `SELECT u.id, u.username, u.full_name, u.image_signature, ui.ext AS avatar_ext, u.is_verified_merchant
         FROM user_follows f JOIN users u ON u.id = f.${person} LEFT JOIN images ui ON ui.signature = u.image_signature
        WHERE f.${of} = ?1 ORDER BY f.created_at DESC, f.${person} DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(userId, FOLLOWERS_PAGE_SIZE + 1, (page - 1) * FOLLOWERS_PAGE_SIZE)
    .all<Pick<UserRow, 'id' | 'username' | 'full_name' | 'image_signature' | 'avatar_ext' | 'is_verified_merchant'>>();
  return { people: results.slice(0, FOLLOWERS_PAGE_SIZE).map((row) => toUserSummary(row as UserRow)), more: results.length > FOLLOWERS_PAGE_SIZE };
}

/** The page number of `?page=`: 1 when absent, null when it is not a whole number from 1 to MAX_PAGE. */
function followsPageNumber(query: string | undefined): number | null {
  if (query === undefined) return 1;
  if (!/^[1-9]\d{0,6}$/.test(query)) return null;
  const page = Number(query);
  return page <= MAX_PAGE ? page : null;
}

function followsLoader(list: FollowList): Loader {
  const route = list === 'followers' ? 'profileFollowers' : 'profileFollowing';
  return async (c, params) => {
    const page = followsPageNumber(pageUrlParam(c, 'page'));
    if (page === null) {
      return {
        route,
        params,
        status: 400,
        head: head('Page not found', 'This page does not exist.', null, true),
        data: { kind: 'badRequest', message: `page must be a whole number from 1 to ${MAX_PAGE}.` },
      };
    }
    const user = await statusRead(c, () => readUserByUsername(c.env.DB, params.username));
    if (!user) return notFoundPage();
    // Past the first page, the list's page decides its status too.
    const later = page > 1 ? await statusRead(c, () => listFollows(c.env.DB, user.id, list, page)) : null;
    // A page past the end of the list is not a page of it.
    if (later && later.people.length === 0) return notFoundPage();
    const [summary, follows] = await Promise.all([profileOf(c.env.DB, user, viewerUserId(c.var.viewer)), later ?? listFollows(c.env.DB, user.id, list, page)]);
    const name = user.full_name || user.username;
    return {
      route,
      params,
      status: 200,
      head: head(
        list === 'followers' ? `People following ${name}` : `People ${name} follows`,
        list === 'followers' ? `Who follows ${user.username}.` : `Whom ${user.username} follows.`,
        followsPath(user.username, list, page),
      ),
      data: { kind: 'profileFollows', list, user: summary, people: follows.people, page, more: follows.more },
    };
  };
}

/** The followers and following page loaders by route. */
export const followsPages = { profileFollowers: followsLoader('followers'), profileFollowing: followsLoader('following') };
