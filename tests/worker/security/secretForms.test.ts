// Secrets in forms and urls (docs/security.md#secrets-in-forms-and-urls): every page of the route catalogue,
// as every kind of viewer gets it (signed out, a member, a partner, an employee, a limited-login account, a
// newcomer) and as it is rendered again after a refused page form, is read as a browser gets it before
// hydration, and any <form> with a password, email, token or other secret-bearing field (`isSecretParam`),
// or a birth date, must post to a path of this site, so submitting it early (or without JavaScript) never
// puts it in a url. A refused page form goes back to its page without any secret its Referer carried.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET_FORMS } from '#shared/forms.ts';
import { isSecretParam } from '#shared/urls.ts';
import { signUp } from '../accountHelpers.ts';
import { cataloguePaths, type DemoIds, demoIds } from '../catalogue.ts';
import { ORIGIN, request, sessionCookie } from '../helpers.ts';
import { freshIp, snapshotD1 } from './helpers.ts';

interface FoundForm {
  method: string | null;
  action: string | null;
  secretFields: string[];
}

/** The forms of a page's HTML as the server sent it, each with the fields that carry a secret. */
async function formsOf(response: Response): Promise<FoundForm[]> {
  const forms: FoundForm[] = [];
  let open: FoundForm | null = null;
  const field = (element: Element) => {
    if (!open) return;
    const name = element.getAttribute('name') ?? '';
    const type = (element.getAttribute('type') ?? '').toLowerCase();
    const autocomplete = (element.getAttribute('autocomplete') ?? '').toLowerCase();
    if (
      type === 'password'
      || type === 'email'
      || (name && isSecretParam(name))
      || /password|email|one-time-code|bday/.test(autocomplete)
      || /birth/i.test(name)
    ) {
      open.secretFields.push(name || type);
    }
  };
  await new HTMLRewriter()
    .on('form', {
      element(element) {
        open = { method: element.getAttribute('method'), action: element.getAttribute('action'), secretFields: [] };
        forms.push(open);
        element.onEndTag(() => {
          open = null;
        });
      },
    })
    .on('input', { element: field })
    .on('textarea', { element: field })
    .transform(response)
    .text();
  return forms;
}

/** Whether a form's action is a path of this site (or our origin), not another host. */
function sameOriginAction(action: string | null): boolean {
  if (!action || action.startsWith('//') || action.includes('\\')) return false;
  try {
    return new URL(action, `${ORIGIN}/somewhere/`).origin === ORIGIN;
  } catch {
    return false;
  }
}

let ids: DemoIds;
beforeAll(async () => {
  ids = await demoIds();
});

/** The forms of one answer that carry a secret and are not a post to this site, described; and how many carried one. */
async function badForms(path: string, response: Response): Promise<{ bad: string[]; secret: number }> {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
    await response.body?.cancel();
    return { bad: [], secret: 0 };
  }
  const bad: string[] = [];
  let secret = 0;
  for (const form of await formsOf(response)) {
    if (!form.secretFields.length) continue;
    secret++;
    if (form.method?.toLowerCase() !== 'post' || !sameOriginAction(form.action)) {
      bad.push(`${path}: <form method=${form.method} action=${form.action}> with ${form.secretFields.join(', ')}`);
    }
  }
  return { bad, secret };
}

const PERSONAS = ['visitor', 'member', 'partner', 'employee', 'limited-login', 'newcomer'] as const;

/** The session cookie of each kind of viewer: the demo's member, partner and employee, a limited-login account, a member who has not finished onboarding. */
async function cookieOf(persona: (typeof PERSONAS)[number]): Promise<string> {
  if (persona === 'visitor') return '';
  if (persona === 'member' || persona === 'partner' || persona === 'employee') return sessionCookie(Number(ids.users[persona]));
  const account = await signUp(persona === 'newcomer' ? 'formsnew' : 'formslimited');
  if (persona === 'limited-login') await env.DB.prepare('UPDATE users SET is_limited_login = 1 WHERE id = ?').bind(Number(account.id)).run();
  return account.cookie;
}

