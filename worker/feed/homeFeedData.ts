// The home feed's SQL (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4 feedback types): for a signed-in viewer, pins from
// followed boards, followed people and followed topics, and recommendations from the topics of
// the viewer's own saves, each with the reason it is there; then every other pin. For signed-out
// visitors, popular public pins (most saved first). Never secret pins (the home feed is what
// everyone may see), pins of someone blocking or blocked by the viewer, or pins the viewer hid
// (anywhere) or reported.

import { type BoardId, formatId, type InterestId, type UserId } from '#shared/ids.ts';
import { boardPath } from '#shared/routes.ts';
import type { Pin } from '#shared/types.ts';
import { sqlLimit, unplanned } from '#worker/lib/preparedOnce.ts';
import { PIN_COLUMNS, PIN_FROM, type PinReadOptions, type PinRow, toPin, viewerColumns } from '#worker/pins/pinData.ts';
import { notBlocked, pinVisibleTo, viewerBind } from '#worker/visibility.ts';

/** Reasons of docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4 the home feed gives (shared/pinCard/feedback.ts reads them). */
export type HomeReason = 'RECENT_FOLLOWED_BOARD' | 'FOLLOWING_FEED' | 'FOLLOWED_INTEREST' | 'BOARD_BASED';

const NOT_HIDDEN = (viewer: string) => `NOT EXISTS (SELECT 1 FROM pin_hides h WHERE h.user_id = ${viewer} AND h.pin_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM search_hides sh WHERE sh.user_id = ${viewer} AND sh.pin_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM news_hub_hides nh WHERE nh.user_id = ${viewer} AND nh.pin_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM pin_feedback pf WHERE pf.user_id = ${viewer} AND pf.pin_id = p.id)`;

/** Original pins everyone may see, not of a blocked person, and `notHidden`. */
const homePin = (notHidden: string) => `p.origin_pin_id IS NULL AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: null })}
  AND ${notBlocked({ user: 'p.pinner_id', viewer: '?1' })} AND ${notHidden}`;

/** Original pins everyone may see, not of a blocked person, not hidden or reported by `?1`. */
const HOME_PIN = homePin(NOT_HIDDEN('?1'));

/**
 * The pins `?1` hid (anywhere) or reported, read once by a feed statement: each candidate pin is
 * then one look-up in a small set instead of four index probes (a person's home page
 * checks some 700 candidates, and the probes were a fifth of its SQL time; docs/performance.md). UNION ALL, not UNION:
 * a pin in two of them is still one look-up, and UNION's arms comparing `user_id = ?1` made SQLite
 * prepare the statement again on every run (worker/lib/preparedOnce.ts).
 */
const HIDDEN = `hidden(pin_id) AS MATERIALIZED (SELECT pin_id FROM pin_hides WHERE user_id = ?1
  UNION ALL SELECT pin_id FROM search_hides WHERE user_id = ?1
  UNION ALL SELECT pin_id FROM news_hub_hides WHERE user_id = ?1
  UNION ALL SELECT pin_id FROM pin_feedback WHERE user_id = ?1)`;

/** HOME_PIN in a statement that has the HIDDEN table. */
const FEED_PIN = homePin('p.id NOT IN hidden');

/** The viewer (`?1`) where the planner would compare it and re-prepare the statement on every run. */
const VIEWER = unplanned('?1');

/**
 * How many of the viewer's newest saves name the topics of their saves: the feed follows what they
 * save lately, and a member with thousands of saves costs the same as one with a few hundred
 * (reading all 9,176 saves of the 240,000-pin bench member made home 2.7x slower there; docs/performance.md).
 */
const RECENT_SAVES = 500;

/** The viewer's own boards with the topics of the pins lately saved to them (the recommendation source). */
const SAVED_TOPICS = `SELECT spi.interest_id, MIN(s.board_id) AS board_id
  FROM (SELECT id, origin_pin_id, board_id FROM pins WHERE pinner_id = ${VIEWER} AND deleted_at IS NULL ORDER BY id DESC LIMIT ${RECENT_SAVES}) s
  JOIN pin_interests spi ON spi.pin_id = COALESCE(s.origin_pin_id, s.id)
  JOIN boards sb ON sb.id = s.board_id AND sb.layout = 'default'
  GROUP BY spi.interest_id`;

