// Draws one demo artwork (abstract shapes from its palette and seed) at its original size, shifts
// it so its average colour matches the image row's dominant colour, then box-downscales and
// JPEG-encodes every size of shared/images.ts (with sharp, libjpeg-turbo: a pure-JS encoder took over half the seed's
// rendering time). Deterministic: same artwork, same bytes.
import sharp from 'sharp';
import { ALL_IMAGE_SIZES, imageKey, sizeOf } from '../../shared/images.ts';
import type { ImageSize } from '../../shared/types.ts';
import type { Artwork } from './dataset.ts';
import type { Rng } from './random.ts';
import { createRng } from './random.ts';

/** Bump when the drawing changes, so cached renders are not reused. */
export const ARTWORK_VERSION = 2;
export const JPEG_QUALITY = 82;

export interface RenderedObject {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/** An RGB picture with float channels in 0..255. */
export interface Canvas {
  width: number;
  height: number;
  px: Float32Array;
}

type RGB = [number, number, number];

function hexToRgb(hex: string): RGB {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function shade(c: RGB, f: number): RGB {
  return f >= 0 ? mix(c, [255, 255, 255], f) : mix(c, [0, 0, 0], -f);
}

/** Linear gradient between colour stops along an angle (radians). */
function gradient(cv: Canvas, stops: RGB[], angle: number): void {
  const { width: w, height: h, px } = cv;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const corners = [0, w * dx, h * dy, w * dx + h * dy];
  const lo = Math.min(...corners);
  const span = Math.max(...corners) - lo || 1;
  const segments = stops.length - 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = ((x * dx + y * dy - lo) / span) * segments;
      const k = Math.min(segments - 1, Math.floor(t));
      const f = t - k;
      const a = stops[k];
      const b = stops[k + 1];
      const i = (y * w + x) * 3;
      px[i] = a[0] + (b[0] - a[0]) * f;
      px[i + 1] = a[1] + (b[1] - a[1]) * f;
      px[i + 2] = a[2] + (b[2] - a[2]) * f;
    }
  }
}

/** A disc with a soft edge (soft in pixels), blended with alpha. */
function disc(cv: Canvas, cx: number, cy: number, r: number, c: RGB, alpha: number, soft: number): void {
  const { width: w, height: h, px } = cv;
  const x0 = Math.max(0, Math.floor(cx - r - soft));
  const x1 = Math.min(w - 1, Math.ceil(cx + r + soft));
  const y0 = Math.max(0, Math.floor(cy - r - soft));
  const y1 = Math.min(h - 1, Math.ceil(cy + r + soft));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x - cx, y - cy);
      if (d > r + soft) continue;
      const a = alpha * (d <= r - soft ? 1 : Math.max(0, Math.min(1, (r + soft - d) / (2 * soft))));
      const i = (y * w + x) * 3;
      px[i] += (c[0] - px[i]) * a;
      px[i + 1] += (c[1] - px[i + 1]) * a;
      px[i + 2] += (c[2] - px[i + 2]) * a;
    }
  }
}

function rect(cv: Canvas, x0: number, y0: number, x1: number, y1: number, c: RGB, alpha: number): void {
  const { width: w, height: h, px } = cv;
  const ax = Math.max(0, Math.round(x0));
  const bx = Math.min(w, Math.round(x1));
  const ay = Math.max(0, Math.round(y0));
  const by = Math.min(h, Math.round(y1));
  for (let y = ay; y < by; y++) {
    for (let x = ax; x < bx; x++) {
      const i = (y * w + x) * 3;
      px[i] += (c[0] - px[i]) * alpha;
      px[i + 1] += (c[1] - px[i + 1]) * alpha;
      px[i + 2] += (c[2] - px[i + 2]) * alpha;
    }
  }
}

function drawBands(cv: Canvas, rng: Rng, pal: RGB[]): void {
  gradient(cv, [pal[0], pal[1], pal[2]], Math.PI / 2 + rng.float(-0.3, 0.3));
  const { width: w, height: h, px } = cv;
  const bands = rng.int(3, 6);
  for (let b = 0; b < bands; b++) {
    const c = shade(pal[(b + 3) % pal.length], b % 2 === 0 ? 0.3 : -0.3);
    const base = ((b + 1) / (bands + 1)) * h;
    const amp = rng.float(0.02, 0.08) * h;
    const freq = (rng.float(1, 3.5) * (Math.PI * 2)) / w;
    const phase = rng.float(0, Math.PI * 2);
    const thick = rng.float(0.02, 0.07) * h;
    const alpha = rng.float(0.55, 0.9);
    for (let x = 0; x < w; x++) {
      const yc = base + amp * Math.sin(x * freq + phase);
      const ya = Math.max(0, Math.floor(yc - thick));
      const yb = Math.min(h - 1, Math.ceil(yc + thick));
      for (let y = ya; y <= yb; y++) {
        const edge = Math.min(1, (thick - Math.abs(y - yc)) / 2);
        if (edge <= 0) continue;
        const i = (y * w + x) * 3;
        const a = alpha * edge;
        px[i] += (c[0] - px[i]) * a;
        px[i + 1] += (c[1] - px[i + 1]) * a;
        px[i + 2] += (c[2] - px[i + 2]) * a;
      }
    }
  }
}

