// Counts pin events exactly: one SQLite-backed object per (day, pin hash) shard. Each sub-batch
// is applied in one transaction keyed by its batch id (a retried batch is counted once), and an
// alarm rolls the totals up into D1 as absolute values, so a repeated roll-up changes nothing.
import { DurableObject } from 'cloudflare:workers';
import { ROLLUP_DELAY_MS } from '#shared/constants.ts';
import type { ShardBatch } from '#shared/events/shards.ts';

/** Statements per D1 batch when rolling up. */
const ROLLUP_CHUNK = 100;
/** Batch ids are remembered this long (clients retry within minutes; days are closed after one). */
const BATCH_MEMORY_MS = 3 * 86_400_000;

interface CellRow {
  pin_id: string;
  day: string;
  event_type: number;
  count: number;
  [key: string]: SqlStorageValue;
}

export class ImpressionCounter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(`
        CREATE TABLE IF NOT EXISTS cells (pin_id TEXT NOT NULL, day TEXT NOT NULL, event_type INTEGER NOT NULL,
                                          count INTEGER NOT NULL, rolled INTEGER NOT NULL DEFAULT 0,
                                          PRIMARY KEY (pin_id, day, event_type));
        CREATE TABLE IF NOT EXISTS batches (batch_id TEXT PRIMARY KEY, received_at INTEGER NOT NULL);`);
    });
  }

  /** Adds a sub-batch once; answers whether it was new (false: seen before, nothing counted). */
  async add(batch: ShardBatch): Promise<boolean> {
    const sql = this.ctx.storage.sql;
    const added = this.ctx.storage.transactionSync(() => {
      if (sql.exec('SELECT 1 FROM batches WHERE batch_id = ?', batch.batchId).toArray().length) return false;
      sql.exec('INSERT INTO batches (batch_id, received_at) VALUES (?, ?)', batch.batchId, Date.now());
      for (const c of batch.cells) {
        sql.exec(
          `INSERT INTO cells (pin_id, day, event_type, count) VALUES (?, ?, ?, ?)
           ON CONFLICT (pin_id, day, event_type) DO UPDATE SET count = count + excluded.count`,
          c.pinId,
          c.day,
          c.eventType,
          c.count,
        );
      }
      return true;
    });
    if (added && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + ROLLUP_DELAY_MS);
    return added;
  }

  /** Realtime totals of one pin in this shard: day -> event type -> count. */
  async totals(pinId: string): Promise<Record<string, Record<number, number>>> {
    const out: Record<string, Record<number, number>> = {};
    for (const r of this.ctx.storage.sql.exec<CellRow>('SELECT pin_id, day, event_type, count FROM cells WHERE pin_id = ?', pinId)) {
      (out[r.day] ??= {})[r.event_type] = r.count;
    }
    return out;
  }

  /** How many cells still wait for a roll-up (tests and the benchmark read it). */
  async pendingRollup(): Promise<number> {
    return this.ctx.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM cells WHERE count <> rolled').one().n;
  }

  /** Rolls changed totals up into D1; a failure throws so the alarm is retried. */
  override async alarm(): Promise<void> {
    const sql = this.ctx.storage.sql;
    const dirty = sql.exec<CellRow>('SELECT pin_id, day, event_type, count FROM cells WHERE count <> rolled').toArray();
    for (let i = 0; i < dirty.length; i += ROLLUP_CHUNK) {
      const chunk = dirty.slice(i, i + ROLLUP_CHUNK);
      await this.env.DB.batch(
        chunk.map((r) =>
          this.env.DB.prepare(
            `INSERT INTO pin_event_totals (pin_id, day, event_type, count) VALUES (?, ?, ?, ?)
           ON CONFLICT (pin_id, day, event_type) DO UPDATE SET count = max(count, excluded.count)`,
          ).bind(Number(r.pin_id), r.day, r.event_type, r.count),
        ),
      );
      // Only what was written is marked rolled; events that arrived meanwhile stay pending.
      for (const r of chunk) sql.exec('UPDATE cells SET rolled = ? WHERE pin_id = ? AND day = ? AND event_type = ?', r.count, r.pin_id, r.day, r.event_type);
    }
    sql.exec('DELETE FROM batches WHERE received_at < ?', Date.now() - BATCH_MEMORY_MS);
    if (sql.exec('SELECT 1 FROM cells WHERE count <> rolled LIMIT 1').toArray().length) {
      await this.ctx.storage.setAlarm(Date.now() + ROLLUP_DELAY_MS);
    }
  }
}
