// Rights over pictures (docs/security.md#rights-over-pictures): every field that names a picture (an
// avatar by signature, as a call or a page form; a pin's image_url; a story's pages) takes only the
// member's own finished upload or one of the site's presets. Another member's pin picture, avatar or
// upload, or a deleted pin's picture, is refused with D1 unchanged, so nobody can hold someone else's
// picture and keep it from the image sweep: after the victim deletes the pin, the sweep removes it.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { allImageKeys } from '#shared/images.ts';
import type { Pin } from '#shared/types.ts';
import worker from '#worker/index.ts';
import { IMAGE_SWEEP } from '#worker/media/imageSweep.ts';
import { makePng } from '../../fixtures/images.ts';
import { call, signUp } from '../accountHelpers.ts';
import { ORIGIN, request } from '../helpers.ts';
import { uploadPicture } from '../uploadHelpers.ts';
import { freshIp, snapshotD1 } from './helpers.ts';

const SLOW = { timeout: 90_000 };

let shade = 0;
const picture = () => {
  shade++;
  return makePng(40, 30, () => [shade * 11, 120, 255 - shade * 5]);
};
const signatureOf = (url: string) => /\/i\/[^/]+\/([a-f0-9]+)\./.exec(url)![1];
const urlOf = (signature: string, ext = 'png') => `/i/736x/${signature}.${ext}`;

/** The worker's scheduled handler as the cron runs it, past the sweep's grace. */
async function sweepRuns(): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(Date.now() + IMAGE_SWEEP.graceMs + 1000), cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, PUBLIC_ORIGIN: ORIGIN }, ctx);
  await waitOnExecutionContext(ctx);
}

async function storedKeys(signature: string): Promise<string[]> {
  const keys = allImageKeys(signature, 'png');
  const heads = await Promise.all(keys.map((k) => env.MEDIA.head(k)));
  return keys.filter((_, i) => heads[i]);
}

async function pinPicture(cookie: string): Promise<Pin> {
  const upload = await uploadPicture(cookie, picture());
  const r = await call<Pin>('PinResource', 'create', { image_url: upload.image_url }, cookie);
  expect(r.status).toBe(201);
  return r.data;
}

/** A page form post of the settings' profile form, as a browser without JavaScript sends it. */
function profileForm(cookie: string, image_signature: string) {
  return request('/resource/UserProfileResource/update/', {
    method: 'POST',
    headers: { origin: ORIGIN, referer: `${ORIGIN}/settings/`, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp(), cookie },
    body: new URLSearchParams({ image_signature }).toString(),
  });
}

const avatarOf = async (id: string) =>
  (await env.DB.prepare('SELECT image_signature AS s FROM users WHERE id = ?').bind(id).first<{ s: string | null }>())?.s ?? null;

let victim: Awaited<ReturnType<typeof signUp>>;
let attacker: Awaited<ReturnType<typeof signUp>>;
/** The pictures the attacker must not name, by the variant's name. */
const others: Record<string, string> = {};
let preset: { signature: string; ext: string };

beforeAll(async () => {
  victim = await signUp('picvictim');
  attacker = await signUp('picattacker');
  const bystander = await signUp('picother');
  others["the victim's pin picture"] = signatureOf((await pinPicture(victim.cookie)).images['736x']!.url);
  const avatar = await uploadPicture(victim.cookie, picture());
  expect((await call('UserProfileResource', 'update', { image_signature: avatar.image_signature }, victim.cookie)).status).toBe(200);
  others["the victim's avatar"] = avatar.image_signature!;
  const gone = await pinPicture(victim.cookie);
  expect((await call('PinResource', 'delete', { id: gone.entityId }, victim.cookie)).status).toBe(200);
  others["a deleted pin's picture"] = signatureOf(gone.images['736x']!.url);
  others["another member's upload"] = (await uploadPicture(bystander.cookie, picture())).image_signature!;
  preset = (await env.DB.prepare('SELECT p.signature, i.ext FROM avatar_presets p JOIN images i ON i.signature = p.signature LIMIT 1').first<{
    signature: string;
    ext: string;
  }>())!;
}, 90_000);

