// The upload queue's consumer (this worker's queue() handler): a `process` message makes every
// size of a received upload; a failed step is retried by the queue with a growing delay, and the
// last attempt (UPLOAD_LIMITS.processAttempts) marks the upload failed with a reason. A picture
// that can never be made (UploadRefusal) fails at once. An `expire` message, sent delayed when
// the upload is registered, expires an upload no pin used and queues its picture for the image sweep.
// A message the queue gave up on (the consumer itself kept failing) goes to the dead-letter queue,
// whose consumer (handleDeadUploads) ends it the same way: a `process` upload failed, its original gone and its
// picture queued for the image sweep, the one deleter of pictures.
import { UPLOAD_LIMITS } from '#shared/constants.ts';
import type { UploadId } from '#shared/ids.ts';
import type { UploadMime } from '#shared/uploads/sniff.ts';
import { PROCESSING_FAILED, processOriginal } from './process.ts';
import { UploadRefusal } from './sizes.ts';
import { countAttempt, markFailed, originalKey, readUpload } from './uploadData.ts';

export type UploadMessage = { kind: 'process'; uploadId: UploadId } | { kind: 'expire'; uploadId: UploadId };

type QueueEnv = Pick<Env, 'DB' | 'MEDIA' | 'IMAGES'>;

/** Seconds before the next attempt: 2, 4, 8 ... */
export const retryDelaySeconds = (attempt: number) => 2 ** Math.min(attempt, 6);

/**
 * Makes the sizes of a received upload. An upload that ended before it was made (expired or failed, or its row gone)
 * makes nothing, and its original leaves R2: it may have been stored after the upload ended (an expiry while the file
 * arrived), when nothing else would delete it.
 */
async function processUpload(env: QueueEnv, uploadId: UploadId): Promise<void> {
  const upload = await readUpload(env.DB, uploadId);
  if (upload?.status !== 'processing' || !upload.mime) {
    if (upload?.status !== 'registered') await env.MEDIA.delete(originalKey(uploadId));
    return;
  }
  const object = await env.MEDIA.get(originalKey(uploadId));
  if (!object) throw new UploadRefusal('The uploaded file is gone. Upload the picture again.');
  await processOriginal(env, uploadId, new Uint8Array(await object.arrayBuffer()), upload.mime as UploadMime);
  await env.MEDIA.delete(originalKey(uploadId));
}

/**
 * Expires an upload no pin used, once its time is up: its original leaves R2, and its picture becomes a candidate of
 * the image sweep (worker/media/imageSweep.ts) in the same batch. The sweep alone decides whether the picture's sizes
 * go, by its one in-use definition (a live pin, page or slot, an avatar, a preset, another upload in flight), so an
 * upload's use ending never keeps or removes a picture by another rule (docs/security.md#deleted-means-deleted).
 */
export async function expireUpload(env: QueueEnv, uploadId: UploadId, now = Date.now()): Promise<boolean> {
  const [expired] = await env.DB.batch([
    env.DB.prepare(
      `UPDATE uploads SET status = 'expired', updated_at = ?2
        WHERE id = ?1 AND used_at IS NULL AND status <> 'expired' AND expires_at <= ?2 RETURNING id`,
    ).bind(uploadId, now),
    // A candidate keeps the earliest `since` it was queued with, as the delete triggers keep it.
    env.DB.prepare(
      `INSERT INTO image_sweep (signature, since)
         SELECT image_signature, ?2 FROM uploads WHERE id = ?1 AND status = 'expired' AND updated_at = ?2 AND image_signature IS NOT NULL
       ON CONFLICT (signature) DO UPDATE SET since = min(image_sweep.since, excluded.since)`,
    ).bind(uploadId, now),
  ]);
  if (!expired.results.length) return false;
  await env.MEDIA.delete(originalKey(uploadId));
  return true;
}

/**
 * Ends an upload that will not be made: failed with the reason its uploader is shown, and no original left in R2.
 * Sizes it stored before the step that failed go with the image sweep, which alone decides (markFailed queues the
 * picture), so another upload of the same file making the same keys keeps them. Safe to repeat, and harmless for an
 * upload that already succeeded or expired (its status stays).
 */
async function failUpload(env: QueueEnv, uploadId: UploadId, reason: string): Promise<void> {
  await markFailed(env.DB, uploadId, reason);
  await env.MEDIA.delete(originalKey(uploadId));
}

/** The queue() handler: each message is acknowledged, retried later, or ends its upload as failed. */
export async function handleUploadBatch(batch: MessageBatch<UploadMessage>, env: QueueEnv): Promise<void> {
  for (const message of batch.messages) {
    const { kind, uploadId } = message.body;
    if (kind === 'expire') {
      try {
        await expireUpload(env, uploadId);
        message.ack();
      } catch (error) {
        console.warn('upload expiry failed, retrying', uploadId, String(error));
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
      continue;
    }
    try {
      await countAttempt(env.DB, uploadId, message.attempts);
      await processUpload(env, uploadId);
      message.ack();
    } catch (error) {
      const refused = error instanceof UploadRefusal;
      if (!refused && message.attempts < UPLOAD_LIMITS.processAttempts) {
        console.warn('upload processing failed, retrying', uploadId, message.attempts, String(error));
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      if (!refused) console.error('upload processing failed for good', uploadId, error);
      await failUpload(env, uploadId, refused ? error.message : PROCESSING_FAILED);
      message.ack();
    }
  }
}

/**
 * The dead-letter queue's consumer: a `process` message the consumer never finished fails its upload
 * (failUpload), an `expire` message expires it (expireUpload). Both are safe to repeat; a step that throws
 * is retried by the dead-letter queue's own retries.
 */
export async function handleDeadUploads(batch: MessageBatch<UploadMessage>, env: QueueEnv): Promise<void> {
  for (const message of batch.messages) {
    const { kind, uploadId } = message.body;
    try {
      if (kind === 'expire') await expireUpload(env, uploadId);
      else await failUpload(env, uploadId, PROCESSING_FAILED);
      console.warn('upload message dead-lettered', kind, uploadId);
      message.ack();
    } catch (error) {
      console.error('dead-lettered upload message failed, retrying', kind, uploadId, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
