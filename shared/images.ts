// Image sizes (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3), their urls and the choice of size per viewer. The worker serves
// `/i/{size}/{imageSignature}.{ext}` from R2; the demo generator stores every size under that key.
import type { ImageSize, ImageSpec } from './types.ts';

/** How each named size is derived from the original: a fixed box, or a width with free height. */
export const IMAGE_SIZES: Record<Exclude<ImageSize, 'originals'>, { width: number; height?: number }> = {
  '60x60': { width: 60, height: 60 },
  '136x136': { width: 136, height: 136 },
  '170x': { width: 170 },
  '236x': { width: 236 },
  '474x': { width: 474 },
  '564x': { width: 564 },
  '600x315': { width: 600, height: 315 },
  '736x': { width: 736 },
};

export const ALL_IMAGE_SIZES = [...Object.keys(IMAGE_SIZES), 'originals'] as ImageSize[];

/** Default preference for people: 736x, then 474x, then 236x (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
export const PREFERRED_SIZES: ImageSize[] = ['736x', '474x', '236x'];

export function isImageSize(value: string): value is ImageSize {
  return value === 'originals' || value in IMAGE_SIZES;
}

/** R2 object key (and url path below /i/) of one size of one image. */
export function imageKey(size: ImageSize, signature: string, ext: string): string {
  return `${size}/${signature}.${ext}`;
}

/** The smaller formats a sized JPEG or PNG is also kept in (worker/media/imageForms.ts), best first. */
export const IMAGE_FORMS = ['avif', 'webp'] as const;
export type ImageForm = (typeof IMAGE_FORMS)[number];

/**
 * R2 key of the AVIF or WebP form of a sized image, which a browser accepting it gets at the same
 * url (worker/media/imageForms.ts, docs/performance.md); made by the upload queue consumer (or on the
 * first request, for older images) and deleted with the image.
 */
export function formKey(form: ImageForm, size: ImageSize, signature: string, ext: string): string {
  return `${form}/${imageKey(size, signature, ext)}`;
}

/** Quality of each form: about what JPEG 82–85 (the demo's and the uploads') looks like. */
export const FORM_QUALITY: Record<ImageForm, number> = { avif: 60, webp: 80 };
export const FORM_TYPE: Record<ImageForm, 'image/avif' | 'image/webp'> = { avif: 'image/avif', webp: 'image/webp' };

/** Formats made into AVIF and WebP; a GIF stays as it is, a WebP already is one. */
const FROM_EXTS = new Set(['jpg', 'png']);

/** Whether a sized image has AVIF and WebP forms: every size people get (bots get `originals`, kept as stored). */
export const hasForms = (size: ImageSize, ext: string): boolean => size !== 'originals' && FROM_EXTS.has(ext);

export const webpKey = (size: ImageSize, signature: string, ext: string): string => formKey('webp', size, signature, ext);

/** Every R2 key of an image's sizes: each stored size and the AVIF and WebP forms made of them. */
export function allImageKeys(signature: string, ext: string): string[] {
  return ALL_IMAGE_SIZES.flatMap((size) => [imageKey(size, signature, ext), ...IMAGE_FORMS.map((form) => formKey(form, size, signature, ext))]);
}

export function imageUrl(size: ImageSize, signature: string, ext: string): string {
  return `/i/${imageKey(size, signature, ext)}`;
}

/**
 * Pixel size of a named size for an original of width x height. Width-bound sizes never upscale.
 * @example sizeOf('236x', 1000, 1500) // { width: 236, height: 354 }
 */
export function sizeOf(size: ImageSize, width: number, height: number): { width: number; height: number } {
  if (size === 'originals') return { width, height };
  const box = IMAGE_SIZES[size];
  if (box.height) return { width: box.width, height: box.height };
  const w = Math.min(box.width, width);
  return { width: w, height: Math.max(1, Math.round((height * w) / width)) };
}

/**
 * The image specs a viewer gets: bots and social bots get `originals` only; people get every
 * other size (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#roles-spec-000-6).
 */
export function imageSpecs(signature: string, ext: string, width: number, height: number, forBot: boolean): Partial<Record<ImageSize, ImageSpec>> {
  const sizes: ImageSize[] = forBot ? ['originals'] : ALL_IMAGE_SIZES.filter((s) => s !== 'originals');
  const specs: Partial<Record<ImageSize, ImageSpec>> = {};
  for (const size of sizes) specs[size] = { url: imageUrl(size, signature, ext), ...sizeOf(size, width, height) };
  return specs;
}

/** The first of the preferred sizes present, else `originals` (bots), else any. */
export function chooseImage(images: Partial<Record<ImageSize, ImageSpec>>): ImageSpec | null {
  for (const size of [...PREFERRED_SIZES, 'originals' as const]) {
    const spec = images[size];
    if (spec) return spec;
  }
  return Object.values(images)[0] ?? null;
}
