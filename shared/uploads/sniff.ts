// What an uploaded file is, decided by its bytes alone (never its name or declared type): the
// magic bytes at its start say which image type it is, and its last bytes whether it is whole.
// Pure, so the worker checks every upload with it and the builder can warn before sending.

/** The image types an upload may be, with the extension their sizes are stored under. */
export const UPLOAD_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

export type UploadMime = keyof typeof UPLOAD_TYPES;

/** How many leading bytes sniffImage reads, and how many trailing bytes checkImageEnd reads. */
export const SNIFF_HEAD_BYTES = 32;
export const SNIFF_TAIL_BYTES = 1024;

/** The one list of what is accepted, for messages. */
export const ACCEPTED_TYPES_TEXT = 'a JPEG, PNG, GIF or WebP image';

export type Sniffed = { ok: true; mime: UploadMime } | { ok: false; reason: string };

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Whether the bytes look like text (UTF-8 or ASCII without control characters but tab and newlines). */
function looksLikeText(head: Uint8Array): boolean {
  return head.length > 0 && head.every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b !== 127));
}

/**
 * The image type of a file from its first bytes (at least SNIFF_HEAD_BYTES, or the whole file),
 * or the reason it is refused, worded for the person who picked it.
 * @example sniffImage(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10), 8) // { ok: true, mime: 'image/png' }
 */
export function sniffImage(head: Uint8Array, size: number): Sniffed {
  if (size === 0) return { ok: false, reason: 'This file is empty. Choose a picture to upload.' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ok: true, mime: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, mime: 'image/png' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return { ok: true, mime: 'image/gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { ok: true, mime: 'image/webp' };
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('svg')) || (text.startsWith('<') && text.includes('<svg'))) {
    return { ok: false, reason: `SVG images are not accepted. Upload ${ACCEPTED_TYPES_TEXT}.` };
  }
  if (ascii(head, 4, 8) === 'ftyp') return { ok: false, reason: `HEIC, AVIF and video files are not accepted. Upload ${ACCEPTED_TYPES_TEXT}.` };
  if (ascii(head, 0, 5) === '%PDF-') return { ok: false, reason: `This file is a PDF, not a picture. Upload ${ACCEPTED_TYPES_TEXT}.` };
  if (looksLikeText(head)) return { ok: false, reason: `This file is text, not a picture, whatever its name says. Upload ${ACCEPTED_TYPES_TEXT}.` };
  return { ok: false, reason: `This file is not ${ACCEPTED_TYPES_TEXT}.` };
}

const INCOMPLETE = 'This image is incomplete: the file ends early. Try uploading it again.';

/**
 * Null when a file of this type ends as a whole file does (checked on its first and last bytes),
 * else why it is refused: a truncated picture is refused before anything is made from it.
 * - JPEG: the end-of-image marker FF D9 within the last bytes (cameras may append data after it);
 * - PNG: the IEND chunk is the last 12 bytes;
 * - GIF: the trailer byte 0x3B ends it;
 * - WebP: the RIFF size in the header fits in the file.
 */
export function checkImageEnd(mime: UploadMime, head: Uint8Array, tail: Uint8Array, size: number): string | null {
  switch (mime) {
    case 'image/jpeg': {
      if (size < 4) return INCOMPLETE;
      for (let i = tail.length - 2; i >= 0; i--) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return null;
      return INCOMPLETE;
    }
    case 'image/png': {
      const iend = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
      return size >= 8 + 12 && tail.length >= 12 && startsWith(tail, iend, tail.length - 12) ? null : INCOMPLETE;
    }
    case 'image/gif':
      return size > 13 && tail[tail.length - 1] === 0x3b ? null : INCOMPLETE;
    case 'image/webp': {
      if (head.length < 12) return INCOMPLETE;
      const riffSize = head[4] | (head[5] << 8) | (head[6] << 16) | (head[7] * 0x1000000);
      return riffSize + 8 <= size && riffSize >= 4 ? null : INCOMPLETE;
    }
  }
}

/**
 * The bytes of a base64 data URL (`data:image/png;base64,...`), or null when it is not one.
 * Whatever type the data URL declares, the bytes decide (sniffImage).
 */
export function decodeDataUrl(value: string): Uint8Array | null {
  const m = /^data:([a-z0-9.+/-]*)?(;[a-z0-9=.+-]+)*;base64,/i.exec(value);
  if (!m) return null;
  const base64 = value.slice(m[0].length).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) return null;
  try {
    const binary = atob(base64.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** "10 MB" for a byte count, for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
