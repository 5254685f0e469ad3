// POST /v3/events/: the logging endpoint of docs/rules/pin-card.md#calls-spec-000-7 and docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4. A batch is checked whole
// (400 naming each bad event, nothing counted; times only within a day of now), limited by volume
// per client, then counted exactly and answered 202: events naming a pin (or a carousel slot) that does not exist (or
// that the viewer may not see) are not counted, and each viewer counts at most
// EVENTS_PER_VIEWER_PIN_DAY events of a type per pin and day.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { EVENT_TYPES } from '#shared/constants.ts';
import { checkBatch } from '#shared/events/batch.ts';
import { parseId } from '#shared/ids.ts';
import { ok } from '#worker/api/envelope.ts';
import { ApiError } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { personKey } from '#worker/middleware/clientAddress.ts';
import { spendRateLimits } from '#worker/middleware/rateLimit.ts';
import { visibleEventObjects } from '#worker/pins/pinData.ts';
import { ingestBatch } from './ingest.ts';

/** A full buffer of 1000 events with every optional field fits well under this. */
export const EVENTS_BODY_LIMIT = 512 * 1024;

/**
 * Who the per-viewer caps count: the signed-in member, else the person's address (personKey: IPv6 by /48,
 * whose 65,536 /64s anyone gets free), which a visitor cannot shed by dropping cookies; the anonymous cookie only
 * where the platform gives no address (local).
 */
function countingViewer(c: Context<AppEnv>): string {
  const viewer = c.var.viewer;
  if (viewer.id) return `user:${viewer.id}`;
  const address = personKey(c.req.header('cf-connecting-ip'));
  return address ? `ip:${address}` : `anon:${viewer.anonymousId}`;
}

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
    let parsed = true;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      parsed = false;
    }
    const check = parsed ? checkBatch(body, Date.now()) : null;
    // Every request spends the per-request limit (refused first, whatever it carries); a batch
    // that will be counted also spends its events of the volume limit, in the same call (docs/performance.md).
    const counts = check?.ok && !c.var.viewer.isBot;
    await spendRateLimits(
      c,
      'events',
      counts
        ? [
            ['eventIngest', 1],
            ['eventVolume', check.batch.events.length],
          ]
        : [['eventIngest', 1]],
    );
    if (!check) throw new ApiError('invalid', 'The event batch is not valid JSON.');
    if (!check.ok) throw new ApiError('invalid', `Nothing was counted: ${check.problems.join('; ')}`);
    // Bots' events are well formed but never counted (they are not people seeing pins).
    if (c.var.viewer.isBot) return ok(c, { accepted: 0, counted: false }, null, 202);
    // Carousel-slot impressions name a slot, which a live carousel pin the viewer may see must hold; every other event names
    // a pin, which must exist for the viewer. Both are read in one batch; an event naming neither is not counted, so no
    // made-up id becomes a counter cell or a totals row, and a batch of them alone claims nothing
    // (docs/security.md#rate-limits-exact-and-per-location).
    const isSlot = (e: { event_type: number }) => e.event_type === EVENT_TYPES.carouselSlotImpression;
    const pinOf = (e: { object_id_str: string }) => parseId<'pin'>(e.object_id_str);
    const events = check.batch.events;
    const known = await visibleEventObjects(
      c.env.DB,
      [...new Set(events.filter((e) => !isSlot(e)).flatMap((e) => pinOf(e) ?? []))],
      [...new Set(events.filter(isSlot).map((e) => e.object_id_str))],
      viewerUserId(c.var.viewer),
    );
    const counted = events.filter((e) => {
      if (isSlot(e)) return known.slots.has(e.object_id_str);
      const pin = pinOf(e);
      return pin !== null && known.pins.has(pin);
    });
    return ok(c, await ingestBatch(c.env.IMPRESSIONS, check.batch, counted, countingViewer(c)), null, 202);
  });
  return app;
}
