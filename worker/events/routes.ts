// POST /v3/events/: the logging endpoint of spec 000 §7 and spec 002 §4. A batch is checked whole
// (400 naming each bad event, nothing counted), then counted exactly and answered 202.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { checkBatch } from '#shared/events/batch.ts';
import { ok } from '#worker/api/envelope.ts';
import { ApiError } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';
import { ingestBatch } from './ingest.ts';

/** A full buffer of 1000 events with every optional field fits well under this. */
export const EVENTS_BODY_LIMIT = 512 * 1024;

/** Mounts the events endpoint (with and without the trailing slash). */
export function eventRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(
    '/v3/events/*',
    bodyLimit({
      maxSize: EVENTS_BODY_LIMIT,
      onError: () => {
        throw new ApiError('too_large', 'The event batch is too large; send at most 1000 events.');
      },
    }),
  );
  app.post('/v3/events/', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new ApiError('invalid', 'The event batch is not valid JSON.');
    }
    const check = checkBatch(body, Date.now());
    if (!check.ok) throw new ApiError('invalid', `Nothing was counted: ${check.problems.join('; ')}`);
    // Bots' events are well formed but never counted (they are not people seeing pins).
    if (c.var.viewer.isBot) return ok(c, { accepted: 0, counted: false }, null, 202);
    return ok(c, await ingestBatch(c.env.IMPRESSIONS, check.batch), null, 202);
  });
  return app;
}
