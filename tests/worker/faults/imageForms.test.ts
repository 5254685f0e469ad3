// The Images binding slow to make a picture's AVIF form: the person gets the stored file within the
// wait budget (briefly cacheable, not kept at the edge as the form), and the form is finished in the
// background, so the next request gets it.
import { env } from 'cloudflare:workers';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { formKey } from '#shared/images.ts';
import { FORM_WAIT_MS } from '#worker/media/imageForms.ts';
import { requestWith } from './faultyEnv.ts';

const CHROME_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SIG = 'cc0123456789abcdef0123456789abcd';

describe('the Images binding slow to make a form (docs/architecture.md: What keeps pages cheap)', () => {
  it('answers the stored JPEG within the wait budget, makes the form in the background, and serves it next', async () => {
    const data = new Uint8Array(120 * 90 * 4).fill(160);
    await env.MEDIA.put(`236x/${SIG}.jpg`, jpeg.encode({ data, width: 120, height: 90 }, 82).data, { httpMetadata: { contentType: 'image/jpeg' } });
    const slow = { IMAGES: { fault: { kind: 'slow', ms: FORM_WAIT_MS * 3 }, methods: ['output'] } } as const;
    const started = Date.now();
    const { response } = await requestWith(slow, `/i/236x/${SIG}.jpg`, { headers: { accept: CHROME_IMAGE_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    // requestWith waited for the background work too: the form was finished and kept.
    expect(Date.now() - started).toBeGreaterThanOrEqual(FORM_WAIT_MS * 3);
    expect((await env.MEDIA.head(formKey('avif', '236x', SIG, 'jpg')))?.httpMetadata?.contentType).toBe('image/avif');
    const { response: next } = await requestWith({}, `/i/236x/${SIG}.jpg`, { headers: { accept: CHROME_IMAGE_ACCEPT } });
    expect(next.headers.get('content-type')).toBe('image/avif');
    expect(next.headers.get('cache-control')).toContain('immutable');
  });
});
