// The UTF-8 byte length of a string in JavaScript, for React's renderer (docs/performance.md#where-the-cpu-goes-the-profilers):
// React's Bun build sums every piece it writes with Buffer.byteLength, a native call behind a global getter under
// workerd (about 0.5 ms of a closeup's ~3,000 pieces); wrangler.toml's [define] points that call here.

/** The global name wrangler.toml's `[define]` gives `Buffer.byteLength` (installed by ./htmlStream.ts). */
export const UTF8_LENGTH_GLOBAL = 'pinboardUtf8Length';

/**
 * What `Buffer.byteLength(text, 'utf8')` counts: 1 byte below U+0080, 2 below U+0800, 4 for a surrogate pair,
 * else 3 (a lone surrogate is written as U+FFFD, 3 bytes).
 * @example utf8Length('é€😀') // 2 + 3 + 4 = 9
 */
export function utf8Length(text: string): number {
  const units = text.length;
  let bytes = units;
  for (let i = 0; i < units; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code < 0xdc00 && code >= 0xd800 && i + 1 < units && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // the pair's two units are 4 bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}
