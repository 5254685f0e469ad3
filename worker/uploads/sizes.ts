// Every size of an uploaded picture (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3), made with the Images binding and stored in R2
// under the keys /i/{size}/{signature}.{ext} serves: the original re-encoded at full size (so its
// metadata, such as a camera's location, never leaves us; EXIF orientation applied), 736x from it,
// the smaller sizes from 736x, each also as AVIF and WebP (worker/media/imageForms.ts), and the dominant
// colour from a 32 px PNG rendering.

import { UPLOAD_LIMITS } from '#shared/constants.ts';
import { FORM_TYPE, formKey, hasForms, IMAGE_FORMS, IMAGE_SIZES, imageKey, sizeOf } from '#shared/images.ts';
import type { ImageSize } from '#shared/types.ts';
import { ACCEPTED_TYPES_TEXT, type UploadMime } from '#shared/uploads/sniff.ts';
import { toHex } from '#worker/lib/hex.ts';
import { encodeForm } from '#worker/media/imageForms.ts';
import { decodePng, dominantColorOf, FALLBACK_COLOR } from './dominantColor.ts';

export interface SizesEnv {
  IMAGES: ImagesBinding;
  MEDIA: R2Bucket;
}

/** What the images row records of a picture. */
export interface MadeImage {
  signature: string;
  ext: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  dominantColor: string;
}

/** A picture that can never be made into sizes, whatever is retried; the message is for its uploader. */
export class UploadRefusal extends Error {}

/**
 * How each type is stored: JPEG and WebP keep their format, PNG stays PNG (it may be transparent),
 * and a GIF is kept as a still PNG of its first frame (pins are not animated from uploads).
 */
const OUTPUT: Record<UploadMime, { format: 'image/jpeg' | 'image/png' | 'image/webp'; ext: MadeImage['ext'] }> = {
  'image/jpeg': { format: 'image/jpeg', ext: 'jpg' },
  'image/png': { format: 'image/png', ext: 'png' },
  'image/gif': { format: 'image/png', ext: 'png' },
  'image/webp': { format: 'image/webp', ext: 'webp' },
};
const QUALITY = 85;

/** The content address of a file: the first 32 hex digits of its SHA-256, its imageSignature. */
export async function imageSignatureOf(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return toHex(digest.subarray(0, 16));
}

const streamOf = (bytes: Uint8Array) => new Blob([bytes as BlobPart]).stream();

async function bytesOf(result: ImageTransformationResult): Promise<Uint8Array> {
  return new Uint8Array(await result.response().arrayBuffer());
}

/** The picture's width and height as the Images binding reads them; a refusal for what it cannot or may not be. */
async function measure(images: ImagesBinding, bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const info = await images.info(streamOf(bytes));
  if (!('width' in info)) throw new UploadRefusal(`SVG images are not accepted. Upload ${ACCEPTED_TYPES_TEXT}.`);
  const { width, height } = info;
  if (!(width > 0 && height > 0)) throw new UploadRefusal('This picture has no pixels.');
  if (width > UPLOAD_LIMITS.maxSide || height > UPLOAD_LIMITS.maxSide || width * height > UPLOAD_LIMITS.maxPixels) {
    throw new UploadRefusal(
      `This picture is ${width} x ${height} pixels; the largest accepted is ${UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels and ${UPLOAD_LIMITS.maxSide} pixels a side.`,
    );
  }
  return { width, height };
}

/**
 * Makes and stores every size of an original whose type its magic bytes showed, under `signature`
 * (imageSignatureOf the original). Throws UploadRefusal for a picture that can never be made,
 * anything else for a step worth retrying. Writing the same keys again is harmless.
 */
export async function makeImageSizes(env: SizesEnv, original: Uint8Array, mime: UploadMime, signature: string): Promise<MadeImage> {
  const { format, ext } = OUTPUT[mime];
  await measure(env.IMAGES, original);
  // The original, re-encoded: orientation applied, metadata dropped; its size is what people see.
  const full = await bytesOf(await env.IMAGES.input(streamOf(original)).output({ format, quality: QUALITY }));
  const { width, height } = await measure(env.IMAGES, full);
  const put = (size: ImageSize, bytes: Uint8Array) => env.MEDIA.put(imageKey(size, signature, ext), bytes, { httpMetadata: { contentType: format } });

  const render = async (source: Uint8Array, size: ImageSize) => {
    const box = sizeOf(size, width, height);
    const bytes = await bytesOf(
      await env.IMAGES.input(streamOf(source)).transform({ width: box.width, height: box.height, fit: 'cover' }).output({ format, quality: QUALITY }),
    );
    await put(size, bytes);
    // The smaller forms browsers negotiate, from the sized picture itself (so never larger than it).
    if (hasForms(size, ext)) {
      for (const form of IMAGE_FORMS) {
        const made = await encodeForm(env.IMAGES, streamOf(bytes), form);
        await env.MEDIA.put(formKey(form, size, signature, ext), made, { httpMetadata: { contentType: FORM_TYPE[form] } });
      }
    }
    return bytes;
  };
  await put('originals', full);
  const large = await render(full, '736x');
  const smaller = (Object.keys(IMAGE_SIZES) as ImageSize[]).filter((size) => size !== '736x');
  await Promise.all(smaller.map((size) => render(large, size)));
  return { signature, ext, width, height, dominantColor: await dominantColor(env.IMAGES, large) };
}

/** The dominant colour of a picture, from a PNG at most 32 px a side. */
async function dominantColor(images: ImagesBinding, bytes: Uint8Array): Promise<string> {
  const thumb = await bytesOf(await images.input(streamOf(bytes)).transform({ width: 32, height: 32, fit: 'contain' }).output({ format: 'image/png' }));
  try {
    return dominantColorOf((await decodePng(thumb)).pixels);
  } catch {
    return FALLBACK_COLOR;
  }
}

/** The SQL expression of the extension an upload's sizes are stored under, from its `mime` column (OUTPUT's rule). */
export const storedExtSql = (mime: string): string =>
  `CASE ${mime} ${Object.entries(OUTPUT)
    .map(([type, { ext }]) => `WHEN '${type}' THEN '${ext}'`)
    .join(' ')} END`;
