// The limited-login viewer (docs/rules/closeup-and-visitors.md#roles-spec-002-6, docs/rules/closeup-and-visitors.md#constants-spec-002-9): every gated action is refused on the server too, a
// 401 carrying the docs/rules/closeup-and-visitors.md#constants-spec-002-9 title of the action, until a full sign-in lifts the limit.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceContract, Verb } from '#shared/api/define.ts';
import { API } from '#shared/api/index.ts';
import { LOGIN_TITLES } from '#shared/save/loginTitles.ts';
import type { Pin } from '#shared/types.ts';
import { call, sessionFrom, signUp } from './accountHelpers.ts';
import { getResource, ORIGIN, request } from './helpers.ts';

let pin: Pin;
let limited: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  pin = (await getResource<Pin[]>('HomefeedResource', { page_size: 10 })).body.resource_response.data!.find((p) => !p.isPromoted)!;
  limited = await limitedMember();
});

/** A new limited-login member. */
async function limitedMember() {
  const member = await signUp('limitedgate');
  await env.DB.prepare('UPDATE users SET is_limited_login = 1 WHERE id = ?').bind(Number(member.id)).run();
  return member;
}

/**
 * Who asks for a verb: a fresh limited member when the verb spends a rate-limit bucket (counted before the gate answers,
 * so the walk's many calls would otherwise use up one member's bucket), else the shared one.
 */
async function askerOf(name: string, verb: Verb): Promise<string> {
  const spends = (API as unknown as Record<string, ResourceContract>)[name]?.[verb]?.rateLimit;
  return spends ? (await limitedMember()).cookie : limited.cookie;
}

const v3 = (path: string, method: string) => request(path, { method, headers: { cookie: limited.cookie, origin: ORIGIN } });

describe('limited login gates on the server (closeup-and-visitors: Roles, Constants)', () => {
  it.each([
    ['RepinResource', 'create', () => ({ pin_id: pin.entityId }), 'Log in to save this Pin'],
    ['BoardResource', 'create', () => ({ name: 'Nope' }), 'Log in to create a board'],
    ['UserFollowResource', 'create', () => ({ user_id: pin.pinner.entityId }), 'Log in to follow'],
    ['UserFollowResource', 'delete', () => ({ user_id: pin.pinner.entityId }), 'Log in to unfollow'],
    ['ConversationsResource', 'create', () => ({ pin_id: pin.entityId, username: 'demo', text: '' }), 'Log in to send this Pin'],
    ['InviteCodeMetadataResource', 'create', () => ({ pin_id: pin.entityId }), 'Log in to send this Pin'],
    ['CommentsResource', 'create', () => ({ pin_id: pin.entityId, text: 'hi' }), 'Log in to continue'],
  ] as const)('C29, C58: %s %s is a 401 titled "%s" (closeup-and-visitors: Constants)', async (name, verb, options, title) => {
    const r = await call(name, verb, options(), await askerOf(name, verb));
    expect(r.status).toBe(401);
    expect(r.error?.code).toBe('unauthorized');
    expect(r.error?.message).toBe(title);
  });

  it('C29: hiding a pin and following a board by /v3/ are refused with their titles (closeup-and-visitors: Constants)', async () => {
    const hide = await v3(`/v3/p2p/${pin.entityId}/hide/`, 'PUT');
    expect(hide.status).toBe(401);
    expect(JSON.stringify(await hide.json())).toContain('Log in to hide this Pin');
    const follow = await v3(`/v3/boards/${pin.board?.entityId ?? '1'}/follow/`, 'PUT');
    expect(follow.status).toBe(401);
    expect(JSON.stringify(await follow.json())).toContain('Log in to follow');
  });

  /** Every verb that changes state and needs a member: the gated actions of the whole contract. */
  const gated = Object.values(API as Record<string, ResourceContract>).flatMap((contract) =>
    (['create', 'update', 'delete'] as const)
      .filter((verb: Verb) => contract[verb] && contract[verb].access !== 'visitor' && contract[verb].access !== 'person')
      .map((verb) => [contract.name, verb, contract[verb]!.loginReason] as const),
  );

  it('C29: the walk covers every gated verb of the contract (more than fifty)', () => {
    expect(gated.length).toBeGreaterThan(50);
  });

  it.each(gated)('C29: a limited-login %s %s is a 401 titled for its declared reason (%s)', async (name, verb, reason) => {
    const r = await call(name, verb, {}, await askerOf(name, verb));
    expect(r.status).toBe(401);
    expect(r.error?.message).toBe(LOGIN_TITLES[reason]);
  });

  it.each([
    ['PinFeedbackResource', 'update', 'Log in to continue'],
    ['PinFeedbackResource', 'delete', 'Log in to continue'],
    ['BusinessAccountResource', 'create', 'Log in to continue'],
    ['PinCommentSettingsResource', 'update', 'Log in to continue'],
    ['ConversationMessagesResource', 'create', 'Log in to continue'],
    ['PinResource', 'update', 'Log in to edit this Pin'],
    ['ShareLinkResource', 'create', 'Log in to send this Pin'],
    ['InterestFollowResource', 'create', 'Log in to follow'],
    ['VIPResource', 'create', 'Log in to create a Pin or board'],
  ] as const)('C29: reporting, a business account, comment settings and replies are not titled as another action: %s %s is "%s"', async (name, verb, title) => {
    const r = await call(name, verb, {}, await askerOf(name, verb));
    expect(r.status).toBe(401);
    expect(r.error?.message).toBe(title);
  });

  it('reads stay open: the limited viewer still sees pins and its own saves list', async () => {
    expect((await call('RepinResource', 'get', { pin_id: pin.entityId }, limited.cookie)).status).toBe(200);
  });

  it('C29: stays limited until a full sign-in, then saves (closeup-and-visitors: Roles)', async () => {
    expect((await call('RepinResource', 'create', { pin_id: pin.entityId }, limited.cookie)).status).toBe(401);
    const signIn = await call('UserSessionResource', 'create', { username_or_email: limited.username, password: 'correct horse battery vqzk' });
    const full = sessionFrom(signIn.response)!;
    expect((await call('RepinResource', 'create', { pin_id: pin.entityId }, full)).status).toBe(201);
  });
});
