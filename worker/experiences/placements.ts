// What a viewer gets at placements: live definitions from KV, filtered by the viewer's D1 state
// and targeting (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#roles-spec-001-6). Bots get nothing, and nothing is read for them.
import { groupByPlacement, isEligible, type MultiPlacedExperiences, type PlacedExperience, toPlaced } from '#shared/experiences/placed.ts';
import type { ExperienceDefinition } from '#shared/experiences/schema.ts';
import type { Viewer } from '#shared/types.ts';
import { permittedAdvertiserId } from './advertiser.ts';
import { readDefinitions } from './definitions.ts';
import { type KnownStates, readStates, viewerKey } from './states.ts';

export interface PlacementQuery {
  placementIds?: number[];
  advertiserId?: string;
  extraContext: Record<string, unknown>;
}

/**
 * Every eligible experience for the viewer, grouped by placement, highest priority first;
 * `known`: the viewer's states when the request already read them (with the session) or has a reader for them, else read here.
 */
export async function experiencesFor(env: Env, viewer: Viewer, query: PlacementQuery, known?: KnownStates): Promise<MultiPlacedExperiences> {
  if (viewer.isBot) return {};
  const definitions = await readDefinitions(env.EXPERIENCES);
  const wanted = query.placementIds ? new Set(query.placementIds) : null;
  const candidates = definitions.filter((d) => !wanted || wanted.has(d.placement_id));
  if (!candidates.length) return {};
  const states = known === undefined ? await readStates(env.DB, viewerKey(viewer)) : typeof known === 'function' ? await known() : known;
  // Only an advertiser the viewer may act for targets its placements (docs/rules/experiences.md#roles-spec-001-6).
  const advertiserId = await permittedAdvertiserId(env.DB, viewer, query.advertiserId);
  const placed: PlacedExperience[] = [];
  for (const d of candidates) {
    // Most viewers have no states: no key is built for them (docs/performance.md).
    const state = states.size ? states.get(`${d.placement_id}:${d.experience_id}`) : undefined;
    if (isEligible(d, state, viewer, advertiserId)) placed.push(toPlaced(d, state, query.extraContext));
  }
  return groupByPlacement(placed);
}

/** The live definition of `placement:experience`, or undefined. */
export async function findDefinition(env: Env, placementId: number, experienceId: number): Promise<ExperienceDefinition | undefined> {
  const definitions = await readDefinitions(env.EXPERIENCES);
  return definitions.find((d) => d.placement_id === placementId && d.experience_id === experienceId);
}
