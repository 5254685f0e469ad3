// Counts attribution source registrations per campaign (spec 001 §7-§9), SQLite-backed.
import { DurableObject } from 'cloudflare:workers';

export class AttributionCounter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS sources (
        campaign_id TEXT NOT NULL, source_event_type TEXT NOT NULL, count INTEGER NOT NULL,
        PRIMARY KEY (campaign_id, source_event_type))`);
    });
  }

  /** Records one source registration for a campaign; answers the new count. */
  async record(campaignId: string, sourceEventType: 'click' | 'view'): Promise<number> {
    const row = this.ctx.storage.sql
      .exec<{ count: number }>(
        `INSERT INTO sources (campaign_id, source_event_type, count) VALUES (?, ?, 1)
         ON CONFLICT (campaign_id, source_event_type) DO UPDATE SET count = count + 1 RETURNING count`,
        campaignId, sourceEventType,
      )
      .one();
    return row.count;
  }

  async count(campaignId: string, sourceEventType: 'click' | 'view'): Promise<number> {
    const rows = this.ctx.storage.sql
      .exec<{ count: number }>('SELECT count FROM sources WHERE campaign_id = ? AND source_event_type = ?', campaignId, sourceEventType)
      .toArray();
    return rows[0]?.count ?? 0;
  }
}
