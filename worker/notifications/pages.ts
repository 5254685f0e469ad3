// Page loader of /notifications/ (members only, shared/pageRoutes.ts): the member's news, marked read as it is shown.
import { setUnread } from '#worker/conversations/unreadCounts.ts';
import { titledHead as head, type Loader, memberOf } from '#worker/pages/loader.ts';
import { markNewsRead, readNews } from './newsData.ts';

const loadNotifications: Loader = async (c, params) => {
  const me = memberOf(c);
  const items = await readNews(c.env, me);
  setUnread(c, { notifications: await markNewsRead(c.env.DB, me, Date.now()) });
  return { route: 'notifications', params, status: 200, head: head('Notifications', 'Your updates.', null, true), data: { kind: 'notifications', items } };
};

/** The notifications page loader by route. */
export const notificationPages = { notifications: loadNotifications } satisfies Record<string, Loader>;
