// Processing one received upload, for the queue consumer and for pins made straight from a url or
// a data url: the same file shares its images (content-addressed by signature), otherwise every
// size is made (sizes.ts), then the images row and the upload's success are written together. The upload names its
// picture's signature before any size is stored, so the image sweep sees it in flight (worker/media/imageSweep.ts).
// Nothing is shown as a pin before that: PinResource create takes only succeeded uploads.
import type { UploadId } from '#shared/ids.ts';
import type { UploadMime } from '#shared/uploads/sniff.ts';
import { imageSignatureOf, type MadeImage, makeImageSizes, type SizesEnv } from './sizes.ts';
import { markSucceeded, readImage, recordSignature } from './uploadData.ts';

/** What the uploader reads when processing gave up (the cause goes to the log, not to them). */
export const PROCESSING_FAILED = 'We could not process this picture; it may be damaged. Try another file.';

export interface ProcessEnv extends SizesEnv {
  DB: D1Database;
}

/** Makes (or finds) the images of an upload's original and marks the upload succeeded. */
export async function processOriginal(env: ProcessEnv, uploadId: UploadId, original: Uint8Array, mime: UploadMime): Promise<MadeImage> {
  const signature = await imageSignatureOf(original);
  // Named before the images row is read, so a sweep deciding meanwhile either sees this upload in flight or has
  // already marked the row swept (then the sizes are made again here).
  await recordSignature(env.DB, uploadId, signature);
  const known = await readImage(env.DB, signature);
  const image: MadeImage = known
    ? { signature, ext: known.ext, width: known.width, height: known.height, dominantColor: known.dominant_color }
    : await makeImageSizes(env, original, mime, signature);
  await markSucceeded(env.DB, uploadId, image);
  return image;
}
