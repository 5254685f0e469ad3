// The closeup's media for some kinds of pin only (a story's pages, a carousel, a collection's
// items): each a chunk of its own, so a closeup of an image pin does not download them. The page
// view names the part its pin needs (preloadCloseupParts), and both sides load it before
// rendering (the worker before it streams, client/main.tsx before it hydrates, a navigation before
// it shows the page), so it renders in the same pass and the markup matches
// (client/lib/conditionalPart.tsx).
import { conditionalPart, PartOf } from '#client/lib/conditionalPart.tsx';
import { storyView } from '#shared/closeup/story.ts';
import type { Pin } from '#shared/types.ts';
import type { CloseupCarouselProps } from './CloseupCarousel.tsx';
import type { CollectionItemsProps } from './CollectionItems.tsx';
import type { StoryPagesProps } from './StoryPages.tsx';

const story = conditionalPart<StoryPagesProps>('story pages', () => import('./StoryPages.tsx').then((m) => m.StoryPages));
const carousel = conditionalPart<CloseupCarouselProps>('closeup carousel', () => import('./CloseupCarousel.tsx').then((m) => m.CloseupCarousel));
const collection = conditionalPart<CollectionItemsProps>('collection items', () => import('./CollectionItems.tsx').then((m) => m.CollectionItems));

/** Whether the closeup shows a carousel for this pin (CloseupMedia's rule). */
export const showsCarousel = (pin: Pin): boolean => pin.kind === 'carousel' && (pin.carouselData?.slots.length ?? 0) > 1;

/** The items a collection pin's closeup lists (CloseupMedia's rule). */
export const collectionItemsOf = (pin: Pin) => (pin.kind === 'collection' && Array.isArray(pin.collectionItems) ? pin.collectionItems : []);

/** Loads the media part this pin's closeup shows, if any. */
export function preloadCloseupParts(pin: Pin): Promise<void> {
  const part = showsCarousel(pin) ? carousel : storyView(pin.storyPinData).kind === 'pages' ? story : collectionItemsOf(pin).length ? collection : null;
  return part ? part.load().then(() => undefined) : Promise.resolve();
}

export const StoryPages = (props: StoryPagesProps) => <PartOf part={story} props={props} />;
export const CloseupCarousel = (props: CloseupCarouselProps) => <PartOf part={carousel} props={props} />;
export const CollectionItems = (props: CollectionItemsProps) => <PartOf part={collection} props={props} />;
