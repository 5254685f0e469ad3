import { createContext } from 'react';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';

// Id of the script element carrying a grid's first page (FeedGrid embeds it), which the client's
// entry reads before hydrating without downloading the grid itself.
export const FEED_STATE_ID = '__FEED__';

/**
 * How the server writes a grid's embedded first page (worker/pages/render.tsx provides it,
 * worker/pages/cardPins.ts embedFeed): the packing stays out of the client's code, and the
 * client never writes one (hydration keeps the server's, which the entry has read by then).
 */
export const FeedEmbedContext = createContext<((page: CardPinPage, viewer: Viewer) => string) | null>(null);
