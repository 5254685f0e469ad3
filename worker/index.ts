// Worker entry: the Hono app, the upload queue's consumers (its own and its dead-letter queue's), the
// scheduled image sweep and the Durable Object classes wrangler binds. Each gets its env through visitorEnv:
// outside production, with DISTANCE_* set, the bindings wait as for a far visitor (worker/lib/farBindings.ts).
import { createApp } from './app.ts';
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
  // wrangler.toml [triggers] crons: pictures nothing uses any more leave storage (docs/security.md#deleted-means-deleted).
  scheduled: async (controller, env, ctx) => {
    await sweepImages(visitorEnv(env), ctx, Number(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env, UploadMessage>;
