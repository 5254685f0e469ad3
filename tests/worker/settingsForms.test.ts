// Every settings page as the server sends it (a browser without JavaScript, or before hydration): the member's
// stored settings, each in a real <form method="post"> to its resource (no disabled fieldset, no dead button),
// and what those forms post, saved through UserSettingsResource and shown again after the 303 back.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FLASH_COOKIE, formAction } from '#shared/forms.ts';
import {
  adPersonalizationRows,
  cookieRows,
  DARK_MODE_FIELD,
  notificationRows,
  readSettings,
  SETTINGS_SAVED,
  type SettingRow,
  type UserSettings,
} from '#shared/settings.ts';
import { unsubscribeLink } from '#worker/safety/unsubscribeLink.ts';
import { signUp } from './accountHelpers.ts';
import { documentState, ORIGIN, request } from './helpers.ts';

/** Settings no member has until they change them: every row away from its default. */
const STORED = {
  allow_analytic_cookies: false,
  allow_marketing_cookies: true,
  allow_personalization_cookies: true,
  ad_personalization_first_party: false,
  ad_personalization_third_party: false,
  dark_mode: true,
  notifications: { email_activity: true, email_news: false, push_activity: false },
} satisfies UserSettings;

interface Control {
  tag: string;
  name: string | null;
  type: string | null;
  value: string | null;
  checked: boolean;
  text: string;
}
interface PageForm {
  method: string | null;
  action: string | null;
  controls: Control[];
}

/** The forms, fieldsets and buttons of the page's part `root`, read from its HTML as a browser without JavaScript has it. */
async function formsOf(html: string, root: string) {
  const forms: PageForm[] = [];
  const outside: Control[] = [];
  const disabledFieldsets: number[] = [];
  let open: PageForm | null = null;
  let rootFound = false;
  let current: Control | null = null;
  const control = (tag: string) => ({
    element(e: Element) {
      const c: Control = {
        tag,
        name: e.getAttribute('name'),
        type: e.getAttribute('type'),
        value: e.getAttribute('value'),
        checked: e.hasAttribute('checked') || e.hasAttribute('selected'),
        text: '',
      };
      if (tag === 'option' || tag === 'textarea') current = c;
      (open?.controls ?? outside).push(c);
    },
    text(t: Text) {
      if (current && (tag === 'option' || tag === 'textarea')) current.text += t.text;
    },
  });
  await new HTMLRewriter()
    .on(root, {
      element() {
        rootFound = true;
      },
    })
    .on(`${root} form`, {
      element(e) {
        open = { method: e.getAttribute('method'), action: e.getAttribute('action'), controls: [] };
        forms.push(open);
        e.onEndTag(() => {
          open = null;
        });
      },
    })
    .on(`${root} fieldset`, {
      element(e) {
        if (e.hasAttribute('disabled')) disabledFieldsets.push(forms.length);
      },
    })
    .on(`${root} input`, control('input'))
    .on(`${root} button`, control('button'))
    .on(`${root} textarea`, control('textarea'))
    .on(`${root} option`, control('option'))
    .transform(new Response(html))
    .text();
  expect(rootFound, `${root} is on the page`).toBe(true);
  return { forms, outside, disabledFieldsets };
}

/** What a form posts as it was sent (nothing changed): its named fields in order, checkboxes and radios only when checked. */
function posted(form: PageForm): URLSearchParams {
  const fields = new URLSearchParams();
  for (const c of form.controls) {
    if (!c.name || c.tag === 'button') continue;
    if ((c.type === 'checkbox' || c.type === 'radio') && !c.checked) continue;
    fields.append(c.name, c.tag === 'textarea' ? c.text : (c.value ?? ''));
  }
  return fields;
}

/** The one form of the part that posts `field`. */
const formWith = (forms: PageForm[], field: string) => {
  const found = forms.filter((f) => f.controls.some((c) => c.name === field));
  expect(found, `one form posts ${field}`).toHaveLength(1);
  return found[0];
};

/** Each row's field as its form posts it now (a field posted twice counts by its last value), against the row's stored value. */
function expectRows(forms: PageForm[], rows: Array<SettingRow<string>>) {
  for (const row of rows) {
    const fields = posted(formWith(forms, row.field));
    expect(fields.getAll(row.field).at(-1), `${row.label} shows the stored value`).toBe(String(row.on));
  }
}

