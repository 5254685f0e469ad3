// POST /v3/uploads/{upload_id}/: the upload url VIPResource create answers (docs/rules/closeup-and-visitors.md#calls-spec-002-7). Only
// the member who registered the upload, with its upload_parameters, may send its one file; the
// file is refused for what its bytes are (receive.ts) and counted against the member's daily
// allowance. Once stored it is queued for processing and the upload answers `processing`.
import { Hono } from 'hono';
import { UPLOAD_LIMITS } from '#shared/constants.ts';
import { parseId } from '#shared/ids.ts';
import { formatBytes } from '#shared/uploads/sniff.ts';
import { ok } from '#worker/api/envelope.ts';
import { ApiError, invalid, notFound } from '#worker/api/errors.ts';
import { requireFullMember, requirePerson } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { enqueueUpload } from './enqueue.ts';
import { receiveUpload } from './receive.ts';
import { hashUploadToken } from './token.ts';
import { bytesToday, markFailed, markReceived, originalKey, readOwnUploads, readUpload, reserveBytes, toUploadState } from './uploadData.ts';

const SIGN_IN = 'Log in to create a Pin or board';
const EXPIRED = 'This upload expired. Start a new upload.';

export function uploadRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:uploadId{[0-9]+}/', async (c) => {
    requirePerson(c.var.viewer);
    const me = requireFullMember(c.var.viewer, SIGN_IN, 'create');
    const id = parseId<'upload'>(c.req.param('uploadId'));
    const upload = id === null ? null : await readUpload(c.env.DB, id);
    if (!upload || upload.user_id !== me) throw notFound('This upload does not exist.');
    const uploadId = upload.id;
    let authorized = false;
    try {
      const received = await receiveUpload(c.req.raw, {
        bucket: c.env.MEDIA,
        key: originalKey(uploadId),
        maxBytes: UPLOAD_LIMITS.maxBytes,
        authorize: async (fields) => {
          if (parseId<'upload'>(fields.get('upload_id')) !== id || (await hashUploadToken(fields.get('token') ?? '')) !== upload.token_hash) {
            throw new ApiError('forbidden', 'These upload parameters are not valid for this upload.');
          }
          if (upload.status !== 'registered' || upload.bytes > 0) throw new ApiError('conflict', 'This upload already has its file. Start a new upload.');
          if (upload.expires_at <= Date.now()) throw new ApiError('conflict', EXPIRED);
          authorized = true;
        },
        reserve: async (bytes) => {
          if (await reserveBytes(c.env.DB, uploadId, me, bytes)) return;
          const used = await bytesToday(c.env.DB, me);
          if (used + bytes > UPLOAD_LIMITS.dailyBytesPerMember) {
            throw new ApiError(
              'rate_limited',
              `You have uploaded ${formatBytes(used)} in the last 24 hours; the limit is ${formatBytes(UPLOAD_LIMITS.dailyBytesPerMember)} a day. Try again later.`,
            );
          }
          throw new ApiError('conflict', 'This upload already has its file. Start a new upload.');
        },
      });
      // The upload may have expired (expireUpload) while its file arrived: the file just stored is deleted below.
      if (!(await markReceived(c.env.DB, uploadId, received.mime))) throw new ApiError('conflict', EXPIRED);
      await enqueueUpload(c.env.UPLOAD_QUEUE, { kind: 'process', uploadId });
    } catch (error) {
      // Nothing half-made stays: a refused or broken upload is failed, its bytes given back (an upload that ended
      // meanwhile keeps its status), and its file leaves R2.
      if (authorized) {
        const reason = error instanceof ApiError ? error.message : 'Sorry! Something went wrong on our end. Upload the picture again.';
        await markFailed(c.env.DB, uploadId, reason, { releaseBytes: true });
        await c.env.MEDIA.delete(originalKey(uploadId));
      }
      throw error;
    }
    const [row] = await readOwnUploads(c.env.DB, me, [uploadId]);
    if (!row) throw invalid('This upload does not exist.');
    return ok(c, toUploadState(row), null, 201);
  });
  return app;
}
