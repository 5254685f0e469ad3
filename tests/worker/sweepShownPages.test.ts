// docs/security.md#deleted-means-deleted: a picture still shown anywhere IN_USE looks (a live story's page, a carousel's slot,
// not only a pin's cover) costs the sweep's run nothing, so removed saves of live stories and carousels, however many, never
// wait in front of a real deletion: a member's deleted picture still leaves in the next run.
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

/** A page picture's signature no cover shows: story `s`, page `p` (hex, as signatures are). */
const pageSignature = (s: number, p: number) => `${'d'.repeat(20)}${String(s).padStart(6, '0')}${String(p).padStart(6, '0')}`;

describe('deleted means deleted: pictures still shown by pages cost the sweep nothing (security: sweep bound)', () => {
  it(
    'Deleted means deleted: after more removed saves of live stories and carousels than a run can decide, a member’s deleted picture leaves in the next run (security: sweep bound)',
    SLOW,
    async () => {
      // A creator's live story, made by the real path; its row is the model of many more live stories and carousels, each
      // page or slot a picture of its own that no pin shows as its cover.
      const creator = await signUp('pagesmaker');
      const pages = [];
      for (let p = 0; p < 2; p++) pages.push({ image_url: (await picture(creator.cookie)).image_url, text: `page ${p}` });
      const story = await call<Pin>('PinResource', 'create', { story_pages: pages, title: 'A live story' }, creator.cookie);
      expect(story.status, JSON.stringify(story.error)).toBe(201);
      const model = (await env.DB.prepare('SELECT data FROM pins WHERE id = ?').bind(Number(story.data.entityId)).first<{ data: string }>())!;
      const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('pins') WHERE name <> 'id'").all<{ name: string }>()).results.map(
        (c) => c.name,
      );
      const select = columns.map(
        (c) => ({ kind: '?2', data: '?3', origin_pin_id: '?4', board_id: 'coalesce(?5, board_id)', pinner_id: 'coalesce(?6, pinner_id)' })[c] ?? c,
      );
      const clone = (kind: string, data: string, origin: number | null, board: number | null, pinner: number | null) =>
        env.DB.prepare(`INSERT INTO pins (${columns.join(', ')}) SELECT ${select.join(', ')} FROM pins WHERE id = ?1 RETURNING id`).bind(
          Number(story.data.entityId),
          kind,
          data,
          origin,
          board,
          pinner,
        );
      const base = JSON.parse(model.data) as Record<string, unknown> & { storyPinData: { pages: unknown[] } };
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
      const originals = await env.DB.batch<{ id: number }>(shown.map((pin) => clone(pin.kind, pin.data, null, null, null)));

      // Another member keeps a save of each on a secret board, then deletes the board (the real path): every save's pages
      // and slots are queued, while the originals still show every one of them.
      const saver = await signUp('pagessaver');
      const kept = (await call<BoardDetail>('BoardResource', 'create', { name: 'Kept pages', privacy: 'secret' }, saver.cookie)).data;
      await env.DB.batch(originals.map((r, i) => clone(shown[i].kind, shown[i].data, r.results[0].id, Number(kept.entityId), Number(saver.id))));
      expect((await call('BoardResource', 'delete', { board_id: kept.entityId }, saver.cookie)).status).toBe(200);
      const queued = await count(`SELECT count(*) AS n FROM image_sweep WHERE signature LIKE 'dddddddddddddddddddd%'`);
      expect(queued).toBe(STORIES * 20 + CAROUSELS * 5);
      expect(queued).toBeGreaterThan(IMAGE_SWEEP.runSubrequests);

      // Later (a candidate's `since` has whole seconds), a member deletes a pin of their own picture.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const victim = await signUp('pagesvictim');
      const own = await call<Pin>('PinResource', 'create', { image_url: (await picture(victim.cookie)).image_url }, victim.cookie);
      expect(own.status).toBe(201);
      const signature = signatureOf(own.data);
      expect((await call('PinResource', 'delete', { id: own.data.entityId }, victim.cookie)).status).toBe(200);

      await cronRuns(Date.now() + IMAGE_SWEEP.graceMs + 60_000);

      const heads = await Promise.all(allImageKeys(signature, 'png').map((key) => env.MEDIA.head(key)));
      expect(heads.filter(Boolean)).toEqual([]);
      expect(await count('SELECT count(*) AS n FROM image_sweep')).toBe(0);
      // Nothing still shown went: every original still names its pictures, live.
      expect(await count(`SELECT count(*) AS n FROM pins WHERE deleted_at IS NULL AND id IN (${originals.map((r) => r.results[0].id).join(',')})`)).toBe(
        STORIES + CAROUSELS,
      );
    },
  );
});
