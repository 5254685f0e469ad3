// Worker entry: the Hono app and the Durable Object classes wrangler binds.
import { createApp } from './app.ts';

export { AttributionCounter } from './objects/AttributionCounter.ts';
export { ImpressionCounter } from './objects/ImpressionCounter.ts';
export { RateLimiter } from './objects/RateLimiter.ts';

const app = createApp();

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
