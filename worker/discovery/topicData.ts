// Topics (interests): the directory, one topic with its related topics, its pins, and
// who follows it (docs/rules/pin-card.md#calls-spec-000-7 interest follow, interest_list "favorited"). Pins are listed only
// where nobody named them, so only listed pins (no secret or protected boards) appear.
import type { TopicSummary } from '#shared/api/search.ts';
import { topicPath } from '#shared/discovery/feedPaths.ts';
import { formatId, type InterestId, type UserId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import { SNAPSHOTS, type SnapshotEnv, snapshot, topicSnapshot } from '#worker/lib/edgeSnapshot.ts';
import { sqlLimit } from '#worker/lib/preparedOnce.ts';
import { PIN_COLUMNS, PIN_FROM } from '#worker/pins/pinData.ts';
import { notBlocked, pinListed, viewerBind } from '#worker/visibility.ts';

interface TopicRow {
  id: InterestId;
  name: string;
  url_name: string;
  pin_count: number;
  cover_signature: string | null;
  cover_ext: string | null;
}

/** Live listed original pins of interest `it`. */
const LISTED_OF = (it: string) => `SELECT tp.id FROM pin_interests tpi JOIN pins tp ON tp.id = tpi.pin_id LEFT JOIN boards tb ON tb.id = tp.board_id
  WHERE tpi.interest_id = ${it} AND tp.origin_pin_id IS NULL AND tp.is_promoted = 0 AND ${pinListed({ pin: 'tp', board: 'tb' })}`;

/** The newest listed pin of interest `it`: its topic index walked newest first, stopped at the first listed pin. */
const NEWEST_LISTED_OF = (it: string) => `(${LISTED_OF(it)} ORDER BY tpi.pin_id DESC LIMIT 1)`;

/**
 * A topic with its pin count (interests.pin_count: its listed pins, kept by triggers, migrations/0046) and its cover,
 * the image of its newest listed pin.
 */
const TOPIC_SELECT = `SELECT t.id, t.name, t.url_name, t.pin_count, ci.signature AS cover_signature, ci.ext AS cover_ext
  FROM interests t LEFT JOIN pins cp ON cp.id = ${NEWEST_LISTED_OF('t.id')} LEFT JOIN images ci ON ci.signature = cp.image_signature`;

const toTopic = (r: TopicRow): TopicSummary => ({
  entityId: formatId(r.id),
  name: r.name,
  urlName: r.url_name,
  url: topicPath(r.url_name),
  pinCount: r.pin_count,
  coverImageUrl: r.cover_signature && r.cover_ext ? imageUrl('236x', r.cover_signature, r.cover_ext) : null,
});

/** Every topic with pins, most pins first. */
export async function listTopics(db: D1Database): Promise<TopicSummary[]> {
  const { results } = await db.prepare(`SELECT * FROM (${TOPIC_SELECT}) WHERE pin_count > 0 ORDER BY pin_count DESC, name`).all<TopicRow>();
  return results.map(toTopic);
}

/** One topic by its url name or its id, or null. */
export async function readTopic(db: D1Database, by: { urlName: string } | { id: InterestId }): Promise<TopicSummary | null> {
  const row =
    'urlName' in by
      ? await db.prepare(`${TOPIC_SELECT} WHERE t.url_name = ?1`).bind(by.urlName).first<TopicRow>()
      : await db.prepare(`${TOPIC_SELECT} WHERE t.id = ?1`).bind(by.id).first<TopicRow>();
  return row ? toTopic(row) : null;
}

/** How many of a topic's newest pins its related topics are counted over: a topic page costs the same at any size. */
export const RELATED_TOPICS_SAMPLE = 500;

/** Topics that the topic's newest pins (`sample` of them) most often carry too, then the topics with the most pins. */
export async function relatedTopics(db: D1Database, interestId: InterestId, limit = 8, sample = RELATED_TOPICS_SAMPLE): Promise<TopicSummary[]> {
  const { results } = await db
    .prepare(
      `WITH newest AS (SELECT pin_id FROM pin_interests WHERE interest_id = ?1 ORDER BY pin_id DESC LIMIT ${sqlLimit(sample)}),
            shared AS (SELECT o.interest_id AS id, COUNT(*) AS n FROM newest JOIN pin_interests o ON o.pin_id = newest.pin_id
                        WHERE o.interest_id <> ?1 GROUP BY o.interest_id)
       SELECT t.*, COALESCE(shared.n, 0) AS shared FROM (${TOPIC_SELECT}) t LEFT JOIN shared ON shared.id = t.id
        WHERE t.id <> ?1 AND t.pin_count > 0 ORDER BY shared DESC, t.pin_count DESC LIMIT ?2`,
    )
    .bind(interestId, limit)
    .all<TopicRow>();
  return results.map(toTopic);
}

/** Topics whose name contains what was typed (typeahead). */
export async function suggestTopics(db: D1Database, typed: string, limit: number): Promise<TopicSummary[]> {
  const text = typed.slice(0, LIKE_LENGTH);
  const { results } = await db
    .prepare(
      `SELECT * FROM (${TOPIC_SELECT}) WHERE pin_count > 0 AND (name LIKE ?1 ESCAPE '\\' OR name LIKE ?2 ESCAPE '\\') ORDER BY name LIKE ?1 ESCAPE '\\' DESC, pin_count DESC LIMIT ?3`,
    )
    .bind(`${like(text)}%`, `% ${like(text)}%`, limit)
    .all<TopicRow>();
  return results.map(toTopic);
}

/** LIKE patterns stay short (D1 refuses long ones). */
const LIKE_LENGTH = 40;
const like = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The statement of one page of a topic's pins, newest first, for a viewer (never of someone blocking them), LIMIT pageSize + 1. */
export function topicPinsStatement(
  db: D1Database,
  interestId: InterestId,
  before: number | null,
  pageSize: number,
  viewerId: UserId | null | undefined,
): D1PreparedStatement {
  return db
    .prepare(
      `${PIN_COLUMNS} ${PIN_FROM}
        WHERE p.id IN (${LISTED_OF('?1')}) AND p.id < ?2 AND ${notBlocked({ user: 'p.pinner_id', viewer: '?4' })}
          AND NOT EXISTS (SELECT 1 FROM pin_hides h WHERE h.user_id = ?4 AND h.pin_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM pin_feedback pf WHERE pf.user_id = ?4 AND pf.pin_id = p.id AND pf.status = 'reported')
        ORDER BY p.id DESC LIMIT ?3`,
    )
    .bind(interestId, before ?? Number.MAX_SAFE_INTEGER, pageSize + 1, viewerBind(viewerId));
}

/**
 * A topic, the same for every viewer: from this data centre's snapshot (docs/performance.md#edge-snapshots), read when
 * there is none; a topic that does not exist is not kept.
 */
export function sharedTopic(env: SnapshotEnv & { DB: D1Database }, by: { urlName: string } | { id: InterestId }): Promise<TopicSummary | null> {
  const name = topicSnapshot('urlName' in by ? `name/${encodeURIComponent(by.urlName)}` : `id/${by.id}`);
  return snapshot(
    env,
    name,
    (db) => readTopic(db, by),
    (topic) => topic !== null,
  );
}

/** A topic's related topics (relatedTopics), the same for every viewer: from this data centre's snapshot. */
export const sharedRelatedTopics = (env: SnapshotEnv & { DB: D1Database }, interestId: InterestId): Promise<TopicSummary[]> =>
  snapshot(env, topicSnapshot(`id/${interestId}/related`), (db) => relatedTopics(db, interestId));

/** The topic directory, the same for every viewer: from this data centre's snapshot (docs/performance.md#edge-snapshots). */
export const sharedTopics = (env: SnapshotEnv & { DB: D1Database }): Promise<TopicSummary[]> => snapshot(env, SNAPSHOTS.topicDirectory, (db) => listTopics(db));

/** Whether a member follows a topic. */
export async function followsTopic(db: D1Database, userId: UserId | null, interestId: InterestId): Promise<boolean> {
  if (!userId) return false;
  return (await db.prepare('SELECT 1 FROM interest_follows WHERE user_id = ? AND interest_id = ?').bind(userId, interestId).first()) !== null;
}

/** Follows (or unfollows) a topic; false when there is no such topic. Following twice is one follow. */
export async function setTopicFollow(db: D1Database, userId: UserId, interestId: InterestId, follow: boolean, now: number): Promise<boolean> {
  if (!(await db.prepare('SELECT 1 FROM interests WHERE id = ?').bind(interestId).first())) return false;
  if (follow) {
    await db
      .prepare('INSERT INTO interest_follows (user_id, interest_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(userId, interestId, now)
      .run();
  } else {
    await db.prepare('DELETE FROM interest_follows WHERE user_id = ? AND interest_id = ?').bind(userId, interestId).run();
  }
  return true;
}

/** The topics a member follows, for /edit/. */
export async function followedTopics(db: D1Database, userId: UserId): Promise<TopicSummary[]> {
  const { results } = await db
    .prepare(`SELECT * FROM (${TOPIC_SELECT}) t WHERE t.id IN (SELECT interest_id FROM interest_follows WHERE user_id = ?1) ORDER BY t.name`)
    .bind(userId)
    .all<TopicRow>();
  return results.map(toTopic);
}
