// The D1 reads both peers make, written as the project's own (worker/feed/homeFeedData.ts
// readPopularRows, the closeup's pin, pinner, board and comments head): no imports, so each peer's
// bundler takes it as it is.

/** How many cards the signed-out home shows above the fold (the project's first page holds 18). */
export const HOME_CARDS = 18;

/** How many comments the closeup shows before "more". */
export const COMMENTS_HEAD = 10;

const CARD_COLUMNS = `p.id, p.kind, p.title, p.alt_text, p.domain, p.image_signature,
  i.ext AS img_ext, i.width AS img_width, i.height AS img_height, i.dominant_color AS img_color,
  u.username AS pinner_username, u.full_name AS pinner_full_name`;

/** Popular public pins, signed out: original, live, unpromoted, not secret, most saved first (pins_popular). */
export const POPULAR_PINS = `SELECT ${CARD_COLUMNS}
  FROM pins p
  JOIN images i ON i.signature = p.image_signature
  JOIN users u ON u.id = p.pinner_id
  LEFT JOIN boards b ON b.id = p.board_id
  WHERE p.origin_pin_id IS NULL AND p.deleted_at IS NULL AND p.is_promoted = 0 AND p.promoter_id IS NULL
    AND (b.id IS NULL OR b.privacy <> 'secret')
  ORDER BY p.save_count DESC, p.id DESC LIMIT ?1`;

/** One live pin everyone may see, with its pinner and board. */
export const CLOSEUP_PIN = `SELECT ${CARD_COLUMNS}, p.description, p.link,
  b.name AS board_name, b.slug AS board_slug, bo.username AS board_owner_username
  FROM pins p
  JOIN images i ON i.signature = p.image_signature
  JOIN users u ON u.id = p.pinner_id
  LEFT JOIN boards b ON b.id = p.board_id
  LEFT JOIN users bo ON bo.id = b.owner_id
  WHERE p.id = ?1 AND p.deleted_at IS NULL AND (b.id IS NULL OR b.privacy <> 'secret')`;

/**
 * A member's session, as an app with sign-in reads it before its page's data: the session row the project's
 * sign-in writes (its id is the SHA-256 of the cookie's token) with its member.
 */
export const MEMBER_SESSION = `SELECT u.id, u.username FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = ?1 AND s.expires_at > ?2`;

/** The project's session cookie, which the bench's member carries. */
export const SESSION_COOKIE = '__Host-pb_session';

/** The session row's id for a cookie's token. */
export async function sessionId(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The pin's comment count and its first comments with their authors. */
export const COMMENTS_HEAD_SQL = `SELECT c.id, c.text, c.created_at, u.username, u.full_name,
  (SELECT COUNT(*) FROM comments WHERE pin_id = ?1) AS total
  FROM comments c JOIN users u ON u.id = c.user_id
  WHERE c.pin_id = ?1 ORDER BY c.id LIMIT ?2`;

export interface CardRow {
  id: number;
  kind: string;
  title: string | null;
  alt_text: string | null;
  domain: string | null;
  image_signature: string;
  img_ext: string;
  img_width: number;
  img_height: number;
  img_color: string;
  pinner_username: string;
  pinner_full_name: string;
}

export interface CloseupRow extends CardRow {
  description: string | null;
  link: string | null;
  board_name: string | null;
  board_slug: string | null;
  board_owner_username: string | null;
}

export interface CommentRow {
  id: number;
  text: string;
  created_at: number;
  username: string;
  full_name: string;
  total: number;
}

/** The card's image at one of the project's widths (worker/media: /i/{size}/{signature}.{ext}). */
export const imageUrl = (row: CardRow, size: string) => `/i/${size}/${row.image_signature}.${row.img_ext}`;

/** The card's image height at the grid's 236 px column, as the project sizes it. */
export const cardHeight = (row: CardRow) => Math.round((236 * row.img_height) / row.img_width);
