// The demo seed's AVIF and WebP forms (scripts/demo/imageForms.ts): each sized JPEG gets both forms under the keys the
// image route reads (shared/images.ts formKey), in the format their content type says and at the JPEG's pixel size;
// originals get none; and a second seed reads the forms from the cache instead of encoding them again.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RenderedObject } from '../../scripts/demo/artwork.ts';
import { withForms } from '../../scripts/demo/imageForms.ts';
import { formKey, imageKey } from '../../shared/images.ts';

const SIGNATURE = '0123456789abcdef0123456789abcdef';

async function jpeg(width: number, height: number): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(bytes);
}

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'demo-forms-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the demo seed’s image forms (docs/architecture.md: What keeps pages cheap)', () => {
  it('makes an AVIF and a WebP form of each sized JPEG under the keys the image route reads, none of the original', async () => {
    const objects: RenderedObject[] = [
      { key: imageKey('236x', SIGNATURE, 'jpg'), bytes: await jpeg(236, 300), contentType: 'image/jpeg' },
      { key: imageKey('originals', SIGNATURE, 'jpg'), bytes: await jpeg(400, 508), contentType: 'image/jpeg' },
    ];
    const all = await withForms(dir, objects);
    expect(all.slice(0, 2)).toEqual(objects);
    const forms = all.slice(2);
    expect(forms.map((f) => [f.key, f.contentType])).toEqual([
      [formKey('avif', '236x', SIGNATURE, 'jpg'), 'image/avif'],
      [formKey('webp', '236x', SIGNATURE, 'jpg'), 'image/webp'],
    ]);
    for (const form of forms) {
      const meta = await sharp(form.bytes).metadata();
      expect(meta.format === 'heif' ? 'image/avif' : `image/${meta.format}`).toBe(form.contentType);
      expect([meta.width, meta.height]).toEqual([236, 300]);
    }
  });

  it('reads the forms it made before from the cache instead of encoding them again', async () => {
    const objects: RenderedObject[] = [{ key: imageKey('236x', SIGNATURE, 'jpg'), bytes: await jpeg(236, 300), contentType: 'image/jpeg' }];
    await withForms(dir, objects);
    const cached = await readdir(dir);
    expect(cached).toHaveLength(2);
    // Mark each cached file: a second run that encoded again would not return the marks.
    for (const file of cached) await writeFile(join(dir, file), `cached ${file}`);
    const again = await withForms(dir, objects);
    expect(
      again
        .slice(1)
        .map((f) => new TextDecoder().decode(f.bytes))
        .sort(),
    ).toEqual(cached.map((file) => `cached ${file}`).sort());
  });
});
