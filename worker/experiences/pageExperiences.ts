// The viewer's experiences for a page's first render (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): the list the experience
// resources answer, put in the document state so the top region's message is in the first HTML
// (it takes its own space above the page, and arriving later would push the page down), with the
// region's and that message's components loaded so it renders in the same pass. None for bots
// (docs/rules/experiences.md#roles-spec-001-6). If they cannot be read, the page renders without them and the client's store
// asks for them.
import { preloadExperiences } from '#client/features/experiences/ExperienceHost.tsx';
import type { MultiPlacedExperiences } from '#shared/experiences/placed.ts';
import type { PageData } from '#shared/pages.ts';
import type { Viewer } from '#shared/types.ts';
import { pageAdvertiserId } from './advertiser.ts';
import { experiencesFor } from './placements.ts';
import type { KnownStates } from './states.ts';

/**
 * `states`: the member's states as the viewer middleware read them with the session, or a visitor's reader (unset: read here);
 * `kind`: the page's, so an advertiser's own page asks with its advertiserId (./advertiser.ts).
 */
export async function experiencesForPage(env: Env, viewer: Viewer, kind: PageData['kind'], states?: KnownStates): Promise<MultiPlacedExperiences | undefined> {
  if (viewer.isBot) return undefined;
  const advertiserId = await pageAdvertiserId(env.DB, viewer, kind).catch(() => undefined);
  const experiences = await experiencesFor(env, viewer, { extraContext: {}, advertiserId }, states).catch((error: unknown) => {
    console.error('experiences for the page', error instanceof Error ? error.message : error);
    return undefined;
  });
  await preloadExperiences(experiences);
  return experiences;
}
