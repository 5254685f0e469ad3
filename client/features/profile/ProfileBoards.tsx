// The boards grid of a profile with its filters (NONE, GROUP, SECRET, ARCHIVED; docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3), the
// owner's view filters (created by me, favourites; docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3) with a star to favourite each own
// board, the COLORS and INTERESTS view filters with their chips (anyone's), sort (docs/rules/closeup-and-visitors.md#entities-spec-002-3) and
// "More boards" paging by 25 (BoardsResource).
import { useEffect, useState } from 'react';
import { callResource, getResource, ResourceCallError } from '#client/lib/resource.ts';
import type { BoardFilterChips as Chips } from '#shared/api/boards.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { BoardColor } from '#shared/boards/colors.ts';
import {
  asBoardViewFilter,
  BOARD_SORTS,
  BOARD_VIEW_FILTER_STATE,
  BOARD_VIEW_FILTERS,
  type BoardSort,
  type BoardViewFilter,
  type ProfileFilter,
  PUBLIC_BOARD_VIEW_FILTERS,
} from '#shared/boards/rules.ts';
import { counted } from '#shared/counts.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';
import { boardDisplayName } from '#shared/pinCard/board.ts';
import type { BoardDetail } from '#shared/types.ts';
import { BoardFilterChips } from './BoardFilterChips.tsx';

const FILTER_LABELS: Record<ProfileFilter, string> = { NONE: 'All boards', GROUP: 'Group boards', SECRET: 'Secret boards', ARCHIVED: 'Archived' };
const VIEW_LABELS: Record<BoardViewFilter, string> = {
  NONE: 'Every board',
  CREATED_BY_ME: 'Created by me',
  FAVORITED: 'Favourites',
  FAVORITED_AND_CREATED_BY_ME: 'My favourites I created',
  COLORS: 'By colour',
  INTERESTS: 'By topic',
};
/** The view filters that need a chip chosen (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
const chipFilter = (f: BoardViewFilter): f is 'COLORS' | 'INTERESTS' => f === 'COLORS' || f === 'INTERESTS';

interface View {
  filter: ProfileFilter;
  viewFilter: BoardViewFilter;
  sort: BoardSort;
  /** The chosen colour (COLORS) or interest id (INTERESTS). */
  chip?: string;
}
const SORT_LABELS: Record<BoardSort, string> = {
  last_pinned_to: 'Last saved to',
  alphabetical: 'A to Z',
  newest: 'Newest',
  oldest: 'Oldest',
  group_boards_at_top: 'Group boards first',
  custom: 'Custom',
};

export interface ProfileBoardsProps {
  username: string;
  isMe: boolean;
  boards: BoardDetail[];
  bookmark: string | null;
}

