// Global reads (docs/performance.md): every request reads D1 through one Sessions API session, and a person
// carries the bookmark of their last write in a cookie so they always read their own writes.
import { describe, expect, it } from 'vitest';
import type { BoardDetail } from '#shared/types.ts';
import { D1_BOOKMARK_COOKIE } from '#worker/lib/cookies.ts';
import { call } from './accountHelpers.ts';
import { request, sessionCookie } from './helpers.ts';

const bookmarkFrom = (response: Response): string | null =>
  new RegExp(`${D1_BOOKMARK_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1] || null;

describe('D1 sessions (issue 18)', () => {
  it('answers reads without setting the bookmark cookie, and reports the time spent in D1 outside production', async () => {
    const response = await request('/');
    expect(response.status).toBe(200);
    expect(bookmarkFrom(response)).toBeNull();
    expect(response.headers.get('server-timing')).toMatch(/^d1;dur=\d+(\.\d+)?;desc="\d+ statements"$/);
  });

  it('sets the bookmark after a write, and a person carrying it reads their own write', async () => {
    const member = await sessionCookie(1);
    const created = await call<BoardDetail>('BoardResource', 'create', { name: 'Read my writes' }, member);
    expect(created.status).toBe(201);
    const bookmark = bookmarkFrom(created.response);
    expect(bookmark).toMatch(/^[0-9a-f-]+$/i);
    const board = await call<BoardDetail>('BoardResource', 'get', { board_id: created.data.entityId }, `${member}; ${D1_BOOKMARK_COOKIE}=${bookmark}`);
    expect(board.status, JSON.stringify(board.error)).toBe(200);
    expect(board.data.name).toBe('Read my writes');
  });

  it('totals the D1 time of every request, streamed parts included, outside production (GET /__bench/d1)', async () => {
    type Totals = { ms: number; statements: number; roundTrips: number };
    const before = (await (await request('/__bench/d1')).json()) as Totals;
    await (await request('/')).text();
    const after = (await (await request('/__bench/d1')).json()) as Totals;
    expect(after.statements).toBeGreaterThan(before.statements);
    expect(after.ms).toBeGreaterThanOrEqual(before.ms);
    // A batch is one round trip: a signed-out home page reads its ads and pins in one (docs/performance.md).
    expect(after.roundTrips).toBeGreaterThan(before.roundTrips);
    expect(after.roundTrips - before.roundTrips).toBeLessThan(after.statements - before.statements);
  });

  it('ignores a bookmark cookie that is not a bookmark', async () => {
    for (const value of ['not-a-bookmark!', "1'; DROP TABLE pins", 'x'.repeat(300)]) {
      const response = await request('/', { headers: { cookie: `${D1_BOOKMARK_COOKIE}=${encodeURIComponent(value)}` } });
      expect(response.status).toBe(200);
    }
  });
});
