// Draws the installed site's icons (shared/appInstall/manifest.ts APP_ICONS) as PNG files at build
// time: the site's mark, a white P on the accent red, like public/favicon.svg. "any" icons are the
// red disc on transparency; maskable ones (and the iPhone's) fill the square, since the home
// screen cuts its own shape, with the P well inside the 80 % safe zone. Pure drawing, 4x4
// supersampled, so no image tool is needed.
import { crc32, deflateSync } from 'node:zlib';
import { APP_ICONS, type AppIcon, SITE_COLOURS } from '../../shared/appInstall/manifest.ts';

type Rgba = readonly [number, number, number, number];

const hex = (colour: string): Rgba => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)).concat(255) as unknown as Rgba;
const ACCENT = hex(SITE_COLOURS.accent);
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** The P, in a unit square: a stem and a bowl (a ring closed by the stem), centred. */
function inLetter(x: number, y: number): boolean {
  if (x >= 0.34 && x <= 0.44 && y >= 0.24 && y <= 0.76) return true;
  const d2 = (x - 0.5) ** 2 + (y - 0.4) ** 2;
  const outer = (x >= 0.34 && x <= 0.5 && y >= 0.24 && y <= 0.56) || (x > 0.5 && d2 <= 0.16 ** 2);
  const hole = (x >= 0.44 && x <= 0.5 && y >= 0.31 && y <= 0.49) || (x > 0.5 && d2 <= 0.09 ** 2);
  return outer && !hole;
}

function colourAt(x: number, y: number, fullBleed: boolean): Rgba {
  if (inLetter(x, y)) return WHITE;
  if (fullBleed || (x - 0.5) ** 2 + (y - 0.5) ** 2 <= 0.25) return ACCENT;
  return CLEAR;
}

const SAMPLES = 4;

/** The icon's pixels, RGBA rows. */
function draw(icon: AppIcon): Uint8Array {
  const { size } = icon;
  const fullBleed = icon.purpose === 'maskable';
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const c = colourAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, fullBleed);
          r += c[0] * c[3];
          g += c[1] * c[3];
          b += c[2] * c[3];
          a += c[3];
        }
      }
      const at = (py * size + px) * 4;
      pixels.set(a ? [Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round(a / SAMPLES ** 2)] : CLEAR, at);
    }
  }
  return pixels;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG file (8-bit RGBA, no filtering) of square RGBA pixels. */
function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', new Uint8Array())]);
}

/** Every app icon as a file of the client build: its path without the leading slash, and its PNG. */
export function appIconFiles(): Array<{ fileName: string; source: Buffer }> {
  return Object.values(APP_ICONS).map((icon) => ({ fileName: icon.path.slice(1), source: encodePng(icon.size, draw(icon)) }));
}
