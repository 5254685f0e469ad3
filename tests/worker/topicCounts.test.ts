// A topic's pin count is a column kept by triggers (migrations/0046_topic_pin_counts.sql): it stays equal to the
// count of the topic's listed pins (worker/discovery/topicData.ts LISTED_OF) through everything that lists a pin or
// stops listing it, and the directory reads it without visiting any topic's pins.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { InterestId } from '#shared/ids.ts';
import { listTopics, relatedTopics } from '#worker/discovery/topicData.ts';

/** Every topic whose kept count differs from its listed pins counted: none, whatever happened. */
async function miscounted(): Promise<unknown[]> {
  const { results } = await env.DB.prepare(
    `SELECT t.id, t.pin_count, (SELECT COUNT(*) FROM pin_interests pi JOIN pins p ON p.id = pi.pin_id LEFT JOIN boards b ON b.id = p.board_id
        WHERE pi.interest_id = t.id AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.deleted_at IS NULL
          AND (b.id IS NULL OR b.privacy = 'public')) AS listed
       FROM interests t WHERE pin_count <> listed`,
  ).all();
  return results;
}

const run = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .run();

async function board(owner: number, privacy: 'public' | 'secret'): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO boards (owner_id, name, slug, privacy, created_at) VALUES (?1, 'Topic counts', 'topic-counts-' || ?2, ?3, ?2) RETURNING id",
  )
    .bind(owner, Date.now() + Math.random(), privacy)
    .first<{ id: number }>();
  return row!.id;
}

async function pinOn(owner: number, boardId: number | null, topics: number[], origin: number | null = null): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO pins (pinner_id, board_id, origin_pin_id, kind, title, image_signature, created_at)
     SELECT ?1, ?2, ?3, 'image', 'Counted', image_signature, ?4 FROM pins LIMIT 1 RETURNING id`,
  )
    .bind(owner, boardId, origin, Date.now())
    .first<{ id: number }>();
  for (const topic of topics) await run('INSERT INTO pin_interests (pin_id, interest_id) VALUES (?, ?)', row!.id, topic);
  return row!.id;
}

describe("a topic's pin count (migrations/0046) (docs/architecture.md: What keeps pages cheap)", () => {
  it('stays equal to its listed pins through saves, promotion, deletion, moves, privacy and removals', async () => {
    expect(await miscounted()).toEqual([]);
    const topics = (await env.DB.prepare('SELECT id FROM interests ORDER BY id LIMIT 2').all<{ id: number }>()).results.map((r) => r.id);
    const owner = 5;
    const open = await board(owner, 'public');
    const closed = await board(owner, 'secret');

    const listed = await pinOn(owner, open, topics);
    const loose = await pinOn(owner, null, [topics[0]]);
    const hidden = await pinOn(owner, closed, topics);
    await pinOn(6, null, topics, listed); // a save is not counted
    expect(await miscounted()).toEqual([]);

    await run('UPDATE pins SET is_promoted = 1 WHERE id = ?', loose);
    await run('UPDATE pins SET board_id = ? WHERE id = ?', open, hidden); // moved onto a public board
    await run('UPDATE pins SET board_id = ? WHERE id = ?', closed, listed); // and one off it
    expect(await miscounted()).toEqual([]);

    await run("UPDATE boards SET privacy = 'secret' WHERE id = ?", open);
    await run("UPDATE boards SET privacy = 'public' WHERE id = ?", closed);
    expect(await miscounted()).toEqual([]);

    await run('UPDATE pins SET deleted_at = ? WHERE id = ?', Date.now(), listed);
    await run('DELETE FROM pin_interests WHERE pin_id = ? AND interest_id = ?', hidden, topics[1]);
    await run('DELETE FROM pins WHERE id = ?', loose);
    expect(await miscounted()).toEqual([]);

    await run("UPDATE boards SET privacy = 'public' WHERE id = ?", open);
    await run('DELETE FROM boards WHERE id = ?', open); // a public board removed with its pins
    await run('DELETE FROM boards WHERE id = ?', closed);
    expect(await miscounted()).toEqual([]);
  });

  it("is what the directory shows, with each topic's newest listed pin as its cover", async () => {
    const counts = new Map(
      (await env.DB.prepare('SELECT id, pin_count FROM interests').all<{ id: number; pin_count: number }>()).results.map((r) => [String(r.id), r.pin_count]),
    );
    const directory = await listTopics(env.DB);
    expect(directory.length).toBeGreaterThan(0);
    for (const topic of directory) {
      expect(topic.pinCount).toBe(counts.get(topic.entityId));
      const newest = await env.DB.prepare(
        `SELECT i.signature FROM pin_interests pi JOIN pins p ON p.id = pi.pin_id LEFT JOIN boards b ON b.id = p.board_id JOIN images i ON i.signature = p.image_signature
          WHERE pi.interest_id = ? AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.deleted_at IS NULL AND (b.id IS NULL OR b.privacy = 'public')
          ORDER BY p.id DESC LIMIT 1`,
      )
        .bind(Number(topic.entityId))
        .first<{ signature: string }>();
      expect(topic.coverImageUrl).toContain(newest!.signature);
    }
  });

  it("ranks a topic's related topics by the topics its newest pins carry too, counted over those only", async () => {
    const topic = async (name: string) =>
      (await env.DB.prepare('INSERT INTO interests (name, url_name) VALUES (?1, lower(?1)) RETURNING id').bind(name).first<{ id: InterestId }>())!.id;
    const [seed, recent, older] = [await topic('Sampled seed'), await topic('Sampled recent'), await topic('Sampled older')];
    // Three older pins carry `older` with the seed topic, then the two newest carry `recent`.
    for (let i = 0; i < 3; i++) await pinOn(5, null, [seed, older]);
    for (let i = 0; i < 2; i++) await pinOn(5, null, [seed, recent]);
    const first = async (sample?: number) => (await relatedTopics(env.DB, seed, 1, sample)).map((t) => t.name);
    expect(await first()).toEqual(['Sampled older']);
    expect(await first(2)).toEqual(['Sampled recent']);
  });
});
