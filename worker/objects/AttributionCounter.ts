// Counts attribution source registrations per campaign (docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#errors-spec-001-8, docs/rules/experiences.md#constants-spec-001-9): one SQLite-backed
// object per campaign, rolled up into D1 by an alarm for the business hub to read. A registration
// names its keys (worker/attribution/visitorSources.ts: its token's, and the day's visitor and address
// keys) and counts once, only when none of them was seen for that type before.
import { DurableObject } from 'cloudflare:workers';
import { ATTRIBUTION_SOURCE, ROLLUP_DELAY_MS } from '#shared/constants.ts';

/** Sources are remembered as long as the longest-lived one can be registered (a click's expiry). */
const SOURCE_MEMORY_MS = ATTRIBUTION_SOURCE.click.expiry * 1000;

import type { SourceEventType } from '#worker/attribution/visitorSources.ts';

interface SourceRow {
  campaign_id: string;
  source_event_type: SourceEventType;
  count: number;
  [key: string]: SqlStorageValue;
}

export class AttributionCounter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS sources (
        campaign_id TEXT NOT NULL, source_event_type TEXT NOT NULL, count INTEGER NOT NULL,
        rolled INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (campaign_id, source_event_type));
        CREATE TABLE IF NOT EXISTS registered (source_event_id TEXT NOT NULL, source_event_type TEXT NOT NULL,
        registered_at INTEGER NOT NULL, PRIMARY KEY (source_event_id, source_event_type))`);
    });
  }

  /**
   * Records a source registration for a campaign when none of its keys was seen for that type, claiming
   * them all in one transaction; answers whether it was counted (false: a key was seen before).
   */
  async record(campaignId: string, sourceEventType: SourceEventType, keys: readonly string[]): Promise<boolean> {
    const sql = this.ctx.storage.sql;
    const counted = this.ctx.storage.transactionSync(() => {
      const marks = keys.map(() => '?').join(',');
      const seen = sql
        .exec(`SELECT 1 AS x FROM registered WHERE source_event_type = ? AND source_event_id IN (${marks}) LIMIT 1`, sourceEventType, ...keys)
        .toArray().length;
      if (seen || !keys.length) return false;
      const now = Date.now();
      for (const key of keys)
        sql.exec('INSERT INTO registered (source_event_id, source_event_type, registered_at) VALUES (?, ?, ?)', key, sourceEventType, now);
      sql.exec(
        `INSERT INTO sources (campaign_id, source_event_type, count) VALUES (?, ?, 1)
         ON CONFLICT (campaign_id, source_event_type) DO UPDATE SET count = count + 1`,
        campaignId,
        sourceEventType,
      );
      return true;
    });
    if (counted && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + ROLLUP_DELAY_MS);
    return counted;
  }

  /** The realtime count of one campaign's registrations of a type. */
  async count(campaignId: string, sourceEventType: SourceEventType): Promise<number> {
    const rows = this.ctx.storage.sql
      .exec<{ count: number }>('SELECT count FROM sources WHERE campaign_id = ? AND source_event_type = ?', campaignId, sourceEventType)
      .toArray();
    return rows[0]?.count ?? 0;
  }

  /** Rolls changed counts up into D1 as absolute values; a failure throws so the alarm retries. */
  override async alarm(): Promise<void> {
    const sql = this.ctx.storage.sql;
    sql.exec('DELETE FROM registered WHERE registered_at < ?', Date.now() - SOURCE_MEMORY_MS);
    const dirty = sql.exec<SourceRow>('SELECT campaign_id, source_event_type, count FROM sources WHERE count <> rolled').toArray();
    if (!dirty.length) return;
    await this.env.DB.batch(
      dirty.map((r) =>
        this.env.DB.prepare(
          `INSERT INTO campaign_attribution_totals (campaign_id, source_event_type, count) VALUES (?, ?, ?)
         ON CONFLICT (campaign_id, source_event_type) DO UPDATE SET count = max(count, excluded.count)`,
        ).bind(r.campaign_id, r.source_event_type, r.count),
      ),
    );
    for (const r of dirty)
      sql.exec('UPDATE sources SET rolled = ? WHERE campaign_id = ? AND source_event_type = ?', r.count, r.campaign_id, r.source_event_type);
    if (sql.exec('SELECT 1 FROM sources WHERE count <> rolled LIMIT 1').toArray().length) await this.ctx.storage.setAlarm(Date.now() + ROLLUP_DELAY_MS);
  }
}
