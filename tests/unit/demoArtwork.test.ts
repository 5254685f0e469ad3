// The demo's artworks (scripts/demo/artwork.ts): every size of shared/images.ts as a JPEG of that size's pixels, keyed
// as R2 keys them, the same bytes every time (the seed's cache and every site rely on it), and a mean colour near the
// image row's dominant colour (the placeholder a card shows before its picture loads).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArtworkSizes } from '../../scripts/demo/artwork.ts';
import { generateDataset } from '../../scripts/demo/generate/index.ts';
import { ALL_IMAGE_SIZES, imageKey, sizeOf } from '../../shared/images.ts';

const [art] = generateDataset({ pins: 20, users: 4, boards: 4, artworks: 1 }).artworks;

describe('the demo artworks (docs/operations.md: Demo data and local state)', () => {
  it('renders every image size as a JPEG of that size, under its R2 key', async () => {
    const objects = await renderArtworkSizes(art);
    expect(objects.map((o) => o.key)).toEqual(ALL_IMAGE_SIZES.map((size) => imageKey(size, art.signature, art.ext)));
    for (const [i, size] of ALL_IMAGE_SIZES.entries()) {
      const meta = await sharp(objects[i].bytes).metadata();
      expect({ size, format: meta.format, width: meta.width, height: meta.height }).toEqual({ size, format: 'jpeg', ...sizeOf(size, art.width, art.height) });
      expect(objects[i].contentType).toBe('image/jpeg');
    }
  });

  it('gives the same bytes for the same artwork', async () => {
    const [once, again] = await Promise.all([renderArtworkSizes(art, ['236x', 'originals']), renderArtworkSizes(art, ['236x', 'originals'])]);
    expect(again.map((o) => Buffer.from(o.bytes).toString('base64'))).toEqual(once.map((o) => Buffer.from(o.bytes).toString('base64')));
  });

  it('averages close to the dominant colour of its image row', async () => {
    const [original] = await renderArtworkSizes(art, ['originals']);
    const { channels } = await sharp(original.bytes).stats();
    const target = [1, 3, 5].map((at) => Number.parseInt(art.dominantColor.slice(at, at + 2), 16));
    channels.slice(0, 3).forEach((channel, i) => {
      expect(Math.abs(channel.mean - target[i])).toBeLessThan(8);
    });
  });
});
