// The board and section a pin goes to: a button naming the choice that opens the board picker
// (the viewer's boards, search, sections, inline board creation, or Profile) over the form, in the
// top layer (a bottom sheet on a phone), so it neither pushes Publish down nor widens the page.
import { useRef, useState } from 'react';
import { useOutsidePress } from '#client/components/useOutsidePress.ts';
import { BoardPicker } from '#client/features/save/BoardPicker.tsx';
import { useSaveSession } from '#client/features/save/saveSession.tsx';
import { NEEDS_SCRIPT } from '#shared/forms.ts';
import type { BoardDetail } from '#shared/types.ts';
import type { DraftPlace } from './draft.ts';

export interface BoardChoice {
  board: DraftPlace | null;
  section: DraftPlace | null;
}

export function BoardChooser({ value, onChange }: { value: BoardChoice; onChange: (choice: BoardChoice) => void }) {
  const session = useSaveSession();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useOutsidePress(root, open, () => setOpen(false), button);

  async function pick(board: BoardDetail | null, sectionId: string | null) {
    setOpen(false);
    if (!board) return onChange({ board: null, section: null });
    session.touchBoard(board);
    const section = sectionId ? ((await session.sections(board.entityId).catch(() => [])).find((s) => s.entityId === sectionId) ?? null) : null;
    onChange({ board: { id: board.entityId, name: board.name }, section: section ? { id: section.entityId, name: section.name } : null });
  }

  const label = value.board ? (value.section ? `${value.board.name} › ${value.section.name}` : value.board.name) : 'Profile';
  return (
    <div className="board-chooser" ref={root}>
      <span className="board-chooser__label">Board</span>
      <button ref={button} type="button" {...NEEDS_SCRIPT} className="button" data-test-id="board-chooser" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label} ▾
      </button>
      {open && <BoardPicker session={session} anchor={button} onPick={(b, s) => void pick(b, s)} onClose={() => setOpen(false)} />}
    </div>
  );
}
