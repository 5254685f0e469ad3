// Ingestion of logged events: a checked batch is split by counter shard and each shard gets
// its whole sub-batch in one call, all in parallel. Retries are safe: every shard dedupes by
// batch id, so a batch that failed half-way is completed, never doubled, when sent again.

import type { EventBatch } from '#shared/events/batch.ts';
import { splitByShard } from '#shared/events/shards.ts';

export interface IngestResult {
  accepted: number;
  /** False when every shard had seen this batch id before (a retry). */
  counted: boolean;
}

/** Counts a batch in the impression counter objects. */
export async function ingestBatch(counters: Env['IMPRESSIONS'], batch: EventBatch): Promise<IngestResult> {
  const shards = splitByShard(batch.batch_id, batch.events);
  const added = await Promise.all(shards.map((s) => counters.get(counters.idFromName(s.shard)).add(s)));
  return { accepted: batch.events.length, counted: added.some(Boolean) };
}
