// Free text cut to a size in UTF-8 bytes keeps whole characters only (shared/text/utf8.ts).
import { describe, expect, it } from 'vitest';
import { clipUtf8, utf8Bytes } from '#shared/text/utf8.ts';

describe('clipping text to UTF-8 bytes', () => {
  it('keeps text that fits, and cuts longer text between characters within the cap (security: rate limits: exact and per-location)', () => {
    expect(clipUtf8('abc', 3)).toBe('abc');
    expect(clipUtf8('一一', 4)).toBe('一');
    expect(clipUtf8('a😀b', 4)).toBe('a');
    expect(clipUtf8('a😀b', 5)).toBe('a😀');
    for (const text of ['ქწერტყუიოპ'.repeat(30), 'é'.repeat(999), '😀x'.repeat(300), 'ab'.repeat(900)]) {
      for (const max of [1, 2, 3, 7, 100, 1023, 1024]) {
        const clipped = clipUtf8(text, max);
        expect(utf8Bytes(clipped)).toBeLessThanOrEqual(max);
        expect(text.startsWith(clipped)).toBe(true);
        expect(clipped).not.toContain('\uFFFD');
        expect(utf8Bytes(clipped)).toBeGreaterThan(Math.min(max, utf8Bytes(text)) - 4);
      }
    }
  });
});