function drawOrbs(cv: Canvas, rng: Rng, pal: RGB[]): void {
  const { width: w, height: h } = cv;
  gradient(cv, [shade(pal[0], 0.15), pal[1]], rng.float(0, Math.PI));
  const n = rng.int(5, 11);
  for (let k = 0; k < n; k++) {
    const r = rng.float(0.08, 0.32) * Math.min(w, h);
    disc(cv, rng.float(0, w), rng.float(0, h), r, pal[rng.int(0, pal.length - 1)], rng.float(0.45, 0.9), rng.float(1, r * 0.3));
  }
}

function drawStripes(cv: Canvas, rng: Rng, pal: RGB[]): void {
  const { width: w, height: h, px } = cv;
  const angle = rng.float(-1.2, 1.2);
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const period = rng.float(0.06, 0.2) * w;
  const colors = rng.sample(pal, 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x * dx + y * dy) / period;
      const k = ((Math.floor(t) % colors.length) + colors.length) % colors.length;
      const c = colors[k];
      const fade = 0.85 + 0.15 * (y / h);
      const i = (y * w + x) * 3;
      px[i] = c[0] * fade;
      px[i + 1] = c[1] * fade;
      px[i + 2] = c[2] * fade;
    }
  }
  const r = rng.float(0.2, 0.38) * Math.min(w, h);
  disc(cv, rng.float(0.25, 0.75) * w, rng.float(0.25, 0.75) * h, r, pal[(pal.indexOf(colors[0]) + 2) % pal.length], 0.92, 1.5);
}

function drawHills(cv: Canvas, rng: Rng, pal: RGB[]): void {
  const { width: w, height: h, px } = cv;
  const sky = shade(pal[0], 0.45);
  gradient(cv, [sky, shade(pal[1], 0.25)], Math.PI / 2);
  disc(cv, rng.float(0.2, 0.8) * w, rng.float(0.15, 0.35) * h, rng.float(0.08, 0.16) * Math.min(w, h), shade(pal[2], 0.3), 0.95, 2);
  const layers = rng.int(3, 5);
  for (let l = 0; l < layers; l++) {
    const c = shade(pal[(l + 3) % pal.length], -0.12 * l);
    const base = (0.45 + (0.45 * l) / layers) * h;
    const a1 = rng.float(0.03, 0.1) * h;
    const a2 = rng.float(0.01, 0.04) * h;
    const f1 = (rng.float(0.5, 2) * (Math.PI * 2)) / w;
    const f2 = (rng.float(3, 7) * (Math.PI * 2)) / w;
    const p1 = rng.float(0, 6.3);
    const p2 = rng.float(0, 6.3);
    for (let x = 0; x < w; x++) {
      const top = base + a1 * Math.sin(x * f1 + p1) + a2 * Math.sin(x * f2 + p2);
      for (let y = Math.max(0, Math.floor(top)); y < h; y++) {
        const edge = Math.min(1, y - top + 1);
        const i = (y * w + x) * 3;
        px[i] += (c[0] - px[i]) * edge;
        px[i + 1] += (c[1] - px[i + 1]) * edge;
        px[i + 2] += (c[2] - px[i + 2]) * edge;
      }
    }
  }
}

function drawBlocks(cv: Canvas, rng: Rng, pal: RGB[]): void {
  const { width: w, height: h } = cv;
  gradient(cv, [shade(pal[0], 0.3), shade(pal[0], 0.2)], 0.8);
  const cols = rng.int(2, 4);
  const rows = Math.max(2, Math.round((cols * h) / w));
  const cw = w / cols;
  const ch = h / rows;
  const gap = Math.max(2, Math.round(Math.min(w, h) * 0.015));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const color = pal[rng.int(0, pal.length - 1)];
      const x0 = c * cw + gap;
      const y0 = r * ch + gap;
      const x1 = (c + 1) * cw - gap;
      const y1 = (r + 1) * ch - gap;
      const shape = rng.int(0, 3);
      if (shape === 0) rect(cv, x0, y0, x1, y1, color, 0.95);
      else if (shape === 1) {
        rect(cv, x0, y0, x1, y1, shade(color, 0.35), 0.9);
        disc(cv, (x0 + x1) / 2, (y0 + y1) / 2, Math.min(x1 - x0, y1 - y0) * 0.38, color, 0.95, 1.2);
      } else if (shape === 2) {
        rect(cv, x0, y0, x1, y1, shade(color, -0.2), 0.9);
        disc(cv, rng.chance(0.5) ? x0 : x1, rng.chance(0.5) ? y0 : y1, Math.min(x1 - x0, y1 - y0) * 0.9, shade(color, 0.25), 0.9, 1.2);
      } else {
        rect(cv, x0, y0, x1, (y0 + y1) / 2, color, 0.9);
        rect(cv, x0, (y0 + y1) / 2, x1, y1, shade(color, -0.25), 0.9);
      }
    }
  }
}

