// R2 unreachable: image and media routes answer 503 with Retry-After (never cached), and pages,
// which read no R2, still render whole.
import { describe, expect, it } from 'vitest';
import { R2_DOWN, requestWith } from './faultyEnv.ts';

describe('R2 unreachable (docs/architecture.md: When a binding fails)', () => {
  it.each([
    ['a sized image', '/i/236x/0123456789abcdef0123456789abcdef.jpg', 'image/avif,image/webp,*/*'],
    ['a stored-format image', '/i/236x/0123456789abcdef0123456789abcdef.png', 'image/png'],
    ['a video', '/media/clip.mp4', '*/*'],
  ])('%s answers 503 with Retry-After, not cached', async (_what, path, accept) => {
    const { response } = await requestWith({ MEDIA: R2_DOWN }, path, { headers: { accept } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('the home page still renders whole, 200', async () => {
    const { response, text } = await requestWith({ MEDIA: R2_DOWN }, '/', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(text).toContain('data-test-id="pin"');
  });
});
