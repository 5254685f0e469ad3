// docs/security.md#deleted-means-deleted: a file still shown or played where the sweep's decisions look (a live story's page,
// a carousel's slot, a GIF's embed, a video's sources; not only a pin's cover) costs the sweep's run nothing, so removed saves
// of live pins, however many, never wait in front of a real deletion: a member's deleted file still leaves in the next run.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { allImageKeys } from '#shared/images.ts';
import type { BoardDetail, Pin } from '#shared/types.ts';
import worker from '#worker/index.ts';
import { IMAGE_SWEEP } from '#worker/media/imageSweep.ts';
import { makePng } from '../fixtures/images.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { ORIGIN } from './helpers.ts';
import { uploadPicture } from './uploadHelpers.ts';

const SLOW = { timeout: 300_000 };

let shade = 0;
const picture = (cookie: string) => {
  shade++;
  return uploadPicture(
    cookie,
    makePng(40, 30, () => [shade * 9, 80, 200 - shade]),
  );
};
const signatureOf = (pin: Pin) => /\/i\/[^/]+\/([a-f0-9]+)\./.exec(pin.images['236x']!.url)![1];

/** Runs the worker's real scheduled handler at `at`. */
async function cronRuns(at: number): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(at), cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, PUBLIC_ORIGIN: ORIGIN }, ctx);
  await waitOnExecutionContext(ctx);
}

/** A page picture's signature no cover shows: pin `s`, page `p` (hex, as signatures are). */
const pageSignature = (s: number, p: number) => `${'d'.repeat(20)}${String(s).padStart(6, '0')}${String(p).padStart(6, '0')}`;

/**
 * Live pins of a creator, one per `shown` entry (its kind and data), modelled on a pin the creator made by the real path;
 * then another member keeps a save of each on a secret board and deletes the board (the real path), so every save's
 * files are queued while the originals still show or play every one of them. Answers the originals' ids.
 */
async function removedSavesOfLivePins(model: Pin, shown: Array<{ kind: string; data: string }>): Promise<number[]> {
  const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('pins') WHERE name <> 'id'").all<{ name: string }>()).results.map((c) => c.name);
  const select = columns.map(
    (c) => ({ kind: '?2', data: '?3', origin_pin_id: '?4', board_id: 'coalesce(?5, board_id)', pinner_id: 'coalesce(?6, pinner_id)' })[c] ?? c,
  );
  const clone = (pin: { kind: string; data: string }, origin: number | null, board: number | null, pinner: number | null) =>
    env.DB.prepare(`INSERT INTO pins (${columns.join(', ')}) SELECT ${select.join(', ')} FROM pins WHERE id = ?1 RETURNING id`).bind(
      Number(model.entityId),
      pin.kind,
      pin.data,
      origin,
      board,
      pinner,
    );
  const originals = (await env.DB.batch<{ id: number }>(shown.map((pin) => clone(pin, null, null, null)))).map((r) => r.results[0].id);
  const saver = await signUp('shownsaver');
  const kept = (await call<BoardDetail>('BoardResource', 'create', { name: 'Kept saves', privacy: 'secret' }, saver.cookie)).data;
  await env.DB.batch(originals.map((id, i) => clone(shown[i], id, Number(kept.entityId), Number(saver.id))));
  expect((await call('BoardResource', 'delete', { board_id: kept.entityId }, saver.cookie)).status).toBe(200);
  // Later than every one of them (a candidate's `since` has whole seconds), a victim deletes a file of their own.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return originals;
}

const liveOf = (ids: number[]) => count(`SELECT count(*) AS n FROM pins WHERE deleted_at IS NULL AND id IN (${ids.join(',')})`);

