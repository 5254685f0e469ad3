// D1 statements that load a demo dataset (dataset.ts) into the schema of migrations/: multi-row
// INSERTs with bound parameters (D1 allows at most 100 per statement), tables in dependency
// order, then one UPDATE per board for its counts and cover. No node: imports (runs in workerd).
import type {
  BoardCollaboratorRow,
  BoardFollowRow,
  BoardRow,
  BoardSectionRow,
  Dataset,
  ImageRow,
  InterestFollowRow,
  InterestRow,
  PinInterestRow,
  PinRow,
  UserFollowRow,
  UserRow,
} from './dataset.ts';

/** The part of D1Database (and D1PreparedStatement) this module uses. */
export interface D1Like<S = unknown> {
  prepare(sql: string): { bind(...values: unknown[]): S };
  batch(statements: S[]): Promise<unknown>;
}

/** D1's limit of bound parameters in one statement. */
export const MAX_BOUND_PARAMETERS = 100;

interface TableSpec<R> {
  table: string;
  columns: Array<keyof R & string>;
  rows: (d: Dataset) => R[];
}

const spec = <R>(table: string, columns: Array<keyof R & string>, rows: (d: Dataset) => R[]): TableSpec<R> => ({ table, columns, rows });

/** Tables in insert (dependency) order with their columns. Boards go in without counts or cover. */
const TABLES = [
  spec<UserRow>(
    'users',
    [
      'id',
      'username',
      'email',
      'full_name',
      'about',
      'password_hash',
      'password_salt',
      'password_iterations',
      'image_signature',
      'website_url',
      'is_partner',
      'is_employee',
      'is_verified_merchant',
      'is_limited_login',
      'gender',
      'country',
      'locale',
      'save_behavior',
      'settings',
      'created_at',
    ],
    (d) => d.users,
  ),
  spec<ImageRow>('images', ['signature', 'ext', 'width', 'height', 'dominant_color'], (d) => d.images),
  spec<InterestRow>('interests', ['id', 'name', 'url_name'], (d) => d.interests),
  spec<BoardRow>(
    'boards',
    ['id', 'owner_id', 'name', 'slug', 'description', 'privacy', 'layout', 'is_collaborative', 'archived', 'position', 'created_at'],
    (d) => d.boards,
  ),
  spec<BoardSectionRow>('board_sections', ['id', 'board_id', 'name', 'slug', 'created_at'], (d) => d.board_sections),
  spec<BoardCollaboratorRow>('board_collaborators', ['board_id', 'user_id', 'status', 'created_at'], (d) => d.board_collaborators),
  // pins by id, so an origin pin is always inserted before its saves
  spec<PinRow>(
    'pins',
    [
      'id',
      'pinner_id',
      'board_id',
      'section_id',
      'origin_pin_id',
      'kind',
      'title',
      'description',
      'alt_text',
      'link',
      'domain',
      'image_signature',
      'promoter_id',
      'is_promoted',
      'comments_disabled',
      'data',
      'created_at',
      'deleted_at',
    ],
    (d) => [...d.pins].sort((a, b) => a.id - b.id),
  ),
  spec<PinInterestRow>('pin_interests', ['pin_id', 'interest_id'], (d) => d.pin_interests),
  spec<BoardFollowRow>('board_follows', ['user_id', 'board_id', 'created_at'], (d) => d.board_follows),
  spec<UserFollowRow>('user_follows', ['follower_id', 'followee_id', 'created_at'], (d) => d.user_follows),
  spec<InterestFollowRow>('interest_follows', ['user_id', 'interest_id', 'created_at'], (d) => d.interest_follows),
];

/** Every table the demo data touches, children first (the order to delete in). */
export const DELETE_ORDER = [
  'pin_hides',
  'pin_interests',
  'interest_follows',
  'board_follows',
  'user_follows',
  'pins',
  'board_collaborators',
  'board_sections',
  'boards',
  'interests',
  'avatar_presets',
  'images',
  'sessions',
  'users',
];

function insertStatements<S, R>(db: D1Like<S>, t: TableSpec<R>, rows: R[]): S[] {
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / t.columns.length));
  const tuple = `(${t.columns.map(() => '?').join(', ')})`;
  const out: S[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const sql = `INSERT INTO ${t.table} (${t.columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`;
    const values: unknown[] = [];
    for (const row of chunk) for (const c of t.columns) values.push(row[c] ?? null);
    out.push(db.prepare(sql).bind(...values));
  }
  return out;
}

/** INSERTs for every table in dependency order, then the board count and cover UPDATEs. */
export function datasetStatements<S>(db: D1Like<S>, dataset: Dataset): S[] {
  const out: S[] = [];
  for (const t of TABLES) out.push(...insertStatements(db, t as TableSpec<unknown>, (t as TableSpec<unknown>).rows(dataset)));
  const update = 'UPDATE boards SET pin_count = ?, follower_count = ?, cover_pin_id = ?, last_pinned_at = ? WHERE id = ?';
  for (const b of dataset.boards) {
    if (b.pin_count === 0 && b.follower_count === 0 && b.cover_pin_id === null && b.last_pinned_at === null) continue;
    out.push(db.prepare(update).bind(b.pin_count, b.follower_count, b.cover_pin_id, b.last_pinned_at, b.id));
  }
  // The site's avatar presets (docs/security.md#rights-over-pictures): the pictures the demo's members start with.
  out.push(db.prepare('INSERT OR IGNORE INTO avatar_presets (signature) SELECT DISTINCT image_signature FROM users WHERE image_signature IS NOT NULL').bind());
  // docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the board moderation marked sensitive.
  if (dataset.notable.sensitiveBoardId) out.push(db.prepare('UPDATE boards SET sensitive = 1 WHERE id = ?').bind(dataset.notable.sensitiveBoardId));
  return out;
}

/** DELETEs of every row of the demo tables (and sessions), children first. */
export function clearStatements<S>(db: D1Like<S>): S[] {
  return DELETE_ORDER.map((table) => db.prepare(`DELETE FROM ${table}`).bind());
}

async function runInBatches<S>(db: D1Like<S>, statements: S[], chunkSize: number): Promise<void> {
  for (let i = 0; i < statements.length; i += chunkSize) await db.batch(statements.slice(i, i + chunkSize));
}

/** Loads the dataset with db.batch() in chunks of `chunkSize` statements; returns the statement count. */
export async function loadDataset<S>(db: D1Like<S>, dataset: Dataset, options: { chunkSize?: number } = {}): Promise<number> {
  const statements = datasetStatements(db, dataset);
  await runInBatches(db, statements, options.chunkSize ?? 500);
  return statements.length;
}

/** Deletes every row the demo data lives in (all users, boards, pins, follows, sessions...). */
export async function clearDataset<S>(db: D1Like<S>): Promise<void> {
  await runInBatches(db, clearStatements(db), 500);
}

/** Row counts per table of a dataset, in insert order (for logs and checks). */
export function datasetCounts(dataset: Dataset): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of TABLES) counts[t.table] = (t as TableSpec<unknown>).rows(dataset).length;
  return counts;
}
