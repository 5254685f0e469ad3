// The resource contract (shared/api/) is what the worker serves: every declared resource and verb
// has a handler and nothing else is served; each verb's access rule, state-change flag and
// options schema are enforced by the router before any handler runs, with one error shape.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { VERBS, type Verb } from '#shared/api/define.ts';
import { ERROR_STATUS } from '#shared/api/errors.ts';
import { API } from '#shared/api/index.ts';
import { contractGaps, RESOURCES } from '#worker/api/resources.ts';
import { call, signUp } from './accountHelpers.ts';
import { BROWSER_UA, GOOGLEBOT_UA, ORIGIN, request, sessionCookie } from './helpers.ts';

const declared = Object.values(API).flatMap((resource) =>
  VERBS.filter((verb) => resource[verb as keyof typeof resource]).map((verb) => [resource.name, verb] as [string, Verb]),
);

const accessOf = (name: string, verb: Verb) => RESOURCES.get(name)?.contract[verb]?.access;

describe('the contract and the worker agree (docs/architecture.md: The resource contract)', () => {
  it('serves every declared resource with a handler per declared verb, and nothing undeclared', () => {
    expect(contractGaps()).toEqual({ unimplemented: [], undeclared: [] });
    for (const [key, resource] of Object.entries(API)) expect(resource.name).toBe(key);
    for (const [name, implemented] of RESOURCES) {
      for (const verb of VERBS) expect(Boolean(implemented.handlers[verb]), `${name} ${verb}`).toBe(Boolean(implemented.contract[verb]));
    }
  });

  it('declares every verb but get as a state change', () => {
    for (const [name, verb] of declared) expect(RESOURCES.get(name)?.contract[verb]?.changesState, `${name} ${verb}`).toBe(verb !== 'get');
  });

  it('answers an undeclared resource or verb with 404 not_found', async () => {
    const none = await call('NoSuchResource', 'get', {});
    expect(none.status).toBe(404);
    expect(none.error?.code).toBe('not_found');
    const verb = await call('HomefeedResource', 'delete', { id: '1' }, await sessionCookie(1));
    expect(verb.status).toBe(404);
  });
});

describe('access rules from the contract, applied before the handler (docs/architecture.md: The resource contract)', () => {
  const memberOnly = declared.filter(([name, verb]) => ['member', 'owner', 'employee'].includes(accessOf(name, verb) ?? ''));

  it.each(memberOnly)('%s %s refuses a signed-out caller with 401 unauthorized, whatever the options', async (name, verb) => {
    const r = await call(name, verb, { garbage: true });
    expect(r.status).toBe(401);
    expect(r.error?.code).toBe('unauthorized');
    expect(r.error?.message).toMatch(/^(Log in|Please log in)/);
  });

  const personOnly = declared.filter(([name, verb]) => accessOf(name, verb) === 'person');

  it.each(personOnly)('%s %s refuses a bot with 403 forbidden', async (name, verb) => {
    const response = await request(`/resource/${name}/${verb}/`, {
      method: verb === 'update' ? 'PUT' : verb === 'delete' ? 'DELETE' : 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'user-agent': GOOGLEBOT_UA },
      body: JSON.stringify({ options: {} }),
    });
    expect(response.status).toBe(403);
  });

  it('gives the handler the signed-in member, never a caller-given id', async () => {
    const alice = await signUp('contract');
    const r = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Mine', user_id: '1' }, alice.cookie);
    expect(r.status).toBe(403);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM boards WHERE name = 'Mine'").first('n')).toBe(0);
  });
});

describe('one error shape: a closed set of codes, each with its status, never cached (docs/architecture.md: The resource contract)', () => {
  it.each([
    ['bad options', () => call('PinResource', 'get', { id: 'abc' }), 'invalid'],
    ['an id with a leading zero', () => call('PinResource', 'get', { id: '007' }), 'invalid'],
    ['an id beyond a safe integer', () => call('PinResource', 'get', { id: '99999999999999999' }), 'invalid'],
    ['a missing pin', () => call('PinResource', 'get', { id: '987654321' }), 'not_found'],
    [
      'a verb called with the wrong method',
      () =>
        request('/resource/PinResource/get/', { method: 'POST', headers: { origin: ORIGIN } }).then(async (response) => ({
          response,
          status: response.status,
          error: ((await response.json()) as { resource_response: { error: { code: string } } }).resource_response.error,
        })),
      'method_not_allowed',
    ],
  ])('%s', async (_what, run, code) => {
    const r = await run();
    expect(r.error?.code).toBe(code);
    expect(r.status).toBe(ERROR_STATUS[code as keyof typeof ERROR_STATUS]);
    expect(r.response.headers.get('cache-control')).toContain('no-store');
  });

  it('refuses a bookmark of another feed kind with 400 invalid', async () => {
    const homeBookmark = btoa(JSON.stringify({ f: 'home', before: 5 })).replace(/=+$/, '');
    const r = await call('UserSavesResource', 'get', { username: 'demo', bookmark: homeBookmark });
    expect(r.status).toBe(400);
    expect(r.error).toEqual({ code: 'invalid', message: 'The bookmark is not valid; start again from the first page.' });
  });

  it('answers a refused navigation with a page and a refused script call with an envelope', async () => {
    const page = await request('/pin/1/', { method: 'POST', headers: { origin: 'https://evil.example', accept: 'text/html' } });
    expect(page.status).toBe(403);
    expect(page.headers.get('content-type')).toContain('text/html');
    const api = await request('/pin/1/', { method: 'POST', headers: { origin: 'https://evil.example', accept: 'application/json', 'user-agent': BROWSER_UA } });
    expect(((await api.json()) as { resource_response: { error: { code: string } } }).resource_response.error.code).toBe('csrf');
  });
});
