// The upload queue's dead-letter queue (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4):
// a message the consumer never settled ends its upload as the last failed attempt would: failed with
// its reason, no original left in R2, and its half-made sizes gone with the next image sweep. Delivering it again changes nothing, an
// upload that already succeeded keeps its images, and an `expire` message still expires its upload.
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { issuedId, type UploadId } from '#shared/ids.ts';
import { imageKey } from '#shared/images.ts';
import worker from '#worker/index.ts';
import { DEAD_LETTER_SUFFIX } from '#worker/uploads/deadLetterQueue.ts';
import { PROCESSING_FAILED } from '#worker/uploads/process.ts';
import type { UploadMessage } from '#worker/uploads/queue.ts';
import { imageSignatureOf } from '#worker/uploads/sizes.ts';
import { makePng } from '../fixtures/images.ts';
import { count, signUp } from './accountHelpers.ts';
import { sweepRuns } from './sweepRuns.ts';
import { uploadPicture, uploadState } from './uploadHelpers.ts';

const SLOW = { timeout: 30_000 };
const DEAD_LETTER_QUEUE = `pinboard-uploads${DEAD_LETTER_SUFFIX}`;
const uploadRow = (id: number | string) => env.DB.prepare('SELECT status, failure_reason FROM uploads WHERE id = ?').bind(Number(id)).first();

/** One message as the dead-letter queue hands it to the worker's queue() handler. */
async function deadLetter(body: UploadMessage, id = 'dead1') {
  const batch = createMessageBatch<UploadMessage>(DEAD_LETTER_QUEUE, [{ id, timestamp: new Date(), attempts: 1, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

/** An upload stuck in `processing` (its consumer gave up mid-way): its original and one size are in R2, its signature named, no images row. */
async function stuckUpload(userId: string) {
  const bytes = makePng(24, 24, (x, y) => [x * 10, y * 10, 90]);
  const id = (300_000_000_000_000 + Math.floor(Math.random() * 1e12)) as UploadId;
  const now = Date.now();
  const signature = await imageSignatureOf(bytes);
  await env.DB.prepare(
    "INSERT INTO uploads (id, user_id, status, token_hash, bytes, mime, image_signature, created_at, updated_at, expires_at, attempts) VALUES (?, ?, 'processing', '', ?, 'image/png', ?, ?, ?, ?, 4)",
  )
    .bind(id, Number(userId), bytes.length, signature, now, now, now + 3_600_000)
    .run();
  await env.MEDIA.put(`uploads/${id}`, bytes);
  await env.MEDIA.put(imageKey('236x', signature, 'png'), bytes);
  return { id, signature };
}

describe('the upload dead-letter queue (closeup-and-visitors: States and actions)', () => {
  it(
    'fails a dead-lettered upload and removes its original, and its half-made sizes with the next sweep, and a second delivery changes nothing (closeup-and-visitors: States and actions)',
    SLOW,
    async () => {
      const me = await signUp('deadletter');
      const { id, signature } = await stuckUpload(me.id);
      const first = await deadLetter({ kind: 'process', uploadId: id });
      expect(first.explicitAcks).toEqual(['dead1']);
      expect(first.retryMessages).toEqual([]);
      expect(await uploadRow(id)).toEqual({ status: 'failed', failure_reason: PROCESSING_FAILED });
      expect((await uploadState(me.cookie, String(id))).status).toBe('failed');
      expect(await env.MEDIA.head(`uploads/${id}`)).toBeNull();
      await sweepRuns();
      expect(await env.MEDIA.head(imageKey('236x', signature, 'png'))).toBeNull();

      const again = await deadLetter({ kind: 'process', uploadId: id }, 'dead2');
      expect(again.explicitAcks).toEqual(['dead2']);
      expect(await uploadRow(id)).toEqual({ status: 'failed', failure_reason: PROCESSING_FAILED });
    },
  );

  it('leaves an upload that succeeded as it is, with its images (closeup-and-visitors: States and actions)', SLOW, async () => {
    const me = await signUp('deadok');
    const done = await uploadPicture(
      me.cookie,
      makePng(30, 30, () => [30, 60, 200]),
    );
    expect(done.status).toBe('succeeded');
    const result = await deadLetter({ kind: 'process', uploadId: issuedId<'upload'>(done.upload_id) });
    expect(result.explicitAcks).toEqual(['dead1']);
    expect((await uploadState(me.cookie, done.upload_id)).status).toBe('succeeded');
    expect(await count('SELECT COUNT(*) AS n FROM images WHERE signature = ?', done.image_signature)).toBe(1);
    expect(await env.MEDIA.head(imageKey('236x', done.image_signature!, 'png'))).not.toBeNull();
  });

  it('expires a dead-lettered expiry whose upload no pin used, with its images (closeup-and-visitors: States and actions)', SLOW, async () => {
    const me = await signUp('deadexpire');
    const done = await uploadPicture(
      me.cookie,
      makePng(30, 30, () => [200, 60, 30]),
    );
    await env.DB.prepare('UPDATE uploads SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1, Number(done.upload_id))
      .run();
    expect((await deadLetter({ kind: 'expire', uploadId: issuedId<'upload'>(done.upload_id) })).explicitAcks).toEqual(['dead1']);
    expect((await uploadRow(done.upload_id))?.status).toBe('expired');
    await sweepRuns();
    expect(await count('SELECT COUNT(*) AS n FROM images WHERE signature = ?', done.image_signature)).toBe(0);
    expect(await env.MEDIA.head(imageKey('236x', done.image_signature!, 'png'))).toBeNull();
    expect((await deadLetter({ kind: 'expire', uploadId: issuedId<'upload'>(done.upload_id) }, 'dead2')).explicitAcks).toEqual(['dead2']);
  });
});
