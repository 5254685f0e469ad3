// The WebP form of a sized image (docs/performance.md): a browser that accepts image/webp gets it at the
// image's own url (the answer varies by Accept), so pages, srcsets and the pin JSON stay as they
// are. It is made once, by the Images binding from the stored JPEG or PNG at its own pixel size,
// and kept in R2 beside it (shared/images.ts webpKey), deleted with the image. A phone's largest
// paint is usually one of these images: the demo's 736x closeup image is 59 KB as JPEG and 9 KB as
// WebP (synthetic artwork compresses unusually well; photographs shrink by about a quarter to a third).
import type { ImageSize } from '#shared/types.ts';

/** WebP quality: about what JPEG 82–85 (the demo's and the uploads') looks like. */
export const WEBP_QUALITY = 80;

/** Formats made into WebP; a GIF stays as it is, a WebP already is one. */
const FROM_EXTS = new Set(['jpg', 'png']);

/** Whether a sized image has a WebP form: every size people get (bots get `originals`, kept as stored). */
export const hasWebpForm = (size: ImageSize, ext: string): boolean => size !== 'originals' && FROM_EXTS.has(ext);

/**
 * Whether an Accept header takes WebP (named, and not with q=0). A browser's `image/*` alone does
 * not count: older browsers send it too.
 * @example acceptsWebp('image/avif,image/webp,image/apng,image/*,*\/*;q=0.8') // true
 */
export function acceptsWebp(accept: string | null): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return type === 'image/webp' && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/**
 * Makes and stores the WebP form of the image at `sourceKey`. False when there is no such image, or
 * the Images binding could not convert it (then the stored file is served: a page never loses its
 * picture to a failed conversion, which is logged).
 */
export async function makeWebpForm(env: { MEDIA: R2Bucket; IMAGES: ImagesBinding }, sourceKey: string, targetKey: string): Promise<boolean> {
  const source = await env.MEDIA.get(sourceKey);
  if (!source) return false;
  const made = await env.IMAGES.input(source.body)
    .output({ format: 'image/webp', quality: WEBP_QUALITY })
    .then((result) => result.response().arrayBuffer())
    .catch((error: unknown) => {
      console.error('webp form', sourceKey, error instanceof Error ? error.message : error);
      return null;
    });
  if (!made) return false;
  await env.MEDIA.put(targetKey, made, { httpMetadata: { contentType: 'image/webp' } });
  return true;
}
