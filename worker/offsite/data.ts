// SQL of link safety: the rules that could match a set of urls, and the clickthrough log.
import { candidateDomains, type LinkRule } from '#shared/offsite/rules.ts';

/** D1 binds at most 100 parameters; hosts beyond that many suffixes are cut (a host has < 128 labels). */
const MAX_DOMAINS = 90;

/** The domain rules for any suffix of the urls' hosts, and every pattern rule. */
export async function readCandidateRules(db: D1Database, urls: readonly URL[]): Promise<LinkRule[]> {
  const domains = candidateDomains(urls).slice(0, MAX_DOMAINS);
  const marks = domains.map(() => '?').join(', ');
  const { results } = await db
    .prepare(
      `SELECT kind, value, category FROM link_rules
        WHERE kind = 'pattern' ${domains.length ? `OR (kind = 'domain' AND value IN (${marks}))` : ''}`,
    )
    .bind(...domains)
    .all<LinkRule>();
  return results;
}

export interface ClickthroughRow {
  pinId: string | null;
  url: string;
  host: string;
  type: string;
  redirectStatus: string | null;
  auxData: Record<string, unknown>;
  clientTrackingParams: string;
  userId: string | null;
  anonymousId: string | null;
}

/** Appends one clickthrough to the log. */
export async function logClickthrough(db: D1Database, row: ClickthroughRow, nowMs = Date.now()): Promise<void> {
  await db
    .prepare(
      `INSERT INTO offsite_clickthroughs
         (pin_id, url, host, clickthrough_type, redirect_status, aux_data, client_tracking_params, user_id, anonymous_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      row.pinId === null ? null : Number(row.pinId),
      row.url,
      row.host,
      row.type,
      row.redirectStatus,
      JSON.stringify(row.auxData),
      row.clientTrackingParams,
      row.userId === null ? null : Number(row.userId),
      row.anonymousId,
      nowMs,
    )
    .run();
}
