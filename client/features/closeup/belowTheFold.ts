// The closeup's parts below its first screen: the comments and the related grid ("More to
// explore", which brings the pin cards' code with it). Each is a part (client/lib/conditionalPart.tsx)
// that the page view's `deferred` loads: the worker and a navigation before rendering, the client
// while it hydrates. React keeps their server markup until their code is in, so nothing moves and
// a first visit's hydration does not wait for them (docs/performance.md).
import type { CommentsSectionProps } from '#client/features/comments/CommentsSection.tsx';
import { conditionalPart, deferredPart } from '#client/lib/conditionalPart.tsx';
import type { RelatedPinsProps } from './RelatedPins.tsx';

const comments = conditionalPart<CommentsSectionProps>('closeup comments', () =>
  import('#client/features/comments/CommentsSection.tsx').then((m) => m.CommentsSection),
);
const related = conditionalPart<RelatedPinsProps>('related pins', () => import('./RelatedPins.tsx').then((m) => m.RelatedPins));

/** Loads the parts a closeup with this data shows below its first screen. */
export async function loadBelowTheFold(data: { comments?: unknown; related?: unknown }): Promise<void> {
  await Promise.all([data.comments ? comments.load() : undefined, data.related ? related.load() : undefined]);
}

export const CommentsSection = deferredPart(comments);
export const RelatedPins = deferredPart(related);