/** Every form of the part is a post to a resource of this site, and nothing in it waits for JavaScript. */
function expectNoScriptForms(part: Awaited<ReturnType<typeof formsOf>>) {
  expect(part.forms.length).toBeGreaterThan(0);
  for (const f of part.forms) {
    expect(f.method).toBe('post');
    expect(f.action ?? '').toMatch(/^\/resource\/\w+\/(create|update|delete)\/$/);
  }
  expect(part.disabledFieldsets, 'no fieldset disabled until hydration').toEqual([]);
  const dead = [...part.outside, ...part.forms.flatMap((f) => f.controls)].filter((c) => c.tag === 'button' && c.type !== 'submit');
  expect(dead, 'no button that only JavaScript makes work').toEqual([]);
  const loose = part.outside.filter((c) => c.tag !== 'option' && c.type !== 'hidden');
  expect(loose, 'no control outside a form').toEqual([]);
}

async function storeSettings(userId: string, settings: UserSettings) {
  await env.DB.prepare('UPDATE users SET settings = ? WHERE id = ?').bind(JSON.stringify(settings), Number(userId)).run();
}
const storedOf = async (userId: string) =>
  readSettings((await env.DB.prepare('SELECT settings FROM users WHERE id = ?').bind(Number(userId)).first<{ settings: string }>())?.settings);

