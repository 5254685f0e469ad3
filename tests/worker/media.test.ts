// Images and media served from R2 with long-lived cache headers.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from './helpers.ts';

const SIG = '0123456789abcdef0123456789abcdef';

describe('media', () => {
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
