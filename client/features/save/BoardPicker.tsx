// The inline board picker: the viewer's boards most recent first, search within them, pick a
// section, create a board inline, or save to the profile (docs/rules/closeup-and-visitors.md#entities-spec-002-3 board picker).

import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { AnchoredPopover } from '#client/components/AnchoredPopover.tsx';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { boardNameProblem } from '#shared/boards/rules.ts';
import { formAction, NEEDS_SCRIPT } from '#shared/forms.ts';
import { searchPickerBoards } from '#shared/save/boardPicker.ts';
import type { BoardDetail, BoardSectionSummary } from '#shared/types.ts';
import type { SaveSession } from './saveSlot.ts';

export interface BoardPickerProps {
  session: SaveSession;
  onPick: (board: BoardDetail | null, sectionId: string | null) => void;
  onClose: () => void;
  /** The Save control that opened the picker: it then floats in the top layer next to it (a bottom sheet on a phone). */
  anchor?: RefObject<HTMLElement | null>;
}

export function BoardPicker({ session, onPick, onClose, anchor }: BoardPickerProps) {
  useSignals();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<{ board: BoardDetail; sections: BoardSectionSummary[] } | null>(null);
  const [creating, setCreating] = useState(false);
  // The control that opened the picker (focused as it opened): focus goes back to it when the picker closes.
  // (None on the server: the save page renders the picker in place.)
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const pick = (board: BoardDetail | null, sectionId: string | null) => {
    onPick(board, sectionId);
    opener?.focus();
  };

  useEffect(() => {
    session.loadBoards().catch((e: unknown) => setError(e instanceof Error ? e.message : SERVER_ERROR_MESSAGE));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      opener?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [session, onClose, opener]);

  async function showSections(board: BoardDetail) {
    try {
      const sections = await session.sections(board.entityId);
      if (sections.length) setOpen({ board, sections });
      else pick(board, null);
    } catch {
      pick(board, null);
    }
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const problem = boardNameProblem(name);
    if (problem) return setError(problem);
    setCreating(true);
    try {
      const answer = await callResource('BoardResource', 'create', { name, privacy: 'public' });
      session.touchBoard(answer.data);
      pick(answer.data, null);
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
      setCreating(false);
    }
  }

  const boards = session.boards.value;
  const shown = boards ? searchPickerBoards(boards, query) : null;
  const content = (
    <>
      {open ? (
        <>
          <button type="button" {...NEEDS_SCRIPT} className="board-picker__back" onClick={() => setOpen(null)}>
            ‹ {open.board.name}
          </button>
          <ul className="board-picker__list">
            <li>
              <button type="button" {...NEEDS_SCRIPT} onClick={() => pick(open.board, null)}>
                {open.board.name} (no section)
              </button>
            </li>
            {open.sections.map((s) => (
              <li key={s.entityId}>
                <button type="button" {...NEEDS_SCRIPT} data-test-id="picker-section" onClick={() => pick(open.board, s.entityId)}>
                  {s.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <input
            className="board-picker__search"
            type="search"
            placeholder="Search"
            aria-label="Search your boards"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {error && (
            <p className="board-picker__error" role="alert">
              {error}
            </p>
          )}
          <ul className="board-picker__list">
            {!query && (
              <li>
                <button type="button" {...NEEDS_SCRIPT} data-test-id="picker-profile" onClick={() => pick(null, null)}>
                  Profile
                </button>
              </li>
            )}
            {shown === null && !error && <li className="board-picker__loading">Loading boards…</li>}
            {shown?.map((b) => (
              <li key={b.entityId}>
                <button type="button" {...NEEDS_SCRIPT} data-test-id="picker-board" data-board-id={b.entityId} onClick={() => void showSections(b)}>
                  {b.name}
                  {b.privacy === 'secret' && <span className="board-picker__secret"> · Secret</span>}
                </button>
              </li>
            ))}
          </ul>
          <form className="board-picker__create" method="post" action={formAction('BoardResource', 'create')} onSubmit={create}>
            <input name="name" placeholder="Create board" aria-label="New board name" maxLength={50} required />
            <button type="submit" className="button" disabled={creating}>
              Create
            </button>
          </form>
        </>
      )}
    </>
  );
  const props = { className: 'board-picker', 'data-test-id': 'board-picker', role: 'dialog', 'aria-label': 'Save to board' } as const;
  return anchor ? (
    <AnchoredPopover anchor={anchor} align="end" sheetTitle="Save to board" onClose={onClose} {...props}>
      {content}
    </AnchoredPopover>
  ) : (
    <div {...props}>{content}</div>
  );
}