const html = async (path: string, cookie: string) => {
  const response = await request(path, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return response.text();
};

/** A form posted by a browser without JavaScript from `page`: url-encoded, from this origin, the page as Referer. */
function post(action: string, fields: URLSearchParams, cookie: string, page: string) {
  return request(action, {
    method: 'POST',
    headers: { origin: ORIGIN, referer: `${ORIGIN}${page}`, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });
}

/** The flash cookie a 303 sets, as the next request sends it. */
const flashCookie = (response: Response) => new RegExp(`${FLASH_COOKIE}=[^;]+`).exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';

const SECTION = '[data-test-id="settings-page"]';

describe('A104: every settings page works without JavaScript, from the stored settings', () => {
  it('A104: each settings page renders the stored (non-default) values in real post forms, none disabled or dead', async () => {
    const member = await signUp('a104pages');
    await storeSettings(member.id, STORED);
    await env.DB.prepare('UPDATE users SET full_name = ?, about = ?, save_behavior = 0 WHERE id = ?')
      .bind('Stored Name', 'Stored about text', Number(member.id))
      .run();

    const profile = await formsOf(await html('/settings/', member.cookie), SECTION);
    expectNoScriptForms(profile);
    const profileForm = formWith(profile.forms, 'full_name');
    expect(profileForm.action).toBe(formAction('UserProfileResource', 'update'));
    const profileFields = posted(profileForm);
    expect(profileFields.get('full_name')).toBe('Stored Name');
    expect(profileFields.get('username')).toBe(member.username);
    expect(profileFields.get('about')).toBe('Stored about text');
    expect(profileForm.controls.find((c) => c.tag === 'option' && c.checked)?.value).toBe('0');

    const account = await formsOf(await html('/settings/account/', member.cookie), SECTION);
    expectNoScriptForms(account);
    expect(posted(formWith(account.forms, 'email')).get('email')).toBe(`${member.username}@example.com`);
    const appearance = formWith(account.forms, 'dark_mode');
    expect(appearance.action).toBe(formAction('UserSettingsResource', 'update'));
    expect(posted(appearance).get('dark_mode')).toBe('true');

    const privacy = await formsOf(await html('/settings/privacy/', member.cookie), SECTION);
    expectNoScriptForms(privacy);
    expectRows(privacy.forms, [...cookieRows(STORED), ...adPersonalizationRows(STORED)]);
    expect(cookieRows(STORED).some((r) => r.on) && adPersonalizationRows(STORED).every((r) => !r.on)).toBe(true);

    for (const path of [
      '/settings/notifications/?exp=settings_notifications_split:control',
      '/settings/notifications/?exp=settings_notifications_split:enabled',
    ]) {
      const page = await html(path, member.cookie);
      const root = path.endsWith('enabled') ? '[data-test-id="notification-settings-page"]' : SECTION;
      const notifications = await formsOf(page, root);
      expectNoScriptForms(notifications);
      expectRows(notifications.forms, notificationRows(STORED));
      expect(notificationRows(STORED).map((r) => r.on)).toEqual([true, false, false]);
    }

    // The unsubscribe page of a list the member left: the stored choice, and a form to join it again.
    const link = await unsubscribeLink(env.SESSION_SECRET, member.id, 'email_news');
    const subscription = await formsOf(await html(link, ''), '[data-test-id="email-subscription"]');
    expectNoScriptForms(subscription);
    expect(subscription.forms.map((f) => f.action)).toEqual([formAction('EmailSubscriptionResource', 'update')]);
  });

  it('A104: a settings form posted as sent, with one switch turned, saves through the setting definition and comes back showing it', async () => {
    const member = await signUp('a104post');
    await storeSettings(member.id, STORED);
    const page = '/settings/privacy/';
    const privacy = await formsOf(await html(page, member.cookie), SECTION);
    const [firstParty] = adPersonalizationRows(STORED);
    const form = formWith(privacy.forms, firstParty.field);
    // The person ticks the box: the browser posts the hidden `false`, then the box's `true`.
    const fields = posted(form);
    fields.append(firstParty.field, 'true');
    const r = await post(form.action ?? '', fields, member.cookie, page);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(page);
    const after = await storedOf(member.id);
    expect(after.ad_personalization_first_party).toBe(true);
    // The rest of what the member stored is as it was.
    expect({ ...after, ad_personalization_first_party: false }).toMatchObject(STORED);

    const back = await html(page, `${member.cookie}; ${flashCookie(r)}`);
    expect(back).toContain(SETTINGS_SAVED);
    expectRows((await formsOf(back, SECTION)).forms, adPersonalizationRows(after));

    // A notification row, turned on from the notifications tab: the nested field saves into the notifications.
    const tab = '/settings/notifications/?exp=settings_notifications_split:control';
    const notifications = await formsOf(await html(tab, member.cookie), SECTION);
    const news = notificationRows(STORED)[1];
    const notificationFields = posted(formWith(notifications.forms, news.field));
    notificationFields.append(news.field, 'true');
    const saved = await post(formAction('UserSettingsResource', 'update'), notificationFields, member.cookie, tab);
    expect(saved.status).toBe(303);
    expect((await storedOf(member.id)).notifications).toEqual({ ...STORED.notifications, [news.key]: true });
  });

  it('A104: bad input on a settings form is refused with a clear message on the page, and nothing changes', async () => {
    const member = await signUp('a104bad');
    await storeSettings(member.id, STORED);
    const page = '/settings/privacy/';
    const [firstParty] = adPersonalizationRows(STORED);
    const [news] = notificationRows(STORED);
    for (const [field, value] of [
      [firstParty.field, 'maybe'],
      [news.field, 'sometimes'],
    ]) {
      const r = await post(
        formAction('UserSettingsResource', 'update'),
        new URLSearchParams({ [field]: value, surface_tag: 'settings_privacy' }),
        member.cookie,
        page,
      );
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe(page);
      expect(await storedOf(member.id)).toEqual(STORED);
      const back = await html(page, `${member.cookie}; ${flashCookie(r)}`);
      const state = documentState(back);
      expect(state.page.flash?.error).toMatch(/must be true \(on\) or false \(off\)/);
      expect(back).toContain('role="alert"');
      expect(back).not.toContain(SETTINGS_SAVED);
    }
  });

  it('A104: each setting has one place in settings, and each tab one heading that names it', async () => {
    const member = await signUp('a104once');
    const tabs = ['/settings/', '/settings/account/', '/settings/privacy/', '/settings/notifications/'];
    // The settings page itself, after the header (whose account menu has its own Dark mode switch).
    const pages = (await Promise.all(tabs.map((path) => html(path, member.cookie)))).map((page) => page.slice(page.indexOf('data-test-id="settings-page"')));
    // Dark mode is Appearance on the account tab; no other tab carries a second control for it.
    const darkModeControls = pages.map((page) => page.split(`name="${DARK_MODE_FIELD}"`).length - 1 + (page.split('data-test-id="theme-toggle"').length - 1));
    expect(Object.fromEntries(tabs.map((path, i) => [path, darkModeControls[i]]))).toEqual({
      '/settings/': 0,
      '/settings/account/': 2,
      '/settings/privacy/': 0,
      '/settings/notifications/': 0,
    });
    for (const page of pages) {
      const headings = [...page.matchAll(/<h[12][^>]*>([^<]*)<\/h[12]>/g)].map((m) => m[1]);
      expect(new Set(headings).size, `a heading said twice: ${headings.join(' | ')}`).toBe(headings.length);
    }
  });
});
