// The closeup's media for some kinds of pin only (a story's pages, a carousel, a collection's
// items), a product's variant choices, the rich data of a product, recipe or article pin or of one with topic
// links, and the HTML cleaner for a pin with an HTML description (about one in ten): each a chunk
// of its own, so a closeup of an image pin does not download them. The page
// view names the part its pin needs (preloadCloseupParts), and both sides load it before
// rendering (the worker before it streams, client/main.tsx before it hydrates, a navigation before
// it shows the page), so it renders in the same pass and the markup matches
// (client/lib/conditionalPart.tsx). A part's styles are the page's, linked in its head, so a part the server rendered is
// styled without JavaScript (tests/unit/partStyles.test.ts): the rich data's rating stars here.
import { conditionalPart, PartOf } from '#client/lib/conditionalPart.tsx';
import '#client/features/pinCard/starIcon.css';
import { storyView } from '#shared/closeup/story.ts';
import type { Pin, VariantSet } from '#shared/types.ts';
import type { CloseupCarouselProps } from './CloseupCarousel.tsx';
import type { CollectionItemsProps } from './CollectionItems.tsx';
import type { RichDataProps } from './RichData.tsx';
import type { StoryPagesProps } from './StoryViewer.tsx';
import type { VariantChoicesProps } from './VariantChoices.tsx';

const story = conditionalPart<StoryPagesProps>('story pages', () => import('./StoryViewer.tsx').then((m) => m.StoryPages));
const carousel = conditionalPart<CloseupCarouselProps>('closeup carousel', () => import('./CloseupCarousel.tsx').then((m) => m.CloseupCarousel));
const collection = conditionalPart<CollectionItemsProps>('collection items', () => import('./CollectionItems.tsx').then((m) => m.CollectionItems));
const variants = conditionalPart<VariantChoicesProps>('variant choices', () => import('./VariantChoices.tsx').then((m) => m.VariantChoices));
const richData = conditionalPart<RichDataProps>('rich data', () => import('./RichData.tsx').then((m) => m.RichData));

/** Whether the closeup shows a carousel for this pin (CloseupMedia's rule). */
export const showsCarousel = (pin: Pin): boolean => pin.kind === 'carousel' && (pin.carouselData?.slots.length ?? 0) > 1;

/** The items a collection pin's closeup lists (CloseupMedia's rule). */
export const collectionItemsOf = (pin: Pin) => (pin.kind === 'collection' && Array.isArray(pin.collectionItems) ? pin.collectionItems : []);

/** Whether the closeup may show rich data for this pin (RichData draws nothing for any other): its kind has some, or it has topic links. */
export const showsRichData = (pin: Pin): boolean =>
  pin.kind === 'product' || pin.kind === 'recipe' || pin.kind === 'article' || (pin.pinJoin?.annotationsWithLinksArray?.length ?? 0) > 0;

type Sanitize = (html: string) => string;
let sanitize: Sanitize | null = null;
let sanitizer: Promise<Sanitize> | null = null;

/** shared/sanitizeHtml.ts, the one place user HTML is cleaned (a failed download is tried again next time). */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('#shared/sanitizeHtml.ts').then(
    (m) => (sanitize = m.sanitizeHtml),
    (error: unknown) => {
      sanitizer = null;
      throw error;
    },
  );
  return sanitizer;
}

/** The HTML cleaner once loaded, else null. */
export const loadedSanitizer = (): Sanitize | null => sanitize;

/** Loads the media part this pin's closeup shows, if any, its variant choices, its rich data, and the HTML cleaner for an HTML description. */
export async function preloadCloseupParts(pin: Pin, variantSet?: VariantSet): Promise<void> {
  const part = showsCarousel(pin) ? carousel : storyView(pin.storyPinData).kind === 'pages' ? story : collectionItemsOf(pin).length ? collection : null;
  await Promise.all([
    part?.load(),
    variantSet ? variants.load() : undefined,
    showsRichData(pin) ? richData.load() : undefined,
    pin.descriptionHtml ? loadSanitizer().catch(() => undefined) : undefined,
  ]);
}

export const StoryPages = (props: StoryPagesProps) => <PartOf part={story} props={props} />;
export const CloseupCarousel = (props: CloseupCarouselProps) => <PartOf part={carousel} props={props} />;
export const CollectionItems = (props: CollectionItemsProps) => <PartOf part={collection} props={props} />;
export const VariantChoices = (props: VariantChoicesProps) => <PartOf part={variants} props={props} />;
export const RichData = (props: RichDataProps) => <PartOf part={richData} props={props} />;
