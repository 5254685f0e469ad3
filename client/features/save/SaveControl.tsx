// The save button of a pin card in its three kinds (contract with the card): classic (Save opens
// the board picker, or saves to the profile for save_behavior 0), inline (a board dropdown next
// to Save) and persistentOneClickSave (one tap saves to the profile, a second tap deletes it).
// On a closeup a member's Save is a real form posting the pin (worker/api/forms.ts): before or
// without JavaScript it saves to the profile, and "Choose a board" opens the board list of the
// save page (/pin/{id}/repin/); with JavaScript it does what the button does, and the picker opens.

import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { logClick } from '#client/features/events/logClick.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { formAction } from '#shared/forms.ts';
import { pinPath } from '#shared/paths.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { namesBoardBesideSave, saveButtonSize } from '#shared/pinCard/saveControl.ts';
import { savesToProfile } from '#shared/save/boardPicker.ts';
import type { BoardDetail, Viewer } from '#shared/types.ts';
import { SavedOverlay } from './SavedOverlay.tsx';
import { SaveFormFields } from './SaveFormFields.tsx';
import { createSaveModel, type SaveControlKind } from './saveModel.ts';
import { useSaveSession } from './saveSession.tsx';
import './save.css';

/** Downloaded when a board picker is first opened. */
const BoardPicker = lazy(() => import('./BoardPicker.tsx').then((m) => ({ default: m.BoardPicker })));

export interface SaveControlProps {
  pin: CardPin;
  viewer: Viewer;
  kind: SaveControlKind;
  /** A preselected board (the board grid of an owner or collaborator). */
  boardId?: string;
  /** Where the control is shown (home, board, search ...), for the data attributes of tests and logs. */
  surface: string;
}

export function SaveControl({ pin, viewer, kind, boardId, surface }: SaveControlProps) {
  useSignals();
  const session = useSaveSession();
  // The board button names where Save goes (the model's one target), and nothing until the boards are known; Save then
  // reads "Saved" once saved, never the board's name a second time.
  const shownBoard = namesBoardBesideSave(kind, viewer.isAuth, boardId);
  const [model] = useState(() => createSaveModel(pin, viewer, session, kind, shownBoard));
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => model.dispose, [model]);
  const togglePicker = () => {
    model.pickerOpen.value = !model.pickerOpen.value;
  };
  const closePicker = useCallback(() => {
    model.pickerOpen.value = false;
  }, [model]);
  const pick = useCallback(
    (board: BoardDetail | null, sectionId: string | null) => {
      if (board) session.touchBoard(board);
      void model.save(board, sectionId);
    },
    [model, session],
  );

  const state = model.state.value;
  const saved = state === 'saved' || state === 'deleting';
  const busy = state === 'saving' || state === 'deleting';

  async function onSave() {
    logClick('saveClick', pin.entityId);
    if (!viewer.isAuth || viewer.isLimitedLogin) return void model.save(null);
    if (kind === 'persistentOneClickSave') return void model.tap();
    if (boardId) return void model.save({ entityId: boardId });
    if (kind === 'inline') return void model.saveToTarget();
    const boards = await session.loadBoards().catch(() => null);
    if (boards !== null && savesToProfile(session.saveBehavior.value)) return void model.save(null);
    togglePicker();
  }

  useEffect(() => {
    if (shownBoard) session.loadBoards().catch(() => undefined);
  }, [shownBoard, session]);
  const target = model.target.value;
  // Once saved, Save's title names the board whole; the board button stays (naming it, the whole name its title), so
  // the pin can be saved to another board from the card.
  const savedTo =
    saved && model.result.value ? `Saved to ${model.result.value.board.layout === 'quick_saves' ? 'Profile' : model.result.value.board.name}` : undefined;
  // A member's Save on a closeup posts the pin natively until the client runs.
  const asForm = surface === 'closeup' && kind === 'classic' && viewer.isAuth && !viewer.isLimitedLogin;
  const hydrated = useHydrated();
  const saveButton = (type: 'button' | 'submit') => (
    <button
      type={type}
      className={`save-control__button${saved ? ' save-control__button--saved' : ''}`}
      data-test-id="save-button"
      aria-pressed={kind === 'persistentOneClickSave' ? saved : undefined}
      aria-busy={busy}
      title={viewer.isAuth ? savedTo : 'Open'}
      onClick={type === 'button' ? () => void onSave() : undefined}
    >
      {model.label.value}
    </button>
  );
  // A visitor's Save before and without JavaScript: a link to sign up, back to this pin after (the script opens the
  // sign-up prompt instead once it runs).
  const visitorLink = !viewer.isAuth && !hydrated && (
    <a className="save-control__button" data-test-id="save-button" href={`/signup/?next=${encodeURIComponent(pinPath(pin.entityId))}`}>
      {model.label.value}
    </a>
  );
  return (
    <div
      ref={root}
      className={`save-control save-control--${kind}`}
      style={{ ['--save-min-w' as string]: `${saveButtonSize(kind).minWidth}px`, ['--save-min-h' as string]: `${saveButtonSize(kind).minHeight}px` }}
      data-test-id="save-control"
      data-surface={surface}
      data-save-state={state}
      data-fresh={model.fresh.value}
    >
      {shownBoard && (
        <button
          type="button"
          className="save-control__board"
          aria-haspopup="dialog"
          aria-expanded={model.pickerOpen.value}
          title={target?.name}
          onClick={togglePicker}
        >
          <span className="save-control__board-name">{target ? target.name : '…'}</span> ▾
        </button>
      )}
      {asForm ? (
        <form
          className="save-control__form"
          method="post"
          action={formAction('RepinResource', 'create')}
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <SaveFormFields pin={pin} />
          {saveButton('submit')}
          {!hydrated && (
            <a className="save-control__choose" href={`${pinPath(pin.entityId)}repin/?origin=${encodeURIComponent(pinPath(pin.entityId))}`}>
              Choose a board
            </a>
          )}
        </form>
      ) : (
        visitorLink || saveButton('button')
      )}
      {model.pickerOpen.value && (
        <Suspense fallback={null}>
          <BoardPicker session={session} onPick={pick} onClose={closePicker} anchor={root} />
        </Suspense>
      )}
      {/* Where the page read the viewer's save (pin.viewerSave), or this control saved: the saved overlay. */}
      {(model.fresh.value || pin.viewerSave) && saved && model.result.value && <SavedOverlay result={model.result.value} />}
    </div>
  );
}
