// Bulk edit of a board's pins (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4 selection states): the pin cards on the
// bulkEdit surface (no hover overlay there: shared/pinCard/hover.ts), each pressed to select it; then move, copy,
// put into a new section or delete them (BulkEditResource); or switch to reordering the pins (ReorderPins).
// Organize covers every pin of the board (or section): the pages after the first are read as it opens, and
// "select all" is every pin of it, acted on by the server (BulkEditSelectAllResource), a tap keeping one out.
// A move or copy says what it did, naming the board (and which Pins were already there, so nothing moved).
import { useEffect, useState } from 'react';
import { CardSurfaceContext } from '#client/features/pinCard/CardSurface.ts';
import { PinCard } from '#client/features/pinCard/PinCard.tsx';
import { useSaveSession } from '#client/features/save/saveSession.tsx';
import { callResource, getResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { MASONRY } from '#shared/constants.ts';
import { counted } from '#shared/counts.ts';
import { boardDisplayName } from '#shared/pinCard/board.ts';
import { alreadyThereText } from '#shared/save/alreadyThere.ts';
import type { BoardDetail, BoardSectionSummary, Pin, PinPage, Viewer } from '#shared/types.ts';
import { ReorderPins } from './ReorderPins.tsx';

/** Bulk edit draws its cards in the compact columns, so more of the board fits to choose from. */
const BULK_CARD = MASONRY.compact;

/** The most pins one page of the board's feed answers (BoardFeedResource page_size). */
const ORGANIZE_PAGE = 50;

/** Every pin of the board (or section): the first page, then the rest read page by page; `complete` once all are in. */
function useAllPins(board: BoardDetail, section: BoardSectionSummary | null, first: PinPage) {
  const [pins, setPins] = useState<Pin[]>(first.pins);
  const [complete, setComplete] = useState(first.bookmark === null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (first.bookmark === null) return;
    const stop = new AbortController();
    void (async () => {
      let bookmark: string | null = first.bookmark;
      let all = first.pins;
      while (bookmark !== null) {
        const options = { board_id: board.entityId, section_id: section?.entityId ?? null, bookmark, page_size: ORGANIZE_PAGE };
        const page = await getResource('BoardFeedResource', options, stop.signal);
        const seen = new Set(all.map((p) => p.entityId));
        all = [...all, ...page.data.filter((p) => !seen.has(p.entityId))];
        setPins(all);
        bookmark = page.bookmark ?? null;
      }
      setComplete(true);
    })().catch(() => {
      if (!stop.signal.aborted) setFailed(true);
    });
    return () => stop.abort();
  }, [board.entityId, section?.entityId, first]);
  return { pins, complete, failed };
}

