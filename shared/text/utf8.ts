// Sizes of free text as D1 stores it, in UTF-8 bytes (docs/security.md#rate-limits-exact-and-per-location): every size cap
// on text a signed-out caller sends counts these, never UTF-16 units, so 1,000 CJK characters weigh 3,000.
const encoder = new TextEncoder();

/** The length of `text` in UTF-8 bytes. @example utf8Bytes('一a') // 4 */
export const utf8Bytes = (text: string): number => encoder.encode(text).length;

/** The longest start of `text` that fits in `max` UTF-8 bytes, cut between characters. @example clipUtf8('一一', 4) // '一' */
export function clipUtf8(text: string, max: number): string {
  if (utf8Bytes(text) <= max) return text;
  let size = 0;
  let kept = '';
  for (const character of text) {
    size += utf8Bytes(character);
    if (size > max) break;
    kept += character;
  }
  return kept;
}
