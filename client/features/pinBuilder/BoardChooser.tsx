// The board and section a pin goes to: a button naming the choice that opens the board picker
// (the viewer's boards, search, sections, inline board creation, or Profile).
import { useState } from 'react';
import { BoardPicker } from '#client/features/save/BoardPicker.tsx';
import { useSaveSession } from '#client/features/save/saveSession.tsx';
import type { BoardDetail } from '#shared/types.ts';
import type { DraftPlace } from './draft.ts';

export interface BoardChoice {
  board: DraftPlace | null;
  section: DraftPlace | null;
}

export function BoardChooser({ value, onChange }: { value: BoardChoice; onChange: (choice: BoardChoice) => void }) {
  const session = useSaveSession();
  const [open, setOpen] = useState(false);

  async function pick(board: BoardDetail | null, sectionId: string | null) {
    setOpen(false);
    if (!board) return onChange({ board: null, section: null });
    session.touchBoard(board);
    const section = sectionId ? ((await session.sections(board.entityId).catch(() => [])).find((s) => s.entityId === sectionId) ?? null) : null;
    onChange({ board: { id: board.entityId, name: board.name }, section: section ? { id: section.entityId, name: section.name } : null });
  }

  const label = value.board ? (value.section ? `${value.board.name} › ${value.section.name}` : value.board.name) : 'Profile';
  return (
    <div className="board-chooser">
      <span className="board-chooser__label">Board</span>
      <button type="button" className="button" data-test-id="board-chooser" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label} ▾
      </button>
      {open && <BoardPicker session={session} onPick={(b, s) => void pick(b, s)} onClose={() => setOpen(false)} />}
    </div>
  );
}
