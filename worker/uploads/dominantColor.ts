// The dominant colour of a picture (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 dominantColor), from a small PNG rendering of it
// that the Images binding makes: its pixels are decoded here (non-interlaced PNG, any colour type
// at 8 or 16 bits, palettes at 1-8 bits), grouped into coarse colour buckets, and the average of
// the fullest bucket is the answer. Transparent pixels do not count.

/** The colour of a picture with no opaque pixel. */
export const FALLBACK_COLOR = '#ffffff';

interface Png {
  width: number;
  height: number;
  /** RGBA, 8 bits per channel. */
  pixels: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes a small non-interlaced PNG into RGBA; throws on anything else. */
export async function decodePng(bytes: Uint8Array): Promise<Png> {
  if (!SIGNATURE.every((b, i) => bytes[i] === b)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0;
  let height = 0;
  let depth = 0;
  let colorType = 0;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      depth = data[8];
      colorType = data[9];
      if (data[12] !== 0) throw new Error('interlaced PNG');
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = CHANNELS[colorType];
  if (!width || !height || !channels || width * height > 1 << 20) throw new Error('unsupported PNG');
  const raw = await inflate(new Uint8Array(await new Blob(idat as BlobPart[]).arrayBuffer()));
  const bitsPerPixel = channels * depth;
  const stride = Math.ceil((width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const pixels = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1);
    const filter = raw[start];
    const line = raw.slice(start + 1, start + 1 + stride);
    for (let i = 0; i < stride; i++) {
      const left = i >= bpp ? line[i - bpp] : 0;
      const up = previous[i];
      const upLeft = i >= bpp ? previous[i - bpp] : 0;
      if (filter === 1) line[i] = (line[i] + left) & 255;
      else if (filter === 2) line[i] = (line[i] + up) & 255;
      else if (filter === 3) line[i] = (line[i] + ((left + up) >> 1)) & 255;
      else if (filter === 4) line[i] = (line[i] + paeth(left, up, upLeft)) & 255;
    }
    for (let x = 0; x < width; x++) {
      const sample = (channel: number): number => {
        if (depth === 8) return line[x * channels + channel];
        if (depth === 16) return line[(x * channels + channel) * 2];
        const bit = (x * channels + channel) * depth;
        const value = (line[bit >> 3] >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
        return colorType === 3 ? value : Math.round((value * 255) / ((1 << depth) - 1));
      };
      const out = (y * width + x) * 4;
      if (colorType === 3) {
        const index = sample(0);
        pixels.set([palette?.[index * 3] ?? 0, palette?.[index * 3 + 1] ?? 0, palette?.[index * 3 + 2] ?? 0, transparency?.[index] ?? 255], out);
      } else if (colorType === 0 || colorType === 4) {
        const g = sample(0);
        pixels.set([g, g, g, colorType === 4 ? sample(1) : 255], out);
      } else {
        pixels.set([sample(0), sample(1), sample(2), colorType === 6 ? sample(3) : 255], out);
      }
    }
    previous = line;
  }
  return { width, height, pixels };
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * The average colour of the fullest bucket (4 bits per channel) of opaque pixels, as #rrggbb.
 * @example dominantColorOf(Uint8Array.of(200, 30, 30, 255)) // '#c81e1e'
 */
export function dominantColorOf(rgba: Uint8Array): string {
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  let best: { n: number; r: number; g: number; b: number } | null = null;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3] < 128) continue;
    const key = ((rgba[i] >> 4) << 8) | ((rgba[i + 1] >> 4) << 4) | (rgba[i + 2] >> 4);
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = { n: 0, r: 0, g: 0, b: 0 }));
    bucket.n++;
    bucket.r += rgba[i];
    bucket.g += rgba[i + 1];
    bucket.b += rgba[i + 2];
    if (!best || bucket.n > best.n) best = bucket;
  }
  return best ? `#${hex(best.r / best.n)}${hex(best.g / best.n)}${hex(best.b / best.n)}` : FALLBACK_COLOR;
}