export function ProfileBoards({ username, isMe, boards: first, bookmark: firstBookmark }: ProfileBoardsProps) {
  const [view, setView] = useState<View>({ filter: 'NONE', viewFilter: 'NONE', sort: 'last_pinned_to' });
  const [chips, setChips] = useState<Chips | null>(null);
  const [list, setList] = useState({ boards: first, bookmark: firstBookmark });
  const [error, setError] = useState<string | null>(null);
  const filters: ProfileFilter[] = isMe ? ['NONE', 'GROUP', 'SECRET', 'ARCHIVED'] : ['NONE', 'GROUP'];
  const viewFilters: readonly BoardViewFilter[] = isMe ? BOARD_VIEW_FILTERS : PUBLIC_BOARD_VIEW_FILTERS;

  async function load(next: View, bookmark: string | null) {
    setError(null);
    try {
      if (chipFilter(next.viewFilter) && !next.chip) {
        // No colour or topic to choose: nothing to list.
        setView(next);
        setList({ boards: [], bookmark: null });
        return;
      }
      const answer = await getResource('BoardsResource', {
        username,
        filter: next.filter,
        view_filter: next.viewFilter,
        color: next.viewFilter === 'COLORS' ? (next.chip as BoardColor) : undefined,
        interest_id: next.viewFilter === 'INTERESTS' ? next.chip : undefined,
        sort: next.sort,
        include_archived: next.filter === 'ARCHIVED',
        bookmark,
      });
      setView(next);
      setList((current) => ({ boards: bookmark ? [...current.boards, ...answer.data] : answer.data, bookmark: answer.bookmark }));
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  // The owner's view filter is remembered as a user state (docs/rules/closeup-and-visitors.md#calls-spec-002-7) and restored on their next visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per owner's visit; load() reads the view it is given
  useEffect(() => {
    if (!isMe) return;
    void getResource('UserStateResource', {})
      .then(({ data }) => {
        const remembered = asBoardViewFilter(data.states[BOARD_VIEW_FILTER_STATE]);
        if (remembered && remembered !== 'NONE') void load({ ...view, viewFilter: remembered }, null);
      })
      .catch(() => {});
  }, [isMe]);

  async function chooseViewFilter(viewFilter: BoardViewFilter) {
    if (chipFilter(viewFilter)) {
      // The chips are read once, then the first (most boards) is chosen.
      let known = chips;
      try {
        known ??= (await getResource('BoardFilterChipsResource', { username })).data;
      } catch (e) {
        setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
        return;
      }
      setChips(known);
      const first = viewFilter === 'COLORS' ? known.colors[0]?.color : known.interests[0]?.entityId;
      void load({ ...view, viewFilter, chip: first }, null);
      return;
    }
    void load({ ...view, viewFilter, chip: undefined }, null);
    if (!isMe) return;
    void callResource('UserStateResource', 'create', { state: BOARD_VIEW_FILTER_STATE, value: viewFilter }).catch(() => {});
  }

  async function toggleFavorite(board: BoardDetail) {
    setError(null);
    try {
      await callResource('BoardFavoriteResource', board.favoritedByMe ? 'delete' : 'create', { board_id: board.entityId });
      setList((current) => ({
        ...current,
        boards: current.boards.map((b) => (b.entityId === board.entityId ? { ...b, favoritedByMe: !b.favoritedByMe } : b)),
      }));
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  return (
    <>
      <div className="profile__filters">
        <label className="profile__filter">
          Show
          <select value={view.filter} onChange={(e) => void load({ ...view, filter: e.target.value as ProfileFilter }, null)}>
            {filters.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <label className="profile__filter">
          View
          <select value={view.viewFilter} onChange={(e) => void chooseViewFilter(e.target.value as BoardViewFilter)}>
            {viewFilters.map((f) => (
              <option key={f} value={f}>
                {VIEW_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <label className="profile__filter">
          Sort boards
          <select value={view.sort} onChange={(e) => void load({ ...view, sort: e.target.value as BoardSort }, null)}>
            {BOARD_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {chipFilter(view.viewFilter) && chips && (
        <BoardFilterChips kind={view.viewFilter} chips={chips} chosen={view.chip} onChoose={(chip) => void load({ ...view, chip }, null)} />
      )}
      <ul className="board-grid" data-test-id="board-grid">
        {list.boards.map((b) => (
          <li key={b.entityId}>
            <a className="board-card" href={b.url} data-test-id="board-card" data-board-id={b.entityId}>
              <div className="board-card__cover" style={b.coverImageUrl ? { backgroundImage: `url("${b.coverImageUrl}")` } : undefined} />
              <p className="board-card__name">{boardDisplayName(b)}</p>
              <p className="board-card__meta">
                {counted(b.pinCount, 'Pin')}
                {b.privacy === 'secret' ? ' · Secret' : ''}
                {b.followerCount ? ` · ${counted(b.followerCount, 'follower')}` : ''}
              </p>
            </a>
            {isMe && b.canSave && (
              <button
                type="button"
                className="board-card__favorite"
                aria-pressed={Boolean(b.favoritedByMe)}
                aria-label={`${b.favoritedByMe ? 'Remove' : 'Add'} ${boardDisplayName(b)} ${b.favoritedByMe ? 'from' : 'to'} favourites`}
                data-test-id="board-favorite"
                {...NEEDS_SCRIPT}
                onClick={() => void toggleFavorite(b)}
              >
                {b.favoritedByMe ? '★' : '☆'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!list.boards.length && (
        <div className="board-page__empty">
          <p>No boards here yet.</p>
          <a className="button button--primary" href="/">
            Find ideas to save
          </a>
        </div>
      )}
      {error && (
        <p role="alert" className="board-page__empty">
          {error}
        </p>
      )}
      {list.bookmark && (
        <p className="board-page__empty">
          <button type="button" className="button" onClick={() => void load(view, list.bookmark)}>
            More boards
          </button>
        </p>
      )}
    </>
  );
}