/** Every form of one answer that is neither a post to this site nor one of the search-style GET forms (GET_FORMS), described. */
async function unpostedForms(path: string, response: Response): Promise<string[]> {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
    await response.body?.cancel();
    return [];
  }
  const bad: string[] = [];
  for (const form of await formsOf(response)) {
    const method = form.method?.toLowerCase();
    if (method === 'post' && sameOriginAction(form.action)) continue;
    if (method === 'get' && GET_FORMS.some((pattern) => pattern.test(form.action ?? ''))) continue;
    bad.push(`${path}: <form method=${form.method} action=${form.action}>`);
  }
  return bad;
}

describe('forms post: every form of every page before hydration (security: Secrets in forms and urls)', () => {
  it.each(PERSONAS)('a %s gets no form but a post to this site or a listed search form', async (persona) => {
    const cookie = await cookieOf(persona);
    const bad: string[] = [];
    for (const path of cataloguePaths(ids)) {
      const response = await request(path, { headers: { 'cf-connecting-ip': freshIp(), ...(cookie ? { cookie } : {}) } });
      bad.push(...(await unpostedForms(path, response)));
    }
    expect([...new Set(bad)]).toEqual([]);
  });
});

describe('secrets in forms and urls: every page before hydration (security: Secrets in forms and urls)', () => {
  it.each(PERSONAS)('a %s gets no page of the catalogue with a secret field that is not a post to this site', async (persona) => {
    const cookie = await cookieOf(persona);
    const bad: string[] = [];
    const failed: string[] = [];
    let secretForms = 0;
    const paths = cataloguePaths(ids);
    for (const path of paths) {
      const response = await request(path, { headers: { 'cf-connecting-ip': freshIp(), ...(cookie ? { cookie } : {}) } });
      if (response.status >= 500) failed.push(`${path}: ${response.status}`);
      const found = await badForms(path, response);
      bad.push(...found.bad);
      secretForms += found.secret;
    }
    expect(bad).toEqual([]);
    expect(failed).toEqual([]);
    // The check saw the forms it is about (log in, sign up, reset; settings, panic and the age appeal signed in).
    expect(secretForms).toBeGreaterThan(persona === 'visitor' ? 2 : 3);
  });

  it.each([
    ['/login/', 'UserSessionResource/create', { username_or_email: 'nobody-here@example.com', password: 'a wrong password here' }],
    ['/signup/', 'UserRegisterResource/create', { email: 'not an email', username: 'x', password: 'short' }],
    ['/password/reset/', 'PasswordResetResource/update', { token: 'not-a-real-token-at-all-000000', password: 'short' }],
    ['/secure/panic/', 'SecurityPanicResource/create', { current_password: 'not my password at all' }],
    ['/settings/account/', 'UserAccountResource/update', { current_password: 'not my password at all', email: 'someone@example.com' }],
    ['/age-appeal/', 'AppealResource/create', { kind: 'age', birth_date: 'not a date', reason: 'too short' }],
  ] as const)('%s rendered again after a refused page form still posts every secret field to this site', async (page, call, body) => {
    const member = await signUp('formsflash');
    const signedIn = ['/secure/panic/', '/settings/account/', '/age-appeal/'].includes(page);
    const cookie = signedIn ? member.cookie : '';
    const refused = await request(`/resource/${call}/`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        referer: `${ORIGIN}${page}`,
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': freshIp(),
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(body).toString(),
    });
    expect(refused.status).toBe(303);
    const flash = (refused.headers.get('set-cookie') ?? '').split(';')[0];
    const location = refused.headers.get('location') ?? '';
    expect(location.startsWith('/')).toBe(true);
    const again = await request(location, { headers: { cookie: [cookie, flash].filter(Boolean).join('; '), 'cf-connecting-ip': freshIp() } });
    expect(again.status).toBeLessThan(500);
    const found = await badForms(location, again);
    expect(found.bad).toEqual([]);
  });

  it('the age appeal (/age-appeal/) posts its birth date to its resource, and a page form sends it', async () => {
    const member = await signUp('ageform');
    const forms = await formsOf(await request('/age-appeal/', { headers: { cookie: member.cookie } }));
    expect(forms.filter((f) => f.secretFields.includes('birth_date'))).toEqual([
      { method: 'post', action: '/resource/AppealResource/create/', secretFields: ['birth_date'] },
    ]);
    const sent = await request('/resource/AppealResource/create/', {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        referer: `${ORIGIN}/age-appeal/`,
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': freshIp(),
        cookie: member.cookie,
      },
      body: new URLSearchParams({ kind: 'age', birth_date: '1990-04-02', reason: 'I was born in 1990, not 2012.' }).toString(),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/age-appeal/');
    const appeal = await env.DB.prepare("SELECT kind FROM appeals WHERE user_id = ? AND kind = 'age'").bind(Number(member.id)).first();
    expect(appeal).not.toBeNull();
  });

  it('the panic page (/secure/panic/) posts its current password to its resource', async () => {
    const member = await signUp('panicform');
    const forms = await formsOf(await request('/secure/panic/', { headers: { cookie: member.cookie } }));
    expect(forms.filter((f) => f.secretFields.includes('current_password'))).toEqual([
      { method: 'post', action: '/resource/SecurityPanicResource/create/', secretFields: ['current_password'] },
    ]);
  });
});