export function BulkEditor({
  board,
  section,
  feed,
  viewer,
  onDone,
}: {
  board: BoardDetail;
  section: BoardSectionSummary | null;
  feed: PinPage;
  viewer: Viewer;
  onDone: () => void;
}) {
  const session = useSaveSession();
  const { pins, complete, failed } = useAllPins(board, section, feed);
  /** Without "select all", the pins selected; with it, the pins kept out of it. */
  const [marked, setMarked] = useState<Set<string>>(new Set());
  const [target, setTarget] = useState('');
  const [sectionName, setSectionName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** Pins moved off this board since the editor opened: no longer shown here. */
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [boards, setBoards] = useState<BoardDetail[] | null>(null);
  const [reordering, setReordering] = useState(false);
  /** "Select all": every pin of the board is selected, those shown here and the rest; a tap then keeps a pin out. */
  const [allSelected, setAllSelected] = useState(false);
  const shown = pins.filter((pin) => !gone.has(pin.entityId));
  /** How many pins the board (or section) has: all of them once read, else what the page said. */
  const total = complete ? shown.length : Math.max(shown.length, (section?.pinCount ?? board.pinCount) - gone.size);
  const selectedCount = allSelected ? total - marked.size : marked.size;
  const isSelected = (id: string) => (allSelected ? !marked.has(id) : marked.has(id));

  // The boards to move to are read as the editor opens, so the list is there when the person opens it.
  useEffect(() => {
    void session.loadBoards().then(setBoards, () => setBoards([]));
  }, [session]);

  const toggle = (id: string) => {
    const next = new Set(marked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setMarked(next);
  };

  const selectAll = (on: boolean) => {
    setAllSelected(on);
    setMarked(new Set());
  };

  /** The call of a bulk update: the pins named, or with "select all" every pin of the board but those kept out. */
  const bulkUpdate = (options: { action: 'bulkMove' | 'bulkCopy'; target_board_id: string } | { action: 'bulkCreateSection'; section_name: string }) =>
    allSelected
      ? callResource('BulkEditSelectAllResource', 'update', {
          board_id: board.entityId,
          section_id: section?.entityId ?? null,
          pin_ids: [...marked],
          ...options,
        })
      : callResource('BulkEditResource', 'update', { board_id: board.entityId, pin_ids: [...marked], ...options });

  /** Moves or copies the selection to the chosen board, then says so, naming the board. */
  async function moveOrCopy(action: 'bulkMove' | 'bulkCopy') {
    setError(null);
    setDone(null);
    const to = boards?.find((b) => b.entityId === target);
    const name = to?.name ?? 'the board';
    const picked = selectedCount;
    try {
      const answer = await bulkUpdate({ action, target_board_id: target });
      const { changed } = answer.data;
      const already = picked - changed;
      const verb = action === 'bulkMove' ? 'Moved' : 'Copied';
      if (changed === 0) {
        setError(alreadyThereText(picked, { board: { name } }));
        return;
      }
      const alreadyNote = already > 0 ? ` ${already === 1 ? '1 was' : `${already} were`} already there.` : '';
      setDone(`${verb} ${changed === 1 ? '1 Pin' : `${changed} Pins`} to ${name}.${alreadyNote}`);
      if (action === 'bulkMove') setGone(new Set([...gone, ...(answer.data.moved ?? [])]));
      selectAll(false);
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  async function run(verb: 'section' | 'delete') {
    setError(null);
    try {
      if (verb === 'section') await bulkUpdate({ action: 'bulkCreateSection', section_name: sectionName });
      else if (allSelected)
        await callResource('BulkEditSelectAllResource', 'delete', { board_id: board.entityId, section_id: section?.entityId ?? null, pin_ids: [...marked] });
      else await callResource('BulkEditResource', 'delete', { board_id: board.entityId, pin_ids: [...marked] });
      onDone();
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  /** What the bar says is selected: never "All but 0". */
  const selectionText = !allSelected
    ? `${selectedCount} selected`
    : marked.size === 0
      ? `All ${counted(total, 'Pin')} selected`
      : `${selectedCount} of ${counted(total, 'Pin')} selected`;

  const modeSwitch = (
    <button type="button" className="button bulk-editor__mode" aria-pressed={reordering} onClick={() => setReordering(!reordering)}>
      {reordering ? 'Select pins' : 'Reorder pins'}
    </button>
  );
  if (reordering) {
    return (
      <div className="bulk-editor" data-test-id="bulk-editor">
        <div className="bulk-editor__bar">{modeSwitch}</div>
        <ReorderPins board={board} pins={shown} />
      </div>
    );
  }

  return (
    <div className="bulk-editor" data-test-id="bulk-editor">
      <div className="bulk-editor__bar">
        {modeSwitch}
        <span data-test-id="bulk-editor-count">{selectionText}</span>
        <button type="button" className="button" aria-pressed={allSelected} onClick={() => selectAll(!allSelected)}>
          {allSelected ? 'Clear selection' : 'Select all'}
        </button>
        <select className="bulk-editor__field" aria-label="Target board" value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value="">{boards ? 'Choose a board…' : 'Loading boards…'}</option>
          {(boards ?? [])
            .filter((b) => b.entityId !== board.entityId)
            .map((b) => (
              <option key={b.entityId} value={b.entityId}>
                {boardDisplayName(b)}
              </option>
            ))}
        </select>
        <button type="button" className="button" disabled={!selectedCount || !target} onClick={() => void moveOrCopy('bulkMove')}>
          Move
        </button>
        <button type="button" className="button" disabled={!selectedCount || !target} onClick={() => void moveOrCopy('bulkCopy')}>
          Copy
        </button>
        <input
          className="bulk-editor__field"
          aria-label="New section name"
          placeholder="New section"
          value={sectionName}
          maxLength={50}
          onChange={(e) => setSectionName(e.target.value)}
        />
        <button type="button" className="button" disabled={!selectedCount || !sectionName.trim()} onClick={() => void run('section')}>
          Add section
        </button>
        <button type="button" className="button button--primary" disabled={!selectedCount} onClick={() => void run('delete')}>
          {allSelected ? 'Delete all selected' : 'Delete'}
        </button>
      </div>
      {error && (
        <p role="alert" className="bulk-editor__message" data-test-id="bulk-editor-error">
          {error}
        </p>
      )}
      <p role="status" className="bulk-editor__message" data-test-id="bulk-editor-done">
        {done}
      </p>
      {!complete && (
        <p className="bulk-editor__message" data-test-id="bulk-editor-loading" role={failed ? 'alert' : undefined}>
          {failed ? 'Some Pins of this board could not be loaded. Close Organize and open it again.' : `Loading all ${counted(total, 'Pin')}…`}
        </p>
      )}
      <CardSurfaceContext
        value={{
          surface: 'bulkEdit',
          board: {
            entityId: board.entityId,
            ownerId: board.owner.entityId,
            collaboratedByMe: board.canSave && !board.isOwner,
            isCollaborative: board.isCollaborative,
          },
        }}
      >
        <ul className="bulk-editor__grid" data-card-surface="bulkEdit">
          {shown.map((pin, i) => (
            <li key={pin.entityId} className="pin-card-frame" style={{ ['--col-n' as string]: BULK_CARD.columnWidth }}>
              <PinCard
                pin={pin}
                viewer={viewer}
                columnWidth={BULK_CARD.columnWidth}
                gap={BULK_CARD.gap}
                slotIndex={i}
                selection={{ selected: isSelected(pin.entityId), imageOnly: false, onToggle: () => toggle(pin.entityId) }}
              />
            </li>
          ))}
        </ul>
      </CardSurfaceContext>
    </div>
  );
}
