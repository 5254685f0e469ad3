// The signed-in home feed reads its personal pins through bounds (docs/performance.md: worker/feed/homeFeedData.ts
// personalIds): each followed term's newest pin, its next few, then only the pins between the
// bound and each term's newest. Where topics hold many pins that share topics (as at 240,000 pins)
// and other terms are sparse and old, the bounds fall at every kind of place as a viewer pages on;
// page after page must still be exactly every term's pins merged newest first (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the
// pins of followed boards, people and topics first), with hidden pins and the viewer's own left out.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pin } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';

type Person = Awaited<ReturnType<typeof signUp>>;
const now = Date.now();
let serial = 0;
let signature = '';

async function board(owner: Person, name: string): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO boards (owner_id, name, slug, privacy, created_at) VALUES (?, ?, ?, 'public', ?) RETURNING id")
    .bind(Number(owner.id), name, `bound-${++serial}`, now)
    .first<{ id: number }>();
  return row!.id;
}

async function pin(owner: Person, boardId: number, interests: number[] = []): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, created_at) VALUES (?, ?, 'image', ?, ?, ?) RETURNING id",
  )
    .bind(Number(owner.id), boardId, `Bound pin ${++serial}`, signature, now + serial)
    .first<{ id: number }>();
  for (const interest of interests) await env.DB.prepare('INSERT INTO pin_interests (pin_id, interest_id) VALUES (?, ?)').bind(row!.id, interest).run();
  return row!.id;
}

/** The personal pins at the head of the viewer's home feed, `size` pins a page (its ads left out). */
async function personalFeed(who: Person, size: number): Promise<number[]> {
  const pins: Pin[] = [];
  let bookmark: string | null = null;
  for (let i = 0; i < 200; i++) {
    const r: Awaited<ReturnType<typeof call<Pin[]>>> = await call<Pin[]>('HomefeedResource', 'get', { page_size: size, bookmark }, who.cookie);
    expect(r.status).toBe(200);
    pins.push(...r.data.filter((p) => !p.isPromoted && !p.promoter));
    bookmark = r.bookmark;
    if (!bookmark || pins.some((p) => !p.recommendationReason)) break;
  }
  const firstOther = pins.findIndex((p) => !p.recommendationReason);
  return pins.slice(0, firstOther < 0 ? pins.length : firstOther).map((p) => Number(p.entityId));
}

describe('home feed bounds (pin-card: Card states and the save flow)', () => {
  let viewer: Person;
  const expected: number[] = [];

  beforeAll(async () => {
    signature = (await env.DB.prepare('SELECT signature FROM images LIMIT 1').first<{ signature: string }>())!.signature;
    viewer = await signUp('zbounds');
    const maker = await signUp('zboundmaker');
    const person = await signUp('zboundperson');
    const db = env.DB;
    // Sparse, old terms: a followed person's two pins and a followed board's one, before the topics'.
    const personBoard = await board(person, 'Old person board');
    const followedBoard = await board(maker, 'Old followed board');
    const old = [await pin(person, personBoard), await pin(maker, followedBoard), await pin(person, personBoard)];
    // Dense terms: six topics, 90 pins, each pin in two neighbouring topics.
    const topics: number[] = [];
    for (let t = 0; t < 6; t++) {
      const row = await db
        .prepare('INSERT INTO interests (name, url_name) VALUES (?, ?) RETURNING id')
        .bind(`Bound topic ${t} ${now}`, `bound-topic-${t}-${now}`)
        .first<{ id: number }>();
      topics.push(row!.id);
    }
    const topicBoard = await board(maker, 'Topic board');
    // Made in two batches, not 270 round trips: the hook stays quick on a loaded machine.
    const made = await db.batch<{ id: number }>(
      Array.from({ length: 90 }, () =>
        db
          .prepare("INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, created_at) VALUES (?, ?, 'image', ?, ?, ?) RETURNING id")
          .bind(Number(maker.id), topicBoard, `Bound pin ${++serial}`, signature, now + serial),
      ),
    );
    const dense = made.map((r) => r.results[0].id);
    await db.batch(
      dense.flatMap((id, i) =>
        [topics[i % 6], topics[(i + 1) % 6]].map((topic) => db.prepare('INSERT INTO pin_interests (pin_id, interest_id) VALUES (?, ?)').bind(id, topic)),
      ),
    );
    // Left out: a hidden topic pin near the top, and the viewer's own pin of a followed topic.
    const hidden = dense[85];
    await db.prepare('INSERT INTO pin_hides (user_id, pin_id, created_at) VALUES (?, ?, ?)').bind(Number(viewer.id), hidden, now).run();
    const own = await pin(viewer, await board(viewer, 'Own board'), [topics[0]]);
    await db.prepare('INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)').bind(Number(viewer.id), Number(person.id), now).run();
    await db.prepare('INSERT INTO board_follows (user_id, board_id, created_at) VALUES (?, ?, ?)').bind(Number(viewer.id), followedBoard, now).run();
    for (const topic of topics.slice(0, 5)) {
      await db.prepare('INSERT INTO interest_follows (user_id, interest_id, created_at) VALUES (?, ?, ?)').bind(Number(viewer.id), topic, now).run();
    }
    // Topic 5 is not followed: each dense pin is in one of topics 0-4 as well.
    expected.push(...[...dense, ...old].filter((id) => id !== hidden && id !== own).sort((a, b) => b - a));
  });

  it.each([1, 2, 5, 11, 25])('gives every term’s pins newest first, %i a page, across every bound', async (size) => {
    expect(await personalFeed(viewer, size)).toEqual(expected);
  });
});
