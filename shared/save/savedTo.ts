// The saved overlay after a save (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): "Saved to {board}" linking to the board,
// or "Saved to Profile" linking to /me/ after a quick save (no board or the quick-saves board). Its board name is
// the saved title under the card's image (our reading of the spec's "lego-style saved title"): cut at 20.
import { TEXT_LIMITS } from '#shared/constants.ts';
import type { SaveResult } from '#shared/types.ts';
import { overlayName } from './savedText.ts';

export const ME_PATH = '/me/';

export function savedToLink(result: Pick<SaveResult, 'board'>): { text: string; href: string } {
  if (result.board.layout === 'quick_saves') return { text: 'Profile', href: ME_PATH };
  return { text: overlayName(result.board.name, TEXT_LIMITS.legoSavedTitle), href: result.board.url };
}
