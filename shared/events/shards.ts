// Where an event is counted: by UTC day and pin, spread over a fixed number of counter objects
// per day so no single object is a hot spot, each receiving one sub-batch per request; and where a
// batch id is claimed, once for every shard (one of a fixed number of registry objects by its hash).
import { EVENT_BATCH_REGISTRIES, IMPRESSION_SHARDS_PER_DAY } from '#shared/constants.ts';
import { fnv1a } from '#shared/hash.ts';
import type { LoggedEvent } from './batch.ts';

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

/** The counter object's name for a pin on a day, e.g. "2026-11-21/7". */
export function shardName(pinId: string, day: string): string {
  return `${day}/${fnv1a(pinId) % IMPRESSION_SHARDS_PER_DAY}`;
}

/** The registry object that remembers a batch id for every shard, e.g. "batches/7". */
export function batchRegistryName(batchId: string): string {
  return `batches/${fnv1a(batchId) % EVENT_BATCH_REGISTRIES}`;
}

/** Groups a batch by shard, summing events per (pin, day, type): one call per object per request. */
export function splitByShard(batchId: string, events: readonly LoggedEvent[], viewer: string): ShardBatch[] {
  const shards = new Map<string, Map<string, CountCell>>();
  for (const e of events) {
    const day = dayOf(e.time);
    const shard = shardName(e.object_id_str, day);
    let cells = shards.get(shard);
    if (!cells) shards.set(shard, (cells = new Map()));
    const key = `${e.object_id_str}|${day}|${e.event_type}`;
    const cell = cells.get(key);
    if (cell) cell.count++;
    else cells.set(key, { pinId: e.object_id_str, day, eventType: e.event_type, count: 1 });
  }
  return [...shards].map(([shard, cells]) => ({ shard, batchId, viewer, cells: [...cells.values()] }));
}