/** Pins the home feed may show `?1`: not ads, not of the viewer (the position is the caller's bound). */
const HOME_ELIGIBLE = `${FEED_PIN} AND p.is_promoted = 0 AND p.promoter_id IS NULL`;

/** HOME_ELIGIBLE before the id `?2`. */
const ELIGIBLE = `p.id < ?2 AND ${HOME_ELIGIBLE}`;

/**
 * The kinds of the viewer's terms (a followed board, a followed person, a topic followed or of their
 * saves): where a kind's terms are (`terms`, naming each term's key `key`), the pins of a term
 * (`pins`, matched to the key by `match`) and the id column the pins are walked by, newest first,
 * through an index range (`id`). A topic followed and of the saves is one term: its pins are the same.
 */
const KINDS = [
  { kind: 'board', terms: 'SELECT board_id AS key FROM board_follows WHERE user_id = ?1', pins: 'pins p', match: 'p.board_id', id: 'p.id' },
  { kind: 'person', terms: 'SELECT followee_id AS key FROM user_follows WHERE follower_id = ?1', pins: 'pins p', match: 'p.pinner_id', id: 'p.id' },
  {
    kind: 'topic',
    terms: `SELECT interest_id AS key FROM interest_follows WHERE user_id = ${VIEWER} UNION SELECT interest_id FROM saved`,
    pins: 'pin_interests tpi JOIN pins p ON p.id = tpi.pin_id',
    match: 'tpi.interest_id',
    id: 'tpi.pin_id',
  },
] as const;

/** The eligible pins of a term of `kind` (`key`) whose id is in `range`, newest first, at most `limit`. */
const termPins = (k: (typeof KINDS)[number], key: string, range: string, limit: string) => `SELECT ${k.id} AS id FROM ${k.pins}
  LEFT JOIN boards b ON b.id = p.board_id
  WHERE ${k.match} = ${key} AND ${range} AND p.pinner_id <> ?1 AND ${HOME_ELIGIBLE} ORDER BY ${k.id} DESC LIMIT ${limit}`;

/**
 * How many pins below its head each term reaching the heads' bound reads to tighten it (personalIds):
 * a pin is in about two topics, so the next one or two of each topic still left the bound far below
 * the page where topics hold thousands of pins each (240,000 pins: 3 read the fewest rows
 * in all, 1 to 4 measured for several members; docs/performance.md).
 */
const NEXT_PINS = 3;

/**
 * The personal pins of a page: the newest `limit` eligible pins before `?2` of the viewer's terms,
 * read in steps so that a page reads a few pins per thing followed, never every pin of them nor
 * the catalogue (docs/performance.md). `heads`: each term's newest eligible pin (one index step per term).
 * `head_bound`: the `limit`-th newest distinct head, or no bound when there are fewer. `nexts`: each
 * term's next NEXT_PINS eligible pins below its head, at or above head_bound (a few more index steps,
 * only for terms reaching it). `bound`: the `limit`-th newest distinct pin of heads and nexts, or no
 * bound when there are fewer; those are personal pins, so at least `limit` personal pins are at or
 * above it and the page's are too. The nexts matter where topics hold thousands of pins each: there
 * the heads alone bound far below the page, and each topic then read a whole page of pins (* the 240,000-pin bench member read 585 rows for 26; docs/performance.md). `personal`: for each term whose head is at or
 * above the bound, its newest `limit` eligible pins between the bound and its head (an index range
 * stopped at the limit or at the bound: the range is written as two comparisons, as with BETWEEN
 * SQLite walked a topic's whole index entry past the bound); a term whose head is below the bound
 * has none there. The newest `limit` of the union are the newest `limit` of every term's pins, as
 * reading `limit` per term would give, from far fewer rows. The bounds are joined as one-row tables,
 * not read by subqueries: each subquery coded them again (3x the time SQLite took to prepare it).
 */
