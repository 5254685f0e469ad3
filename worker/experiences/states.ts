// Per-viewer experience state in D1 (migration 0005): viewed, completed, dismissed, triggered.
// Complete and dismiss are recorded once: a second call changes nothing and says so.

import type { ViewerExperienceState } from '#shared/experiences/placed.ts';
import type { Viewer } from '#shared/types.ts';
import { rideAlong } from '#worker/lib/batchRiders.ts';
import { unplanned } from '#worker/lib/preparedOnce.ts';

/** The key a viewer's state is kept under: the user id, else the anonymous id cookie. */
export function viewerKey(viewer: Viewer): string {
  return viewer.id ? `user:${viewer.id}` : `anon:${viewer.anonymousId}`;
}

/** A viewer's state rows, by `placement:experience`. */
export type ViewerStates = Map<string, ViewerExperienceState>;

type StateRow = ViewerExperienceState & { placement_id: number; experience_id: number };

const byPlacedExperience = (rows: StateRow[]): ViewerStates => new Map(rows.map((r) => [`${r.placement_id}:${r.experience_id}`, r]));

/** The statement reading every state row of a viewer (its rows go to byPlacedExperience). */
const statesStatement = (db: D1Database, key: string): D1PreparedStatement =>
  db
    .prepare(`SELECT placement_id, experience_id, viewed_at, completed_at, dismissed_at, triggered_at, trigger_context
                FROM experience_states WHERE viewer_key = ?`)
    .bind(key);

/** The same rows, as a JSON array, of the viewer whose key (viewerKey) is the SQL expression `key`. */
const statesOfKey = (key: string): string => `(SELECT json_group_array(json_object('placement_id', es.placement_id,
    'experience_id', es.experience_id, 'viewed_at', es.viewed_at, 'completed_at', es.completed_at, 'dismissed_at', es.dismissed_at,
    'triggered_at', es.triggered_at, 'trigger_context', es.trigger_context))
  FROM experience_states es WHERE es.viewer_key = ${key})`;

/** Every state row of a viewer, by `placement:experience`. */
export async function readStates(db: D1Database, key: string): Promise<ViewerStates> {
  const { results } = await statesStatement(db, key).all<StateRow>();
  return byPlacedExperience(results);
}

/**
 * A reader of a viewer's states whose statement goes out with the request's next D1 batch (a
 * visitor's page: with its loader's read), so the page pays no round trip for them (docs/performance.md#round-trips-reads-that-ride-along).
 */
export function statesWithNextBatch(db: D1Database, key: string): () => Promise<ViewerStates> {
  // A page whose main read is one row (a closeup's pin) carries them as a column of it instead (carryAsColumns).
  const read = rideAlong<StateRow>(db, statesStatement(db, key), { sql: (param) => statesOfKey(unplanned(param)), bind: key });
  return async () => byPlacedExperience((await read()).results);
}

/** A viewer's states as the request knows them: read already, or a reader that reads them when asked. */
export type KnownStates = ViewerStates | (() => Promise<ViewerStates>);

/**
 * The same rows as one JSON column of a statement that knows the member (`memberSql`: an SQL
 * expression), so a page reads a member's states with their session and not in a round trip of
 * its own (docs/performance.md); statesFromColumn reads the column back.
 */
export const statesColumn = (memberSql: string): string => statesOfKey(`'user:' || ${memberSql}`);

/** The states of a statesColumn value. */
export const statesFromColumn = (json: string): ViewerStates => byPlacedExperience(JSON.parse(json) as StateRow[]);

const UPSERT = (column: 'viewed_at' | 'completed_at' | 'dismissed_at') => `
  INSERT INTO experience_states (viewer_key, placement_id, experience_id, ${column}, view_count)
  VALUES (?1, ?2, ?3, ?4, ${column === 'viewed_at' ? 1 : 0})
  ON CONFLICT (viewer_key, placement_id, experience_id) DO UPDATE SET
  ${
    column === 'viewed_at'
      ? 'viewed_at = COALESCE(viewed_at, excluded.viewed_at), view_count = view_count + 1'
      : `${column} = excluded.${column} WHERE experience_states.${column} IS NULL`
  }`;

/** Records a view (the first time is kept, every view is counted). */
export async function markViewed(db: D1Database, key: string, placementId: number, experienceId: number, now = Date.now()): Promise<void> {
  await db.prepare(UPSERT('viewed_at')).bind(key, placementId, experienceId, now).run();
}

/** Records a completion or dismissal once; true when this call recorded it. */
export async function markFinished(
  db: D1Database,
  key: string,
  action: 'completed' | 'dismissed',
  placementId: number,
  experienceId: number,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .prepare(UPSERT(action === 'completed' ? 'completed_at' : 'dismissed_at'))
    .bind(key, placementId, experienceId, now)
    .run();
  return result.meta.changes > 0;
}

/** Records triggers atomically: per placed experience, one trigger row (the last, replacing any earlier) and the latest context. */
export async function recordTriggers(
  db: D1Database,
  key: string,
  placed: Array<{ placementId: number; experienceId: number }>,
  context: Record<string, unknown>,
  now = Date.now(),
): Promise<void> {
  const json = JSON.stringify(context);
  await db.batch(
    placed.flatMap(({ placementId, experienceId }) => [
      // One row per viewer and experience, its last trigger: a repeated trigger replaces it, never appends.
      db.prepare('DELETE FROM experience_triggers WHERE viewer_key = ? AND placement_id = ? AND experience_id = ?').bind(key, placementId, experienceId),
      db
        .prepare('INSERT INTO experience_triggers (viewer_key, placement_id, experience_id, extra_context, created_at) VALUES (?, ?, ?, ?, ?)')
        .bind(key, placementId, experienceId, json, now),
      db
        .prepare(`INSERT INTO experience_states (viewer_key, placement_id, experience_id, triggered_at, trigger_context)
                VALUES (?1, ?2, ?3, ?4, ?5)
                ON CONFLICT (viewer_key, placement_id, experience_id) DO UPDATE SET triggered_at = ?4, trigger_context = ?5`)
        .bind(key, placementId, experienceId, now, json),
    ]),
  );
}
