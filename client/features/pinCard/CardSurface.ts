// Which surface a grid is (docs/rules/pin-card.md#screens-and-routes-spec-000-2) and, on board grids, which board: read by every card in it.
import { createContext, useContext } from 'react';
import type { CardContext, CardSurface } from '#shared/pinCard/context.ts';
import type { Viewer } from '#shared/types.ts';
import type { HideTarget } from './hidePin.ts';

export interface CardSurfaceValue {
  surface: CardSurface;
  board?: CardContext['board'];
  /** Where hiding a card is recorded (docs/rules/pin-card.md#calls-spec-000-7); related pins and feeds by default. */
  hide?: HideTarget;
  /** On a profile's grid: the profile's quicksave flag (client/features/profile/useQuickSaveFlag.ts). */
  quickSave?: boolean;
  /**
   * On a profile's grids: the profile's person when the viewer acts for them (`actedForByMe`), the subject whose pins count
   * as owned for creator analytics (docs/rules/pin-card.md#roles-spec-000-6).
   */
  subjectUserId?: string;
}

export const CardSurfaceContext = createContext<CardSurfaceValue>({ surface: 'home' });

/** The card context of docs/rules/pin-card.md's rules for this viewer on the surrounding surface. */
export function useCardContext(viewer: Viewer): CardContext {
  const { surface, board, quickSave } = useContext(CardSurfaceContext);
  return { viewer, surface, board, quickSave };
}
