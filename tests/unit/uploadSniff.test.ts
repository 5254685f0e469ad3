// An upload's type is decided by its bytes, never its name or declared type; a truncated
// picture is refused by its last bytes; data urls decode (docs/rules/closeup-and-visitors.md#validation-spec-002-5: a data-URL image is uploaded).
import { describe, expect, it } from 'vitest';
import { checkImageEnd, decodeDataUrl, formatBytes, sniffImage } from '#shared/uploads/sniff.ts';
import { makePng, TINY_GIF, TINY_WEBP } from '../fixtures/images.ts';

const text = (s: string) => new TextEncoder().encode(s);
const png = makePng(4, 4, () => [1, 2, 3]);
const jpeg = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9);

describe('sniffImage (docs/architecture.md: Creating pins and uploads)', () => {
  it.each([
    ['a PNG', png, 'image/png'],
    ['a JPEG', jpeg, 'image/jpeg'],
    ['a GIF', TINY_GIF, 'image/gif'],
    ['a WebP', TINY_WEBP, 'image/webp'],
  ])('knows %s by its magic bytes', (_name, bytes, mime) => {
    expect(sniffImage(bytes.subarray(0, 32), bytes.length)).toEqual({ ok: true, mime });
  });

  it.each([
    ['an empty file', new Uint8Array(0), /empty/],
    ['a text file, whatever its name', text('Shopping list: eggs, milk\n'), /text, not a picture/],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), /SVG images are not accepted/],
    ['an SVG with an XML prolog', text('<?xml version="1.0"?><svg/>'), /SVG images are not accepted/],
    ['an HTML page', text('<!doctype html><html><body><svg></svg>'), /SVG images are not accepted/],
    ['a HEIC photo', Uint8Array.of(0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63), /HEIC, AVIF/],
    ['a PDF', text('%PDF-1.7\n'), /PDF/],
    ['random bytes', Uint8Array.of(0, 1, 2, 3, 250, 251), /is not a JPEG, PNG, GIF or WebP image/],
  ])('refuses %s with a message for its uploader', (_name, bytes, message) => {
    const answer = sniffImage(bytes.subarray(0, 32), bytes.length);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.reason).toMatch(message);
  });
});

describe('checkImageEnd (docs/architecture.md: Creating pins and uploads)', () => {
  const cut = (bytes: Uint8Array, n: number) => bytes.subarray(0, bytes.length - n);
  it.each([
    ['image/png', png],
    ['image/jpeg', jpeg],
    ['image/gif', TINY_GIF],
    ['image/webp', TINY_WEBP],
  ] as const)('passes a whole %s and refuses it cut short', (mime, bytes) => {
    expect(checkImageEnd(mime, bytes.subarray(0, 32), bytes.subarray(-1024), bytes.length)).toBeNull();
    const short = cut(bytes, 3);
    expect(checkImageEnd(mime, short.subarray(0, 32), short.subarray(-1024), short.length)).toMatch(/incomplete/);
  });
});

describe('decodeDataUrl (docs/architecture.md: Creating pins and uploads)', () => {
  it('decodes a base64 data url, whatever type it declares, and refuses anything else', () => {
    expect(decodeDataUrl('data:image/png;base64,AQID')).toEqual(Uint8Array.of(1, 2, 3));
    expect(decodeDataUrl('data:text/plain;charset=utf-8;base64,AQID')).toEqual(Uint8Array.of(1, 2, 3));
    expect(decodeDataUrl('AQID')).toBeNull();
    expect(decodeDataUrl('data:image/png,rawtext')).toBeNull();
    expect(decodeDataUrl('data:image/png;base64,not base64!')).toBeNull();
    expect(decodeDataUrl('hello world')).toBeNull();
  });

  it('formats sizes for messages', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(2048)).toBe('2 KB');
  });
});
