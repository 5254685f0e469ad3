// Share attribution (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: "Query markers: invite_code and utm_pai"): a member's share link
// carries an opaque utm_pai; a landing records one open per visitor and share; the sharer sees how
// many people opened pins they shared; canonical urls never carry the marker.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pin } from '#shared/types.ts';
import { ANON_COOKIE } from '#worker/lib/cookies.ts';
import { call, signUp } from './accountHelpers.ts';
import { getResource, request } from './helpers.ts';

let pin: Pin;
beforeAll(async () => {
  pin = (await getResource<Pin[]>('HomefeedResource', { page_size: 10 })).body.resource_response.data!.find((p) => !p.isPromoted)!;
});

const anon = (n: number) => `${ANON_COOKIE}=visitor-${String(n).padStart(12, '0')}`;
const shareLink = (cookie: string, pinId = pin.entityId) => call<{ utm_pai: string; url: string }>('ShareLinkResource', 'create', { pin_id: pinId }, cookie);
const open = (utm_pai: string, cookie?: string) => call<{ counted: boolean }>('ShareOpenResource', 'create', { utm_pai }, cookie);
const people = async (cookie: string) => (await call<{ people: number }>('ShareOpenResource', 'get', {}, cookie)).data.people;

describe('share links and utm_pai (closeup-and-visitors: Routes and screens)', () => {
  it('a member gets one opaque utm_pai per pin, naming neither the member nor the pin in clear (closeup-and-visitors: Routes and screens)', async () => {
    const sharer = await signUp('sharer1');
    const first = await shareLink(sharer.cookie);
    expect(first.status).toBe(201);
    expect(first.data.utm_pai).toMatch(/^[a-f0-9]{16}$/);
    expect(first.data.url).toBe(`/pin/${pin.entityId}/?utm_pai=${first.data.utm_pai}`);
    expect((await shareLink(sharer.cookie)).data.utm_pai).toBe(first.data.utm_pai);
    // Opaque: not derived from who shares or what. A random 16-hex token may contain a short id's digits
    // by chance, so the property checked is that neither the member nor the pin determines it.
    const other = await signUp('sharer1b');
    const otherPin = (await getResource<Pin[]>('HomefeedResource', { page_size: 10 })).body.resource_response.data!.find(
      (p) => !p.isPromoted && p.entityId !== pin.entityId,
    )!;
    const tokens = [first.data.utm_pai, (await shareLink(other.cookie)).data.utm_pai, (await shareLink(sharer.cookie, otherPin.entityId)).data.utm_pai];
    expect(new Set(tokens).size).toBe(3);
    for (const id of [sharer.id, other.id, pin.entityId, otherPin.entityId]) {
      expect(tokens).not.toContain(Number(id).toString(16).padStart(16, '0'));
      expect(tokens).not.toContain(String(id).padStart(16, '0'));
    }
  });

  it('opens count once per visitor and share; the sharer opening their own link does not count (closeup-and-visitors: Routes and screens)', async () => {
    const sharer = await signUp('sharer2');
    const reader = await signUp('reader2');
    const { utm_pai } = (await shareLink(sharer.cookie)).data;
    expect(await people(sharer.cookie)).toBe(0);
    expect((await open(utm_pai, anon(1))).data.counted).toBe(true);
    expect((await open(utm_pai, anon(1))).data.counted).toBe(false);
    expect((await open(utm_pai, anon(2))).data.counted).toBe(true);
    expect((await open(utm_pai, reader.cookie)).data.counted).toBe(true);
    expect((await open(utm_pai, reader.cookie)).data.counted).toBe(false);
    expect((await open(utm_pai, sharer.cookie)).data.counted).toBe(false);
    expect(await people(sharer.cookie)).toBe(3);
    // Concurrent landings of the same visitor still count once (one INSERT OR IGNORE each).
    const again = await Promise.all([open(utm_pai, anon(3)), open(utm_pai, anon(3)), open(utm_pai, anon(3))]);
    expect(again.filter((r) => r.data.counted)).toHaveLength(1);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM share_opens WHERE share_id = ?').bind(utm_pai).first<{ n: number }>();
    expect(rows?.n).toBe(4);
  });

  it('the count is of people across the pins a member shared (closeup-and-visitors: Routes and screens)', async () => {
    const sharer = await signUp('sharer3');
    const other = (await getResource<Pin[]>('HomefeedResource', { page_size: 10 })).body.resource_response.data!.filter((p) => !p.isPromoted)[1];
    const a = (await shareLink(sharer.cookie)).data.utm_pai;
    const b = (await shareLink(sharer.cookie, other.entityId)).data.utm_pai;
    expect(a).not.toBe(b);
    await open(a, anon(10));
    await open(b, anon(10));
    await open(b, anon(11));
    expect(await people(sharer.cookie)).toBe(2);
  });

  it('bad input is a clear 4xx: malformed 400, unknown 404, signed-out link or count 401, unknown pin 404 (closeup-and-visitors: Routes and screens)', async () => {
    const sharer = await signUp('sharer4');
    const malformed = await open('../1', anon(20));
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.error)).toContain('utm_pai');
    expect((await open('0123456789abcdef', anon(20))).status).toBe(404);
    expect((await call('ShareLinkResource', 'create', { pin_id: pin.entityId })).status).toBe(401);
    expect((await call('ShareOpenResource', 'get', {})).status).toBe(401);
    expect((await shareLink(sharer.cookie, '999999999')).status).toBe(404);
  });

  it('C23: a pin page opened with utm_pai keeps its canonical url without the marker (closeup-and-visitors: Routes and screens)', async () => {
    const html = await (await request(`/pin/${pin.entityId}/?utm_pai=0123456789abcdef`)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toBe(`https://pins.test/pin/${pin.entityId}/`);
  });
});