describe('deleted means deleted: files still shown cost the sweep nothing (security: deleted means deleted)', () => {
  it(
    'Deleted means deleted: after more removed saves of live stories and carousels than a run can decide, a member’s deleted picture leaves in the next run (security: deleted means deleted)',
    SLOW,
    async () => {
      const creator = await signUp('pagesmaker');
      const pages = [];
      for (let p = 0; p < 2; p++) pages.push({ image_url: (await picture(creator.cookie)).image_url, text: `page ${p}` });
      const story = await call<Pin>('PinResource', 'create', { story_pages: pages, title: 'A live story' }, creator.cookie);
      expect(story.status, JSON.stringify(story.error)).toBe(201);
      const base = JSON.parse(
        (await env.DB.prepare('SELECT data FROM pins WHERE id = ?').bind(Number(story.data.entityId)).first<{ data: string }>())!.data,
      ) as Record<string, unknown> & { storyPinData: Record<string, unknown> };
      // Live stories of 20 pages and carousels of 5 slots, each page or slot a picture no pin shows as its cover.
      const STORIES = 250;
      const CAROUSELS = 40;
      const shown: Array<{ kind: string; data: string }> = [];
      for (let s = 0; s < STORIES; s++) {
        const storyPages = Array.from({ length: 20 }, (_, p) => ({ blocks: [{ type: 'image', imageSignature: pageSignature(s, p) }] }));
        shown.push({ kind: 'story', data: JSON.stringify({ ...base, storyPinData: { ...base.storyPinData, pages: storyPages } }) });
      }
      for (let k = 0; k < CAROUSELS; k++) {
        const slots = Array.from({ length: 5 }, (_, i) => ({ imageSignature: pageSignature(STORIES + k, i), title: `slot ${i}` }));
        shown.push({ kind: 'carousel', data: JSON.stringify({ ...base, carouselData: { slots } }) });
      }
      const originals = await removedSavesOfLivePins(story.data, shown);
      const queued = await count(`SELECT count(*) AS n FROM image_sweep WHERE signature LIKE 'dddddddddddddddddddd%'`);
      expect(queued).toBe(STORIES * 20 + CAROUSELS * 5);
      expect(queued).toBeGreaterThan(IMAGE_SWEEP.runSubrequests);

      const victim = await signUp('pagesvictim');
      const own = await call<Pin>('PinResource', 'create', { image_url: (await picture(victim.cookie)).image_url }, victim.cookie);
      expect(own.status).toBe(201);
      const signature = signatureOf(own.data);
      expect((await call('PinResource', 'delete', { id: own.data.entityId }, victim.cookie)).status).toBe(200);

      await cronRuns(Date.now() + IMAGE_SWEEP.graceMs + 60_000);

      const heads = await Promise.all(allImageKeys(signature, 'png').map((key) => env.MEDIA.head(key)));
      expect(heads.filter(Boolean)).toEqual([]);
      expect(await count('SELECT count(*) AS n FROM image_sweep')).toBe(0);
      expect(await liveOf(originals)).toBe(STORIES + CAROUSELS);
    },
  );

  it(
    'Deleted means deleted: after more removed saves of live GIF and video pins than a run can decide, a member’s deleted GIF leaves in the next run (security: deleted means deleted)',
    SLOW,
    async () => {
      const creator = await signUp('clipmaker');
      const model = await call<Pin>('PinResource', 'create', { image_url: (await picture(creator.cookie)).image_url }, creator.cookie);
      expect(model.status).toBe(201);
      // Each a file of its own (3 subrequests to decide each: more than a run's budget in all).
      const CLIPS = 1_700;
      const shown = Array.from({ length: CLIPS }, (_, i) =>
        i % 2
          ? { kind: 'gif', data: JSON.stringify({ embed: { src: `/media/shown-${i}.gif`, type: 'gif', width: 48, height: 32 } }) }
          : { kind: 'video', data: JSON.stringify({ videos: { videoList: { v720P: { url: `/media/shown-${i}.webm?v=1`, width: 48, height: 32 } } } }) },
      );
      const originals = await removedSavesOfLivePins(model.data, shown);
      const queued = await count(`SELECT count(*) AS n FROM image_sweep WHERE signature LIKE 'media/shown-%'`);
      expect(queued).toBe(CLIPS);
      expect(queued * 3).toBeGreaterThan(IMAGE_SWEEP.runSubrequests);

      const victim = await signUp('clipvictim');
      const own = await call<Pin>('PinResource', 'create', { image_url: (await picture(victim.cookie)).image_url }, victim.cookie);
      const key = `media/victim-${Math.floor(Math.random() * 1e9)}.gif`;
      await env.MEDIA.put(key, new Uint8Array(64).fill(7), { httpMetadata: { contentType: 'image/gif' } });
      await env.DB.prepare("UPDATE pins SET kind = 'gif', data = json_patch(data, ?2) WHERE id = ?1")
        .bind(Number(own.data.entityId), JSON.stringify({ embed: { src: `/${key}`, type: 'gif', width: 48, height: 32 } }))
        .run();
      expect((await call('PinResource', 'delete', { id: own.data.entityId }, victim.cookie)).status).toBe(200);

      await cronRuns(Date.now() + IMAGE_SWEEP.graceMs + 60_000);

      expect(await env.MEDIA.head(key)).toBeNull();
      expect(await count('SELECT count(*) AS n FROM image_sweep')).toBe(0);
      expect(await liveOf(originals)).toBe(CLIPS);
    },
  );
});
