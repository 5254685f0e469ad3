// Page loaders of a member's settings: the profile, account and privacy tabs, and the notification settings.
import { inGroup } from '#shared/experiments.ts';
import { imageUrl } from '#shared/images.ts';
import type { SettingsTab } from '#shared/pages.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, memberOf, notFoundPage } from '#worker/pages/loader.ts';
import { profileOf } from '#worker/users/profile.ts';
import { findUserSettings, readUserSettings } from '#worker/users/settingsStore.ts';
import { readUserById } from '#worker/users/userData.ts';

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

/** The settings page loaders by route. */
export const settingsPages = { settings, settingsSection: settings, settingsNotifications } satisfies Record<string, Loader>;
