// /settings/notifications split off the settings page by an experiment: enrolled members get the
// notification settings as a page of their own, the others the settings page on its Notifications tab.
import { describe, expect, it } from 'vitest';
import { assignGroup } from '#shared/experiments.ts';
import { documentState, firstId, request, sessionCookie } from './helpers.ts';

async function openAs(path: string, cookie: string) {
  const response = await request(path, { headers: { cookie } });
  const state = documentState(await response.text());
  return { status: response.status, state };
}

describe('the notification settings split (closeup-and-visitors: Routes and screens)', () => {
  it('C19: serves /settings/notifications as a page of its own to members in the split (closeup-and-visitors: Routes and screens)', async () => {
    const cookie = await sessionCookie(await firstId(`SELECT id FROM users WHERE username = 'demo'`));
    const split = await openAs('/settings/notifications/?exp=settings_notifications_split:enabled', cookie);
    expect(split.status).toBe(200);
    expect(split.state.page.data.kind).toBe('notificationSettings');
    expect(split.state.page.head.title).toMatch(/^Notification settings/);

    const control = await openAs('/settings/notifications/?exp=settings_notifications_split:control', cookie);
    expect(control.state.page.data).toMatchObject({ kind: 'settings', tab: 'notifications' });
    // The rest of the settings stay one page whatever the group.
    const account = await openAs('/settings/account/?exp=settings_notifications_split:enabled', cookie);
    expect(account.state.page.data).toMatchObject({ kind: 'settings', tab: 'account' });
  });

  it('C19: enrolls members only, and splits them (closeup-and-visitors: Routes and screens)', () => {
    const members = new Set(Array.from({ length: 200 }, (_, i) => assignGroup('settings_notifications_split', `user:${i}`, true)));
    expect(members).toEqual(new Set(['control', 'enabled']));
    for (let i = 0; i < 50; i++) expect(assignGroup('settings_notifications_split', `anon:${i}`, false)).toBe('control');
  });

  it('C19: still asks a visitor to log in, in either group (closeup-and-visitors: Routes and screens)', async () => {
    const response = await request('/settings/notifications/?exp=settings_notifications_split:enabled');
    expect(documentState(await response.text()).page.data.kind).toBe('login');
  });
});
