// The image routes behind the data centre's cache (docs/performance.md): a home page's pictures asked
// for twice are read from R2 once, each negotiated format (AVIF, WebP, the stored JPEG) kept apart,
// and R2's calls counted by wrapping the binding (tests/worker/faults/faultyEnv.ts).
import { env } from 'cloudflare:workers';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { IMAGE_CACHE_MAX_AGE_S } from '#shared/constants.ts';
import { imageCacheKey } from '#worker/media/edgeCache.ts';
import { requestWith } from './faults/faultyEnv.ts';
import { request } from './helpers.ts';

const CHROME_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_IMAGE_ACCEPT = 'image/webp,image/apng,image/*,*/*;q=0.8';
const OLD_IMAGE_ACCEPT = 'image/*,*/*;q=0.8';

const defaultCache = () => (caches as CacheStorage & { default: Cache }).default;

function stripes(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4) % width < width / 2 ? 200 : 20, 90, 140, 255], i);
  return jpeg.encode({ data, width, height }, 82).data;
}

/** The picture urls of the home page a person gets, each stored in R2 as a small JPEG. */
async function homePageImages(): Promise<string[]> {
  const html = await (await request('/', { headers: { accept: 'text/html' } })).text();
  const urls = [...new Set([...html.matchAll(/<img[^>]*\ssrc="(\/i\/[^"]+\.jpg)"/g)].map((m) => m[1]))].slice(0, 6);
  for (const url of urls) {
    await env.MEDIA.put(url.slice('/i/'.length), stripes(40, 30), { httpMetadata: { contentType: 'image/jpeg' } });
    for (const format of ['avif', 'webp', 'jpg']) await defaultCache().delete(imageCacheKey(url, format));
  }
  return urls;
}

async function readAll(urls: string[], accept: string): Promise<{ reads: number; types: string[] }> {
  let reads = 0;
  const types: string[] = [];
  for (const url of urls) {
    const { response, calls } = await requestWith({}, url, { headers: { accept } });
    expect(response.status, url).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${IMAGE_CACHE_MAX_AGE_S}, immutable`);
    types.push(response.headers.get('content-type') ?? '');
    reads += calls.MEDIA ?? 0;
  }
  return { reads, types };
}

describe('delivery: images from the edge cache', () => {
  it('a home page’s images asked for twice cost no R2 read the second time, per negotiated format (pin-card: Pins, boards and viewers)', {
    timeout: 30_000,
  }, async () => {
    const urls = await homePageImages();
    expect(urls.length).toBeGreaterThan(0);
    for (const [accept, type] of [
      [CHROME_IMAGE_ACCEPT, 'image/avif'],
      [WEBP_IMAGE_ACCEPT, 'image/webp'],
      [OLD_IMAGE_ACCEPT, 'image/jpeg'],
    ] as const) {
      const first = await readAll(urls, accept);
      expect(first.reads, accept).toBeGreaterThan(0);
      expect(first.types.every((t) => t === type)).toBe(true);
      const second = await readAll(urls, accept);
      expect(second.reads, accept).toBe(0);
      expect(second.types.every((t) => t === type)).toBe(true);
    }
  });

  it('a kept image answers a conditional request with 304, and a byte range still goes to R2 (pin-card: Pins, boards and viewers)', async () => {
    const [url] = await homePageImages();
    const first = await requestWith({}, url!, { headers: { accept: CHROME_IMAGE_ACCEPT } });
    const etag = first.response.headers.get('etag')!;
    const again = await requestWith({}, url!, { headers: { accept: CHROME_IMAGE_ACCEPT, 'if-none-match': etag } });
    expect(again.response.status).toBe(304);
    expect(again.calls.MEDIA ?? 0).toBe(0);
    const ranged = await requestWith({}, url!, { headers: { accept: CHROME_IMAGE_ACCEPT, range: 'bytes=0-3' } });
    expect(ranged.response.status).toBe(206);
    expect(ranged.calls.MEDIA).toBeGreaterThan(0);
  });

  it('AVIF goes to a browser that takes it and WebP to one that takes only WebP, at the picture’s own size (pin-card: Pins, boards and viewers)', async () => {
    const [url] = await homePageImages();
    const avif = await request(url!, { headers: { accept: CHROME_IMAGE_ACCEPT } });
    const avifBytes = new Uint8Array(await avif.arrayBuffer());
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(new TextDecoder().decode(avifBytes.subarray(4, 12))).toBe('ftypavif');
    expect(await env.IMAGES.info(new Blob([avifBytes]).stream())).toMatchObject({ width: 40, height: 30 });
    const webp = await request(url!, { headers: { accept: WEBP_IMAGE_ACCEPT } });
    const webpBytes = new Uint8Array(await webp.arrayBuffer());
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await env.IMAGES.info(new Blob([webpBytes]).stream())).toMatchObject({ width: 40, height: 30 });
  });
});
