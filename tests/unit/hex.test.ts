// worker/lib/hex.ts: the one bytes-to-hex of hashes, tokens and random codes.
import { describe, expect, it } from 'vitest';
import { toHex } from '#worker/lib/hex.ts';

describe('toHex (docs/architecture.md: The worker)', () => {
  it('writes two lowercase digits per byte, from a Uint8Array or an ArrayBuffer', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff');
    expect(toHex(new Uint8Array([222, 173]).buffer)).toBe('dead');
    expect(toHex(new Uint8Array([]))).toBe('');
  });
});
