// The inline board picker's list (docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#constants-spec-002-9): the viewer's boards most recent first,
// searched by name, and whether save_behavior must be fetched.
import { SAVE_BEHAVIOR_BOARD_COUNT } from '#shared/constants.ts';

export interface PickerBoard {
  entityId: string;
  name: string;
  layout: 'default' | 'quick_saves';
  lastPinnedAt: number | null;
  createdAt: number;
}

/** Most recently saved-to first; never-used boards by newest creation; quick saves excluded. */
export function orderPickerBoards<B extends PickerBoard>(boards: readonly B[]): B[] {
  return boards.filter((b) => b.layout !== 'quick_saves').sort((a, b) => (b.lastPinnedAt ?? -1) - (a.lastPinnedAt ?? -1) || b.createdAt - a.createdAt);
}

/** Boards whose name contains every word of the query, case-insensitively. */
export function searchPickerBoards<B extends PickerBoard>(boards: readonly B[], query: string): B[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length ? boards.filter((b) => words.every((w) => b.name.toLowerCase().includes(w))) : [...boards];
}

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: a board count under 5 enables the save_behavior fetch. */
export const needsSaveBehavior = (boardCount: number): boolean => boardCount < SAVE_BEHAVIOR_BOARD_COUNT;

/** save_behavior 0 saves to the profile at once; 1 shows the board picker (docs/rules/closeup-and-visitors.md#entities-spec-002-3). */
export const savesToProfile = (saveBehavior: 0 | 1): boolean => saveBehavior === 0;
