// Edge snapshots of shared data (docs/performance.md#edge-snapshots): rows that are the same for every signed-out
// viewer (the popular feed's first page, a public pin's closeup rows and related pins, the topics) kept in this data
// centre's Cache API for at most SNAPSHOT_FRESH_S, so a far visitor's page reads them in about a millisecond instead
// of a D1 round trip; anyone signed in reads their own. Only rows are kept: whatever is made of
// them per visitor (signed links, hidden pins, ads' view tokens) is made per request. A snapshot is served only under
// the public-view generation it was taken under (worker/seo/botPageGeneration.ts): every write that changes what a public
// page shows (publicViewChanged: an edit, a comment, a pin deleted or moved, a board made secret) moves it, so a snapshot
// taken before is never served again, and drops this data centre's snapshots and this isolate's copies at once
// (dropSnapshots, with the snapshots of the pins it names); other data centres and isolates follow within KV's 60 s.
import { AsyncLocalStorage } from 'node:async_hooks';
import { formatId, type PinId } from '#shared/ids.ts';
import { readingFrom, readsReached } from '#worker/middleware/d1Session.ts';
import { bookmarkOf, botPageGeneration, seenBy } from '#worker/seo/botPageGeneration.ts';

/** How long a snapshot may be served after it was taken (the stated freshness of shared data). */
export const SNAPSHOT_FRESH_S = 60;

/** The named Cache API cache of snapshots, and the origin of their keys (never a real address). */
const CACHE_NAME = 'edge-snapshots';
const KEY_ORIGIN = 'https://snapshots.invalid';
const TAKEN_HEADER = 'X-Snapshot-Taken';
const GENERATION_HEADER = 'X-Snapshot-Generation';

/**
 * The snapshots kept once each, by name: a closed list, so a purge drops each of them in this data centre whichever
 * isolate took it (the Cache API cannot list its keys). The signed-out home feed's first page as the first HTML reads
 * it, and as the JSON feed (HomefeedResource) reads it; the topic directory.
 */
export const SNAPSHOTS = { popularFirstHtml: 'popular/first-html', popularFirstPage: 'popular/first-page', topicDirectory: 'topics/directory' } as const;

/**
 * The snapshots kept per pin: a public pin's closeup rows (its row, first comments, media and variants) and its first
 * page of related pins. No closed list can hold them: a purge drops those of the pins it names (dropSnapshots), and a pin taken out of
 * public view retires every snapshot with the generation, the related pins and topic pages that list it included.
 */
export function pinSnapshots(pinId: PinId) {
  // One name per pin: a typed id has one spelling (formatId), however the request wrote it.
  const id = formatId(pinId);
  return { closeup: `pin/${id}/closeup`, related: `pin/${id}/related` } as const;
}

/** A topic page's shared rows (by its url name or id as the route names it): an edit reaches it within its freshness. */
export const topicSnapshot = (topic: string) => `topic/${topic}` as const;

export type SnapshotName = (typeof SNAPSHOTS)[keyof typeof SNAPSHOTS] | `pin/${string}` | `topic/${string}`;

/** What the snapshots a render served were, while a crawler's page is rendered (oldestDataOf). */
interface ServedData {
  /** When the oldest was taken. */
  taken: number;
  /** The public-view generations they were kept under. */
  generations: Set<string>;
}
const oldestServed = new AsyncLocalStorage<ServedData>();

/**
 * Runs `render` and says when the oldest data it served was taken (now, or the oldest snapshot it read) and the
 * generations of the snapshots it served. A crawler's page counts its age from the first, so a page made from a 48 s
 * old snapshot is kept and shared for 12 s, not 60; and is kept only when every snapshot it served is of its own
 * generation (KV may answer one request's two reads of the generation apart) (docs/security.md, deleted means deleted).
 */
export async function oldestDataOf<T>(render: () => Promise<T>): Promise<{ value: T } & ServedData> {
  const oldest: ServedData = { taken: Date.now(), generations: new Set() };
  const value = await oldestServed.run(oldest, render);
  return { value, ...oldest };
}

/** What a snapshot needs of the env: the KV namespace that carries the public-view generation, and the request's D1. */
export type SnapshotEnv = Pick<Env, 'BOT_PAGES' | 'DB'>;

/**
 * This isolate's copies of the snapshots it read or took, by name, so a hit costs no Cache API read (about 1 ms of the
 * runtime's CPU locally): each kept with the generation and the time it was taken, and served under the same rules as
 * the Cache API's copy (same generation, at most SNAPSHOT_FRESH_S old). Frozen, as every request shares them. At most
 * IN_ISOLATE_LIMIT names, the oldest put dropped first.
 */
