// The card's hover overlay (save control, source link, menu; CardHover.tsx) as a part of its own:
// cards render it only after hydration, so it is not in a first visit's download; client/main.tsx
// starts downloading it with the page (hydration does not wait), so it is usually in, and renders
// in the same pass, when the cards hydrate (client/lib/conditionalPart.tsx).
import { conditionalPart } from '#client/lib/conditionalPart.tsx';
import type { CardHoverProps } from './CardHover.tsx';

export const cardHover = conditionalPart<CardHoverProps>('card hover overlay', () => import('./CardHover.tsx').then((m) => m.CardHover));

/** Starts downloading the overlay (not awaited before hydrating). */
export const preloadCardHover = (): void => void cardHover.load();
