// PUT /v3/experiences/{placement:experience}/trigger/ (docs/rules/experiences.md#calls-spec-001-7): triggers the experience and
// the experiences it links (triggerable_placed_exps) for this viewer, and answers them with their
// per-experiment metadata merged with the optional extra_context.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { ExtraContext } from '#shared/api/experienceOptions.ts';
import { toPlaced } from '#shared/experiences/placed.ts';
import { PlacedExperienceId, splitPlacedId } from '#shared/experiences/schema.ts';
import { ok } from '#worker/api/envelope.ts';
import { ApiError } from '#worker/api/errors.ts';
import { requirePerson } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { spendExperienceRows } from '#worker/middleware/addedBytes.ts';
import { rateLimit } from '#worker/middleware/rateLimit.ts';
import { findDefinition } from './placements.ts';
import { recordTriggers, viewerKey } from './states.ts';

const TriggerBody = v.object({ extra_context: ExtraContext });

/** Reads the optional body: JSON `{"extra_context": ...}`, a form field, or nothing. */
async function readBody(request: Request): Promise<unknown> {
  const text = (await request.text()).trim();
  if (!text) return {};
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    const raw = new URLSearchParams(text).get('extra_context');
    return raw === null ? {} : { extra_context: raw };
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('invalid', 'The request body is not valid JSON.');
  }
}

/** Mounted at /v3/experiences. */
export function experienceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: () => {
        throw new ApiError('too_large', 'The request body is too large.');
      },
    }),
  );
  app.put('/:placed/trigger/', rateLimit({ name: 'experienceTrigger' }), async (c) => {
    requirePerson(c.var.viewer);
    const placed = v.safeParse(PlacedExperienceId, c.req.param('placed'));
    if (!placed.success) throw new ApiError('invalid', placed.issues[0].message);
    const body = v.safeParse(TriggerBody, await readBody(c.req.raw));
    if (!body.success) throw new ApiError('invalid', `Invalid options: ${body.issues[0].message}`);
    const { placementId, experienceId } = splitPlacedId(placed.output);
    const root = await findDefinition(c.env, placementId, experienceId);
    if (!root) throw new ApiError('not_found', `There is no experience ${placed.output}.`);
    const linked = await Promise.all(
      root.triggerable_placed_exps.map((id) => {
        const p = splitPlacedId(id);
        return findDefinition(c.env, p.placementId, p.experienceId);
      }),
    );
    const definitions = [root, ...linked.filter((d) => d !== undefined)];
    const context = body.output.extra_context;
    const key = viewerKey(c.var.viewer);
    const json = JSON.stringify(context);
    const now = Date.now();
    // Per experience a trigger row and the state row, each holding the context.
    await spendExperienceRows(
      c,
      definitions.flatMap((d) => [
        [key, d.placement_id, d.experience_id, json, now],
        [key, d.placement_id, d.experience_id, now, json],
      ]),
    );
    await recordTriggers(
      c.env.DB,
      key,
      definitions.map((d) => ({ placementId: d.placement_id, experienceId: d.experience_id })),
      context,
      now,
    );
    const state = { viewed_at: null, completed_at: null, dismissed_at: null, triggered_at: Date.now(), trigger_context: JSON.stringify(context) };
    return ok(c, { triggered: definitions.map((d) => toPlaced(d, state, context)) });
  });
  app.all('*', () => {
    throw new ApiError('not_found', 'There is no such experience call.');
  });
  return app;
}
