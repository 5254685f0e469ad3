// The saved overlay after a save (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): "Saved to {board}" linking to the board,
// or "Saved to Profile" linking to /me/ after a quick save (no board or the quick-saves board).
import type { SaveResult } from '#shared/types.ts';

export const ME_PATH = '/me/';

export function savedToLink(result: Pick<SaveResult, 'board'>): { text: string; href: string } {
  if (result.board.layout === 'quick_saves') return { text: 'Profile', href: ME_PATH };
  return { text: result.board.name, href: result.board.url };
}
