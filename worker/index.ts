// Worker entry: the Hono app, the upload queue's consumers (its own and its dead-letter queue's), the
// scheduled image sweep and expiry of rows signed-out calls add, and the Durable Object classes wrangler binds. Each gets its env through visitorEnv:
// outside production, with DISTANCE_* set, the bindings wait as for a far visitor (worker/lib/farBindings.ts).
import { createApp } from './app.ts';
import { expireSignedOutRows } from './experiences/signedOutRows.ts';
import { visitorEnv } from './lib/farBindings.ts';
import { sweepImages } from './media/imageSweep.ts';
import { isDeadLetterQueue } from './uploads/deadLetterQueue.ts';
import { handleDeadUploads, handleUploadBatch, type UploadMessage } from './uploads/queue.ts';

export { AttributionCounter } from './objects/AttributionCounter.ts';
export { ImpressionCounter } from './objects/ImpressionCounter.ts';
export { RateLimiter } from './objects/RateLimiter.ts';

const app = createApp();

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => app.fetch(request, visitorEnv(env), ctx),
  queue: (batch, env) => (isDeadLetterQueue(batch.queue) ? handleDeadUploads(batch, visitorEnv(env)) : handleUploadBatch(batch, visitorEnv(env))),
  // wrangler.toml [triggers] crons: pictures nothing uses any more leave storage (docs/security.md#deleted-means-deleted), and
  // old rows signed-out calls added leave D1 (docs/security.md#rate-limits-exact-and-per-location).
  scheduled: async (controller, env, ctx) => {
    const at = Number(controller.scheduledTime);
    const bound = visitorEnv(env);
    // Each runs whether or not the other fails; a failure is still the run's.
    const outcomes = await Promise.allSettled([sweepImages(bound, ctx, at), expireSignedOutRows(bound.DB, at)]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  },
} satisfies ExportedHandler<Env, UploadMessage>;
