// Bulk edit of a board's pins (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4 selection states): the pin cards on the
// bulkEdit surface (no hover overlay there: shared/pinCard/hover.ts), each pressed to select it; then move, copy,
// put into a new section or delete them (BulkEditResource); select all of the board, keep some out,
// and delete the rest, pins not loaded yet included (BulkEditSelectAllResource); or switch to reordering the pins (ReorderPins).
// A move or copy says what it did, naming the board (and which Pins were already there, so nothing moved).
import { useEffect, useState } from 'react';
import { CardSurfaceContext } from '#client/features/pinCard/CardSurface.ts';
import { PinCard } from '#client/features/pinCard/PinCard.tsx';
import { useSaveSession } from '#client/features/save/saveSession.tsx';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { MASONRY } from '#shared/constants.ts';
import { boardDisplayName } from '#shared/pinCard/board.ts';
import type { BoardDetail, Pin, Viewer } from '#shared/types.ts';
import { ReorderPins } from './ReorderPins.tsx';

/** Bulk edit draws its cards in the compact columns, so more of the board fits to choose from. */
const BULK_CARD = MASONRY.compact;

export function BulkEditor({ board, pins, viewer, onDone }: { board: BoardDetail; pins: Pin[]; viewer: Viewer; onDone: () => void }) {
  const session = useSaveSession();
  const [selected, setSelected] = useState<Set<string>>(new Set());
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

  // The boards to move to are read as the editor opens, so the list is there when the person opens it.
  useEffect(() => {
    void session.loadBoards().then(setBoards, () => setBoards([]));
  }, [session]);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  const selectAll = (on: boolean) => {
    setAllSelected(on);
    setSelected(new Set(on ? pins.map((p) => p.entityId) : []));
  };

  /** Moves or copies the selection to the chosen board, then says so, naming the board. */
  async function moveOrCopy(action: 'bulkMove' | 'bulkCopy') {
    setError(null);
    setDone(null);
    const to = boards?.find((b) => b.entityId === target);
    const name = to?.name ?? 'the board';
    const picked = [...selected];
    try {
      const answer = await callResource('BulkEditResource', 'update', { board_id: board.entityId, pin_ids: picked, action, target_board_id: target });
      const { changed } = answer.data;
      const already = picked.length - changed;
      const verb = action === 'bulkMove' ? 'Moved' : 'Copied';
      if (changed === 0) {
        setError(picked.length === 1 ? `This Pin is already on ${name}.` : `These Pins are already on ${name}.`);
        return;
      }
      const alreadyNote = already > 0 ? ` ${already === 1 ? '1 was' : `${already} were`} already there.` : '';
      setDone(`${verb} ${changed === 1 ? '1 Pin' : `${changed} Pins`} to ${name}.${alreadyNote}`);
      if (action === 'bulkMove') setGone(new Set([...gone, ...(answer.data.moved ?? [])]));
      setSelected(new Set());
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  async function run(verb: 'update' | 'delete', options: Record<string, unknown>) {
    setError(null);
    try {
      if (verb === 'delete' && allSelected) {
        const kept = pins.filter((p) => !selected.has(p.entityId)).map((p) => p.entityId);
        await callResource('BulkEditSelectAllResource', 'delete', { board_id: board.entityId, pin_ids: kept });
      } else await callResource('BulkEditResource', verb, { board_id: board.entityId, pin_ids: [...selected], ...options });
      onDone();
    } catch (e) {
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  const modeSwitch = (
    <button type="button" className="button bulk-editor__mode" aria-pressed={reordering} onClick={() => setReordering(!reordering)}>
      {reordering ? 'Select pins' : 'Reorder pins'}
    </button>
  );
  if (reordering) {
    return (
      <div className="bulk-editor" data-test-id="bulk-editor">
        <div className="bulk-editor__bar">{modeSwitch}</div>
        <ReorderPins board={board} pins={pins} />
      </div>
    );
  }

  return (
    <div className="bulk-editor" data-test-id="bulk-editor">
      <div className="bulk-editor__bar">
        {modeSwitch}
        <span>{allSelected ? `All but ${pins.length - selected.size} selected` : `${selected.size} selected`}</span>
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
        <button type="button" className="button" disabled={!selected.size || !target || allSelected} onClick={() => void moveOrCopy('bulkMove')}>
          Move
        </button>
        <button type="button" className="button" disabled={!selected.size || !target || allSelected} onClick={() => void moveOrCopy('bulkCopy')}>
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
        <button
          type="button"
          className="button"
          disabled={!selected.size || !sectionName.trim() || allSelected}
          onClick={() => void run('update', { action: 'bulkCreateSection', section_name: sectionName })}
        >
          Add section
        </button>
        <button type="button" className="button button--primary" disabled={!selected.size && !allSelected} onClick={() => void run('delete', {})}>
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
          {pins
            .filter((pin) => !gone.has(pin.entityId))
            .map((pin, i) => (
              <li key={pin.entityId} className="pin-card-frame" style={{ ['--col-n' as string]: BULK_CARD.columnWidth }}>
                <PinCard
                  pin={pin}
                  viewer={viewer}
                  columnWidth={BULK_CARD.columnWidth}
                  gap={BULK_CARD.gap}
                  slotIndex={i}
                  selection={{ selected: selected.has(pin.entityId), imageOnly: false, onToggle: () => toggle(pin.entityId) }}
                />
              </li>
            ))}
        </ul>
      </CardSurfaceContext>
    </div>
  );
}
