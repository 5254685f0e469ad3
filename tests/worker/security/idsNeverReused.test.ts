// Ids are never reused after hard deletes: a pin, board or section made later gets a new id (docs/security.md: Ids never reused).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, signUp } from '../accountHelpers.ts';
import { boardOf, maxPinId, publicPins, save } from './savingHelpers.ts';

describe('pin and board ids are never reused after hard deletes (pin-card: Card states and the save flow)', () => {
  it('a pin saved after a bulk delete of the newest pins gets a new id, and the deleted pins analytics are gone', async () => {
    const me = await signUp('ids');
    const board = await boardOf(me.cookie, 'Reused ids');
    const [a, b, c] = await publicPins(3);
    await save(me.cookie, a, board.entityId);
    const newest = await save(me.cookie, b, board.entityId);
    expect(Number(newest)).toBe(await maxPinId());
    await env.DB.prepare("INSERT INTO pin_event_totals (pin_id, day, event_type, count) VALUES (?, '2026-11-26', 1, 42)").bind(Number(newest)).run();
    // Bulk delete answers the real count (one pin), not the rows its triggers touched.
    const deleted = await call<{ deleted: number }>('BulkEditResource', 'delete', { board_id: board.entityId, pin_ids: [newest] }, me.cookie);
    expect(deleted.status).toBe(200);
    expect(deleted.data.deleted).toBe(1);
    const next = await save(me.cookie, c, board.entityId);
    expect(Number(next)).toBeGreaterThan(Number(newest));
    const totals = await env.DB.prepare('SELECT COUNT(*) AS n FROM pin_event_totals WHERE pin_id = ?').bind(Number(newest)).first<{ n: number }>();
    expect(totals?.n).toBe(0);
  });

  it('a board and pin made after a board delete get new ids', async () => {
    const me = await signUp('boardids');
    const board = await boardOf(me.cookie, 'Goes away');
    const [a, b] = await publicPins(2);
    const pin = await save(me.cookie, a, board.entityId);
    expect((await call('BoardResource', 'delete', { board_id: board.entityId }, me.cookie)).status).toBe(200);
    const next = await boardOf(me.cookie, 'Comes next');
    expect(Number(next.entityId)).toBeGreaterThan(Number(board.entityId));
    expect(Number(await save(me.cookie, b, next.entityId))).toBeGreaterThan(Number(pin));
  });
});
