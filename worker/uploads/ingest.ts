// Pictures a pin is made from straight away (PinResource create with image_base64 or a web
// image_url): the bytes pass the same checks as an uploaded file (size, magic bytes, whole file,
// the member's daily allowance), become an upload of the member, and are processed before the
// pin is written, so the pin never shows a picture that is not made yet.
import { UPLOAD_LIMITS } from '#shared/constants.ts';
import { checkImageEnd, formatBytes, SNIFF_HEAD_BYTES, SNIFF_TAIL_BYTES, sniffImage } from '#shared/uploads/sniff.ts';
import { parseHttpUrl } from '#shared/urls.ts';
import { ApiError, invalid } from '#worker/api/errors.ts';
import { PROCESSING_FAILED, type ProcessEnv, processOriginal } from './process.ts';
import { UploadRefusal } from './sizes.ts';
import { bytesToday, markFailed, newUploadId } from './uploadData.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;

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
export async function ingestBytes(env: ProcessEnv, userId: number, bytes: Uint8Array, now = Date.now()) {
  const mime = checkBytes(bytes);
  const id = newUploadId();
  const inserted = await env.DB.prepare(
    `INSERT INTO uploads (id, user_id, status, token_hash, bytes, mime, created_at, updated_at, expires_at)
     SELECT ?1, ?2, 'processing', '', ?3, ?4, ?5, ?5, ?6
      WHERE (SELECT COALESCE(SUM(bytes), 0) FROM uploads WHERE user_id = ?2 AND created_at > ?7) + ?3 <= ?8
     RETURNING id`,
  )
    .bind(id, userId, bytes.length, mime, now, now + UPLOAD_LIMITS.ttlSeconds * 1000, now - DAY_MS, UPLOAD_LIMITS.dailyBytesPerMember)
    .first<{ id: number }>();
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

/** Hosts a web image is never fetched from: this machine, private networks, link-local addresses. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || /\.(localhost|local|internal|home\.arpa)$/.test(host)) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0
      || a === 10
      || a === 127
      || (a === 169 && b === 254)
      || (a === 172 && b >= 16 && b <= 31)
      || (a === 192 && b === 168)
      || (a === 100 && b >= 64 && b <= 127)
    );
  }
  return host === '::1' || host === '::' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host) || host.startsWith('::ffff:');
}

/** Downloads a web image (http or https only), size-capped while it arrives. */
export async function fetchWebImage(value: string): Promise<Uint8Array> {
  const url = parseHttpUrl(value);
  if (!url || isPrivateHost(url.hostname)) throw invalid('The image url must be an http or https address on the web.');
  let response: Response;
  try {
    response = await fetch(url.href, { headers: { accept: 'image/*' }, redirect: 'follow', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    throw invalid('We could not download the image at that url.');
  }
  if (!response.ok || !response.body) throw invalid(`We could not download the image at that url (it answered ${response.status}).`);
  const tooLarge = () => new ApiError('too_large', `The image at that url is larger than ${formatBytes(UPLOAD_LIMITS.maxBytes)}.`);
  if (Number(response.headers.get('content-length') ?? 0) > UPLOAD_LIMITS.maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    total += chunk.length;
    if (total > UPLOAD_LIMITS.maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
}
