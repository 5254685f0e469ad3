// Worker entry: the Hono app, the upload queue's consumer and the Durable Object classes wrangler binds.
import { createApp } from './app.ts';
import { handleUploadBatch, type UploadMessage } from './uploads/queue.ts';

export { AttributionCounter } from './objects/AttributionCounter.ts';
export { ImpressionCounter } from './objects/ImpressionCounter.ts';
export { RateLimiter } from './objects/RateLimiter.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleUploadBatch(batch, env),
} satisfies ExportedHandler<Env, UploadMessage>;
