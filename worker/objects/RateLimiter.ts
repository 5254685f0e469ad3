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

  /** At the end of a window an idle bucket frees its storage; a bucket still in use keeps it. */
  override async alarm(): Promise<void> {
    this.ensureTable();
    const row = this.ctx.storage.sql
      .exec<{ window_start: number; window_ms: number }>('SELECT window_start, window_ms FROM window_counter WHERE id = 1')
      .toArray()[0];
    if (row && Date.now() < row.window_start + row.window_ms) {
      await this.ctx.storage.setAlarm(row.window_start + row.window_ms);
      return;
    }
    await this.ctx.storage.deleteAll();
    this.ready = false;
  }
}
