// The canonical paths of the catalogue's pages (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2), apart from the catalogue
// (shared/routes.ts, which re-exports them): a client module that links to a pin or a profile
// does not carry the route table.

/** Hash that opens the image viewer on a closeup (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2). */
export const IMAGE_VIEWER_HASH = '#imgViewer';

/** A member's own profile, which /me/ redirects to; where a quick save's "saved to" link leads. */
export const ME_PATH = '/me/';

/** Canonical closeup path of a pin: `/pin/{id}/` (docs/rules/pin-card.md#screens-and-routes-spec-000-2). */
export const pinPath = (pinId: string): string => `/pin/${pinId}/`;

/** The url words of a name: lower case letters and digits joined by dashes, at most 60 characters ('' when none). */
export function slugWords(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * A pin's SEO-style link, `/pin/{title words}--{id}/` (the route reads the id after the double
 * dash), or the canonical path when the title has no words (docs/rules/pin-card.md#screens-and-routes-spec-000-2).
 * @example seoPinPath('2400', 'Blue vase, handmade') // '/pin/blue-vase-handmade--2400/'
 */
export function seoPinPath(pinId: string, title: string): string {
  const words = slugWords(title).replace(/-+$/, '');
  return words ? `/pin/${words}--${pinId}/` : pinPath(pinId);
}
export const profilePath = (username: string): string => `/${encodeURIComponent(username)}/`;
/** A profile's followers or following list (its first page without `?page=`). */
export const followsPath = (username: string, list: 'followers' | 'following', page = 1): string =>
  `${profilePath(username)}_${list}/${page > 1 ? `?page=${page}` : ''}`;
export const boardPath = (username: string, boardSlug: string): string => `/${encodeURIComponent(username)}/${encodeURIComponent(boardSlug)}/`;
export const sectionPath = (boardUrl: string, sectionSlug: string): string =>
  `${boardUrl.endsWith('/') ? boardUrl : `${boardUrl}/`}${encodeURIComponent(sectionSlug)}/`;
