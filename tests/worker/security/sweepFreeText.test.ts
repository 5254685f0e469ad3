// Deleted means deleted (docs/security.md#deleted-means-deleted): only the fields that show a picture or play a file
// keep it in use (a story page's picture, a carousel slot's picture, a GIF's embed, a video's sources). Free text
// naming a signature or a /media/ path (a story's text, its title, a carousel slot's title) keeps nothing alive, so
// nobody keeps another member's deleted picture or clip by writing its name into their own pin.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { allImageKeys } from '#shared/images.ts';
import type { Pin } from '#shared/types.ts';
import worker from '#worker/index.ts';
import { IMAGE_SWEEP } from '#worker/media/imageSweep.ts';
import { makePng } from '../../fixtures/images.ts';
import { call, signUp } from '../accountHelpers.ts';
import { ORIGIN, request } from '../helpers.ts';
import { uploadPicture } from '../uploadHelpers.ts';

const SLOW = { timeout: 60_000 };

/** Runs the scheduled handler as the cron does, past the sweep's grace. */
async function cronRuns(): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(Date.now() + IMAGE_SWEEP.graceMs + 1000), cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, PUBLIC_ORIGIN: ORIGIN }, ctx);
  await waitOnExecutionContext(ctx);
}

let shade = 0;
const newUpload = async (cookie: string) => {
  shade++;
  return (
    await uploadPicture(
      cookie,
      makePng(40, 30, () => [shade * 11, 120 - shade, 33]),
    )
  ).image_url!;
};
async function imagePin(cookie: string): Promise<Pin> {
  const r = await call<Pin>('PinResource', 'create', { image_url: await newUpload(cookie) }, cookie);
  expect(r.status).toBe(201);
  return r.data;
}
async function storyPin(cookie: string, title: string, pages: Array<{ image_url?: string; text?: string }>): Promise<Pin> {
  const r = await call<Pin>('PinResource', 'create', { title, story_pages: pages }, cookie);
  expect(r.status).toBe(201);
  return r.data;
}
const signatureOf = (pin: Pin) => /\/i\/[^/]+\/([a-f0-9]+)\./.exec(pin.images['236x']!.url)![1];
const storedSizes = async (signature: string) => (await Promise.all(allImageKeys(signature, 'png').map((k) => env.MEDIA.head(k)))).filter(Boolean).length;
const status = async (url: string) => {
  const r = await request(url);
  await r.body?.cancel();
  return r.status;
};
/** Makes `signature` a sweep candidate past its grace, as a write that stopped using it would. */
const candidate = (signature: string) =>
  env.DB.prepare('INSERT INTO image_sweep (signature, since) VALUES (?1, 0) ON CONFLICT (signature) DO UPDATE SET since = 0').bind(signature).run();

describe('deleted means deleted: free text naming a file keeps nothing alive (security: Deleted means deleted)', () => {
  it("deleted means deleted: a story's text and title naming the victim's picture do not keep it after the victim deletes it", SLOW, async () => {
    const victim = await signUp('sweepvictim');
    const attacker = await signUp('sweepkeeper');
    const pin = await imagePin(victim.cookie);
    const s = signatureOf(pin);
    const url = pin.images['236x']!.url.replace(ORIGIN, '');
    await storyPin(attacker.cookie, `keep ${s}`, [{ image_url: await newUpload(attacker.cookie), text: `look ${s} /i/236x/${s}.png` }, { text: s }]);
    expect((await call('PinResource', 'delete', { id: pin.entityId }, victim.cookie)).status).toBe(200);
    await cronRuns();
    expect(await storedSizes(s)).toBe(0);
    expect(await status(url)).toBe(404);
  });

  it("deleted means deleted: a carousel slot's title or details naming a picture does not keep it; its slot picture does", SLOW, async () => {
    const me = await signUp('sweepcarousel');
    const named = signatureOf(await imagePin(me.cookie));
    const shown = signatureOf(await imagePin(me.cookie));
    const host = await imagePin(me.cookie);
    const slots = [
      { slotId: '1', title: named, details: `/i/originals/${named}.png`, imageSignature: signatureOf(host) },
      { slotId: '2', title: 'second', imageSignature: shown },
    ];
    await env.DB.prepare("UPDATE pins SET kind = 'carousel', data = json_patch(data, ?2) WHERE id = ?1")
      .bind(Number(host.entityId), JSON.stringify({ carouselData: { carouselId: 'c1', index: 0, slots } }))
      .run();
    await env.DB.prepare('UPDATE pins SET deleted_at = ?2 WHERE image_signature IN (?1, ?3)').bind(named, Date.now(), shown).run();
    await candidate(named);
    await candidate(shown);
    await cronRuns();
    expect(await storedSizes(named)).toBe(0);
    expect(await storedSizes(shown)).toBeGreaterThan(0);
  });

  it("deleted means deleted: a story page's own picture still keeps it (a real use)", SLOW, async () => {
    const me = await signUp('sweepstoryuse');
    const second = await newUpload(me.cookie);
    const story = await storyPin(me.cookie, 'two pages', [{ image_url: await newUpload(me.cookie) }, { image_url: second, text: 'page two' }]);
    const { data } = (await env.DB.prepare('SELECT data FROM pins WHERE id = ?').bind(Number(story.entityId)).first<{ data: string }>())!;
    const pageTwo = JSON.parse(data).storyPinData.pages[1].blocks[0].imageSignature as string;
    await candidate(pageTwo);
    await cronRuns();
    expect(await storedSizes(pageTwo)).toBeGreaterThan(0);
  });

  it('deleted means deleted: a /media/ path written in a story or a title does not keep a deleted GIF; an embed or video source does', SLOW, async () => {
    const me = await signUp('sweepmediatext');
    const attacker = await signUp('sweepmediakeeper');
    const files = ['text', 'embed', 'video'].map((use) => `free-${use}-${Math.floor(Math.random() * 1e9)}.gif`);
    for (const file of files) await env.MEDIA.put(`media/${file}`, new Uint8Array(32).fill(7), { httpMetadata: { contentType: 'image/gif' } });
    await storyPin(attacker.cookie, `/media/${files[0]}`, [
      { image_url: await newUpload(attacker.cookie), text: `/media/${files[0]}` },
      { text: `see /media/${files[0]}?x=1` },
    ]);
    const embed = await imagePin(me.cookie);
    await env.DB.prepare("UPDATE pins SET kind = 'gif', data = json_patch(data, ?2) WHERE id = ?1")
      .bind(Number(embed.entityId), JSON.stringify({ embed: { src: `/media/${files[1]}?x=1`, type: 'gif', width: 4, height: 4 } }))
      .run();
    const video = await imagePin(me.cookie);
    await env.DB.prepare("UPDATE pins SET kind = 'video', data = json_patch(data, ?2) WHERE id = ?1")
      .bind(
        Number(video.entityId),
        JSON.stringify({ videos: { id: 'v', duration: 1, videoList: { v720P: { url: `/media/${files[2]}`, width: 4, height: 4, duration: 1 } } } }),
      )
      .run();
    for (const file of files) await candidate(`media/${file}`);
    await cronRuns();
    expect(await env.MEDIA.head(`media/${files[0]}`)).toBeNull();
    expect(await status(`/media/${files[0]}`)).toBe(404);
    expect(await env.MEDIA.head(`media/${files[1]}`)).not.toBeNull();
    expect(await env.MEDIA.head(`media/${files[2]}`)).not.toBeNull();
  });
});
