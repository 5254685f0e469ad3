// A signed /offsite/ link must never lead to an address that is not on the web: the link check
// (worker/offsite/check.ts) refuses loopback, private and reserved hosts by the same rule as the
// server's outbound fetch (worker/lib/publicHosts.ts), so such a link is never saved, signed or
// redirected to, even with a valid token (docs/rules/pin-card.md#calls-spec-000-7, docs/rules/closeup-and-visitors.md#calls-spec-002-7).

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Pin } from '#shared/types.ts';
import { offsitePath, signPin } from '#worker/offsite/sign.ts';
import { signOffsiteToken } from '#worker/offsite/token.ts';
import { dataUrl, makePng } from '../../fixtures/images.ts';
import { signUp } from '../accountHelpers.ts';
import { request } from '../helpers.ts';
import { callFrom, freshIp } from './helpers.ts';

const INTERNAL = ['http://127.0.0.1:8787/admin', 'http://2130706433/', 'http://[::ffff:10.0.0.1]/', 'http://localhost/', 'http://169.254.169.254/latest/'];

describe('/offsite/ refuses addresses that are not on the web (pin-card: Calls)', () => {
  it.each(INTERNAL)('never redirects to %s, even with a valid token', async (url) => {
    const token = await signOffsiteToken(env.OFFSITE_SECRET, new URL(url).href, '1', Math.floor(Date.now() / 1000) + 3600);
    const response = await request(`/offsite/?${new URLSearchParams({ url, pin: '1', token })}`, { headers: { 'cf-connecting-ip': freshIp() } });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it.each(INTERNAL)('the link check answers %s is not a link (400)', async (url) => {
    const response = await request(`/v3/offsite/?url=${encodeURIComponent(url)}`, { headers: { 'cf-connecting-ip': freshIp() } });
    expect(response.status).toBe(400);
  });

  it('a pin linking to an internal address gets no signed /offsite/ path', async () => {
    const pin = { entityId: '42', link: 'http://127.0.0.1:8787/admin', trackedLink: null } as unknown as Pin;
    expect((await signPin(env, pin, { id: null, anonymousId: '' })).offsiteUrl).toBeUndefined();
    const web = { entityId: '42', link: 'https://shop.example/', trackedLink: null } as unknown as Pin;
    expect((await signPin(env, web, { id: null, anonymousId: '' })).offsiteUrl).toBe(await offsitePath(env.OFFSITE_SECRET, 'https://shop.example/', '42'));
  });

  it('a member cannot save a pin whose link is an internal address', async () => {
    const me = await signUp('offsiteint');
    const picture = dataUrl(makePng(20, 20, () => [200, 30, 30]));
    const r = await callFrom('PinResource', 'create', { image_base64: picture, link: 'http://127.0.0.1:8787/admin' }, { cookie: me.cookie });
    expect(r.status).toBe(400);
    expect(r.error?.message).toMatch(/must be a web address/);
    expect((await callFrom('PinResource', 'create', { image_base64: picture, link: 'https://shop.example/' }, { cookie: me.cookie })).status).toBe(201);
  });
});

describe('a signed /offsite/ link stops redirecting once its pin is deleted (pin-card: Calls)', () => {
  it('redirects while the pin is live, and shows the leaving page after it is deleted', async () => {
    const me = await signUp('offsitegone');
    const picture = dataUrl(makePng(20, 20, () => [20, 20, 200]));
    const pin = await callFrom<Pin>('PinResource', 'create', { image_base64: picture, link: 'https://shop.example/gone' }, { cookie: me.cookie });
    expect(pin.status).toBe(201);
    const path = await offsitePath(env.OFFSITE_SECRET, 'https://shop.example/gone', pin.data.entityId);
    const visit = () => request(path, { headers: { 'cf-connecting-ip': freshIp() } });
    expect((await visit()).status).toBe(303);
    expect((await callFrom('PinResource', 'delete', { id: pin.data.entityId }, { cookie: me.cookie })).status).toBe(200);
    const after = await visit();
    expect(after.status).toBe(200);
    expect(after.headers.get('location')).toBeNull();
  });
});
