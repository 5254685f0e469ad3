// Receives an upload's file: a multipart/form-data body (the upload parameters first, the file
// last, as browsers send FormData) read as it arrives. The file's length is known from
// Content-Length before its first byte, so an oversized file is refused before anything is
// stored; its magic bytes decide its type before it is stored; it then streams into R2 (a
// FixedLengthStream, so R2 knows its size) and its last bytes decide whether it is whole. A file
// refused at any step leaves nothing in R2.

import { checkImageEnd, formatBytes, SNIFF_HEAD_BYTES, SNIFF_TAIL_BYTES, sniffImage, type UploadMime } from '#shared/uploads/sniff.ts';
import { ApiError } from '#worker/api/errors.ts';

/** A file refused for what it is (the message is for the person who picked it). */
export class FileRefusal extends ApiError {}

export interface ReceiveOptions {
  bucket: R2Bucket;
  key: string;
  maxBytes: number;
  /** Runs once the form fields before the file are read; throws to refuse the caller. */
  authorize: (fields: Map<string, string>) => Promise<void>;
  /** Runs once the file's length and type are known, before it is stored; throws to refuse it. */
  reserve: (fileLength: number) => Promise<void>;
}

const encoder = new TextEncoder();
const MAX_PREAMBLE = 16 * 1024;
const malformed = () => new ApiError('invalid', 'The upload was not understood: send multipart/form-data with the upload parameters first and the file last.');

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The boundary of a multipart/form-data content type, or null. */
function boundaryOf(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : null;
}

/** Streams the `file` part of an upload request into R2; answers the type its bytes showed and its length. */
export async function receiveUpload(request: Request, options: ReceiveOptions): Promise<{ mime: UploadMime; bytes: number }> {
  const boundary = boundaryOf(request.headers.get('content-type'));
  const contentLength = Number(request.headers.get('content-length') ?? NaN);
  if (!boundary || !request.body) throw malformed();
  if (!Number.isSafeInteger(contentLength) || contentLength <= 0) throw new ApiError('invalid', 'The upload must say its length (Content-Length).');
  const delimiter = encoder.encode(`--${boundary}`);
  const trailer = encoder.encode(`\r\n--${boundary}--\r\n`);
  const reader = request.body.getReader();
  let buffer: Uint8Array = new Uint8Array(0);
  let consumed = 0;
  const more = async (): Promise<boolean> => {
    const { done, value } = await reader.read();
    if (done) return false;
    buffer = concat(buffer, value);
    return true;
  };

  // 1. The fields before the file.
  const fields = new Map<string, string>();
  let fileName: string | null = null;
  for (;;) {
    const start = indexOf(buffer, delimiter);
    const headersEnd = start < 0 ? -1 : indexOf(buffer, encoder.encode('\r\n\r\n'), start);
    if (headersEnd < 0) {
      if (buffer.length > MAX_PREAMBLE || !(await more())) throw malformed();
      continue;
    }
    const headers = new TextDecoder().decode(buffer.subarray(start + delimiter.length, headersEnd));
    const name = /content-disposition:\s*form-data;[^\r\n]*?\bname="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) throw malformed();
    if (name === 'file') {
      fileName = name;
      consumed += headersEnd + 4;
      buffer = buffer.subarray(headersEnd + 4);
      break;
    }
    const valueEnd = indexOf(buffer, concat(encoder.encode('\r\n'), delimiter), headersEnd + 4);
    if (valueEnd < 0) {
      if (buffer.length > MAX_PREAMBLE || !(await more())) throw malformed();
      continue;
    }
    fields.set(name, new TextDecoder().decode(buffer.subarray(headersEnd + 4, valueEnd)));
    consumed += valueEnd + 2;
    buffer = buffer.subarray(valueEnd + 2);
  }
  if (!fileName) throw malformed();

  // 2. Its length, before any byte of it is stored.
  const fileLength = contentLength - consumed - trailer.length;
  if (fileLength < 0) throw malformed();
  await options.authorize(fields);
  if (fileLength > options.maxBytes) {
    throw new FileRefusal('too_large', `This file is ${formatBytes(fileLength)}; the largest picture accepted is ${formatBytes(options.maxBytes)}.`);
  }

  // 3. Its type, from its first bytes.
  while (buffer.length < Math.min(SNIFF_HEAD_BYTES, fileLength) && (await more()));
  const head = buffer.slice(0, Math.min(SNIFF_HEAD_BYTES, fileLength));
  const sniffed = sniffImage(head, fileLength);
  if (!sniffed.ok) throw new FileRefusal('invalid', sniffed.reason);
  await options.reserve(fileLength);

  // 4. The file into R2 as it arrives; the bytes after it must be the closing delimiter.
  const fixed = new FixedLengthStream(fileLength);
  const writer = fixed.writable.getWriter();
  const putting = options.bucket.put(options.key, fixed.readable, { httpMetadata: { contentType: sniffed.mime } });
  putting.catch(() => undefined);
  let written = 0;
  let tail: Uint8Array = new Uint8Array(0);
  let rest: Uint8Array = new Uint8Array(0);
  try {
    for (;;) {
      if (buffer.length) {
        const take = Math.min(fileLength - written, buffer.length);
        if (take > 0) {
          const part = buffer.subarray(0, take);
          await writer.write(part);
          written += take;
          tail = concat(tail, part).slice(-SNIFF_TAIL_BYTES);
        }
        rest = concat(rest, buffer.subarray(take));
        if (rest.length > trailer.length) throw malformed();
        buffer = new Uint8Array(0);
      }
      if (!(await more())) break;
    }
    if (written !== fileLength || rest.length !== trailer.length || indexOf(rest, trailer) !== 0) throw malformed();
    await writer.close();
    await putting;
  } catch (error) {
    await writer.abort(error).catch(() => undefined);
    await options.bucket.delete(options.key);
    throw error;
  }

  // 5. Whole? A truncated picture is refused and deleted.
  const incomplete = checkImageEnd(sniffed.mime, head, tail, fileLength);
  if (incomplete) {
    await options.bucket.delete(options.key);
    throw new FileRefusal('invalid', incomplete);
  }
  return { mime: sniffed.mime, bytes: fileLength };
}
