// Board rules shared by the worker (which enforces them) and the client (which shows them early):
// name and description limits, privacy values, list options and slugs (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#constants-spec-000-9; docs/rules/closeup-and-visitors.md#entities-spec-002-3).
import { TEXT_LIMITS } from '#shared/constants.ts';
import { slugWords } from '#shared/paths.ts';
import type { BoardPrivacy } from '#shared/types.ts';

export const BOARD_PRIVACIES = ['public', 'secret', 'protected'] as const satisfies readonly BoardPrivacy[];

/** docs/rules/closeup-and-visitors.md#entities-spec-002-3: sort values of a board list. */
export const BOARD_SORTS = ['alphabetical', 'last_pinned_to', 'oldest', 'newest', 'group_boards_at_top', 'custom'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/** docs/rules/closeup-and-visitors.md#entities-spec-002-3: privacy_filter values of a board list (default all). */
export const BOARD_PRIVACY_FILTERS = ['all', 'public', 'secret', 'protected'] as const;

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: profile filters. */
export const PROFILE_FILTERS = ['NONE', 'GROUP', 'SECRET', 'ARCHIVED'] as const;
export type ProfileFilter = (typeof PROFILE_FILTERS)[number];

/**
 * docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: board view filters. CREATED_BY_ME keeps the boards the member created (not ones
 * they collaborate on), FAVORITED the boards they marked as favourites, FAVORITED_AND_CREATED_BY_ME
 * both; COLORS the boards whose cover is of a palette colour (shared/boards/colors.ts), INTERESTS the
 * boards holding a pin of an interest (topic). The first three are the owner's; COLORS and INTERESTS anyone's.
 */
export const BOARD_VIEW_FILTERS = ['NONE', 'CREATED_BY_ME', 'FAVORITED', 'FAVORITED_AND_CREATED_BY_ME', 'COLORS', 'INTERESTS'] as const;
export type BoardViewFilter = (typeof BOARD_VIEW_FILTERS)[number];

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the view filters anyone looking at a member's boards may use (the others are the owner's). */
export const PUBLIC_BOARD_VIEW_FILTERS = ['NONE', 'COLORS', 'INTERESTS'] as const satisfies readonly BoardViewFilter[];

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: at most this many interest chips are offered on a member's board list (most boards first). */
export const BOARD_INTEREST_CHIPS = 12;

/** The user state (UserStateResource, docs/rules/closeup-and-visitors.md#calls-spec-002-7) remembering the view filter of a member's own board list. */
export const BOARD_VIEW_FILTER_STATE = 'PROFILE_BOARDS_VIEW_FILTER';

/** A remembered view filter, when it is one. */
export const asBoardViewFilter = (value: unknown): BoardViewFilter | null =>
  typeof value === 'string' && (BOARD_VIEW_FILTERS as readonly string[]).includes(value) ? (value as BoardViewFilter) : null;

/** Why a board name cannot be used, or null when it can (docs/rules/pin-card.md#constants-spec-000-9: at most 50 characters). */
export function boardNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Your board needs a name.';
  if ([...trimmed].length > TEXT_LIMITS.boardTitle) return `Board names can be at most ${TEXT_LIMITS.boardTitle} characters.`;
  return null;
}

/** Why a board description cannot be used, or null (docs/rules/pin-card.md#constants-spec-000-9: at most 500 characters). */
export function boardDescriptionProblem(description: string): string | null {
  return [...description].length > TEXT_LIMITS.boardDescription ? `Board descriptions can be at most ${TEXT_LIMITS.boardDescription} characters.` : null;
}

/** The url segment of a board or section name: lower case words joined by dashes. */
export function slugify(name: string): string {
  return slugWords(name) || 'board';
}

/** A slug not in `taken`: the base, else base-2, base-3 ... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
