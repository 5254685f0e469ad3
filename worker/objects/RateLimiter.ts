// One SQLite-backed object per rate-limit bucket (limit name and client key): a fixed window
// counter that is exact across every edge location, answering how long to wait when exceeded; and the worker's one
// coalesced purge slot (purgeSlot, worker/seo/publicViewPurge.ts).
import { DurableObject } from 'cloudflare:workers';

export interface RateLimitHit {
  allowed: boolean;
  /** Requests left in this window after this one. */
  remaining: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterS: number;
}

/**
 * What a coalesced purge's caller does (purgeSlot): send it now; send it in `afterMs`, when the window ends, then ask
 * again with `windowEnd`; or nothing, a purge sent after its write covering it.
 */
export type PurgeSlot = { send: 'now' } | { send: 'later'; afterMs: number; windowEnd: number } | { send: 'covered' };

export class RateLimiter extends DurableObject<Env> {
  /** Whether the table exists in this instance's storage (the alarm deletes all storage). */
  private ready = false;

  private ensureTable(): void {
    if (this.ready) return;
    this.ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS window_counter (id INTEGER PRIMARY KEY CHECK (id = 1), window_start INTEGER NOT NULL, window_ms INTEGER NOT NULL, count INTEGER NOT NULL)',
    );
    this.ready = true;
  }

  /** Counts `cost` requests (default one) against `limit` per `windowMs`; refused requests are not counted. */
  async hit(limit: number, windowMs: number, nowMs = Date.now(), cost = 1): Promise<RateLimitHit> {
    this.ensureTable();
    const row = this.ctx.storage.sql.exec<{ window_start: number; count: number }>('SELECT window_start, count FROM window_counter WHERE id = 1').toArray()[0];
    const fresh = !row || nowMs >= row.window_start + windowMs;
    const start = fresh ? nowMs : row.window_start;
    const count = fresh ? 0 : row.count;
    const retryAfterS = Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000));
    if (count + cost > limit) return { allowed: false, remaining: Math.max(0, limit - count), retryAfterS };
    this.ctx.storage.sql.exec(
      `INSERT INTO window_counter (id, window_start, window_ms, count) VALUES (1, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET window_start = excluded.window_start, window_ms = excluded.window_ms, count = excluded.count`,
      start,
      windowMs,
      count + cost,
    );
    // An idle bucket deletes itself when its window is over.
    if (fresh) await this.ctx.storage.setAlarm(start + windowMs);
    return { allowed: true, remaining: limit - count - cost, retryAfterS };
  }

  /**
   * Several buckets of one client in one object (the event endpoint's per-request and
   * per-event limits in one call; docs/performance.md): each `spend` is counted in turn against its own window, and the
   * first refused stops there (it and those after it are not counted). Answers each bucket's result
   * up to the refused one.
   */
  async hitEach(spends: ReadonlyArray<{ limit: number; windowMs: number; cost: number }>, nowMs = Date.now()): Promise<RateLimitHit[]> {
    const sql = this.ctx.storage.sql;
    if (!this.bucketsReady) {
      sql.exec(
        'CREATE TABLE IF NOT EXISTS bucket_counter (bucket INTEGER PRIMARY KEY, window_start INTEGER NOT NULL, window_ms INTEGER NOT NULL, count INTEGER NOT NULL)',
      );
      this.bucketsReady = true;
    }
    const rows = new Map(
      sql
        .exec<{ bucket: number; window_start: number; count: number }>('SELECT bucket, window_start, count FROM bucket_counter')
        .toArray()
        .map((r) => [r.bucket, r]),
    );
    const results: RateLimitHit[] = [];
    let laterEnd = 0;
    for (const [bucket, { limit, windowMs, cost }] of spends.entries()) {
      const row = rows.get(bucket);
      const fresh = !row || nowMs >= row.window_start + windowMs;
      const start = fresh ? nowMs : row.window_start;
      const count = fresh ? 0 : row.count;
      const retryAfterS = Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000));
      if (count + cost > limit) {
        results.push({ allowed: false, remaining: Math.max(0, limit - count), retryAfterS });
        break;
      }
      sql.exec(
        `INSERT INTO bucket_counter (bucket, window_start, window_ms, count) VALUES (?, ?, ?, ?)
         ON CONFLICT (bucket) DO UPDATE SET window_start = excluded.window_start, window_ms = excluded.window_ms, count = excluded.count`,
        bucket,
        start,
        windowMs,
        count + cost,
      );
      if (fresh) laterEnd = Math.max(laterEnd, start + windowMs);
      results.push({ allowed: true, remaining: limit - count - cost, retryAfterS });
    }
    // An idle object deletes itself once its windows are over (the alarm checks them all).
    if (laterEnd) {
      const at = await this.ctx.storage.getAlarm();
      if (at === null || at < laterEnd) await this.ctx.storage.setAlarm(laterEnd);
    }
    return results;
  }

  private bucketsReady = false;

  /**
   * One purge per `windowMs`, coalesced (worker/seo/publicViewPurge.ts). A caller past the last window sends now and
   * starts the next; the first caller inside a window sends the trailing purge when it ends (`later`), and the others
   * are covered by it. That trailing caller asks again with the `windowEnd` it waited for: covered when another purge
   * went out since (only possible once that window had ended, so after every write it covers), else it sends now.
   */
  async purgeSlot(windowMs: number, windowEnd?: number, nowMs = Date.now()): Promise<PurgeSlot> {
    const sql = this.ctx.storage.sql;
    if (!this.slotReady) {
      sql.exec('CREATE TABLE IF NOT EXISTS purge_slot (id INTEGER PRIMARY KEY CHECK (id = 1), window_end INTEGER NOT NULL, trailing INTEGER NOT NULL)');
      this.slotReady = true;
    }
    const row = sql.exec<{ window_end: number; trailing: number }>('SELECT window_end, trailing FROM purge_slot WHERE id = 1').toArray()[0];
    const open = windowEnd === undefined ? !row || nowMs >= row.window_end : !row || row.window_end <= windowEnd;
    if (open) {
      sql.exec(
        'INSERT INTO purge_slot (id, window_end, trailing) VALUES (1, ?, 0) ON CONFLICT (id) DO UPDATE SET window_end = excluded.window_end, trailing = 0',
        nowMs + windowMs,
      );
      const at = await this.ctx.storage.getAlarm();
      if (at === null || at < nowMs + windowMs) await this.ctx.storage.setAlarm(nowMs + windowMs);
      return { send: 'now' };
    }
    if (windowEnd !== undefined || !row || row.trailing) return { send: 'covered' };
    sql.exec('UPDATE purge_slot SET trailing = 1 WHERE id = 1');
    return { send: 'later', afterMs: Math.max(0, row.window_end - nowMs), windowEnd: row.window_end };
  }

  private slotReady = false;

  /** At the end of a window an idle bucket frees its storage; a bucket still in use keeps it. */
  override async alarm(): Promise<void> {
    this.ensureTable();
    const sql = this.ctx.storage.sql;
    const row = sql.exec<{ window_start: number; window_ms: number }>('SELECT window_start, window_ms FROM window_counter WHERE id = 1').toArray()[0];
    const has = (name: string) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?", name).one().n > 0;
    const bucketsEnd = has('bucket_counter')
      ? (sql.exec<{ end: number | null }>('SELECT MAX(window_start + window_ms) AS end FROM bucket_counter').one().end ?? 0)
      : 0;
    const slotEnd = has('purge_slot') ? (sql.exec<{ end: number | null }>('SELECT MAX(window_end) AS end FROM purge_slot').one().end ?? 0) : 0;
    const end = Math.max(row ? row.window_start + row.window_ms : 0, bucketsEnd, slotEnd);
    if (Date.now() < end) {
      await this.ctx.storage.setAlarm(end);
      return;
    }
    await this.ctx.storage.deleteAll();
    this.ready = false;
    this.bucketsReady = false;
    this.slotReady = false;
  }
}
