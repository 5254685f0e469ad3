// The board resources: boards, lists of a member's boards, sections, a board's pins, following,
// collaborators and invites, and bulk edits of a board's pins (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4).
import * as v from 'valibot';
import { BOARD_COLOR_NAMES, type BoardColor } from '../boards/colors.ts';
import { BOARD_PRIVACIES, BOARD_PRIVACY_FILTERS, BOARD_SORTS, BOARD_VIEW_FILTERS, PROFILE_FILTERS } from '../boards/rules.ts';
import { BOARD_PAGE_SIZE, FEED_PAGE_SIZE } from '../constants.ts';
import type { BoardDetail, BoardSectionSummary, Pin } from '../types.ts';
import { resource, returns } from './define.ts';
import { BookmarkOption, id, pageSize } from './options.ts';

const privacy = v.picklist(BOARD_PRIVACIES, 'privacy is public, secret or protected');
const boardName = v.pipe(v.string('name must be a string'), v.maxLength(200));
const sectionName = v.pipe(v.string('name must be a string'), v.maxLength(200));
const username = v.pipe(v.string('username must be a string'), v.maxLength(30));

/** A collaborator of a board as its edit page lists them. */
export interface BoardCollaborator {
  entityId: string;
  username: string;
  fullName: string;
  status: 'invited' | 'accepted';
}

