// The experience resources of docs/rules/experiences.md#calls-spec-001-7: all experiences, experiences by placement, viewed,
// completed and dismissed. Complete and dismiss count once; viewing placement 1000162 answers a
// refresh of all experiences; bots get none and cannot change any.

import type { Context } from 'hono';
import { EXTRA_CONTEXT_MAX_BYTES } from '#shared/api/experienceOptions.ts';
import * as api from '#shared/api/experiences.ts';
import { PLACEMENT } from '#shared/experiences/constants.ts';
import { firstPerPlacement } from '#shared/experiences/placed.ts';
import { splitPlacedId } from '#shared/experiences/schema.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import type { AppEnv } from '#worker/env.ts';
import { spendExperienceRows } from '#worker/middleware/addedBytes.ts';
import { logOverfetch } from './overfetchLog.ts';
import { experiencesFor, findDefinition } from './placements.ts';
import { markFinished, markViewed, viewerKey } from './states.ts';

/** The definition a placed id names, or a 404 saying so. */
async function requireDefinition(env: Env, placed: string) {
  const { placementId, experienceId } = splitPlacedId(placed);
  const definition = await findDefinition(env, placementId, experienceId);
  if (!definition) throw new ApiError('not_found', `There is no experience ${placed}.`);
  return { placementId, experienceId };
}

export const UserExperiencePlatformResource = implement(api.UserExperiencePlatformResource, {
  get: async (c, o) => {
    const groups = await experiencesFor(c.env, c.var.viewer, { advertiserId: o.targeting.advertiserId, extraContext: o.extra_context });
    if (!o.multiExperiencePlatform) logOverfetch(c, 'UserExperiencePlatformResource', groups);
    return { data: o.multiExperiencePlatform ? groups : firstPerPlacement(groups) };
  },
});

/**
 * Spends the bytes of the state row a record adds for a signed-out viewer, before it is written: a completion or dismissal
 * also keeps the row (and the trigger context it may hold, charged when triggered) another SIGNED_OUT_EXPERIENCE_ROWS age, so
 * it pays for that context again; a view keeps its first time and extends nothing.
 */
function spendStateRow(c: Context<AppEnv>, key: string, placementId: number, experienceId: number, keepsLonger: boolean): Promise<void> {
  return spendExperienceRows(c, [[key, placementId, experienceId, Date.now()]], keepsLonger ? EXTRA_CONTEXT_MAX_BYTES : 0);
}

export const UserExperienceResource = implement(api.UserExperienceResource, {
  get: async (c, o) => {
    const groups = await experiencesFor(c.env, c.var.viewer, {
      placementIds: o.placement_ids,
      advertiserId: o.targeting.advertiserId,
      extraContext: o.extra_context,
    });
    if (!o.multiExperiencePlatform) logOverfetch(c, 'UserExperienceResource', groups);
    return { data: o.multiExperiencePlatform ? groups : firstPerPlacement(groups) };
  },
  delete: async (c, o) => {
    const { placementId, experienceId } = await requireDefinition(c.env, o.placed_experience_id);
    await spendStateRow(c, viewerKey(c.var.viewer), placementId, experienceId, true);
    const changed = await markFinished(c.env.DB, viewerKey(c.var.viewer), 'dismissed', placementId, experienceId);
    return { data: { placed_experience_id: o.placed_experience_id, status: 'dismissed', changed } };
  },
});

export const UserExperienceViewedResource = implement(api.UserExperienceViewedResource, {
  update: async (c, o) => {
    const { placementId, experienceId } = await requireDefinition(c.env, o.placed_experience_id);
    await spendStateRow(c, viewerKey(c.var.viewer), placementId, experienceId, false);
    await markViewed(c.env.DB, viewerKey(c.var.viewer), placementId, experienceId);
    const refreshed =
      placementId === PLACEMENT.refreshAll
        ? firstPerPlacement(await experiencesFor(c.env, c.var.viewer, { advertiserId: o.targeting.advertiserId, extraContext: o.extra_context }))
        : null;
    return { data: { placed_experience_id: o.placed_experience_id, status: 'viewed', refreshed } };
  },
});

export const UserExperienceCompletedResource = implement(api.UserExperienceCompletedResource, {
  update: async (c, o) => {
    const { placementId, experienceId } = await requireDefinition(c.env, o.placed_experience_id);
    await spendStateRow(c, viewerKey(c.var.viewer), placementId, experienceId, true);
    const changed = await markFinished(c.env.DB, viewerKey(c.var.viewer), 'completed', placementId, experienceId);
    return { data: { placed_experience_id: o.placed_experience_id, status: 'completed', changed } };
  },
});

/** Every experience resource, for the resource router. */
export const EXPERIENCE_RESOURCES = [UserExperiencePlatformResource, UserExperienceResource, UserExperienceViewedResource, UserExperienceCompletedResource];
