// Ingestion of logged events: the batch id is claimed once for every shard (a replay of an id
// with other events — dated another day, say — counts nothing), then the batch is split by
// counter shard (the viewer's, one per day) and each shard gets its whole sub-batch in one call. Retries are
// safe: the same events under the same id pass the claim and every shard dedupes by batch id, so
// a batch that failed half-way is completed, never doubled, when sent again.
import type { EventBatch } from '#shared/events/batch.ts';
import { batchRegistryName, splitByShard } from '#shared/events/shards.ts';
import type { LoggedEvent } from '#shared/events/wire.ts';
import { ApiError } from '#worker/api/errors.ts';
import { toHex } from '#worker/lib/hex.ts';

export interface IngestResult {
  /** Events of the batch that name something the viewer may see (the rest are never counted). */
  accepted: number;
  /** False when every shard had seen this batch id before (a retry). */
  counted: boolean;
}

/** A digest of a batch's events: a retry sends the very same ones. */
async function digestOf(events: readonly LoggedEvent[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(events)));
  return toHex(digest);
}

/**
 * Counts the `counted` events of a batch (those naming what the viewer may see) for `viewer` in the
 * impression counter objects; the claim is made for the batch as sent. A batch of which nothing counts claims nothing (no
 * registry row for ids nothing holds; docs/security.md#rate-limits-exact-and-per-location) and answers what a claimed one would.
 */
export async function ingestBatch(counters: Env['IMPRESSIONS'], batch: EventBatch, counted: readonly LoggedEvent[], viewer: string): Promise<IngestResult> {
  if (!counted.length) return { accepted: 0, counted: false };
  const { claim, viewer: countedFor } = await counters
    .getByName(batchRegistryName(batch.batch_id))
    .claimBatch(batch.batch_id, await digestOf(batch.events), viewer);
  if (claim === 'conflict') {
    throw new ApiError('conflict', 'This batch_id was already used for other events, so nothing was counted. Send new events with a new batch_id.');
  }
  // A retry is counted for the viewer of its first claim: the same shards, which dedupe it.
  const shards = splitByShard(batch.batch_id, counted, countedFor);
  const added = await Promise.all(shards.map((s) => counters.get(counters.idFromName(s.shard)).add(s)));
  return { accepted: counted.length, counted: added.some((a) => a.added) };
}