const personalIds = (limit: string) => `heads(kind, key, head) AS MATERIALIZED (
  ${KINDS.map((k) => `SELECT '${k.kind}', t.key, (${termPins(k, 't.key', `${k.id} < ?2`, '1')}) FROM (${k.terms}) t`).join('\n  UNION ALL ')}
),
head_bound(id) AS MATERIALIZED (SELECT COALESCE((SELECT head FROM heads WHERE head IS NOT NULL GROUP BY head ORDER BY head DESC LIMIT 1 OFFSET ${limit} - 1), -9223372036854775808)),
nexts(id) AS MATERIALIZED (
  ${KINDS.map(
    (
      k,
    ) => `SELECT j.value FROM head_bound hb, heads h, json_each((SELECT json_group_array(id) FROM (${termPins(k, 'h.key', `${k.id} < h.head AND ${k.id} >= hb.id`, sqlLimit(NEXT_PINS))}))) j
    WHERE h.kind = '${k.kind}' AND h.head >= hb.id`,
  ).join('\n  UNION ALL ')}
),
bound(id) AS MATERIALIZED (SELECT COALESCE((SELECT id FROM (SELECT head AS id FROM heads UNION ALL SELECT id FROM nexts) WHERE id IS NOT NULL GROUP BY id ORDER BY id DESC LIMIT 1 OFFSET ${limit} - 1), -9223372036854775808)),
personal(id) AS (
  ${KINDS.map(
    (
      k,
    ) => `SELECT j.value FROM bound bd, heads h, json_each((SELECT json_group_array(id) FROM (${termPins(k, 'h.key', `${k.id} <= h.head AND ${k.id} >= bd.id`, limit)}))) j
    WHERE h.kind = '${k.kind}' AND h.head >= bd.id`,
  ).join('\n  UNION ALL ')}
)`;

/** Why a pin is in the personal feed, in order of precedence (null: it is not). */
const REASON = `CASE
  WHEN p.pinner_id = ?1 THEN NULL
  WHEN EXISTS (SELECT 1 FROM board_follows bf WHERE bf.user_id = ?1 AND bf.board_id = p.board_id) THEN 'RECENT_FOLLOWED_BOARD'
  WHEN EXISTS (SELECT 1 FROM user_follows uf WHERE uf.follower_id = ?1 AND uf.followee_id = p.pinner_id) THEN 'FOLLOWING_FEED'
  WHEN EXISTS (SELECT 1 FROM pin_interests pi JOIN interest_follows fi ON fi.interest_id = pi.interest_id AND fi.user_id = ${VIEWER} WHERE pi.pin_id = p.id) THEN 'FOLLOWED_INTEREST'
  WHEN EXISTS (SELECT 1 FROM pin_interests pi JOIN saved ON saved.interest_id = pi.interest_id WHERE pi.pin_id = p.id) THEN 'BOARD_BASED'
END`;

/**
 * Tier 0: the newest `limit` pins of followed boards, people and topics and of the topics of the
 * viewer's saves. The limit is written into the statement (sqlLimit): bound, it made SQLite prepare
 * the statement again on every run.
 */
const personalSql = (limit: string) => `WITH ${HIDDEN}, saved AS MATERIALIZED (${SAVED_TOPICS}),
${personalIds(limit)},
page AS (
${PIN_COLUMNS}, ${viewerColumns('?1')}, ${REASON} AS reason, 0 AS tier,
  (SELECT pi.interest_id FROM pin_interests pi JOIN interest_follows fi ON fi.interest_id = pi.interest_id AND fi.user_id = ${VIEWER} WHERE pi.pin_id = p.id ORDER BY pi.interest_id LIMIT 1) AS reason_interest,
  (SELECT saved.board_id FROM pin_interests pi JOIN saved ON saved.interest_id = pi.interest_id WHERE pi.pin_id = p.id ORDER BY saved.board_id LIMIT 1) AS reason_board
${PIN_FROM}
WHERE p.id IN (SELECT id FROM personal)
ORDER BY p.id DESC
LIMIT ${limit})
SELECT page.*, ri.name AS reason_interest_name, ri.url_name AS reason_interest_url_name,
       rb.name AS reason_board_name, rb.slug AS reason_board_slug, rbo.username AS reason_board_username
  FROM page LEFT JOIN interests ri ON ri.id = page.reason_interest
  LEFT JOIN boards rb ON rb.id = page.reason_board LEFT JOIN users rbo ON rbo.id = rb.owner_id
 ORDER BY page.id DESC`;

