// pins.save_count (migrations/0014; docs/performance.md): the popular feeds rank by a kept figure, so it must
// equal the live count of a pin's saves after every kind of write (save, unsave, soft and hard
// delete, moving a save's origin), written through the resources and through plain SQL alike.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardDetail, Pin, SaveResult } from '#shared/types.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { getResource } from './helpers.ts';

const kept = (pinId: number) => count('SELECT save_count AS n FROM pins WHERE id = ?', pinId);
const live = (pinId: number) => count('SELECT COUNT(*) AS n FROM pins WHERE origin_pin_id = ? AND deleted_at IS NULL', pinId);

describe('pins.save_count (docs/architecture.md: What keeps pages cheap)', () => {
  it('equals the live save count of every pin of the demo data', async () => {
    const wrong = await env.DB.prepare(
      'SELECT p.id FROM pins p WHERE p.save_count <> (SELECT COUNT(*) FROM pins s WHERE s.origin_pin_id = p.id AND s.deleted_at IS NULL)',
    ).all();
    expect(wrong.results).toEqual([]);
  });

  it('follows saves and unsaves through RepinResource', async () => {
    const pin = (await getResource<Pin[]>('HomefeedResource', { page_size: 10 })).body.resource_response.data!.find((p) => !p.isPromoted)!;
    const id = Number(pin.entityId);
    const before = await live(id);
    expect(await kept(id)).toBe(before);
    const user = await signUp('counter');
    const board = await call<BoardDetail>('BoardResource', 'create', { name: 'Counted' }, user.cookie);
    const saved = await call<SaveResult>('RepinResource', 'create', { pin_id: pin.entityId, board_id: board.data.entityId }, user.cookie);
    expect(await kept(id)).toBe(before + 1);
    expect((await call('RepinResource', 'delete', { id: saved.data.id, board_id: board.data.entityId }, user.cookie)).status).toBeLessThan(300);
    expect(await live(id)).toBe(before);
    expect(await kept(id)).toBe(before);
  });

  it('follows soft deletes, restores, hard deletes and a moved origin written in SQL', async () => {
    const [a, b] = (
      await env.DB.prepare('SELECT id FROM pins WHERE origin_pin_id IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 2').all<{ id: number }>()
    ).results.map((r) => r.id);
    const save = await env.DB.prepare(
      `INSERT INTO pins (pinner_id, board_id, origin_pin_id, kind, image_signature, created_at)
       SELECT pinner_id, board_id, id, kind, image_signature, ? FROM pins WHERE id = ? RETURNING id`,
    )
      .bind(Date.now(), a)
      .first<number>('id');
    const check = async () => {
      expect(await kept(a)).toBe(await live(a));
      expect(await kept(b)).toBe(await live(b));
    };
    await check();
    await env.DB.prepare('UPDATE pins SET deleted_at = ? WHERE id = ?').bind(Date.now(), save).run();
    await check();
    await env.DB.prepare('UPDATE pins SET deleted_at = NULL WHERE id = ?').bind(save).run();
    await check();
    await env.DB.prepare('UPDATE pins SET origin_pin_id = ? WHERE id = ?').bind(b, save).run();
    await check();
    await env.DB.prepare('DELETE FROM pins WHERE id = ?').bind(save).run();
    await check();
  });
});
