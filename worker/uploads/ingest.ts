// Pictures a pin is made from straight away (PinResource create with image_base64 or a web
// image_url): the bytes pass the same checks as an uploaded file (size, magic bytes, whole file,
// the member's daily allowance), become an upload of the member, and are processed before the
// pin is written, so the pin never shows a picture that is not made yet.
import { UPLOAD_LIMITS } from '#shared/constants.ts';
import type { UploadId, UserId } from '#shared/ids.ts';
import { checkImageEnd, formatBytes, SNIFF_HEAD_BYTES, SNIFF_TAIL_BYTES, sniffImage } from '#shared/uploads/sniff.ts';
import { ApiError, invalid } from '#worker/api/errors.ts';
import { OUTBOUND_FAILED, OutboundFailure, outboundFetch } from '#worker/lib/outboundFetch.ts';
import { PROCESSING_FAILED, type ProcessEnv, processOriginal } from './process.ts';
import { UploadRefusal } from './sizes.ts';
import { bytesToday, markFailed, newUploadId } from './uploadData.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same refusals as an uploaded file's, for bytes in hand. */
function checkBytes(bytes: Uint8Array) {
  if (bytes.length > UPLOAD_LIMITS.maxBytes) {
    throw new ApiError('too_large', `This picture is ${formatBytes(bytes.length)}; the largest accepted is ${formatBytes(UPLOAD_LIMITS.maxBytes)}.`);
  }
  const head = bytes.subarray(0, SNIFF_HEAD_BYTES);
  const sniffed = sniffImage(head, bytes.length);
  if (!sniffed.ok) throw invalid(sniffed.reason);
  const incomplete = checkImageEnd(sniffed.mime, head, bytes.subarray(-SNIFF_TAIL_BYTES), bytes.length);
  if (incomplete) throw invalid(incomplete);
  return sniffed.mime;
}

/** Makes an upload of the member from bytes in hand and processes it now; answers the upload id and picture. */
export async function ingestBytes(env: ProcessEnv, userId: UserId, bytes: Uint8Array, now = Date.now()) {
  const mime = checkBytes(bytes);
  const id = newUploadId();
  const inserted = await env.DB.prepare(
    `INSERT INTO uploads (id, user_id, status, token_hash, bytes, mime, created_at, updated_at, expires_at)
     SELECT ?1, ?2, 'processing', '', ?3, ?4, ?5, ?5, ?6
      WHERE (SELECT COALESCE(SUM(bytes), 0) FROM uploads WHERE user_id = ?2 AND created_at > ?7) + ?3 <= ?8
     RETURNING id`,
  )
    .bind(id, userId, bytes.length, mime, now, now + UPLOAD_LIMITS.ttlSeconds * 1000, now - DAY_MS, UPLOAD_LIMITS.dailyBytesPerMember)
    .first<{ id: UploadId }>();
  if (!inserted) {
    const used = await bytesToday(env.DB, userId, now);
    throw new ApiError(
      'rate_limited',
      `You have uploaded ${formatBytes(used)} in the last 24 hours; the limit is ${formatBytes(UPLOAD_LIMITS.dailyBytesPerMember)} a day.`,
    );
  }
  try {
    return { uploadId: id, image: await processOriginal(env, id, bytes, mime) };
  } catch (error) {
    const reason = error instanceof UploadRefusal ? error.message : PROCESSING_FAILED;
    if (!(error instanceof UploadRefusal)) console.error('inline upload processing failed', id, error);
    await markFailed(env.DB, id, reason);
    throw invalid(reason);
  }
}

/**
 * Downloads a web image through the one outbound fetch (worker/lib/outboundFetch.ts: public hosts
 * only, every redirect re-checked); any failure is the one generic refusal.
 */
export async function fetchWebImage(value: string, ownOrigin: string): Promise<Uint8Array> {
  try {
    return await outboundFetch(value, { ownOrigin, accept: 'image/*', maxBytes: UPLOAD_LIMITS.maxBytes });
  } catch (error) {
    if (!(error instanceof OutboundFailure)) throw error;
    console.warn(JSON.stringify({ event: 'web_image_fetch', failure: error.reason }));
    throw invalid(OUTBOUND_FAILED);
  }
}
