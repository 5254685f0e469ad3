// Worker entry: the Hono app, the upload queue's consumers (its own and its dead-letter queue's) and the
// Durable Object classes wrangler binds.
import { createApp } from './app.ts';
import { isDeadLetterQueue } from './uploads/deadLetterQueue.ts';
import { handleDeadUploads, handleUploadBatch, type UploadMessage } from './uploads/queue.ts';

export { AttributionCounter } from './objects/AttributionCounter.ts';
export { ImpressionCounter } from './objects/ImpressionCounter.ts';
export { RateLimiter } from './objects/RateLimiter.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => (isDeadLetterQueue(batch.queue) ? handleDeadUploads(batch, env) : handleUploadBatch(batch, env)),
} satisfies ExportedHandler<Env, UploadMessage>;
