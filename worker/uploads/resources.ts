// VIPResource (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#calls-spec-002-7): create registers an upload and answers its upload url and
// upload_parameters; get answers the state of the caller's uploads, polled every 5 s by the client.
import * as api from '#shared/api/uploads.ts';
import { UPLOAD_LIMITS } from '#shared/constants.ts';
import { formatId } from '#shared/ids.ts';
import { notFound } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { enqueueUpload } from './enqueue.ts';
import { newUploadToken } from './token.ts';
import { deleteRegisteredUpload, insertUpload, readOwnUploads, toUploadState } from './uploadData.ts';

export const VIPResource = implement(api.VIPResource, {
  create: async (c, _o, me) => {
    const { token, hash } = await newUploadToken();
    const { id, expiresAt } = await insertUpload(c.env.DB, me, hash);
    // The expiry is a delayed message: the consumer deletes the upload then unless a pin used it.
    // Without its expiry message an upload would never be cleaned up, so it is not kept.
    await enqueueUpload(c.env.UPLOAD_QUEUE, { kind: 'expire', uploadId: id }, { delaySeconds: UPLOAD_LIMITS.ttlSeconds }).catch(async (error: unknown) => {
      await deleteRegisteredUpload(c.env.DB, id);
      throw error;
    });
    const uploadId = formatId(id);
    return {
      data: {
        upload_id: uploadId,
        status: 'registered',
        upload_url: `/v3/uploads/${uploadId}/`,
        upload_parameters: { upload_id: uploadId, token },
        max_bytes: UPLOAD_LIMITS.maxBytes,
        expires_at: new Date(expiresAt).toISOString(),
      },
      status: 201,
    };
  },
  get: async (c, o, me) => {
    const rows = await readOwnUploads(c.env.DB, me, o.upload_ids);
    if (!rows.length) throw notFound('These uploads do not exist.');
    const byId = new Map(rows.map((row) => [row.id, toUploadState(row)]));
    return { data: o.upload_ids.flatMap((id) => byId.get(id) ?? []) };
  },
});
