// Deleted means deleted, under load (docs/security.md#deleted-means-deleted): only the fields that play a file (a GIF's
// embed source, a video's sources) queue a media candidate of the image sweep, so text a member writes queues none and
// cannot delay anyone's deletion; and a candidate keeps its first `since`, so queuing it again never postpones it.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { allImageKeys } from '#shared/images.ts';
import type { BoardDetail, Pin } from '#shared/types.ts';
import worker from '#worker/index.ts';
import { IMAGE_SWEEP, RUN_PICTURES } from '#worker/media/imageSweep.ts';
import { makePng } from '../fixtures/images.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { ORIGIN } from './helpers.ts';
import { uploadPicture } from './uploadHelpers.ts';

const SLOW = { timeout: 300_000 };

/** Runs the worker's scheduled handler as the cron trigger does, at `at`. */
async function cronRuns(at: number): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(at), cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, PUBLIC_ORIGIN: ORIGIN }, ctx);
  await waitOnExecutionContext(ctx);
}

let shade = 0;
const ownPicture = (cookie: string) => {
  shade++;
  return uploadPicture(
    cookie,
    makePng(40, 30, () => [shade * 11, 90, 200 - shade]),
  );
};
const signatureOf = (pin: Pin) => /\/i\/[^/]+\/([a-f0-9]+)\./.exec(pin.images['236x']!.url)![1]!;

/** A member's own pin made a GIF pin playing a new /media/ file, as the demo seed writes them (the file in R2, its path in the embed). */
async function gifPin(cookie: string, name: string) {
  const picture = await ownPicture(cookie);
  const pin = (await call<Pin>('PinResource', 'create', { image_url: picture.image_url }, cookie)).data;
  await env.MEDIA.put(`media/${name}`, new Uint8Array(64).fill(7), { httpMetadata: { contentType: 'image/gif' } });
  const embed = { embed: { src: `/media/${name}`, type: 'gif', width: 40, height: 30 } };
  await env.DB.prepare("UPDATE pins SET kind = 'gif', data = json_patch(data, ?2) WHERE id = ?1").bind(Number(pin.entityId), JSON.stringify(embed)).run();
  return pin;
}

describe('deleted means deleted: free text queues no media candidate, a candidate keeps its first since (security: Deleted means deleted)', () => {
  it(
    'deleted means deleted: one member’s story pins full of /media/ texts queue no media candidate; a victim’s picture is due behind fewer than a run’s pictures and leaves in one run',
    SLOW,
    async () => {
      const me = await signUp('floodtext');
      const cover = await ownPicture(me.cookie);
      const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Stories', privacy: 'secret' }, me.cookie)).data;
      for (let s = 0; s < 29; s++) {
        const pages = Array.from({ length: 20 }, (_, p) => ({ ...(p === 0 ? { image_url: cover.image_url } : {}), text: `/media/fx-${s}-${p}.webm` }));
        const made = await call('PinResource', 'create', { story_pages: pages, title: `/media/tx-${s}.gif`, board_id: board.entityId }, me.cookie);
        expect(made.status).toBe(201);
      }
      expect((await call('BoardResource', 'delete', { board_id: board.entityId }, me.cookie)).status).toBe(200);
      expect(await count("SELECT count(*) AS n FROM image_sweep WHERE signature LIKE 'media/fx-%' OR signature LIKE 'media/tx-%'")).toBe(0);

      await new Promise((r) => setTimeout(r, 1100));
      const victim = await signUp('floodvictim');
      const picture = await ownPicture(victim.cookie);
      const pin = (await call<Pin>('PinResource', 'create', { image_url: picture.image_url }, victim.cookie)).data;
      const signature = signatureOf(pin);
      expect((await call('PinResource', 'delete', { id: pin.entityId }, victim.cookie)).status).toBe(200);
      const dueFirst = await count('SELECT count(*) AS n FROM image_sweep WHERE since <= (SELECT since FROM image_sweep WHERE signature = ?1)', signature);
      expect(dueFirst).toBeLessThan(RUN_PICTURES);

      await cronRuns(Date.now() + IMAGE_SWEEP.graceMs + 2000);
      const heads = await Promise.all(allImageKeys(signature, 'png').map((k) => env.MEDIA.head(k)));
      expect(heads.filter(Boolean)).toEqual([]);
    },
  );

  it('deleted means deleted: a GIF queued again keeps its first since, so the run due for its first deletion removes it', SLOW, async () => {
    const owner = await signUp('gifagain');
    const name = `again-${Math.floor(Math.random() * 1e9)}.gif`;
    const first = await gifPin(owner.cookie, name);
    const second = await gifPin(owner.cookie, name);
    const deletedAt = Date.now();
    expect((await call('PinResource', 'delete', { id: first.entityId }, owner.cookie)).status).toBe(200);
    const since = await count('SELECT since AS n FROM image_sweep WHERE signature = ?1', `media/${name}`);
    // Two seconds later the last pin playing it is deleted: the file is queued again.
    await new Promise((r) => setTimeout(r, 2100));
    expect((await call('PinResource', 'delete', { id: second.entityId }, owner.cookie)).status).toBe(200);
    expect(await count('SELECT since AS n FROM image_sweep WHERE signature = ?1', `media/${name}`)).toBe(since);

    await cronRuns(deletedAt + IMAGE_SWEEP.graceMs + 1000);
    expect(await env.MEDIA.head(`media/${name}`)).toBeNull();
  });

  it('deleted means deleted: a stranger naming a deleted GIF’s path in a story text queues nothing and keeps nothing alive', SLOW, async () => {
    const owner = await signUp('gifkept');
    const name = `kept-${Math.floor(Math.random() * 1e9)}.gif`;
    const pin = await gifPin(owner.cookie, name);
    const deletedAt = Date.now();
    expect((await call('PinResource', 'delete', { id: pin.entityId }, owner.cookie)).status).toBe(200);
    const since = await count('SELECT since AS n FROM image_sweep WHERE signature = ?1', `media/${name}`);

    await new Promise((r) => setTimeout(r, 2100));
    const stranger = await signUp('gifbumper');
    const cover = await ownPicture(stranger.cookie);
    const story = await call<Pin>('PinResource', 'create', { story_pages: [{ image_url: cover.image_url }, { text: `/media/${name}` }] }, stranger.cookie);
    expect(story.status).toBe(201);
    expect((await call('PinResource', 'delete', { id: story.data.entityId }, stranger.cookie)).status).toBe(200);
    expect(await count('SELECT since AS n FROM image_sweep WHERE signature = ?1', `media/${name}`)).toBe(since);

    await cronRuns(deletedAt + IMAGE_SWEEP.graceMs + 1000);
    expect(await env.MEDIA.head(`media/${name}`)).toBeNull();
  });
});