export const BoardResource = resource('BoardResource', {
  get: {
    options: v.object({ board_id: id('board', 'board_id'), field_set_key: v.optional(v.picklist(['detailed', 'summary'])) }),
    access: 'visitor',
    result: returns<BoardDetail & { sections: BoardSectionSummary[] }>(),
  },
  create: {
    options: v.object({
      name: boardName,
      description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
      privacy: v.optional(privacy, 'public'),
      layout: v.optional(v.picklist(['default', 'quick_saves'], 'layout is default or quick_saves'), 'default'),
      protected: v.optional(v.boolean()),
      return_existing: v.optional(v.boolean(), false),
      username: v.optional(v.string()),
      user_id: v.optional(v.string()),
      /** A business account the member manages as its admin: the board is made as that account's (else 403). */
      orbac_subject_id: v.optional(id('user', 'orbac_subject_id')),
    }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to create a board.',
    loginReason: 'createBoard',
    result: returns<BoardDetail>(),
  },
  update: {
    options: v.object({
      board_id: id('board', 'board_id'),
      name: v.optional(boardName),
      description: v.optional(v.pipe(v.string(), v.maxLength(2000))),
      privacy: v.optional(privacy),
      archived: v.optional(v.boolean()),
      /** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 cover image update: a pin of the board as its cover; null goes back to the newest pin. */
      cover_pin_id: v.optional(v.nullable(id('pin', 'cover_pin_id'))),
      /** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the owner marks the board sensitive; people other than the owner see a screen over its pins. */
      sensitive: v.optional(v.boolean('sensitive must be true or false')),
    }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    result: returns<BoardDetail>(),
  },
  delete: { options: v.object({ board_id: id('board', 'board_id') }), access: 'owner', rateLimit: 'publicViewEdit', result: returns<{ deleted: string }>() },
});

export const BoardsResource = resource('BoardsResource', {
  get: {
    options: v.object({
      username: v.optional(username),
      user_id: v.optional(id('user', 'user_id')),
      privacy_filter: v.optional(v.picklist(BOARD_PRIVACY_FILTERS, 'privacy_filter is all, public, secret or protected'), 'all'),
      sort: v.optional(v.picklist(BOARD_SORTS, `sort is one of ${BOARD_SORTS.join(', ')}`), 'last_pinned_to'),
      page_size: pageSize(BOARD_PAGE_SIZE, 100),
      group_by: v.optional(v.picklist(['none', 'visibility'], 'group_by is none or visibility'), 'none'),
      include_archived: v.optional(v.boolean(), true),
      filter_stories: v.optional(v.boolean(), false),
      filter_all_pins: v.optional(v.boolean(), false),
      filter_shopping_list: v.optional(v.boolean(), false),
      filter: v.optional(v.picklist(PROFILE_FILTERS, 'filter is NONE, GROUP, SECRET or ARCHIVED'), 'NONE'),
      view_filter: v.optional(v.picklist(BOARD_VIEW_FILTERS, `view_filter is one of ${BOARD_VIEW_FILTERS.join(', ')}`), 'NONE'),
      /** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the palette colour the COLORS view filter keeps. */
      color: v.optional(v.picklist(BOARD_COLOR_NAMES, `color is one of ${BOARD_COLOR_NAMES.join(', ')}`)),
      /** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the interest the INTERESTS view filter keeps. */
      interest_id: v.optional(id('interest', 'interest_id')),
      bookmark: BookmarkOption,
    }),
    access: 'visitor',
    result: returns<BoardDetail[]>(),
  },
});

/**
 * docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 board actions: "dismiss sensitivity screen" (create: the member's dismissal, kept) and
 * "disable more-ideas badge" (BoardMoreIdeasBadgeResource delete: the owner turns the badge off).
 */
export const BoardSensitivityScreenResource = resource('BoardSensitivityScreenResource', {
  create: {
    options: v.object({ board_id: id('board', 'board_id') }),
    access: 'member',
    rateLimit: 'ownMark',
    signInPrompt: 'Log in to keep this board’s pins shown.',
    result: returns<{ board_id: string; dismissed: true }>(),
  },
});

/** docs/rules/pin-card.md#screens-and-routes-spec-000-2 board more-ideas tab and section suggested pins: pins related to the board's cover pin (or the section's newest pin; the related pins of a closeup), not the board's own. */
export const BoardMoreIdeasResource = resource('BoardMoreIdeasResource', {
  get: {
    options: v.object({
      board_id: id('board', 'board_id'),
      /** A section's suggested pins: related to the section's newest pin instead of the board's cover. */
      section_id: v.optional(v.nullable(id('section', 'section_id'))),
      bookmark: BookmarkOption,
      page_size: pageSize(FEED_PAGE_SIZE),
    }),
    access: 'visitor',
    result: returns<Pin[]>(),
  },
});

export const BoardMoreIdeasBadgeResource = resource('BoardMoreIdeasBadgeResource', {
  delete: {
    options: v.object({ board_id: id('board', 'board_id') }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    result: returns<{ board_id: string; moreIdeasBadge: false }>(),
  },
});

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the chips of the COLORS and INTERESTS view filters of a member's boards, each with how many boards it keeps. */
export interface BoardFilterChips {
  colors: Array<{ color: BoardColor; boardCount: number }>;
  interests: Array<{ entityId: string; name: string; boardCount: number }>;
}

export const BoardFilterChipsResource = resource('BoardFilterChipsResource', {
  get: {
    options: v.object({ username: v.optional(username), user_id: v.optional(id('user', 'user_id')) }),
    access: 'visitor',
    result: returns<BoardFilterChips>(),
  },
});

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: a member marks a board they own or collaborate on as a favourite (FAVORITED view filter). */
export const BoardFavoriteResource = resource('BoardFavoriteResource', {
  create: {
    options: v.object({ board_id: id('board', 'board_id') }),
    access: 'owner',
    rateLimit: 'ownMark',
    result: returns<{ board_id: string; favorited: true }>(),
  },
  delete: {
    options: v.object({ board_id: id('board', 'board_id') }),
    access: 'owner',
    rateLimit: 'ownMark',
    result: returns<{ board_id: string; favorited: false }>(),
  },
});

export const BoardSectionResource = resource('BoardSectionResource', {
  create: {
    options: v.object({ board_id: id('board', 'board_id'), name: sectionName }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    result: returns<BoardSectionSummary>(),
  },
  update: {
    options: v.object({ section_id: id('section', 'section_id'), name: sectionName }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    result: returns<BoardSectionSummary>(),
  },
  delete: {
    options: v.object({ section_id: id('section', 'section_id') }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    result: returns<{ deleted: string }>(),
  },
});

/** Pin creation (docs/architecture.md#creating-pins-and-uploads) (/boardsection/{id}/edit/): moves a section's pins into another section of its board and deletes it. */
export const BoardSectionMergeResource = resource('BoardSectionMergeResource', {
  create: {
    options: v.object({ section_id: id('section', 'section_id'), into_section_id: id('section', 'into_section_id') }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    result: returns<BoardSectionSummary>(),
  },
});

export const BoardSectionsResource = resource('BoardSectionsResource', {
  get: { options: v.object({ board_id: id('board', 'board_id') }), access: 'visitor', result: returns<BoardSectionSummary[]>() },
});

export const BoardFeedResource = resource('BoardFeedResource', {
  get: {
    options: v.object({
      board_id: id('board', 'board_id'),
      section_id: v.optional(v.nullable(id('section', 'section_id'))),
      bookmark: BookmarkOption,
      page_size: pageSize(FEED_PAGE_SIZE),
    }),
    access: 'visitor',
    result: returns<Pin[]>(),
  },
});

/** The board's follow state after a follow or unfollow. */
export interface BoardFollowState {
  followedByMe: boolean;
  followerCount: number;
}

export const BoardFollowResource = resource('BoardFollowResource', {
  create: {
    options: v.object({ board_id: id('board', 'board_id') }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to follow.',
    loginReason: 'follow',
    result: returns<BoardFollowState>(),
  },
  delete: {
    options: v.object({ board_id: id('board', 'board_id') }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to unfollow.',
    loginReason: 'unfollow',
    result: returns<BoardFollowState>(),
  },
});

const InviteCode = v.pipe(v.string('invite_code must be a string'), v.regex(/^[a-f0-9]{24}$/, 'invite_code is not a board invite code'));

export const BoardCollaboratorResource = resource('BoardCollaboratorResource', {
  get: { options: v.object({ board_id: id('board', 'board_id') }), access: 'visitor', result: returns<BoardCollaborator[]>() },
  /** The owner invites a member by id or username; answers the invite link. */
  create: {
    options: v.object({ board_id: id('board', 'board_id'), user_id: v.optional(id('user', 'user_id')), username: v.optional(username) }),
    access: 'owner',
    rateLimit: 'socialWrite',
    result: returns<{ inviteUrl: string; collaborators: BoardCollaborator[] }>(),
  },
  /** The owner removes anyone; a collaborator removes themself (leaves). */
  delete: {
    options: v.object({ board_id: id('board', 'board_id'), user_id: id('user', 'user_id') }),
    access: 'member',
    rateLimit: 'socialWrite',
    result: returns<BoardCollaborator[]>(),
  },
});

export const BoardInviteResource = resource('BoardInviteResource', {
  /** The sender of an invite link (for "{name} invited you to join their board"). */
  get: { options: v.object({ invite_code: InviteCode }), access: 'visitor', result: returns<{ sender: { first_name: string; full_name: string } }>() },
  update: {
    options: v.object({ board_id: v.optional(id('board', 'board_id')), invite_code: v.optional(InviteCode) }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to join this board.',
    result: returns<BoardDetail>(),
  },
  delete: {
    options: v.object({ board_id: id('board', 'board_id'), invited_user_id: v.optional(id('user', 'invited_user_id')) }),
    access: 'member',
    rateLimit: 'socialWrite',
    result: returns<{ declined: true }>(),
  },
});

const PinIds = v.pipe(
  v.array(id('pin', 'pin_ids[]'), 'pin_ids must be a list of pin ids'),
  v.minLength(1, 'Select at least one pin.'),
  v.maxLength(50, 'Select at most 50 pins at a time.'),
);

/**
 * A bulk update's action and its fields, with the pins it acts on (`pins`: the selected ones, or those kept out of a
 * select-all, which `section_id` limits to one section of the board; pins named one by one need no section).
 */
function bulkUpdateOptions<T extends typeof PinIds | typeof KeptOut>(pins: T) {
  const section_id = v.optional(v.nullable(id('section', 'section_id')));
  return v.variant(
    'action',
    [
      v.object({
        action: v.picklist(['bulkMove', 'bulkCopy']),
        board_id: id('board', 'board_id'),
        section_id,
        pin_ids: pins,
        target_board_id: id('board', 'target_board_id'),
        target_section_id: v.optional(v.nullable(id('section', 'target_section_id'))),
      }),
      v.object({ action: v.literal('bulkCreateSection'), board_id: id('board', 'board_id'), section_id, pin_ids: pins, section_name: sectionName }),
    ],
    'action is bulkMove, bulkCopy or bulkCreateSection',
  );
}

/** What a bulk update did: how many pins changed, the new section, and a move's pins that left the board. */
export interface BulkUpdateResult {
  changed: number;
  sectionId?: string;
  moved?: string[];
}

export const BulkEditResource = resource('BulkEditResource', {
  update: {
    options: bulkUpdateOptions(PinIds),
    access: 'owner',
    rateLimit: 'socialWrite',
    result: returns<BulkUpdateResult>(),
  },
  delete: {
    options: v.object({ board_id: id('board', 'board_id'), pin_ids: PinIds, section_id: v.optional(v.nullable(id('section', 'section_id'))) }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    result: returns<{ deleted: number }>(),
  },
});

/**
 * Organize mode's reorder (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3): put a pin of the board right before
 * another of its pins, or last when before_pin_id is null.
 */
export const BoardPinOrderResource = resource('BoardPinOrderResource', {
  update: {
    options: v.pipe(
      v.object({ board_id: id('board', 'board_id'), pin_id: id('pin', 'pin_id'), before_pin_id: v.nullable(id('pin', 'before_pin_id')) }),
      v.check((o) => o.pin_id !== o.before_pin_id, 'A pin cannot be put before itself.'),
    ),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    result: returns<{ moved: boolean }>(),
  },
});

/** The pins kept out of a select-all. */
const KeptOut = v.optional(
  v.pipe(v.array(id('pin', 'pin_ids[]'), 'pin_ids must be a list of pin ids'), v.maxLength(250, 'Keep at most 250 pins out of a select-all.')),
  [],
);

/**
 * "Select all" then move, copy, put into a section or delete, on a board the viewer owns (or one of its
 * sections): every live pin of it, except `pin_ids`, the pins deselected after selecting all (our reading of the call's
 * `pin_ids`; docs/rules/closeup-and-visitors.md#calls-spec-002-7).
 */
export const BulkEditSelectAllResource = resource('BulkEditSelectAllResource', {
  /** Select all, then move, copy or put into a new section: every live pin of the board (or section) but the kept ones. */
  update: {
    options: bulkUpdateOptions(KeptOut),
    access: 'owner',
    rateLimit: 'socialWrite',
    result: returns<BulkUpdateResult>(),
  },
  delete: {
    options: v.object({
      board_id: id('board', 'board_id'),
      section_id: v.optional(v.nullable(id('section', 'section_id'))),
      pin_ids: KeptOut,
    }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    result: returns<{ deleted: number }>(),
  },
});