describe("rights over pictures: another member's picture is refused on every door (security: Rights over pictures)", () => {
  const variants = () => Object.entries(others);

  it('as an avatar by call or by page form: 400 or the form refused, D1 unchanged', SLOW, async () => {
    for (const [variant, signature] of variants()) {
      const before = await snapshotD1();
      const r = await call('UserProfileResource', 'update', { image_signature: signature }, attacker.cookie);
      expect(r.status, variant).toBe(400);
      const form = await profileForm(attacker.cookie, signature);
      expect(form.status, variant).toBe(303);
      expect(decodeURIComponent(form.headers.get('set-cookie') ?? ''), variant).toContain('pb_flash=');
      expect(await snapshotD1(), variant).toEqual(before);
      expect(await avatarOf(attacker.id), variant).toBeNull();
    }
  });

  it("as a pin's picture (image_url of our own image url) or a story's page: 400, D1 unchanged", SLOW, async () => {
    for (const [variant, signature] of variants()) {
      const before = await snapshotD1();
      expect((await call('PinResource', 'create', { image_url: urlOf(signature) }, attacker.cookie)).status, variant).toBe(400);
      expect((await call('PinResource', 'create', { image_url: `${ORIGIN}${urlOf(signature)}` }, attacker.cookie)).status, variant).toBe(400);
      const story = await call('PinResource', 'create', { title: 'Story', story_pages: [{ image_url: urlOf(signature), text: 'page' }] }, attacker.cookie);
      expect(story.status, variant).toBe(400);
      expect(await snapshotD1(), variant).toEqual(before);
    }
  });

  it("the settings page offers the member's own photo and the presets, never another member's", async () => {
    const html = await (await request('/settings/', { headers: { cookie: attacker.cookie } })).text();
    expect(html).toContain(preset.signature);
    for (const [variant, signature] of Object.entries(others)) expect(html, variant).not.toContain(signature);
  });
});

describe('rights over pictures: own uploads and presets are accepted (security: Rights over pictures)', () => {
  it('a preset and an own finished upload as the avatar; a preset and an own upload as a pin', SLOW, async () => {
    const member = await signUp('picown');
    expect((await call('UserProfileResource', 'update', { image_signature: preset.signature }, member.cookie)).status).toBe(200);
    expect(await avatarOf(member.id)).toBe(preset.signature);
    const own = await uploadPicture(member.cookie, picture());
    expect((await profileForm(member.cookie, own.image_signature!)).headers.get('location')).toBe('/settings/');
    expect(await avatarOf(member.id)).toBe(own.image_signature);
    // Sending the avatar one already has (the settings form's checked photo) changes nothing and is no refusal.
    expect((await call('UserProfileResource', 'update', { image_signature: own.image_signature, about: 'hi' }, member.cookie)).status).toBe(200);
    expect((await call('PinResource', 'create', { image_url: urlOf(preset.signature, preset.ext) }, member.cookie)).status).toBe(201);
    expect((await call('PinResource', 'create', { image_url: own.image_url }, member.cookie)).status).toBe(201);
  });
});

describe('deleted means deleted: a picture nobody else could pin leaves with its pin (security: Deleted means deleted)', () => {
  it('the victim deletes the pin the attacker tried to take as an avatar: the sweep removes every size', SLOW, async () => {
    const owner = await signUp('picsweep');
    const pin = await pinPicture(owner.cookie);
    const signature = signatureOf(pin.images['736x']!.url);
    const thief = await signUp('picthief');
    expect((await call('UserProfileResource', 'update', { image_signature: signature }, thief.cookie)).status).toBe(400);
    expect((await profileForm(thief.cookie, signature)).status).toBe(303);
    expect(await avatarOf(thief.id)).toBeNull();
    expect((await call('PinResource', 'delete', { id: pin.entityId }, owner.cookie)).status).toBe(200);
    await sweepRuns();
    expect(await storedKeys(signature)).toEqual([]);
    const served = await request(pin.images['236x']!.url);
    await served.body?.cancel();
    expect(served.status).toBe(404);
  });
});
