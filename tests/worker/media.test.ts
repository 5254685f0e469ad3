// Images and media served from R2 with long-lived cache headers; a sized image goes as WebP to a
// browser that accepts it (docs/performance.md), made once by the Images binding and kept in R2.
import { env } from 'cloudflare:workers';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { imageKey, webpKey } from '#shared/images.ts';
import { acceptsWebp } from '#worker/media/imageForms.ts';
import { request } from './helpers.ts';

/** Chromium's Accept header for an image. */
const CHROME_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** Edge's Accept header for an image: WebP, no AVIF. */
const WEBP_IMAGE_ACCEPT = 'image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** A JPEG of stripes (jpeg-js, as the demo generator uses), stored as `size` of `signature`. */
async function storeJpeg(size: string, signature: string, width: number, height: number): Promise<number> {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4) % width < width / 2 ? 200 : 20, 90, ((i / 4 / width) * 7) % 255, 255], i);
  const bytes = jpeg.encode({ data, width, height }, 82).data;
  await env.MEDIA.put(`${size}/${signature}.jpg`, bytes, { httpMetadata: { contentType: 'image/jpeg' } });
  return bytes.byteLength;
}

const isWebp = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 4)) === 'RIFF' && new TextDecoder().decode(bytes.subarray(8, 12)) === 'WEBP';

const SIG = '0123456789abcdef0123456789abcdef';

describe('media (docs/architecture.md: What keeps pages cheap)', () => {
  it('serves /i/{size}/{signature}.{ext} from R2 with immutable caching', async () => {
    await env.MEDIA.put(`236x/${SIG}.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { httpMetadata: { contentType: 'image/jpeg' } });
    const response = await request(`/i/236x/${SIG}.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const etag = response.headers.get('etag')!;
    await response.arrayBuffer();
    const again = await request(`/i/236x/${SIG}.jpg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('a browser that accepts WebP gets the sized image as WebP at the same url, same pixels, made once and kept', async () => {
    const sig = 'aa0123456789abcdef0123456789abcd';
    const jpegBytes = await storeJpeg('474x', sig, 474, 300);
    const response = await request(`/i/474x/${sig}.jpg`, { headers: { accept: WEBP_IMAGE_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(isWebp(body)).toBe(true);
    expect(body.byteLength).toBeLessThan(jpegBytes);
    const info = await env.IMAGES.info(new Blob([body]).stream());
    expect(info).toMatchObject({ width: 474, height: 300 });
    // Kept in R2 beside the JPEG, and answered from there (conditional requests included).
    const stored = await env.MEDIA.head(webpKey('474x', sig, 'jpg'));
    expect(stored?.httpMetadata?.contentType).toBe('image/webp');
    const again = await request(`/i/474x/${sig}.jpg`, { headers: { accept: WEBP_IMAGE_ACCEPT, 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(`"${stored!.etag}"`);
  });

  it('without WebP in Accept (or with q=0) the stored JPEG is served, varying by Accept; originals are never converted', async () => {
    const sig = 'bb0123456789abcdef0123456789abcd';
    await storeJpeg('236x', sig, 236, 200);
    await storeJpeg('originals', sig, 300, 254);
    for (const accept of ['image/*,*/*;q=0.8', 'image/webp;q=0, image/*']) {
      const response = await request(`/i/236x/${sig}.jpg`, { headers: { accept } });
      expect(response.headers.get('content-type'), accept).toBe('image/jpeg');
      expect(response.headers.get('vary')).toBe('Accept');
      await response.arrayBuffer();
    }
    const original = await request(`/i/originals/${sig}.jpg`, { headers: { accept: CHROME_IMAGE_ACCEPT } });
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    await original.arrayBuffer();
    expect(await env.MEDIA.head(webpKey('originals', sig, 'jpg'))).toBeNull();
    expect(await env.MEDIA.head(imageKey('236x', sig, 'jpg'))).not.toBeNull();
  });

  it('a file the Images binding cannot read is served as stored, and a missing image is still a 404', async () => {
    const sig = 'cc0123456789abcdef0123456789abcd';
    await env.MEDIA.put(`236x/${sig}.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { httpMetadata: { contentType: 'image/jpeg' } });
    const response = await request(`/i/236x/${sig}.jpg`, { headers: { accept: CHROME_IMAGE_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    expect((await request('/i/236x/dd0123456789abcdef0123456789abcd.jpg', { headers: { accept: CHROME_IMAGE_ACCEPT } })).status).toBe(404);
  });

  it('acceptsWebp reads the Accept header', () => {
    expect(acceptsWebp(CHROME_IMAGE_ACCEPT)).toBe(true);
    expect(acceptsWebp('image/WEBP; q=0.9')).toBe(true);
    expect(acceptsWebp('image/webp;q=0.0')).toBe(false);
    expect(acceptsWebp('image/*')).toBe(false);
    expect(acceptsWebp(null)).toBe(false);
  });

  it('answers byte ranges for video', async () => {
    await env.MEDIA.put('media/clip.webm', new Uint8Array(100).fill(7), { httpMetadata: { contentType: 'video/webm' } });
    const response = await request('/media/clip.webm', { headers: { range: 'bytes=10-19' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 10-19/100');
    expect((await response.arrayBuffer()).byteLength).toBe(10);
  });

  it.each(['/i/999x/abc.jpg', `/i/236x/${SIG}.exe`, '/i/236x/..%2Fsecret.jpg', `/i/236x/${SIG}.jpg.jpg`, '/media/../x.webm', '/i/236x/nothere00000000.jpg'])(
    'answers 404 for %s',
    async (path) => {
      expect((await request(path)).status).toBe(404);
    },
  );
});
