// The AVIF and WebP forms of a sized image (docs/performance.md): a browser that accepts one gets it
// at the image's own url (the answer varies by Accept), so pages, srcsets and the pin JSON stay as
// they are. The upload queue consumer makes both when it makes the sizes (worker/uploads/sizes.ts);
// an older image's form is made on its first request, by the Images binding from the stored JPEG or
// PNG at its own pixel size (never larger), and kept in R2 beside it (shared/images.ts formKey),
// deleted with the image. A phone's largest paint is usually one of these images: the demo's 736x
// closeup image is 59 KB as JPEG and 9 KB as WebP.
import type { ImageForm } from '#shared/images.ts';
import { FORM_QUALITY, FORM_TYPE, IMAGE_FORMS } from '#shared/images.ts';

/**
 * How long a request waits for a form being made before it gets the stored file instead. The demo's
 * 736x AVIF takes the local Images binding seconds on a busy machine; no picture should wait that long.
 */
export const FORM_WAIT_MS = 1_000;

/** Whether an Accept header names a type (and not with q=0). A browser's `image/*` alone does not count. */
function accepts(accept: string | null, type: string): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [named, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return named === type && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/**
 * Whether an Accept header takes WebP (named, and not with q=0).
 * @example acceptsWebp('image/avif,image/webp,image/apng,image/*,*\/*;q=0.8') // true
 */
export const acceptsWebp = (accept: string | null): boolean => accepts(accept, 'image/webp');

/**
 * The best form an Accept header takes: AVIF, then WebP, else null (the stored file).
 * @example negotiatedForm('image/avif,image/webp,*\/*') // 'avif'
 */
export function negotiatedForm(accept: string | null): ImageForm | null {
  return IMAGE_FORMS.find((form) => accepts(accept, FORM_TYPE[form])) ?? null;
}

/** Encodes a picture as one form, at its own pixel size. */
export async function encodeForm(images: ImagesBinding, source: ReadableStream, form: ImageForm): Promise<ArrayBuffer> {
  const result = await images.input(source).output({ format: FORM_TYPE[form], quality: FORM_QUALITY[form] });
  return result.response().arrayBuffer();
}

/**
 * Makes and stores a form of the image at `sourceKey`. False when there is no such image, or the
 * Images binding could not convert it (then the stored file is served: a page never loses its
 * picture to a failed conversion, which is logged).
 */
export async function makeForm(env: { MEDIA: R2Bucket; IMAGES: ImagesBinding }, sourceKey: string, targetKey: string, form: ImageForm): Promise<boolean> {
  const source = await env.MEDIA.get(sourceKey);
  if (!source) return false;
  const made = await encodeForm(env.IMAGES, source.body, form).catch((error: unknown) => {
    console.error('image form', form, sourceKey, error instanceof Error ? error.message : error);
    return null;
  });
  if (!made) return false;
  await env.MEDIA.put(targetKey, made, { httpMetadata: { contentType: FORM_TYPE[form] } });
  return true;
}
