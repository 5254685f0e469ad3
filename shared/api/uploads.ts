// Uploads (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#calls-spec-002-7): VIPResource create registers an upload and answers where to send
// the file; VIPResource get answers the state of uploads, which the client polls every 5 s until
// each has succeeded or failed. The file itself goes to the upload url (POST /v3/uploads/{id}/).
import * as v from 'valibot';
import { resource, returns } from './define.ts';
import { id } from './options.ts';

/**
 * Where an upload is (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 names processing, registered and succeeded):
 * registered → (file received) processing → (every size made) succeeded, or failed with a
 * reason at any step; an upload never made into a pin becomes expired.
 */
export type UploadStatus = 'registered' | 'processing' | 'succeeded' | 'failed' | 'expired';

/** VIPResource create: where and how to send the file (multipart: the parameters first, then `file`). */
export interface UploadTicket {
  upload_id: string;
  status: 'registered';
  upload_url: string;
  upload_parameters: { upload_id: string; token: string };
  max_bytes: number;
  expires_at: string;
}

/** VIPResource get: one upload's state; the image fields are set once it has succeeded. */
export interface UploadState {
  upload_id: string;
  status: UploadStatus;
  /** The picture's 736x url, which PinResource create takes as image_url. */
  image_url: string | null;
  image_signature: string | null;
  width: number | null;
  height: number | null;
  dominant_color: string | null;
  failure_reason: string | null;
}

const SIGN_IN = 'Log in to create a Pin or board';

export const VIPResource = resource('VIPResource', {
  create: {
    options: v.object({ type: v.optional(v.picklist(['image'], 'type must be image: only pictures can be uploaded'), 'image') }),
    access: 'member',
    rateLimit: 'upload',
    signInPrompt: SIGN_IN,
    loginReason: 'create',
    result: returns<UploadTicket>(),
  },
  get: {
    options: v.object({
      upload_ids: v.pipe(
        v.array(id('upload', 'upload_ids[]'), 'upload_ids must be a list of upload ids'),
        v.minLength(1, 'Give at least one upload id.'),
        v.maxLength(25, 'Ask for at most 25 uploads at a time.'),
      ),
    }),
    access: 'member',
    signInPrompt: SIGN_IN,
    result: returns<UploadState[]>(),
  },
});