/** Tier 1: every other eligible pin, newest first (pins_feed in order, stopping at `limit`, written in as personalSql's). */
const othersSql = (limit: string) => `WITH ${HIDDEN}, saved AS MATERIALIZED (${SAVED_TOPICS})
${PIN_COLUMNS}, ${viewerColumns('?1')}, NULL AS reason, 1 AS tier, NULL AS reason_interest, NULL AS reason_board,
  NULL AS reason_interest_name, NULL AS reason_interest_url_name, NULL AS reason_board_name, NULL AS reason_board_slug, NULL AS reason_board_username
${PIN_FROM}
WHERE p.deleted_at IS NULL AND ${ELIGIBLE} AND (${REASON}) IS NULL
ORDER BY p.id DESC
LIMIT ${limit}`;

/** A statement's text for a page of `limit` rows, built once per limit. */
function withLimit(built: Map<number, string>, build: (limit: string) => string, limit: number): string {
  let sql = built.get(limit);
  if (!sql) built.set(limit, (sql = build(sqlLimit(limit))));
  return sql;
}
const personalStatements = new Map<number, string>();
const othersStatements = new Map<number, string>();

interface PersonalRow extends PinRow {
  reason: HomeReason | null;
  tier: 0 | 1;
  reason_interest: InterestId | null;
  reason_board: BoardId | null;
  /** The reason's topic and board, read with the page (no statement of their own; docs/performance.md). */
  reason_interest_name: string | null;
  reason_interest_url_name: string | null;
  reason_board_name: string | null;
  reason_board_slug: string | null;
  reason_board_username: string | null;
}

/** Where the signed-in feed continues: the tier and the id before which it goes on. */
export interface PersonalPosition {
  t: 0 | 1;
  before: number;
}

/**
 * One page of the signed-in home feed: personal pins (each with its recommendationReason, and for
 * topics its sourceInterest) first, newest first; then every other pin, newest first. The page's
 * ads (`ads`: the statement readAds would run, see adsStatement) are read in the same D1 batch as
 * the personal pins (one round trip fewer; docs/performance.md), and the organic page is `pageSize(ads read)`.
 */
export async function readPersonalFeed(
  db: D1Database,
  viewerId: UserId,
  position: PersonalPosition | null,
  pageSize: (ads: number) => number,
  options: PinReadOptions,
  ads: D1PreparedStatement | null,
): Promise<{ pins: Pin[]; next: PersonalPosition | null; ads: Pin[] }> {
  const viewer = viewerId;
  const before = position?.before ?? Number.MAX_SAFE_INTEGER;
  const statements: D1PreparedStatement[] = ads ? [ads] : [];
  // Tier 0 reads as many rows as a page without ads takes; the page keeps the prefix it needs,
  // which is what the same query with the smaller limit answers.
  if ((position?.t ?? 0) === 0) statements.push(db.prepare(withLimit(personalStatements, personalSql, pageSize(0) + 1)).bind(viewer, before));
  const read = statements.length ? await db.batch<PersonalRow>(statements) : [];
  const adRows = ads ? read[0].results : [];
  const size = pageSize(adRows.length);
  const personal = (position?.t ?? 0) === 0 ? read[read.length - 1].results.slice(0, size + 1) : [];
  const others =
    personal.length > size
      ? []
      : (
          await db
            .prepare(withLimit(othersStatements, othersSql, size + 1 - personal.length))
            .bind(viewer, position?.t === 1 ? before : Number.MAX_SAFE_INTEGER)
            .all<PersonalRow>()
        ).results;
  const results = [...personal, ...others];
  const rows = results.slice(0, size);
  const pins = rows.map((row) => withReason(toPin(row, options), row));
  const last = rows[rows.length - 1];
  return { pins, next: results.length > size && last ? { t: last.tier, before: last.id } : null, ads: adRows.map((r) => toPin(r, options)) };
}

