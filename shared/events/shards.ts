// Where an event is counted: by UTC day and viewer, spread over a fixed number of counter objects
// per day so no single object is a hot spot. A viewer's events of a day all go to one object, so
// a request reaches one object per day its events name (not one per pin hash; docs/performance.md), and the
// per-viewer caps are counted where the viewer's events are. A pin's total of a day is the sum
// over the objects (each rolls up its own rows). And where a batch id is claimed, once for every
// shard (one of a fixed number of registry objects by its hash).
import { EVENT_BATCH_REGISTRIES, IMPRESSION_SHARDS_PER_DAY } from '#shared/constants.ts';
import { fnv1a } from '#shared/hash.ts';
import type { LoggedEvent } from './wire.ts';

/** One counted cell: this many events of a type for a pin on a day. */
export interface CountCell {
  pinId: string;
  day: string;
  eventType: number;
  count: number;
}

/** What one counter object receives from one request. */
export interface ShardBatch {
  shard: string;
  batchId: string;
  /** Who sent the events (`user:{id}`, else the client address): the per-viewer caps count by it. */
  viewer: string;
  cells: CountCell[];
}

/** The UTC day of a time: YYYY-MM-DD. */
export function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The counter object's name for a viewer's events on a day, e.g. "2026-11-21/viewers/7" (the
 * objects named "{day}/{n}" counted by pin hash before the performance work (docs/performance.md)).
 */
export function shardName(viewer: string, day: string): string {
  return `${day}/viewers/${fnv1a(viewer) % IMPRESSION_SHARDS_PER_DAY}`;
}

/** The registry object that remembers a batch id for every shard, e.g. "batches/7". */
export function batchRegistryName(batchId: string): string {
  return `batches/${fnv1a(batchId) % EVENT_BATCH_REGISTRIES}`;
}

/** Groups a viewer's batch by shard (one per day), summing events per (pin, day, type): one call per object per request. */
export function splitByShard(batchId: string, events: readonly LoggedEvent[], viewer: string): ShardBatch[] {
  const shards = new Map<string, Map<string, CountCell>>();
  for (const e of events) {
    const day = dayOf(e.time);
    const shard = shardName(viewer, day);
    let cells = shards.get(shard);
    if (!cells) shards.set(shard, (cells = new Map()));
    const key = `${e.object_id_str}|${day}|${e.event_type}`;
    const cell = cells.get(key);
    if (cell) cell.count++;
    else cells.set(key, { pinId: e.object_id_str, day, eventType: e.event_type, count: 1 });
  }
  return [...shards].map(([shard, cells]) => ({ shard, batchId, viewer, cells: [...cells.values()] }));
}