describe('secrets in forms and urls: a refused form never sends a secret back in Location (security: Secrets in forms and urls)', () => {
  const queries = [
    'password=hunter2',
    'current_password=hunter2',
    'token=abcdefghijklmnopqrstuvwxyz0123',
    'invite=1.2.3.signature',
    'invite_code=abc123',
    'email=victim%40example.com',
    'Password=hunter2',
    'reset_token=abcdefghijklmnopqrstuvwxyz',
    'new_password=hunter2&new_password_confirm=hunter2',
    'utm_pai=SEKRITshare',
    'pwd=SEKRITpwd&pass=SEKRITpass&passwd=SEKRITpasswd&otp=SEKRITotp',
    'code=SEKRITcode&key=SEKRITkey&secret=SEKRITsecret',
  ];
  it.each(queries)('a refused sign-in from a page whose url had %s goes back without it', async (query) => {
    const before = await snapshotD1();
    const r = await request('/resource/UserSessionResource/create/', {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        referer: `${ORIGIN}/login/?next=%2Fpin%2F1%2F&${query}`,
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': freshIp(),
      },
      body: new URLSearchParams({ username_or_email: 'nobody-here@example.com', password: 'a wrong password here' }).toString(),
    });
    expect(r.status).toBe(303);
    const location = r.headers.get('location') ?? '';
    expect(location).toBe('/login/?next=%2Fpin%2F1%2F');
    for (const value of query.split('&').map((pair) => pair.split('=')[1])) expect(location).not.toContain(value);
    expect(await snapshotD1()).toEqual(before);
  });

  it('a refused panic form from a url that carried the current password goes back without it', async () => {
    const member = await signUp('panicreferer');
    const r = await request('/resource/SecurityPanicResource/create/', {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        referer: `${ORIGIN}/secure/panic/?current_password=correct+horse+battery`,
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': freshIp(),
        cookie: member.cookie,
      },
      body: new URLSearchParams({ current_password: 'not my password at all' }).toString(),
    });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/secure/panic/');
    // The right password, posted as the page's form posts it: signed out, on to log in again.
    const done = await request('/resource/SecurityPanicResource/create/', {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        referer: `${ORIGIN}/secure/panic/`,
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': freshIp(),
        cookie: member.cookie,
      },
      body: new URLSearchParams({ current_password: 'correct horse battery vqzk', next: '/login/' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/login/');
    expect((await request('/settings/', { headers: { cookie: member.cookie } })).headers.get('location') ?? '').not.toBe('/settings/');
  });
});
