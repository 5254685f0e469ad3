// docs/rules/experiences.md#calls-spec-001-7: records an experience's clickthrough for its placement, counted when the time to
// offsite is under 500,000,000 ns. The experience must exist (404 otherwise).
import * as api from '#shared/api/clickthroughs.ts';
import { splitPlacedId } from '#shared/experiences/schema.ts';
import { countsAsClickthrough } from '#shared/offsite/clickthrough.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { spendAddedRows } from '#worker/middleware/addedBytes.ts';
import { findDefinition } from './placements.ts';
import { viewerKey } from './states.ts';

export const ExperienceClickthroughResource = implement(api.ExperienceClickthroughResource, {
  create: async (c, o) => {
    const { placementId, experienceId } = splitPlacedId(o.placed_experience_id);
    if (!(await findDefinition(c.env, placementId, experienceId))) throw new ApiError('not_found', `There is no experience ${o.placed_experience_id}.`);
    const counted = countsAsClickthrough(o.time_to_offsite_ns);
    const values = [viewerKey(c.var.viewer), placementId, experienceId, o.time_to_offsite_ns, o.duration_ms, counted ? 1 : 0, Date.now()];
    await spendAddedRows(c, [values]);
    await c.env.DB.prepare(
      `INSERT INTO experience_clickthroughs (viewer_key, placement_id, experience_id, time_to_offsite_ns, duration_ms, counted, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
      .bind(...values)
      .run();
    return { data: { counted }, status: 201 };
  },
});
