// The canonical paths of the catalogue's pages (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2), apart from the catalogue
// (shared/routes.ts, which re-exports them): a client module that links to a pin or a profile
// does not carry the route table.

/** Hash that opens the image viewer on a closeup (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2). */
export const IMAGE_VIEWER_HASH = '#imgViewer';

/** Canonical closeup path of a pin: `/pin/{id}/` (docs/rules/pin-card.md#screens-and-routes-spec-000-2). */
export const pinPath = (pinId: string): string => `/pin/${pinId}/`;
export const profilePath = (username: string): string => `/${encodeURIComponent(username)}/`;
/** A profile's followers or following list (its first page without `?page=`). */
export const followsPath = (username: string, list: 'followers' | 'following', page = 1): string =>
  `${profilePath(username)}_${list}/${page > 1 ? `?page=${page}` : ''}`;
export const boardPath = (username: string, boardSlug: string): string => `/${encodeURIComponent(username)}/${encodeURIComponent(boardSlug)}/`;
export const sectionPath = (boardUrl: string, sectionSlug: string): string =>
  `${boardUrl.endsWith('/') ? boardUrl : `${boardUrl}/`}${encodeURIComponent(sectionSlug)}/`;
