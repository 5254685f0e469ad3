// Conditional and range requests of media, read strictly: R2 throws on a malformed If-Match or
// If-None-Match (and on a range past the end), so only well-formed preconditions reach it, a
// malformed one is ignored (RFC 9110 §13.1: a recipient ignores what it cannot parse), and an
// unsatisfiable range is answered 416 here.

/** One entity tag, strong or weak: `"abc"` or `W/"abc"`. */
const ETAG = /^(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;
const CONDITIONAL_HEADERS = ['if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'] as const;

/** The entity tags of an If-Match or If-None-Match value (`*` as is), or null when malformed. */
export function parseEtagList(value: string): string[] | null {
  const trimmed = value.trim();
  if (trimmed === '*') return ['*'];
  const tags = trimmed.split(',').map((t) => t.trim());
  return tags.length && tags.every((t) => ETAG.test(t)) ? tags : null;
}

/** An HTTP date, or null when the value is not one. */
export function parseHttpDate(value: string): Date | null {
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value.trim())) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** The request's well-formed preconditions, for R2's `onlyIf`; malformed ones are left out. */
export function wellFormedConditions(headers: Headers): Headers {
  const kept = new Headers();
  for (const name of CONDITIONAL_HEADERS) {
    const value = headers.get(name);
    if (value === null) continue;
    const ok = name.endsWith('match') ? parseEtagList(value) !== null : parseHttpDate(value) !== null;
    if (ok) kept.set(name, value);
  }
  return kept;
}

/**
 * Whether a precondition that must hold for the answer (If-Match, If-Unmodified-Since) failed for
 * an object: then the answer is 412; a failed If-None-Match or If-Modified-Since is a 304.
 */
export function failedPrecondition(conditions: Headers, object: { httpEtag: string; uploaded: Date }): boolean {
  const ifMatch = conditions.get('if-match');
  if (ifMatch !== null) {
    const tags = parseEtagList(ifMatch) ?? [];
    if (!tags.includes('*') && !tags.some((t) => !t.startsWith('W/') && t === object.httpEtag)) return true;
  }
  const ifUnmodifiedSince = conditions.get('if-unmodified-since');
  const since = ifUnmodifiedSince === null ? null : parseHttpDate(ifUnmodifiedSince);
  return since !== null && object.uploaded.getTime() > since.getTime() + 999;
}

/** A single byte range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; null when the header is absent or not one such range (served whole). */
export function parseByteRange(value: string | null): { start: number | null; end: number | null } | null {
  const m = value === null ? null : /^bytes=(\d{0,15})-(\d{0,15})$/.exec(value.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? null : Number(m[1]);
  const end = m[2] === '' ? null : Number(m[2]);
  if (start !== null && end !== null && end < start) return null;
  return { start, end };
}

/** The R2 range for a parsed byte range of an object of `size` bytes, or 'unsatisfiable'. */
export function resolveByteRange(range: { start: number | null; end: number | null }, size: number): { offset: number; length: number } | 'unsatisfiable' {
  if (range.start === null) {
    const suffix = Math.min(range.end ?? 0, size);
    return suffix > 0 ? { offset: size - suffix, length: suffix } : 'unsatisfiable';
  }
  if (range.start >= size) return 'unsatisfiable';
  const last = Math.min(range.end ?? size - 1, size - 1);
  return { offset: range.start, length: last - range.start + 1 };
}