function drawRings(cv: Canvas, rng: Rng, pal: RGB[]): void {
  const { width: w, height: h, px } = cv;
  const cx = rng.float(0, 1) * w;
  const cy = rng.float(0, 1) * h;
  const ring = rng.float(0.04, 0.1) * Math.max(w, h);
  const colors = rng.sample(pal, 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = Math.hypot(x - cx, y - cy) / ring;
      const k = Math.floor(d);
      const f = d - k;
      const a = colors[k % colors.length];
      const b = colors[(k + 1) % colors.length];
      const t = f < 0.85 ? 0 : (f - 0.85) / 0.15;
      const i = (y * w + x) * 3;
      px[i] = a[0] + (b[0] - a[0]) * t;
      px[i + 1] = a[1] + (b[1] - a[1]) * t;
      px[i + 2] = a[2] + (b[2] - a[2]) * t;
    }
  }
}

/** Draws the artwork at its original size. */
function draw(art: Artwork): Canvas {
  const cv: Canvas = { width: art.width, height: art.height, px: new Float32Array(art.width * art.height * 3) };
  const rng = createRng(art.seed);
  const pal = art.palette.map(hexToRgb);
  switch (art.style) {
    case 'bands':
      drawBands(cv, rng, pal);
      break;
    case 'orbs':
      drawOrbs(cv, rng, pal);
      break;
    case 'stripes':
      drawStripes(cv, rng, pal);
      break;
    case 'hills':
      drawHills(cv, rng, pal);
      break;
    case 'blocks':
      drawBlocks(cv, rng, pal);
      break;
    case 'rings':
      drawRings(cv, rng, pal);
      break;
  }
  // paper grain
  const { px } = cv;
  for (let i = 0; i < px.length; i += 3) {
    const g = (rng.next() - 0.5) * 10;
    px[i] += g;
    px[i + 1] += g;
    px[i + 2] += g;
  }
  matchMean(cv, hexToRgb(art.dominantColor));
  // clamp, and pre-add 0.5 so the truncating Uint8Array stores round to nearest
  for (let i = 0; i < px.length; i++) {
    const v = px[i] + 0.5;
    px[i] = v < 0 ? 0 : Math.min(v, 255.49);
  }
  return cv;
}

/** Shifts every pixel so the picture's average colour approaches the target (clamping limits it). */
function matchMean(cv: Canvas, target: RGB): void {
  const { px } = cv;
  const n = px.length / 3;
  for (let pass = 0; pass < 3; pass++) {
    const sum = [0, 0, 0];
    for (let i = 0; i < px.length; i += 3) {
      sum[0] += px[i];
      sum[1] += px[i + 1];
      sum[2] += px[i + 2];
    }
    const delta = [target[0] - sum[0] / n, target[1] - sum[1] / n, target[2] - sum[2] / n];
    if (Math.abs(delta[0]) + Math.abs(delta[1]) + Math.abs(delta[2]) < 1.5) break;
    for (let i = 0; i < px.length; i += 3) {
      for (let c = 0; c < 3; c++) {
        const v = px[i + c] + delta[c];
        px[i + c] = v < 0 ? 0 : Math.min(v, 255);
      }
    }
  }
}

/** Area weights of a 1-D box resample of [start, start + length) to n samples, as flat arrays. */
interface BoxWeights {
  first: Int32Array;
  count: Int32Array;
  /** count[k] weights for sample k start at k * stride. */
  weights: Float32Array;
  stride: number;
}

function boxWeights(start: number, length: number, n: number, limit: number): BoxWeights {
  const scale = length / n;
  const stride = Math.ceil(scale) + 1;
  const first = new Int32Array(n);
  const count = new Int32Array(n);
  const weights = new Float32Array(n * stride);
  for (let k = 0; k < n; k++) {
    const a = start + k * scale;
    const b = a + scale;
    const f = Math.floor(a);
    let c = 0;
    for (let s = f; s < b && c < stride; s++) {
      const cover = Math.min(b, s + 1) - Math.max(a, s);
      if (cover > 0 && s < limit) weights[k * stride + c++] = cover / scale;
    }
    // renormalise in case the span touched the edge
    let sum = 0;
    for (let j = 0; j < c; j++) sum += weights[k * stride + j];
    for (let j = 0; j < c; j++) weights[k * stride + j] /= sum || 1;
    first[k] = f;
    count[k] = c;
  }
  return { first, count, weights, stride };
}

