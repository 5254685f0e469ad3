// Counts pin events exactly: one SQLite-backed object per (day, viewer hash) shard. Each sub-batch
// is applied in one transaction keyed by its batch id (a retried batch is counted once), each
// viewer's events of a pin, day and type are counted up to EVENTS_PER_VIEWER_PIN_DAY, and an
// alarm rolls the totals up into D1 as absolute values under the object's shard name (a pin's
// total is the sum of its rows), so a repeated roll-up changes nothing.
// Objects named `batches/{n}` are the batch-id registry instead: a batch id is claimed there once,
// with a digest of its events, before any shard sees it (shared/events/shards.ts batchRegistryName).
import { DurableObject } from 'cloudflare:workers';
import { EVENT_TYPES, EVENTS_PER_VIEWER_PIN_DAY, IMPRESSION_ROLLUP_DELAY_MS } from '#shared/constants.ts';
import { dayOf, type ShardBatch } from '#shared/events/shards.ts';
import { formatId, type PinId } from '#shared/ids.ts';

/** Cells per roll-up chunk (a JSON array of them, written by one batch of two statements: pins' totals and slots'). */
const ROLLUP_CHUNK = 500;
/** Batch ids are remembered this long (clients retry within minutes; events older than a day are refused). */
const BATCH_MEMORY_MS = 3 * 86_400_000;
/** Per-viewer counts are kept while their day can still receive events, then dropped. */
const VIEWER_MEMORY_MS = 2 * 86_400_000;
/** How often a registry sweeps out forgotten claims. */
const SWEEP_EVERY_MS = 3_600_000;

interface CellRow {
  pin_id: string;
  day: string;
  event_type: number;
  count: number;
  [key: string]: SqlStorageValue;
}

/** A cell and a count as the statements read it from JSON: pin id, day, event type, count. */
type CellAdd = [string, string, number, number];

const cellKey = (pinEntityId: string, day: string, eventType: number) => `${pinEntityId}|${day}|${eventType}`;

/** What a shard did with a sub-batch. */
export interface AddResult {
  /** False when the batch id was seen before (a retry): nothing counted. */
  added: boolean;
  /** Events counted (those beyond a viewer's cap are not). */
  counted: number;
}

/** A batch id's claim: new, the same events again (a retry), or other events under a used id. */
export type BatchClaim = 'new' | 'retry' | 'conflict';