export const IN_ISOLATE_LIMIT = 500;

interface Copy {
  value: unknown;
  taken: number;
  generation: string;
}

/** A map of at most `limit` copies by name, the oldest put dropped first. */
export function isolateCopies(limit: number) {
  const copies = new Map<SnapshotName, Copy>();
  return {
    get: (name: SnapshotName) => copies.get(name),
    hold(name: SnapshotName, copy: Copy): void {
      copies.delete(name);
      if (copies.size >= limit) copies.delete(copies.keys().next().value as SnapshotName);
      copies.set(name, copy);
    },
    drop: (name: SnapshotName) => copies.delete(name),
  };
}

const inIsolate = isolateCopies(IN_ISOLATE_LIMIT);

/** Freezes a JSON value and everything in it: a request that changed a shared snapshot would change it for all. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** Whether a copy taken at `taken` under `kept` may be served under `generation` now. */
const servable = (kept: string | null, taken: number, generation: string) => {
  const age = Date.now() - taken;
  return kept === generation && age >= 0 && age <= SNAPSHOT_FRESH_S * 1000;
};

/** Counts a served snapshot taken at `taken` under `generation` into the data of the crawler's page being rendered (oldestDataOf). */
function served<T>(value: T, taken: number, generation: string): T {
  const oldest = oldestServed.getStore();
  if (oldest) {
    oldest.taken = Math.min(oldest.taken, taken);
    oldest.generations.add(generation);
  }
  return value;
}

/**
 * `read()`'s value, from this isolate's or this data centre's snapshot `name` when one taken under the current
 * public-view generation is at most SNAPSHOT_FRESH_S old; otherwise read now and kept when `keep` says it may be (a
 * pin's rows: only while the pin and its board are public). `read` reads through the `db` it is given, which answers
 * from at least the bookmark of the last removal from public view (readingFrom). The value must be JSON, and is frozen:
 * it is shared.
 * @example const rows = await snapshot(env, SNAPSHOTS.popularFirstPage, (db) => readRows(db));
 */
export async function snapshot<T>(
  env: SnapshotEnv,
  name: SnapshotName,
  read: (db: D1Database) => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  const key = `${KEY_ORIGIN}/${name}`;
  const generationRead = botPageGeneration(env.BOT_PAGES);
  const held = inIsolate.get(name);
  if (held && servable(held.generation, held.taken, await generationRead)) return served(held.value as T, held.taken, held.generation);
  // The generation (KV) and the kept copy (Cache API) are asked for together: a far visitor waits for the slower alone.
  const opened = caches.open(CACHE_NAME);
  const [generation, cache, hit] = await Promise.all([generationRead, opened, opened.then((c) => c.match(key))]);
  if (hit) {
    const taken = Number(hit.headers.get(TAKEN_HEADER));
    if (servable(hit.headers.get(GENERATION_HEADER), taken, generation)) {
      const value = frozen((await hit.json()) as T);
      inIsolate.hold(name, { value, taken, generation });
      return served(value, taken, generation);
    }
  }
  // Read from at least the bookmark of the write that moved the generation: a replica still behind it may hold what it
  // removed (readingFrom).
  const db = readingFrom(env.DB, bookmarkOf(generation));
  const value = frozen(await read(db));
  // A generation KV could not tell ('unknown') is no generation to keep a snapshot under, and rows whose reads did not
  // reach that write (seenBy) are served to this request, never kept.
  if (generation !== 'unknown' && seenBy(generation, readsReached(db)) && keep(value)) {
    const taken = Date.now();
    const headers = {
      'Content-Type': 'application/json',
      'Cache-Control': `max-age=${SNAPSHOT_FRESH_S}`,
      [TAKEN_HEADER]: String(taken),
      [GENERATION_HEADER]: generation,
    };
    inIsolate.hold(name, { value, taken, generation });
    await cache
      .put(key, new Response(JSON.stringify(value), { headers }))
      .catch((error: unknown) => console.warn({ message: 'snapshot not kept', error: String(error) }));
  }
  // Read now, from the bookmark of `generation`: a crawler's page made of it is of that generation.
  return served(value, Date.now(), generation);
}

/**
 * Drops this data centre's snapshots kept once and those of `pinIds`: after an edit that keeps content public (and with
 * every removal, before the generation moves).
 */
export async function dropSnapshots(pinIds: Iterable<PinId> = []): Promise<void> {
  const names: SnapshotName[] = [...Object.values(SNAPSHOTS), ...[...pinIds].flatMap((id) => Object.values(pinSnapshots(id)))];
  for (const name of names) inIsolate.drop(name);
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(names.map((name) => cache.delete(`${KEY_ORIGIN}/${name}`)));
}
