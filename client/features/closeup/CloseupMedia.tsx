// The closeup's media: the large image (or GIF, video, carousel, a story pin's pages, a
// collection's items), its box sized before anything loads; a click on the image opens the image
// viewer (#imgViewer). A deleted story pin shows the deleted placeholder instead (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4).
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { closeupImage } from '#shared/closeup/closeupImage.ts';
import { storyView } from '#shared/closeup/story.ts';
import { IMAGE_VIEWER_HASH } from '#shared/paths.ts';
import type { ImageSize, Pin } from '#shared/types.ts';
import { CloseupCarousel, CollectionItems, collectionItemsOf, StoryPages, showsCarousel } from './closeupParts.tsx';
import { useImageViewerOpen } from './imageViewerOpen.ts';

/** The image viewer: opened only after hydration (by the hash), so downloaded when first opened. */
const ImageViewer = lazy(() => import('./ImageViewer.tsx').then((m) => ({ default: m.ImageViewer })));

/** Rendered width of the closeup media column (CSS caps it at the column). */
export const CLOSEUP_WIDTH = 474;

export function CloseupMedia({ pin, imageSize, alt }: { pin: Pin; imageSize: ImageSize; alt: string }) {
  useSignals();
  const viewerOpen = useImageViewerOpen();
  const image = closeupImage(pin, imageSize);
  const height = image ? Math.round((image.height * CLOSEUP_WIDTH) / image.width) : CLOSEUP_WIDTH;
  const box = { backgroundColor: pin.dominantColor, aspectRatio: image ? `${image.width} / ${image.height}` : undefined };
  if (showsCarousel(pin)) {
    return (
      <div className="closeup__media">
        <CloseupCarousel pinId={pin.entityId} slots={pin.carouselData!.slots} imageSize={imageSize} width={CLOSEUP_WIDTH} />
      </div>
    );
  }
  const story = storyView(pin.storyPinData);
  if (story.kind === 'deleted') {
    return (
      <div className="closeup__media" style={box}>
        <div className="story__deleted" data-test-id="deleted-story">
          This Pin was deleted by its creator
        </div>
      </div>
    );
  }
  if (story.kind === 'pages') {
    // Bots, and only bots, get originals (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3): their document lays every page out.
    return (
      <div className="closeup__media">
        <StoryPages pin={pin} pages={story.pages} imageSize={imageSize} width={CLOSEUP_WIDTH} alt={alt} staticDocument={imageSize === 'originals'} />
      </div>
    );
  }
  const video = pin.videos?.videoList.v720P;
  if (pin.kind === 'video' && video) {
    return (
      <div className="closeup__media" style={{ backgroundColor: pin.dominantColor, aspectRatio: `${video.width} / ${video.height}` }}>
        <video
          src={video.url}
          poster={image?.url}
          width={CLOSEUP_WIDTH}
          height={Math.round((video.height * CLOSEUP_WIDTH) / video.width)}
          aria-label={alt}
          controls
          muted
          playsInline
          preload="metadata"
        />
      </div>
    );
  }
  const src = pin.kind === 'gif' && pin.embed ? pin.embed.src : image?.url;
  const media = (
    <div className="closeup__media" style={box}>
      {src && (
        <a href={IMAGE_VIEWER_HASH} className="closeup__image-link" aria-label="Open the image viewer">
          <img src={src} width={CLOSEUP_WIDTH} height={height} alt={alt} fetchPriority="high" />
        </a>
      )}
      {viewerOpen.value && image && (
        <Suspense fallback={null}>
          <ImageViewer image={image} alt={alt} />
        </Suspense>
      )}
    </div>
  );
  const items = collectionItemsOf(pin);
  if (!items.length) return media;
  return (
    <div className="closeup__media-column">
      {media}
      <CollectionItems pin={pin} items={items} imageSize={imageSize} />
    </div>
  );
}
