// Node only: the AVIF and WebP forms of every demo image, made at seed time as the upload queue consumer
// makes an upload's (worker/uploads/sizes.ts), so a seeded site never converts a picture on a person's
// request: wrangler's local Images binding takes over a second per 736x AVIF, and a fresh site's first
// pages asked for hundreds. Made with sharp (the encoder that binding runs locally) at the binding's
// qualities but the encoder's fastest effort, and cached beside the artwork's JPEGs.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { FORM_QUALITY, FORM_TYPE, formKey, hasForms, IMAGE_FORMS } from '../../shared/images.ts';
import type { ImageSize } from '../../shared/types.ts';

import type { RenderedObject } from './artwork.ts';

/** sharp's fastest effort: AVIF at its default effort is about 30 times slower, for a demo nobody inspects. */
const EFFORT = 0;

const bytesOf = (buffer: Buffer): Uint8Array => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** The artwork's objects and the forms of each sized one, read from `dir` or made and written there. */
export async function withForms(dir: string, objects: readonly RenderedObject[]): Promise<RenderedObject[]> {
  const forms = await Promise.all(
    objects.flatMap((object) => {
      const [size, file] = object.key.split('/') as [ImageSize, string];
      const [signature, ext] = file.split('.');
      if (!hasForms(size, ext)) return [];
      return IMAGE_FORMS.map(async (form): Promise<RenderedObject> => {
        const path = join(dir, `${size}.q${FORM_QUALITY[form]}e${EFFORT}.${form}`);
        let bytes = await readFile(path).catch(() => null);
        if (!bytes) {
          bytes = await sharp(object.bytes).toFormat(form, { quality: FORM_QUALITY[form], effort: EFFORT }).toBuffer();
          await writeFile(path, bytes);
        }
        return { key: formKey(form, size, signature, ext), bytes: bytesOf(bytes), contentType: FORM_TYPE[form] };
      });
    }),
  );
  return [...objects, ...forms];
}