/** The pin with the reason the feed gives it (stored demo reasons never leak into this feed). */
function withReason(pin: Pin, row: PersonalRow): Pin {
  const { recommendationReason: _r, sourceInterest: _s, ...rest } = pin;
  const interest =
    row.reason_interest && row.reason_interest_name !== null && row.reason_interest_url_name !== null
      ? { id: formatId(row.reason_interest), name: row.reason_interest_name, url_name: row.reason_interest_url_name }
      : undefined;
  const board =
    row.reason_board && row.reason_board_name !== null && row.reason_board_slug !== null && row.reason_board_username !== null
      ? { id: formatId(row.reason_board), name: row.reason_board_name, slug: row.reason_board_slug, username: row.reason_board_username }
      : undefined;
  switch (row.reason) {
    case 'RECENT_FOLLOWED_BOARD':
      return {
        ...rest,
        recommendationReason: { reason: row.reason, hasBoard: true, ...(pin.board ? { board: { name: pin.board.name, url: pin.board.url } } : {}) },
      };
    case 'FOLLOWING_FEED':
      return { ...rest, recommendationReason: { reason: row.reason } };
    case 'FOLLOWED_INTEREST':
      return interest
        ? {
            ...rest,
            recommendationReason: { reason: row.reason, reasonId: interest.id },
            sourceInterest: { entityId: interest.id, name: interest.name, urlName: interest.url_name },
          }
        : rest;
    case 'BOARD_BASED':
      return board
        ? {
            ...rest,
            recommendationReason: {
              reason: row.reason,
              reasonId: board.id,
              hasBoard: true,
              board: { name: board.name, url: boardPath(board.username, board.slug) },
            },
          }
        : rest;
    default:
      return rest;
  }
}

/** The rows of one page of the popular feed as D1 answers them: the same for every signed-out visitor. */
export interface PopularRows {
  ads: PinRow[];
  /** The organic rows, one more than the page when there is a next page. */
  popular: PinRow[];
}

/**
 * The rows of one page of popular public pins (signed out): most saved first, then newest; the page's ads
 * (adsStatement) read in the same D1 batch, and `limit` organic rows past `offset` (one more tells a next page).
 */
export async function readPopularRows(db: D1Database, offset: number, limit: number, ads: D1PreparedStatement | null): Promise<PopularRows> {
  const popular = db
    .prepare(
      `${PIN_COLUMNS}, p.save_count AS saves
       ${PIN_FROM}
       WHERE p.origin_pin_id IS NULL AND p.deleted_at IS NULL AND p.is_promoted = 0 AND p.promoter_id IS NULL AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: null })}
       ORDER BY p.save_count DESC, p.id DESC LIMIT ?1 OFFSET ?2`,
    )
    .bind(limit, offset);
  const read = await db.batch<PinRow>(ads ? [ads, popular] : [popular]);
  return { ads: ads ? read[0].results : [], popular: read[read.length - 1].results };
}

/**
 * One page of popular public pins (signed out) from its rows (readPopularRows, asked for `pageSize(0) + 1` organic
 * rows): the organic page is `pageSize(ads read)`.
 */
export function popularFeedPage(
  read: PopularRows,
  offset: number,
  pageSize: (ads: number) => number,
  options: PinReadOptions,
): { pins: Pin[]; next: number | null; ads: Pin[] } {
  const size = pageSize(read.ads.length);
  const results = read.popular.slice(0, size + 1);
  const rows = results.slice(0, size);
  // Signed out, no pin is there for a personal reason (stored demo reasons stay out too).
  const pins = rows.map((r) => {
    const { recommendationReason: _r, sourceInterest: _s, ...pin } = toPin(r, options);
    return pin;
  });
  return { pins, next: results.length > size ? offset + size : null, ads: read.ads.map((r) => toPin(r, options)) };
}

/**
 * The statement reading the promoted pins of one home feed page (docs/rules/pin-card.md#who-it-serves-spec-000-1 ads;
 * shared/ads/placement.ts puts them at the fixed slots): the next `count` ads newest first from an
 * offset, by the same home rules. The feed readers run it in their batch. It walks the index of
 * promoted pins, pins_ads (migrations/0033), whose condition its WHERE states word for word.
 */
export function adsStatement(db: D1Database, viewerId: UserId | null, offset: number, count: number): D1PreparedStatement {
  return db
    .prepare(
      `${PIN_COLUMNS}, ${viewerColumns('?1')} ${PIN_FROM}
       WHERE ${HOME_PIN} AND (p.is_promoted = 1 OR p.promoter_id IS NOT NULL)
       ORDER BY p.id DESC LIMIT ${sqlLimit(count)} OFFSET ?2`,
    )
    .bind(viewerBind(viewerId), offset);
}
