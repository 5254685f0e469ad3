// Counts pin impressions exactly: one SQLite-backed object per shard (pin and day), each event
// batch applied in one transaction, keyed by batch id so a retried batch is counted once.
import { DurableObject } from 'cloudflare:workers';

export interface ImpressionBatch {
  batchId: string;
  counts: Array<{ pinId: string; eventType: number; count: number }>;
}

export class ImpressionCounter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(`
        CREATE TABLE IF NOT EXISTS totals (pin_id TEXT NOT NULL, event_type INTEGER NOT NULL, count INTEGER NOT NULL,
                                           PRIMARY KEY (pin_id, event_type));
        CREATE TABLE IF NOT EXISTS batches (batch_id TEXT PRIMARY KEY, received_at INTEGER NOT NULL);`);
    });
  }

  /** Adds a batch once; answers whether it was new. */
  async add(batch: ImpressionBatch): Promise<boolean> {
    return this.ctx.storage.transactionSync(() => {
      const seen = this.ctx.storage.sql.exec('SELECT 1 FROM batches WHERE batch_id = ?', batch.batchId).toArray();
      if (seen.length) return false;
      this.ctx.storage.sql.exec('INSERT INTO batches (batch_id, received_at) VALUES (?, ?)', batch.batchId, Date.now());
      for (const { pinId, eventType, count } of batch.counts) {
        this.ctx.storage.sql.exec(
          `INSERT INTO totals (pin_id, event_type, count) VALUES (?, ?, ?)
           ON CONFLICT (pin_id, event_type) DO UPDATE SET count = count + excluded.count`,
          pinId, eventType, count,
        );
      }
      return true;
    });
  }

  /** Totals of one pin by event type. */
  async totals(pinId: string): Promise<Record<number, number>> {
    const rows = this.ctx.storage.sql
      .exec<{ event_type: number; count: number }>('SELECT event_type, count FROM totals WHERE pin_id = ?', pinId)
      .toArray();
    return Object.fromEntries(rows.map((r) => [r.event_type, r.count]));
  }
}