export class ImpressionCounter extends DurableObject<Env> {
  private lastSweep = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(`
        CREATE TABLE IF NOT EXISTS cells (pin_id TEXT NOT NULL, day TEXT NOT NULL, event_type INTEGER NOT NULL,
                                          count INTEGER NOT NULL, rolled INTEGER NOT NULL DEFAULT 0,
                                          PRIMARY KEY (pin_id, day, event_type));
        CREATE TABLE IF NOT EXISTS batches (batch_id TEXT PRIMARY KEY, received_at INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS viewer_cells (viewer TEXT NOT NULL, pin_id TEXT NOT NULL, day TEXT NOT NULL,
                                                 event_type INTEGER NOT NULL, count INTEGER NOT NULL,
                                                 PRIMARY KEY (viewer, pin_id, day, event_type));
        CREATE TABLE IF NOT EXISTS batch_claims (batch_id TEXT PRIMARY KEY, digest TEXT NOT NULL, received_at INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS shard (id INTEGER PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL);`);
      // Claims name the viewer they were counted for (docs/performance.md); claims made before have none.
      if (!this.ctx.storage.sql.exec("SELECT 1 FROM pragma_table_info('batch_claims') WHERE name = 'viewer'").toArray().length) {
        this.ctx.storage.sql.exec('ALTER TABLE batch_claims ADD COLUMN viewer TEXT');
      }
      this.shard = this.ctx.storage.sql.exec<{ name: string }>('SELECT name FROM shard').toArray()[0]?.name ?? null;
    });
  }

  /**
   * The shard name this object rolls up under, kept from its first sub-batch; objects that counted
   * before the performance work (docs/performance.md) (by pin hash) never stored one and roll up under '', as their rows were migrated.
   */
  private shard: string | null = null;

  /**
   * Registry objects: claims a batch id for a digest of its events, once for every shard, and
   * answers the viewer it was first claimed for: a retry is counted (deduped) in that viewer's
   * shards, even when it comes from another address.
   */
  async claimBatch(batchId: string, digest: string, viewer: string): Promise<{ claim: BatchClaim; viewer: string }> {
    const sql = this.ctx.storage.sql;
    const now = Date.now();
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      sql.exec('DELETE FROM batch_claims WHERE received_at < ?', now - BATCH_MEMORY_MS);
      this.lastSweep = now;
    }
    const seen = sql.exec<{ digest: string; viewer: string | null }>('SELECT digest, viewer FROM batch_claims WHERE batch_id = ?', batchId).toArray()[0];
    if (seen) return { claim: seen.digest === digest ? 'retry' : 'conflict', viewer: seen.viewer ?? viewer };
    sql.exec('INSERT INTO batch_claims (batch_id, digest, received_at, viewer) VALUES (?, ?, ?, ?)', batchId, digest, now, viewer);
    return { claim: 'new', viewer };
  }

  /**
   * Adds a sub-batch once, each cell up to what its viewer may still add that day. A sub-batch is
   * a handful of statements whatever its size (docs/performance.md): one read of what the viewer already has
   * here, then one upsert of the viewer's counts and one of the totals, each over the
   * whole sub-batch as JSON, all in one transaction.
   */
  async add(batch: ShardBatch): Promise<AddResult> {
    const sql = this.ctx.storage.sql;
    const result = this.ctx.storage.transactionSync((): AddResult => {
      if (sql.exec('SELECT 1 FROM batches WHERE batch_id = ?', batch.batchId).toArray().length) return { added: false, counted: 0 };
      sql.exec('INSERT INTO batches (batch_id, received_at) VALUES (?, ?)', batch.batchId, Date.now());
      if (this.shard === null && !sql.exec('SELECT 1 FROM cells LIMIT 1').toArray().length) {
        sql.exec('INSERT INTO shard (id, name) VALUES (1, ?)', batch.shard);
        this.shard = batch.shard;
      }
      const wanted = new Map<string, CellAdd>();
      for (const c of batch.cells) {
        const key = cellKey(c.pinId, c.day, c.eventType);
        const cell = wanted.get(key);
        if (cell) cell[3] += c.count;
        else wanted.set(key, [c.pinId, c.day, c.eventType, c.count]);
      }
      // The viewer's cells in this object (a few hundred at most: a viewer's pins of a day or two),
      // read by the primary key's prefix.
      const had = new Map<string, number>();
      for (const r of sql.exec<CellRow>('SELECT pin_id, day, event_type, count FROM viewer_cells WHERE viewer = ?', batch.viewer)) {
        had.set(cellKey(r.pin_id, r.day, r.event_type), r.count);
      }
      const adds: CellAdd[] = [];
      let counted = 0;
      for (const [key, [pinId, day, eventType, count]] of wanted) {
        const n = Math.min(count, Math.max(0, EVENTS_PER_VIEWER_PIN_DAY - (had.get(key) ?? 0)));
        if (n === 0) continue;
        counted += n;
        adds.push([pinId, day, eventType, n]);
      }
      if (adds.length) {
        const rows = JSON.stringify(adds);
        sql.exec(
          `INSERT INTO viewer_cells (viewer, pin_id, day, event_type, count)
           SELECT ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?) WHERE true
           ON CONFLICT (viewer, pin_id, day, event_type) DO UPDATE SET count = count + excluded.count`,
          batch.viewer,
          rows,
        );
        sql.exec(
          `INSERT INTO cells (pin_id, day, event_type, count)
           SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?) WHERE true
           ON CONFLICT (pin_id, day, event_type) DO UPDATE SET count = count + excluded.count`,
          rows,
        );
      }
      return { added: true, counted };
    });
    if (result.counted > 0) {
      // A roll-up soon, even when only the later clean-up alarm was set.
      const at = await this.ctx.storage.getAlarm();
      if (at === null || at > Date.now() + IMPRESSION_ROLLUP_DELAY_MS) await this.ctx.storage.setAlarm(Date.now() + IMPRESSION_ROLLUP_DELAY_MS);
    }
    return result;
  }

  /** Realtime totals of one pin in this shard: day -> event type -> count. */
  async totals(pinId: PinId): Promise<Record<string, Record<number, number>>> {
    const out: Record<string, Record<number, number>> = {};
    for (const r of this.ctx.storage.sql.exec<CellRow>('SELECT pin_id, day, event_type, count FROM cells WHERE pin_id = ?', formatId(pinId))) {
      (out[r.day] ??= {})[r.event_type] = r.count;
    }
    return out;
  }

  /** How many cells still wait for a roll-up (tests and the benchmark read it). */
  async pendingRollup(): Promise<number> {
    return this.ctx.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM cells WHERE count <> rolled').one().n;
  }

  /** Rolls changed totals up into D1 (a failure throws so the alarm is retried), then forgets what no event can need any more. */
  override async alarm(): Promise<void> {
    const sql = this.ctx.storage.sql;
    const dirty = sql.exec<CellRow>('SELECT pin_id, day, event_type, count FROM cells WHERE count <> rolled').toArray();
    for (let i = 0; i < dirty.length; i += ROLLUP_CHUNK) {
      const chunk = JSON.stringify(dirty.slice(i, i + ROLLUP_CHUNK).map((r): CellAdd => [r.pin_id, r.day, r.event_type, r.count]));
      // Two statements per chunk, in one batch: the chunk's absolute totals, as JSON. A pin's total is written only while
      // the pin row exists (a primary-key look-up), so a pin deleted meanwhile gets no row again. A carousel slot's goes to
      // its own table, keyed by the slot id as text (a slot number can equal a pin id; migrations/0066), and only while a
      // pin holds the slot (carousel_slots, by key), so a carousel deleted meanwhile gets none again either.
      await this.env.DB.batch([
        this.env.DB.prepare(
          `INSERT INTO pin_event_totals (pin_id, day, event_type, shard, count)
           SELECT CAST(value ->> 0 AS INTEGER), value ->> 1, value ->> 2, ?2, value ->> 3 FROM json_each(?1)
            WHERE value ->> 2 <> ?3 AND EXISTS (SELECT 1 FROM pins WHERE pins.id = CAST(value ->> 0 AS INTEGER))
           ON CONFLICT (pin_id, day, event_type, shard) DO UPDATE SET count = max(count, excluded.count)`,
        ).bind(chunk, this.shard ?? '', EVENT_TYPES.carouselSlotImpression),
        this.env.DB.prepare(
          `INSERT INTO slot_event_totals (slot_id, day, shard, count)
           SELECT value ->> 0, value ->> 1, ?2, value ->> 3 FROM json_each(?1)
            WHERE value ->> 2 = ?3 AND EXISTS (SELECT 1 FROM carousel_slots c WHERE c.slot_id = value ->> 0)
           ON CONFLICT (slot_id, day, shard) DO UPDATE SET count = max(count, excluded.count)`,
        ).bind(chunk, this.shard ?? '', EVENT_TYPES.carouselSlotImpression),
      ]);
      // Only what was written is marked rolled; events that arrived meanwhile stay pending.
      sql.exec(
        `UPDATE cells SET rolled = j.value ->> 3 FROM json_each(?) j
          WHERE cells.pin_id = j.value ->> 0 AND cells.day = j.value ->> 1 AND cells.event_type = j.value ->> 2`,
        chunk,
      );
    }
    const now = Date.now();
    sql.exec('DELETE FROM batches WHERE received_at < ?', now - BATCH_MEMORY_MS);
    sql.exec('DELETE FROM viewer_cells WHERE day < ?', dayOf(now - VIEWER_MEMORY_MS));
    if (sql.exec('SELECT 1 FROM cells WHERE count <> rolled LIMIT 1').toArray().length) {
      await this.ctx.storage.setAlarm(now + IMPRESSION_ROLLUP_DELAY_MS);
    } else if (sql.exec('SELECT 1 FROM viewer_cells LIMIT 1').toArray().length) {
      // Come back once the per-viewer counts have outlived their day, to drop them.
      await this.ctx.storage.setAlarm(now + VIEWER_MEMORY_MS);
    }
  }
}
