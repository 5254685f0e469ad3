// Share attribution (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: "Query markers: invite_code and utm_pai"): a member's share link
// for a pin carries utm_pai, an opaque id the server maps to the sharer and the pin. A landing with
// it records the open and takes the marker out of the address; canonical urls never carry it.

/** The query marker of a share link. */
export const SHARE_MARKER = 'utm_pai';

/** A utm_pai value: 16 lowercase hex characters (random, so it tells nothing about the sharer). */
export const SHARE_ID_PATTERN = /^[a-f0-9]{16}$/;

/** `url` with its utm_pai set to `shareId`. */
export function withShareMarker(url: string, shareId: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(SHARE_MARKER, shareId);
  return parsed.href;
}

/** The utm_pai of an address's query, when it is a well-formed one. */
export function shareMarkerOf(search: string): string | null {
  const value = new URLSearchParams(search).get(SHARE_MARKER);
  return value && SHARE_ID_PATTERN.test(value) ? value : null;
}

/** The path, query and hash of an address without `marker`: what the address bar keeps after a landing. */
export function withoutMarker(url: URL, marker: string): string {
  const kept = new URL(url.href);
  kept.searchParams.delete(marker);
  return `${kept.pathname}${kept.search}${kept.hash}`;
}
