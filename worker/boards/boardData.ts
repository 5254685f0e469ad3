// Boards: every SQL statement that reads or writes boards, sections, collaborators and board
// follows. Who may see a board is worker/visibility.ts's rule (docs/rules/closeup-and-visitors.md#entities-spec-002-3).

import { QUICK_SAVES_BOARD_NAME } from '#shared/constants.ts';
import { type BoardId, formatId, type PinId, type SectionId, type UserId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import { boardPath, sectionPath } from '#shared/routes.ts';
import type { BoardDetail, BoardPrivacy, BoardSectionSummary } from '#shared/types.ts';
import { firstName } from '#shared/users/firstName.ts';
import { nextIdSql } from '#worker/lib/freshIds.ts';
import { toHex } from '#worker/lib/hex.ts';
import { unplanned } from '#worker/lib/preparedOnce.ts';
import { boardVisibleTo, collaboratorCount, collaboratorOf, invitedTo, mayEdit, maySaveTo, viewerBind } from '#worker/visibility.ts';

export interface BoardRow {
  id: BoardId;
  owner_id: UserId;
  owner_username: string;
  owner_full_name: string;
  name: string;
  slug: string;
  description: string;
  privacy: BoardPrivacy;
  layout: 'default' | 'quick_saves';
  is_collaborative: number;
  archived: number;
  pin_count: number;
  follower_count: number;
  position: number;
  created_at: number;
  last_pinned_at: number | null;
  cover_signature: string | null;
  cover_ext: string | null;
  collaborators: number;
  is_collaborator: number;
  is_invited: number;
  is_owner: number;
  can_save: number;
  followed_by_me: number;
  sensitive: number;
  sensitivity_dismissed: number;
  more_ideas_badge: number;
}

/** Board columns for a viewer bound as ?1 (-1 when signed out). */
export const BOARD_SELECT = `
SELECT b.id, b.owner_id, o.username AS owner_username, o.full_name AS owner_full_name, b.name, b.slug,
       b.description, b.privacy, b.layout, b.is_collaborative, b.archived, b.pin_count, b.follower_count,
       b.position, b.created_at, b.last_pinned_at, cp.image_signature AS cover_signature, ci.ext AS cover_ext,
       ${collaboratorCount({ board: 'b' })} AS collaborators,
       ${collaboratorOf({ board: 'b', user: '?1' })} AS is_collaborator,
       ${invitedTo({ board: 'b', user: '?1' })} AS is_invited,
       ${mayEdit({ board: 'b', user: '?1' })} AS is_owner,
       ${maySaveTo({ board: 'b', user: '?1' })} AS can_save,
       EXISTS (SELECT 1 FROM board_follows bf WHERE bf.board_id = b.id AND bf.user_id = ?1) AS followed_by_me,
       b.sensitive, b.more_ideas_badge,
       EXISTS (SELECT 1 FROM board_sensitivity_dismissals sd WHERE sd.user_id = ?1 AND sd.board_id = b.id) AS sensitivity_dismissed
  FROM boards b
  JOIN users o ON o.id = b.owner_id
  LEFT JOIN pins cp ON cp.id = b.cover_pin_id
  LEFT JOIN images ci ON ci.signature = cp.image_signature`;

/** SQL condition: the viewer bound as ?1 may see board b (worker/visibility.ts). */
export const BOARD_VISIBLE = boardVisibleTo({ board: 'b', viewer: '?1' });

export function toBoardDetail(row: BoardRow): BoardDetail {
  const url = boardPath(row.owner_username, row.slug);
  return {
    entityId: formatId(row.id),
    name: row.name,
    url,
    slug: row.slug,
    layout: row.layout,
    privacy: row.privacy,
    isCollaborative: Boolean(row.is_collaborative),
    collaboratorCount: row.collaborators,
    collaboratedByMe: Boolean(row.is_collaborator),
    followedByMe: Boolean(row.followed_by_me),
    owner: { entityId: formatId(row.owner_id) },
    description: row.description,
    ownerUsername: row.owner_username,
    ownerFullName: row.owner_full_name,
    pinCount: row.pin_count,
    followerCount: row.follower_count,
    archived: Boolean(row.archived),
    coverImageUrl: row.cover_signature && row.cover_ext ? imageUrl('236x', row.cover_signature, row.cover_ext) : null,
    createdAt: row.created_at,
    lastPinnedAt: row.last_pinned_at,
    isOwner: Boolean(row.is_owner),
    canSave: Boolean(row.can_save),
    invitedMe: Boolean(row.is_invited),
    sensitive: Boolean(row.sensitive),
    sensitivityScreen: Boolean(row.sensitive) && !row.is_owner && !row.sensitivity_dismissed,
    moreIdeasBadge: Boolean(row.is_owner) && Boolean(row.more_ideas_badge),
  };
}

/** A board the viewer may see, by id; null when missing or secret to them. */
export async function readBoard(db: D1Database, boardId: BoardId, viewerId: UserId | null): Promise<BoardDetail | null> {
  const v = viewerBind(viewerId);
  const row = await db.prepare(`${BOARD_SELECT} WHERE b.id = ?2 AND ${BOARD_VISIBLE}`).bind(v, boardId).first<BoardRow>();
  return row ? toBoardDetail(row) : null;
}

/**
 * A board the viewer may see, by owner username and slug (the board page's first read). The name
 * and slug are read through subqueries so that the statement stays prepared between runs
 * (worker/lib/preparedOnce.ts: 1.33-1.47 ms of workerd CPU per run -> 1.13-1.27; same plan).
 */
export async function readBoardBySlug(db: D1Database, username: string, slug: string, viewerId: UserId | null): Promise<BoardDetail | null> {
  const v = viewerBind(viewerId);
  const row = await db
    .prepare(`${BOARD_SELECT} WHERE o.username = ${unplanned('?2')} AND b.slug = ${unplanned('?3')} AND ${BOARD_VISIBLE}`)
    .bind(v, username, slug)
    .first<BoardRow>();
  return row ? toBoardDetail(row) : null;
}

/** What a pending invitee may know of a board they cannot see: the board as the invitation shows it and who sent it. */
export interface BoardInvitation {
  /** Only the name, url, owner and privacy are the board's; counts, cover and description are left empty. */
  board: BoardDetail;
  /** The sender's first name, at most 30 characters (docs/rules/pin-card.md#constants-spec-000-9), for "{name} invited you to join their board". */
  senderFirstName: string;
}

/**
 * The invitation of a signed-in viewer with a pending invite to a board, by owner username and
 * slug; null for anyone else. Read by the invite, never by visibility: it carries no pin.
 */
export async function readBoardInvitation(db: D1Database, username: string, slug: string, viewerId: UserId | null): Promise<BoardInvitation | null> {
  if (viewerId === null) return null;
  const row = await db
    .prepare(
      `SELECT b.id, b.owner_id, o.username AS owner_username, o.full_name AS owner_full_name, b.name, b.slug, b.privacy,
              b.layout, b.created_at, COALESCE(NULLIF(s.full_name, ''), s.username, NULLIF(o.full_name, ''), o.username) AS sender_name
         FROM boards b
         JOIN users o ON o.id = b.owner_id
         LEFT JOIN board_invites i ON i.board_id = b.id AND i.user_id = ?1
         LEFT JOIN users s ON s.id = i.sender_id
        WHERE o.username = ?2 AND b.slug = ?3 AND ${invitedTo({ board: 'b', user: '?1' })}`,
    )
    .bind(viewerBind(viewerId), username, slug)
    .first<
      Pick<BoardRow, 'id' | 'owner_id' | 'owner_username' | 'owner_full_name' | 'name' | 'slug' | 'privacy' | 'layout' | 'created_at'> & { sender_name: string }
    >();
  if (!row) return null;
  const board: BoardDetail = {
    entityId: formatId(row.id),
    name: row.name,
    url: boardPath(row.owner_username, row.slug),
    slug: row.slug,
    layout: row.layout,
    privacy: row.privacy,
    isCollaborative: false,
    collaboratorCount: 0,
    collaboratedByMe: false,
    followedByMe: false,
    owner: { entityId: formatId(row.owner_id) },
    description: '',
    ownerUsername: row.owner_username,
    ownerFullName: row.owner_full_name,
    pinCount: 0,
    followerCount: 0,
    archived: false,
    coverImageUrl: null,
    createdAt: row.created_at,
    lastPinnedAt: null,
    isOwner: false,
    canSave: false,
    invitedMe: true,
  };
  return { board, senderFirstName: firstName(row.sender_name) };
}

/** Slugs of a user's boards, plus the quick-saves slug every account keeps free. */
export async function takenSlugs(db: D1Database, ownerId: UserId): Promise<Set<string>> {
  const { results } = await db.prepare('SELECT slug FROM boards WHERE owner_id = ?').bind(ownerId).all<{ slug: string }>();
  return new Set(['quick-saves', ...results.map((r) => r.slug)]);
}

export interface NewBoard {
  name: string;
  slug: string;
  description: string;
  privacy: BoardPrivacy;
}

/** Creates a board; null when the slug was taken meanwhile. */
export async function insertBoard(db: D1Database, ownerId: UserId, b: NewBoard, now = Date.now()): Promise<BoardId | null> {
  const row = await db
    .prepare(
      `INSERT INTO boards (id, owner_id, name, slug, description, privacy, position, created_at)
       VALUES (${nextIdSql('boards')}, ?1, ?2, ?3, ?4, ?5, (SELECT COALESCE(MAX(position), 0) + 1 FROM boards WHERE owner_id = ?1), ?6)
       ON CONFLICT DO NOTHING RETURNING id`,
    )
    .bind(ownerId, b.name, b.slug, b.description, b.privacy, now)
    .first<{ id: BoardId }>();
  return row?.id ?? null;
}

/** The user's quick-saves board, created when missing (create with return_existing). */
export async function ensureQuickSaves(db: D1Database, ownerId: UserId, now = Date.now()): Promise<BoardId> {
  const [, found] = await db.batch<{ id: BoardId }>([
    db
      .prepare(
        `INSERT INTO boards (id, owner_id, name, slug, description, privacy, layout, position, created_at)
       SELECT ${nextIdSql('boards')}, ?1, ?2, 'quick-saves', '', 'public', 'quick_saves', 0, ?3
        WHERE NOT EXISTS (SELECT 1 FROM boards WHERE owner_id = ?1 AND layout = 'quick_saves')
       ON CONFLICT DO NOTHING`,
      )
      .bind(ownerId, QUICK_SAVES_BOARD_NAME, now),
    db.prepare(`SELECT id FROM boards WHERE owner_id = ? AND layout = 'quick_saves' ORDER BY id LIMIT 1`).bind(ownerId),
  ]);
  const id = found.results[0]?.id;
  if (id === undefined) throw new Error('quick saves board could not be created');
  return id;
}

export interface BoardChanges {
  name?: string;
  slug?: string;
  description?: string;
  privacy?: BoardPrivacy;
  archived?: boolean;
  position?: number;
  /** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the owner marks the board sensitive (or not). */
  sensitive?: boolean;
}

/** What updateBoard did: a field changed, nothing differed from what was there, or the new slug is taken. */
export type BoardUpdate = 'changed' | 'unchanged' | 'conflict';

/** Updates a board's fields, writing only when one differs from what is stored (what publicViewChanged is told). */
export async function updateBoard(db: D1Database, boardId: BoardId, changes: BoardChanges): Promise<BoardUpdate> {
  const sets: string[] = [];
  const differs: string[] = [];
  const binds: unknown[] = [];
  const put = (column: string, value: unknown) => {
    binds.push(value);
    sets.push(`${column} = ?${binds.length}`);
    differs.push(`${column} IS NOT ?${binds.length}`);
  };
  if (changes.name !== undefined) put('name', changes.name);
  if (changes.slug !== undefined) put('slug', changes.slug);
  if (changes.description !== undefined) put('description', changes.description);
  if (changes.privacy !== undefined) put('privacy', changes.privacy);
  if (changes.archived !== undefined) put('archived', changes.archived ? 1 : 0);
  if (changes.position !== undefined) put('position', changes.position);
  if (changes.sensitive !== undefined) put('sensitive', changes.sensitive ? 1 : 0);
  if (!sets.length) return 'unchanged';
  try {
    // Counted from RETURNING: D1's meta.changes also counts rows that triggers update.
    const { results } = await db
      .prepare(`UPDATE boards SET ${sets.join(', ')} WHERE id = ?${binds.length + 1} AND (${differs.join(' OR ')}) RETURNING id`)
      .bind(...binds, boardId)
      .all();
    return results.length ? 'changed' : 'unchanged';
  } catch (error) {
    if (String(error).includes('UNIQUE')) return 'conflict';
    throw error;
  }
}

/** Deletes a board with its pins, sections, follows and collaborators (cascade), one batch; answers the deleted pins' ids. */
export async function deleteBoard(db: D1Database, boardId: BoardId): Promise<PinId[]> {
  const [pins] = await db.batch<{ id: PinId }>([
    db.prepare('DELETE FROM pins WHERE board_id = ? RETURNING id').bind(boardId),
    db.prepare('DELETE FROM boards WHERE id = ?').bind(boardId),
  ]);
  return pins.results.map((row) => row.id);
}

/** The ids of a board's newest pins (at most `limit`), live or not: the bot pages a privacy change purges. */
export async function newestBoardPinIds(db: D1Database, boardId: BoardId, limit: number): Promise<PinId[]> {
  const { results } = await db.prepare('SELECT id FROM pins WHERE board_id = ? ORDER BY id DESC LIMIT ?').bind(boardId, limit).all<{ id: PinId }>();
  return results.map((row) => row.id);
}

/** Statement recounting a board's live pins, cover and last save time exactly from its rows. */
export function recountBoard(db: D1Database, boardId: BoardId): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE boards SET
         pin_count = (SELECT COUNT(*) FROM pins WHERE board_id = ?1 AND deleted_at IS NULL),
         cover_pin_id = COALESCE(
           (SELECT id FROM pins WHERE id = boards.cover_chosen_pin_id AND board_id = ?1 AND deleted_at IS NULL),
           (SELECT MAX(id) FROM pins WHERE board_id = ?1 AND deleted_at IS NULL)),
         last_pinned_at = (SELECT MAX(created_at) FROM pins WHERE board_id = ?1 AND deleted_at IS NULL)
       WHERE id = ?1`,
    )
    .bind(boardId);
}

/** Statement recounting a board's followers exactly. */
export function recountFollowers(db: D1Database, boardId: BoardId): D1PreparedStatement {
  return db.prepare('UPDATE boards SET follower_count = (SELECT COUNT(*) FROM board_follows WHERE board_id = ?1) WHERE id = ?1').bind(boardId);
}

/** Follows or unfollows a board, keeping its follower count exact (one batch). */
export async function setBoardFollow(db: D1Database, userId: UserId, boardId: BoardId, follow: boolean, now = Date.now()): Promise<void> {
  await db.batch([
    follow
      ? db.prepare('INSERT INTO board_follows (user_id, board_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(userId, boardId, now)
      : db.prepare('DELETE FROM board_follows WHERE user_id = ? AND board_id = ?').bind(userId, boardId),
    recountFollowers(db, boardId),
  ]);
}

// --- sections ------------------------------------------------------------------------------

interface SectionRow {
  id: SectionId;
  board_id: BoardId;
  name: string;
  slug: string;
  pin_count: number;
}

const toSection = (row: SectionRow, boardUrl: string): BoardSectionSummary => ({
  entityId: formatId(row.id),
  boardId: formatId(row.board_id),
  name: row.name,
  slug: row.slug,
  url: sectionPath(boardUrl, row.slug),
  pinCount: row.pin_count,
});

/** A section with its pins' count, kept by triggers (migrations/0048_section_pin_counts.sql), not counted per view. */
const SECTION_SELECT = 'SELECT s.id, s.board_id, s.name, s.slug, s.pin_count FROM board_sections s';

export async function readSections(db: D1Database, boardId: BoardId, board: Pick<BoardDetail, 'url'>): Promise<BoardSectionSummary[]> {
  const { results } = await sectionsStatement(db, boardId).all<SectionRow>();
  return sectionsOf(results, board);
}

/** The statement readSections runs (a loader may run it in its own batch); sectionsOf reads its rows. */
export function sectionsStatement(db: D1Database, boardId: BoardId): D1PreparedStatement {
  return db.prepare(`${SECTION_SELECT} WHERE s.board_id = ? ORDER BY s.id`).bind(boardId);
}

export function sectionsOf(rows: readonly unknown[], board: Pick<BoardDetail, 'url'>): BoardSectionSummary[] {
  return (rows as SectionRow[]).map((r) => toSection(r, board.url));
}

/** A section with its board id, or null. */
export async function readSection(db: D1Database, sectionId: SectionId): Promise<{ id: SectionId; boardId: BoardId; name: string; slug: string } | null> {
  const row = await db.prepare('SELECT id, board_id, name, slug FROM board_sections WHERE id = ?').bind(sectionId).first<SectionRow>();
  return row ? { id: row.id, boardId: row.board_id, name: row.name, slug: row.slug } : null;
}

export async function sectionSlugs(db: D1Database, boardId: BoardId): Promise<Set<string>> {
  const { results } = await db.prepare('SELECT slug FROM board_sections WHERE board_id = ?').bind(boardId).all<{ slug: string }>();
  return new Set(results.map((r) => r.slug));
}

/** Statement creating a section; returns its id through RETURNING. */
export function insertSectionStatement(db: D1Database, boardId: BoardId, name: string, slug: string, now = Date.now()): D1PreparedStatement {
  return db.prepare('INSERT INTO board_sections (board_id, name, slug, created_at) VALUES (?, ?, ?, ?) RETURNING id').bind(boardId, name, slug, now);
}

export async function renameSection(db: D1Database, sectionId: SectionId, name: string, slug: string): Promise<boolean> {
  const { results } = await db
    .prepare('UPDATE board_sections SET name = ?1, slug = ?2 WHERE id = ?3 AND (name IS NOT ?1 OR slug IS NOT ?2) RETURNING id')
    .bind(name, slug, sectionId)
    .all();
  return results.length > 0;
}

/** Deletes a section; its pins stay on the board, outside any section. Answers whether there was one to delete. */
export async function deleteSection(db: D1Database, sectionId: SectionId): Promise<boolean> {
  const [, deleted] = await db.batch([
    db.prepare('UPDATE pins SET section_id = NULL WHERE section_id = ?').bind(sectionId),
    db.prepare('DELETE FROM board_sections WHERE id = ? RETURNING id').bind(sectionId),
  ]);
  return deleted.results.length > 0;
}

// --- collaborators -------------------------------------------------------------------------

export interface CollaboratorRow {
  user_id: UserId;
  username: string;
  full_name: string;
  status: 'invited' | 'accepted';
}

/** A board's collaborators and pending invites; a pending invite only for the board's owner and the invitee (docs/security.md, Visibility). */
export async function readCollaborators(db: D1Database, boardId: BoardId, viewerId: UserId | null | undefined): Promise<CollaboratorRow[]> {
  const { results } = await db
    .prepare(`SELECT c.user_id, u.username, u.full_name, c.status FROM board_collaborators c JOIN users u ON u.id = c.user_id
               JOIN boards b ON b.id = c.board_id
               WHERE c.board_id = ?1 AND (c.status <> 'invited' OR c.user_id = ?2 OR b.owner_id = ?2) ORDER BY c.created_at, c.user_id`)
    .bind(boardId, viewerBind(viewerId))
    .all<CollaboratorRow>();
  return results;
}

/** Invites a user: an invited row and an invite code (the link), one batch; idempotent. */
export async function inviteCollaborator(db: D1Database, boardId: BoardId, userId: UserId, senderId: UserId, now = Date.now()): Promise<string> {
  const code = toHex(crypto.getRandomValues(new Uint8Array(12)));
  const [, , found] = await db.batch<{ code: string }>([
    db
      .prepare(`INSERT INTO board_collaborators (board_id, user_id, status, created_at) VALUES (?, ?, 'invited', ?) ON CONFLICT DO NOTHING`)
      .bind(boardId, userId, now),
    db
      .prepare('INSERT INTO board_invites (code, board_id, user_id, sender_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(code, boardId, userId, senderId, now),
    db.prepare('SELECT code FROM board_invites WHERE board_id = ? AND user_id = ?').bind(boardId, userId),
  ]);
  return found.results[0]?.code ?? code;
}

/** Accepts an invitation of this user to this board; false when there is none. */
export async function acceptInvite(db: D1Database, boardId: BoardId, userId: UserId): Promise<boolean> {
  const [updated] = await db.batch([
    db.prepare(`UPDATE board_collaborators SET status = 'accepted' WHERE board_id = ? AND user_id = ? AND status = 'invited'`).bind(boardId, userId),
    db
      .prepare(`UPDATE boards SET is_collaborative = 1 WHERE id = ?1 AND is_collaborative = 0 AND EXISTS (
                  SELECT 1 FROM board_collaborators WHERE board_id = ?1 AND status = 'accepted')`)
      .bind(boardId),
    db.prepare('DELETE FROM board_invites WHERE board_id = ? AND user_id = ?').bind(boardId, userId),
  ]);
  return (updated.meta.changes ?? 0) > 0;
}

/** The board and invited user of an invite code. */
export async function readInvite(db: D1Database, code: string): Promise<{ boardId: BoardId; userId: UserId; senderName: string } | null> {
  const row = await db
    .prepare('SELECT i.board_id, i.user_id, u.full_name, u.username FROM board_invites i JOIN users u ON u.id = i.sender_id WHERE i.code = ?')
    .bind(code)
    .first<{ board_id: BoardId; user_id: UserId; full_name: string; username: string }>();
  return row ? { boardId: row.board_id, userId: row.user_id, senderName: row.full_name || row.username } : null;
}

/** Removes a collaborator or declines/withdraws an invite; false when there was none. */
export async function removeCollaborator(db: D1Database, boardId: BoardId, userId: UserId): Promise<boolean> {
  const [removed] = await db.batch([
    db.prepare('DELETE FROM board_collaborators WHERE board_id = ? AND user_id = ?').bind(boardId, userId),
    db.prepare('DELETE FROM board_invites WHERE board_id = ? AND user_id = ?').bind(boardId, userId),
  ]);
  return (removed.meta.changes ?? 0) > 0;
}
