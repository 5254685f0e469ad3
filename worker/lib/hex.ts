// Bytes as lowercase hex, two digits per byte: the one form of hashes, tokens and random codes.

/** Two hex digits of every byte value (a session read hashes its token on every request, docs/performance.md). */
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** @example toHex(new Uint8Array([0, 255])) // '00ff' */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  let hex = '';
  for (const b of bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) hex += HEX[b];
  return hex;
}
