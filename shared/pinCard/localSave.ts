// The explore local tab's one-tap save (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): its own module, so only the card's hover
// part (client/features/pinCard/CardLocalSave.tsx) downloads it.
import { pinPath } from '../paths.ts';
import type { Pin } from '../types.ts';

/**
 * docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: on the explore local tab a card's one-tap state comes from whether the pin is pinned to one of
 * the viewer's boards (read with the feed, or saved in this visit): unpinned, a tap saves it; pinned, a tap opens the
 * repin page (the one-tap save page, with the origin to come back to) instead of unsaving it.
 */
export function localSaveTap(
  pin: Pick<Pin, 'entityId' | 'pinnedToBoard'>,
  savedThisVisit: boolean,
  origin: string,
): { state: 'unsaved' } | { state: 'saved'; href: string } {
  if (!pin.pinnedToBoard && !savedThisVisit) return { state: 'unsaved' };
  return { state: 'saved', href: oneTapRepinPath(pin.entityId, origin) };
}

/** docs/rules/pin-card.md#screens-and-routes-spec-000-2: the repin page of a one-tap save, coming back to `origin` (a same-site path; the page drops any other). */
export const oneTapRepinPath = (pinId: string, origin: string): string => `${pinPath(pinId)}repin/?${new URLSearchParams({ origin })}`;
