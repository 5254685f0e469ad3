// InviteCodeMetadataResource (docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#calls-spec-002-7, docs/rules/closeup-and-visitors.md#errors-spec-002-8): a member creates an invite link for a pin;
// anyone reads its sender and channel; messaging both ways decides should_show_messaging.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InviteMetadata } from '#shared/invites/landing.ts';
import type { Pin } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { getResource } from './helpers.ts';

let pin: Pin;
beforeAll(async () => {
  pin = (await getResource<Pin[]>('HomefeedResource', { page_size: 10 })).body.resource_response.data!.find((p) => !p.isPromoted)!;
});

async function inviteFrom(cookie: string, channel?: number) {
  const r = await call<{ invite_code: string; url: string }>(
    'InviteCodeMetadataResource',
    'create',
    { pin_id: pin.entityId, ...(channel ? { invite_channel: channel } : {}) },
    cookie,
  );
  expect(r.status).toBe(201);
  return r.data;
}

describe('InviteCodeMetadataResource (closeup-and-visitors: Entities, Calls)', () => {
  it('C30: a member creates an invite link for a pin; the same pin and channel give the same code (closeup-and-visitors: Calls)', async () => {
    const sender = await signUp('inviter');
    const first = await inviteFrom(sender.cookie);
    expect(first.invite_code).toMatch(/^[a-f0-9]{24}$/);
    expect(first.url).toBe(`/pin/${pin.entityId}/?invite_code=${first.invite_code}`);
    expect((await inviteFrom(sender.cookie)).invite_code).toBe(first.invite_code);
    expect((await inviteFrom(sender.cookie, 5)).invite_code).not.toBe(first.invite_code);
  });

  it('A47, C30: answers sender (id, first_name, full_name, image_medium_url, is_default_image, should_show_messaging) and invite_channel (closeup-and-visitors: Entities)', async () => {
    const sender = await signUp('sender');
    await env.DB.prepare("UPDATE users SET full_name = 'Ada Lovelace' WHERE id = ?").bind(Number(sender.id)).run();
    const { invite_code } = await inviteFrom(sender.cookie, 9);
    const r = await call<InviteMetadata>('InviteCodeMetadataResource', 'get', { invite_code });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({
      sender: { id: sender.id, first_name: 'Ada', full_name: 'Ada Lovelace', image_medium_url: null, is_default_image: true, should_show_messaging: true },
      invite_channel: 9,
      pin_id: pin.entityId,
    });
  });

  it("A58: the sender's first_name is cut at 30 characters (pin-card: Constants)", async () => {
    const sender = await signUp('longname');
    const first = 'Bartholomew'.repeat(4);
    await env.DB.prepare('UPDATE users SET full_name = ? WHERE id = ?').bind(`${first} Smith`, Number(sender.id)).run();
    const { invite_code } = await inviteFrom(sender.cookie);
    const r = await call<InviteMetadata>('InviteCodeMetadataResource', 'get', { invite_code });
    expect(r.data?.sender.first_name).toBe(first.slice(0, 30));
    expect(r.data?.sender.full_name).toBe(`${first} Smith`);
  });

  it('C30: should_show_messaging is false when either side blocked the other (closeup-and-visitors: States and actions)', async () => {
    const sender = await signUp('blocksender');
    const viewer = await signUp('blockviewer');
    const { invite_code } = await inviteFrom(sender.cookie);
    expect((await call<InviteMetadata>('InviteCodeMetadataResource', 'get', { invite_code }, viewer.cookie)).data.sender.should_show_messaging).toBe(true);
    await env.DB.prepare('INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?)')
      .bind(Number(viewer.id), Number(sender.id), Date.now())
      .run();
    expect((await call<InviteMetadata>('InviteCodeMetadataResource', 'get', { invite_code }, viewer.cookie)).data.sender.should_show_messaging).toBe(false);
  });

  it('A47, C30, C54: an unknown code is a 404 and a malformed one a 400 naming the option (closeup-and-visitors: Errors)', async () => {
    expect((await call('InviteCodeMetadataResource', 'get', { invite_code: 'a'.repeat(24) })).status).toBe(404);
    const bad = await call('InviteCodeMetadataResource', 'get', { invite_code: '<script>' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('invite_code');
  });

  it('creating needs a member (401 with the send title) and a pin the member may see (404)', async () => {
    const anon = await call('InviteCodeMetadataResource', 'create', { pin_id: pin.entityId });
    expect(anon.status).toBe(401);
    expect(anon.error?.message).toBe('Log in to send this Pin');
    const member = await signUp('nopin');
    expect((await call('InviteCodeMetadataResource', 'create', { pin_id: '999999999999' }, member.cookie)).status).toBe(404);
  });
});
