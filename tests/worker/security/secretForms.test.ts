// Secrets in forms and urls (docs/security.md#secrets-in-forms-and-urls): every page of the route catalogue,
// signed out and signed in, is read as a browser gets it before hydration, and any <form> with a
// password, email or secret-bearing field (`isSecretParam`) must post to a path of this site, so
// submitting it early never puts the secret in a url. A refused page form goes back to its page
// without any secret its Referer carried.
import { beforeAll, describe, expect, it } from 'vitest';
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
    if (type === 'password' || type === 'email' || (name && isSecretParam(name))) open.secretFields.push(name || type);
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

describe('secrets in forms and urls: every page before hydration', () => {
  it.each(['visitor', 'member'] as const)('a %s gets no form with a secret field that is not a post to this site', async (persona) => {
    const cookie = persona === 'member' ? await sessionCookie(Number(ids.users.member)) : '';
    const bad: string[] = [];
    let secretForms = 0;
    for (const path of cataloguePaths(ids)) {
      const response = await request(path, { headers: { 'cf-connecting-ip': freshIp(), ...(cookie ? { cookie } : {}) } });
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
        await response.body?.cancel();
        continue;
      }
      for (const form of await formsOf(response)) {
        if (!form.secretFields.length) continue;
        secretForms++;
        if (form.method?.toLowerCase() !== 'post' || !sameOriginAction(form.action)) {
          bad.push(`${path}: <form method=${form.method} action=${form.action}> with ${form.secretFields.join(', ')}`);
        }
      }
    }
    expect(bad).toEqual([]);
    // The check saw the forms it is about (log in, sign up, reset; settings and panic signed in).
    expect(secretForms).toBeGreaterThan(persona === 'member' ? 3 : 2);
  });

  it('the panic page (/secure/panic/) posts its current password to its resource', async () => {
    const member = await signUp('panicform');
    const forms = await formsOf(await request('/secure/panic/', { headers: { cookie: member.cookie } }));
    expect(forms.filter((f) => f.secretFields.includes('current_password'))).toEqual([
      { method: 'post', action: '/resource/SecurityPanicResource/create/', secretFields: ['current_password'] },
    ]);
  });
});

describe('secrets in forms and urls: a refused form never sends a secret back in Location', () => {
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
