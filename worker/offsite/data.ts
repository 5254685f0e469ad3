// SQL of link safety: the rules that could match a set of urls, and the clickthrough log.
import type { PinId, UserId } from '#shared/ids.ts';
import { candidateDomains, type LinkRule } from '#shared/offsite/rules.ts';

/** D1 binds at most 100 parameters per statement, so the suffixes are asked in chunks of this many. */
const DOMAINS_PER_STATEMENT = 90;

/** Whether a pin is live: a deleted pin's signed links stop redirecting (they show the leaving page). */
export async function isLivePin(db: D1Database, pinId: PinId): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM pins WHERE id = ? AND deleted_at IS NULL').bind(pinId).first()) !== null;
}

/**
 * The domain rules for every suffix of the urls' hosts (the registrable domain and each parent
 * included, however many labels a host has: the suffixes are asked in chunks, all in one batch),
 * and every pattern rule.
 */
export async function readCandidateRules(db: D1Database, urls: readonly URL[]): Promise<LinkRule[]> {
  const domains = candidateDomains(urls);
  const statements = [db.prepare("SELECT kind, value, category FROM link_rules WHERE kind = 'pattern'")];
  for (let i = 0; i < domains.length; i += DOMAINS_PER_STATEMENT) {
    const chunk = domains.slice(i, i + DOMAINS_PER_STATEMENT);
    statements.push(
      db.prepare(`SELECT kind, value, category FROM link_rules WHERE kind = 'domain' AND value IN (${chunk.map(() => '?').join(', ')})`).bind(...chunk),
    );
  }
  const answers = await db.batch<LinkRule>(statements);
  return answers.flatMap((answer) => answer.results);
}

export interface ClickthroughRow {
  pinId: PinId | null;
  url: string;
  host: string;
  type: string;
  redirectStatus: string | null;
  auxData: Record<string, unknown>;
  clientTrackingParams: string;
  userId: UserId | null;
  anonymousId: string | null;
}

/** The values a clickthrough's row holds, in the insert's order (what the signed-out byte budget weighs, too). */
export const clickthroughValues = (row: ClickthroughRow, nowMs: number): unknown[] => [
  row.pinId,
  row.url,
  row.host,
  row.type,
  row.redirectStatus,
  JSON.stringify(row.auxData),
  row.clientTrackingParams,
  row.userId,
  row.anonymousId,
  nowMs,
];

/** Appends one clickthrough to the log. */
export async function logClickthrough(db: D1Database, row: ClickthroughRow, nowMs = Date.now()): Promise<void> {
  await db
    .prepare(
      `INSERT INTO offsite_clickthroughs
         (pin_id, url, host, clickthrough_type, redirect_status, aux_data, client_tracking_params, user_id, anonymous_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(...clickthroughValues(row, nowMs))
    .run();
}
