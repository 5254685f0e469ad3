// Bookmarks: opaque cursors for paging ("bookmark" in the resource envelope). They are base64url
// JSON, checked on the way back in, so a forged or garbled bookmark is a 400, never a 500.
import { ResourceFailure } from '#worker/api/envelope.ts';

export function encodeBookmark(value: Record<string, number | string>): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes a bookmark into an object, or null when it is not one of ours. */
export function decodeBookmark(bookmark: string): Record<string, unknown> | null {
  if (bookmark.length > 512 || !/^[A-Za-z0-9_-]+$/.test(bookmark)) return null;
  try {
    const value: unknown = JSON.parse(atob(bookmark.replace(/-/g, '+').replace(/_/g, '/')));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The `before` id of a feed's bookmark (null for the first page). A bookmark of another feed, or
 * a garbled one, is refused with a 400 for the person paging.
 */
export function beforeFromBookmark(bookmark: string | null, feed: string): number | null {
  if (!bookmark) return null;
  const decoded = decodeBookmark(bookmark);
  if (!decoded || decoded.f !== feed || typeof decoded.before !== 'number' || !Number.isSafeInteger(decoded.before)) {
    throw new ResourceFailure(400, 'invalid_bookmark', 'The bookmark is not valid; start again from the first page.');
  }
  return decoded.before;
}
