// The demo's GIF and video pins point at clips committed in scripts/demo/clips/: each one must be there, be the
// kind its pin says and have the pixel size the pin declares (the seed no longer runs ffmpeg to make them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA } from '../../scripts/demo/dataset.ts';
import { buildMediaFiles, CLIPS_DIR } from '../../scripts/demo/media.ts';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/** The first Matroska element with this one-byte id and a 2-byte body (PixelWidth 0xB0, PixelHeight 0xBA). */
function elementUint16(bytes: Buffer, id: number): number {
  const at = bytes.indexOf(Buffer.from([id, 0x82]));
  return at < 0 ? -1 : bytes.readUInt16BE(at + 2);
}

describe('demo media clips (docs/operations.md: Demo data and local state)', () => {
  it.each(MEDIA.map((m) => [m.file, m] as const))('%s is committed with the kind and size its pins declare', (_file, m) => {
    const bytes = readFileSync(join(CLIPS_DIR, m.file));
    if (m.kind === 'gif') {
      expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      // GIF logical screen: width then height, 16-bit little-endian
      expect([bytes.readUInt16LE(6), bytes.readUInt16LE(8)]).toEqual([m.width, m.height]);
    } else {
      expect([...bytes.subarray(0, 4)]).toEqual(EBML_MAGIC);
      expect(bytes.includes(Buffer.from('webm'))).toBe(true);
      expect([elementUint16(bytes, 0xb0), elementUint16(bytes, 0xba)]).toEqual([m.width, m.height]);
    }
  });

  it('the seed reads every clip with its R2 key and content type', async () => {
    const objects = await buildMediaFiles(MEDIA);
    expect(objects.map((o) => [o.key, o.contentType])).toEqual(MEDIA.map((m) => [`media/${m.file}`, m.contentType]));
    for (const o of objects) expect(o.bytes.byteLength).toBeGreaterThan(10_000);
  });
});