/** The canvas's channels as bytes (sharp's raw input), each truncated as the typed-array store does. */
function toRgb(px: Float32Array): Uint8Array {
  const out = new Uint8Array(px.length);
  for (let i = 0; i < px.length; i++) out[i] = px[i];
  return out;
}

/** Box-resamples the crop (cx, cy, cw, ch) of the canvas to dw x dh. */
function resample(cv: Canvas, cx: number, cy: number, cw: number, ch: number, dw: number, dh: number): Canvas {
  const { width: w, px } = cv;
  if (cx === 0 && cy === 0 && cw === w && ch === cv.height && dw === w && dh === cv.height) return cv;
  const xs = boxWeights(cx, cw, dw, w);
  const ys = boxWeights(cy, ch, dh, cv.height);
  const rowStart = Math.floor(cy);
  const rowEnd = Math.min(cv.height, Math.ceil(cy + ch));
  // horizontal pass over the rows the crop touches
  const tmp = new Float32Array((rowEnd - rowStart) * dw * 3);
  for (let y = rowStart; y < rowEnd; y++) {
    const src = y * w * 3;
    let dst = (y - rowStart) * dw * 3;
    for (let x = 0; x < dw; x++) {
      let i = src + xs.first[x] * 3;
      let wi = x * xs.stride;
      const n = xs.count[x];
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < n; k++, i += 3, wi++) {
        const wt = xs.weights[wi];
        r += px[i] * wt;
        g += px[i + 1] * wt;
        b += px[i + 2] * wt;
      }
      tmp[dst++] = r;
      tmp[dst++] = g;
      tmp[dst++] = b;
    }
  }
  const out = new Float32Array(dw * dh * 3);
  const row = dw * 3;
  for (let y = 0; y < dh; y++) {
    const n = ys.count[y];
    const o = y * row;
    for (let k = 0; k < n; k++) {
      const wt = ys.weights[y * ys.stride + k];
      let i = (ys.first[y] + k - rowStart) * row;
      for (let j = o; j < o + row; j++, i++) out[j] += tmp[i] * wt;
    }
  }
  return { width: dw, height: dh, px: out };
}

/** Centre crop of a canvas to the aspect of dw x dh, resampled to dw x dh. */
function fit(cv: Canvas, dw: number, dh: number): Canvas {
  const { width: w, height: h } = cv;
  let cx = 0;
  let cy = 0;
  let cw = w;
  let ch = h;
  if (Math.abs(dw / dh - w / h) > 0.01) {
    if (dw / dh > w / h) {
      ch = (w * dh) / dw;
      cy = (h - ch) / 2;
    } else {
      cw = (h * dw) / dh;
      cx = (w - cw) / 2;
    }
  }
  return resample(cv, cx, cy, cw, ch, dw, dh);
}

/** Sizes at most this wide are resampled from the 474x picture instead of the original. */
const SMALL_SOURCE: ImageSize = '474x';

function canvasFor(art: Artwork, size: ImageSize, canvases: Map<ImageSize, Canvas>): Canvas {
  const cached = canvases.get(size);
  if (cached) return cached;
  let original = canvases.get('originals');
  if (!original) {
    original = draw(art);
    canvases.set('originals', original);
  }
  if (size === 'originals') return original;
  const { width, height } = sizeOf(size, art.width, art.height);
  const small = size !== SMALL_SOURCE && width <= 236;
  const source = small ? canvasFor(art, SMALL_SOURCE, canvases) : original;
  const cv = fit(source, width, height);
  canvases.set(size, cv);
  return cv;
}

/** Every size of the artwork (IMAGE_SIZES plus 'originals') as JPEG objects keyed like R2. */
export async function renderArtworkSizes(art: Artwork, sizes: readonly ImageSize[] = ALL_IMAGE_SIZES): Promise<RenderedObject[]> {
  const canvases = new Map<ImageSize, Canvas>();
  // sizes that come out as the uncropped original (e.g. 736x of a 700 px wide picture) share bytes
  const byCanvas = new Map<Canvas, Promise<Uint8Array>>();
  return Promise.all(
    sizes.map(async (size) => {
      const cv = canvasFor(art, size, canvases);
      let bytes = byCanvas.get(cv);
      if (!bytes) {
        bytes = sharp(toRgb(cv.px), { raw: { width: cv.width, height: cv.height, channels: 3 } })
          .jpeg({ quality: JPEG_QUALITY })
          .toBuffer()
          .then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
        byCanvas.set(cv, bytes);
      }
      return { key: imageKey(size, art.signature, art.ext), bytes: await bytes, contentType: 'image/jpeg' };
    }),
  );
}
