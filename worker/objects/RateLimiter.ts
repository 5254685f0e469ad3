// One SQLite-backed object per rate-limit bucket (limit name and client key): a fixed window
// counter that is exact across every edge location, answering how long to wait when exceeded.
import { DurableObject } from 'cloudflare:workers';

export interface RateLimitHit {
  allowed: boolean;
  /** Requests left in this window after this one. */
  remaining: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterS: number;
}

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

  /** At the end of a window an idle bucket frees its storage; a bucket still in use keeps it. */
  override async alarm(): Promise<void> {
    this.ensureTable();
    const sql = this.ctx.storage.sql;
    const row = sql.exec<{ window_start: number; window_ms: number }>('SELECT window_start, window_ms FROM window_counter WHERE id = 1').toArray()[0];
    const tables = sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'bucket_counter'").one().n;
    const bucketsEnd = tables ? (sql.exec<{ end: number | null }>('SELECT MAX(window_start + window_ms) AS end FROM bucket_counter').one().end ?? 0) : 0;
    const end = Math.max(row ? row.window_start + row.window_ms : 0, bucketsEnd);
    if (Date.now() < end) {
      await this.ctx.storage.setAlarm(end);
      return;
    }
    await this.ctx.storage.deleteAll();
    this.ready = false;
    this.bucketsReady = false;
  }
}
