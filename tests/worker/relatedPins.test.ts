// Related pins without a scan (docs/performance.md): "More to explore" reads annotations from
// pin_annotations, which triggers keep equal to each pin's data.pinJoin.visualAnnotation, and
// ranks exactly as the json_each scan over pins.data it replaces did.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Pin } from '#shared/types.ts';
import { notBlocked, pinListed, pinVisibleTo } from '#worker/visibility.ts';
import { getResource, sessionCookie } from './helpers.ts';

/** Every (name, pin) pair as pins.data states it, read with the JSON scan. */
async function annotationsInData(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT DISTINCT a.value AS name, p.id AS pin_id FROM pins p, json_each(p.data, '$.pinJoin.visualAnnotation') a
      WHERE json_type(p.data, '$.pinJoin.visualAnnotation') = 'array' AND a.type = 'text' ORDER BY 2, 1`,
  ).all<{ name: string; pin_id: number }>();
  return results.map((r) => `${r.pin_id}:${r.name}`);
}

async function annotationsInTable(): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT name, pin_id FROM pin_annotations ORDER BY 2, 1').all<{ name: string; pin_id: number }>();
  return results.map((r) => `${r.pin_id}:${r.name}`);
}

/** The related-pins ranking as it was computed before the performance work (docs/performance.md): a json_each scan of every pin. */
async function rankedByScan(pinId: number, limit: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `WITH seed AS (
       SELECT sp.id, sp.board_id, sp.data FROM pins sp LEFT JOIN boards sb ON sb.id = sp.board_id
        WHERE sp.id = ?1 AND ${pinVisibleTo({ pin: 'sp', board: 'sb', viewer: '-1' })}),
     matches AS (
       SELECT pi.pin_id AS id, 2 AS weight FROM pin_interests pi
        WHERE pi.interest_id IN (SELECT interest_id FROM pin_interests WHERE pin_id IN (SELECT id FROM seed))
       UNION ALL SELECT p.id, 1 FROM pins p, seed WHERE p.board_id = seed.board_id
       UNION ALL SELECT p.id, 1 FROM pins p, json_each(p.data, '$.pinJoin.visualAnnotation') a
        WHERE json_type(p.data, '$.pinJoin.visualAnnotation') = 'array'
          AND a.value IN (SELECT value FROM seed, json_each(seed.data, '$.pinJoin.visualAnnotation'))),
     ranked AS (SELECT id, SUM(weight) AS score FROM matches WHERE id <> ?1 GROUP BY id)
     SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id JOIN ranked r ON r.id = p.id
      WHERE ${pinListed({ pin: 'p', board: 'b' })} AND ${notBlocked({ user: 'p.pinner_id', viewer: '-1' })} AND p.origin_pin_id IS NULL AND p.is_promoted = 0
      ORDER BY r.score DESC, p.id DESC LIMIT ?2`,
  )
    .bind(pinId, limit)
    .all<{ id: number }>();
  return results.map((r) => String(r.id));
}

describe('related pins without a scan (docs/architecture.md: What keeps pages cheap)', () => {
  it('pin_annotations holds exactly the annotations of every pin after the demo data is loaded', async () => {
    const inData = await annotationsInData();
    expect(inData.length).toBeGreaterThan(100);
    expect(await annotationsInTable()).toEqual(inData);
  });

  it('follows a pin when its data changes and when it is deleted', async () => {
    const { id } = (await env.DB.prepare("SELECT id FROM pins WHERE data LIKE '%visualAnnotation%' ORDER BY id LIMIT 1").first<{ id: number }>())!;
    await env.DB.prepare("UPDATE pins SET data = json_set(data, '$.pinJoin.visualAnnotation', json_array('Teal tiles', 'Brass')) WHERE id = ?").bind(id).run();
    const { results } = await env.DB.prepare('SELECT name FROM pin_annotations WHERE pin_id = ? ORDER BY name').bind(id).all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual(['Brass', 'Teal tiles']);
    await env.DB.prepare("UPDATE pins SET data = json_remove(data, '$.pinJoin') WHERE id = ?").bind(id).run();
    expect(await annotationsInTable()).toEqual(await annotationsInData());
    const inserted = await env.DB.prepare(
      `INSERT INTO pins (pinner_id, kind, title, image_signature, data, created_at)
       SELECT pinner_id, 'image', 'Annotated', image_signature, '{"pinJoin":{"visualAnnotation":["Brass","Brass","Oak"]}}', 0 FROM pins WHERE id = ? RETURNING id`,
    )
      .bind(id)
      .first<{ id: number }>();
    const names = await env.DB.prepare('SELECT name FROM pin_annotations WHERE pin_id = ? ORDER BY name').bind(inserted!.id).all<{ name: string }>();
    expect(names.results.map((r) => r.name)).toEqual(['Brass', 'Oak']);
    await env.DB.prepare('DELETE FROM pins WHERE id = ?').bind(inserted!.id).run();
    expect(await annotationsInTable()).toEqual(await annotationsInData());
  });

  it('ranks the same pins in the same order as the json_each scan it replaces', async () => {
    const { results } = await env.DB.prepare(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.data LIKE '%visualAnnotation%' ORDER BY p.id LIMIT 5",
    ).all<{ id: number }>();
    expect(results.length).toBe(5);
    for (const { id } of results) {
      const expected = await rankedByScan(id, 40);
      const { body } = await getResource<Pin[]>('RelatedPinsResource', { pin_id: String(id), page_size: 40 });
      expect(body.resource_response.data!.map((p) => p.entityId)).toEqual(expected);
    }
  });

  it.each(['blocks', 'is blocked by'] as const)(
    "a member who %s a pinner gets none of that pinner's pins among related pins; a visitor, whose statement has no block check, gets them",
    async (way) => {
      const { results } = await env.DB.prepare(
        "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.data LIKE '%visualAnnotation%' ORDER BY p.id LIMIT 1",
      ).all<{ id: number }>();
      const seed = String(results[0].id);
      const related = async (init: RequestInit = {}) =>
        (await getResource<Pin[]>('RelatedPinsResource', { pin_id: seed, page_size: 40 }, init)).body.resource_response.data!;
      const forVisitor = await related();
      const pinner = Number(forVisitor[0].pinner.entityId);
      const member = await env.DB.prepare('SELECT id FROM users WHERE id <> ? ORDER BY id LIMIT 1').bind(pinner).first<{ id: number }>();
      const [blocker, blocked] = way === 'blocks' ? [member!.id, pinner] : [pinner, member!.id];
      await env.DB.prepare('INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, 0)').bind(blocker, blocked).run();
      try {
        const forMember = await related({ headers: { cookie: await sessionCookie(member!.id) } });
        expect(forMember.length).toBeGreaterThan(0);
        expect(forMember.filter((p) => p.pinner.entityId === String(pinner))).toEqual([]);
        expect((await related()).map((p) => p.entityId)).toEqual(forVisitor.map((p) => p.entityId));
      } finally {
        await env.DB.prepare('DELETE FROM user_blocks WHERE blocker_id = ? AND blocked_id = ?').bind(blocker, blocked).run();
      }
    },
  );
});
