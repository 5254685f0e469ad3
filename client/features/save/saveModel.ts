// The save flow of one save control (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the one-tap state machine, the saved label
// ("Saved!" then the board name after 950 ms), the toast, and signed-out saves kept locally.
import { batch, computed, signal } from '@preact/signals-react';
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import { keepLoggedOutSave } from '#client/features/visitor/visitor.ts';
import { callResource } from '#client/lib/resource.ts';
import { SAVE_TIMING } from '#shared/constants.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { savesToProfile } from '#shared/save/boardPicker.ts';
import { acceptsTap, nextOneTapState, type OneTapState } from '#shared/save/oneTap.ts';
import { repinOptions } from '#shared/save/repinCall.ts';
import { type SavedBoard, savedLabel, showsNewlySaved } from '#shared/save/savedText.ts';
import { savedToBoard } from '#shared/save/savedTo.ts';
import { SAVE_ERRORS, saveErrorText, saveToastText, toastAnimatesIcon, toastDelay } from '#shared/save/toast.ts';
import type { BoardDetail, SaveResult, Viewer } from '#shared/types.ts';
import type { SaveSession } from './saveSlot.ts';

export type SaveControlKind = 'classic' | 'inline' | 'persistentOneClickSave';

/** A board a Save goes to, or the profile (entityId null). */
export interface SaveTarget {
  entityId: string | null;
  name: string;
}
const PROFILE: SaveTarget = { entityId: null, name: 'Profile' };

/**
 * Creates the model of one save control (one per mounted control). `namedBeside`: a board button beside Save names the
 * board (shared/pinCard/saveControl.ts namesBoardBesideSave), so the saved label settles on "Saved".
 */
export function createSaveModel(pin: CardPin, viewer: Viewer, session: SaveSession, kind: SaveControlKind, namedBeside = false) {
  // The viewer's own save (their board or saved tab) is saved at first render: never "newly saved".
  // A save made earlier in this visit (on a card, then the closeup), or one the page read with the pin (the viewer's
  // latest save of its root, worker/save/viewerSave.ts), is the same save here.
  const own = pin.board && viewer.isAuth && pin.pinner.entityId === viewer.id ? pin.board : null;
  const earlier = session.savedTo.value.get(pin.entityId) ?? pin.viewerSave ?? null;
  const savedAtFirstRender = own !== null || earlier !== null;
  const state = signal<OneTapState>(savedAtFirstRender ? 'saved' : 'unsaved');
  const result = signal<SaveResult | null>(
    earlier
      ?? (own
        ? {
            id: pin.entityId,
            originalPinId: pin.entityId,
            created: false,
            board: savedToBoard(own),
            section: null,
          }
        : null),
  );
  const nameShown = signal(false);
  /** Whether this control saved the pin itself (then it shows "Saved!" and the board name). */
  const fresh = signal(false);
  const pickerOpen = signal(false);
  let nameTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * The one answer to "where does this control's Save go", which its board button shows: where this pin was saved
   * (a second Save keeps it there), else where the next save goes; undefined while the boards load.
   */
  const target = computed<SaveTarget | undefined>(() => {
    const saved = state.value === 'saved' || state.value === 'deleting';
    // Else the next save's board: the profile under save_behavior 0 or with no boards, else the one last saved to
    // (the session's boards, most recent first; touchBoard keeps this visit's saves first).
    const boards = session.boards.value;
    const board = saved ? result.value?.board : boards && (savesToProfile(session.saveBehavior.value) ? null : (boards[0] ?? null));
    if (board === undefined || (!saved && !boards)) return undefined;
    return board && board.layout !== 'quick_saves' ? { entityId: 'id' in board ? board.id : board.entityId, name: board.name } : PROFILE;
  });

  const label = computed(() => {
    if (state.value === 'saving') return 'Saving…';
    const savedNow = state.value === 'saved' || state.value === 'deleting';
    if (savedNow && savedAtFirstRender && !fresh.value) return 'Saved';
    if (!showsNewlySaved(savedAtFirstRender && !fresh.value, savedNow)) return 'Save';
    const saved = result.value;
    const board: SavedBoard | null = saved ? { name: saved.board.name, layout: saved.board.layout } : null;
    return savedLabel(board, nameShown.value ? SAVE_TIMING.savedNameDelay : 0, namedBeside);
  });

  /** Saves to a board (or the profile when none); answers the result or null on failure. */
  async function save(
    board: (Pick<BoardDetail, 'entityId'> & Partial<Pick<BoardDetail, 'pinCount'>>) | null,
    sectionId: string | null = null,
  ): Promise<SaveResult | null> {
    if (!viewer.isAuth) {
      const kept = await keepLoggedOutSave(pin.entityId);
      requestLogin('save', kept ? pin.entityId : undefined);
      return null;
    }
    // docs/rules/closeup-and-visitors.md#roles-spec-002-6: a limited-login viewer's gated actions open the login modal.
    if (viewer.isLimitedLogin) {
      requestLogin('save', pin.entityId);
      return null;
    }
    if (!acceptsTap(state.value) && state.value !== 'saved') return null;
    const before = state.value;
    state.value = nextOneTapState('unsaved', 'tap');
    pickerOpen.value = false;
    try {
      const answer = await callResource('RepinResource', 'create', repinOptions(pin, viewer, board?.entityId ?? null, sectionId));
      const saved = answer.data;
      batch(() => {
        session.recordSave(pin.entityId, saved);
        result.value = saved;
        fresh.value = true;
        state.value = nextOneTapState('saving', 'succeeded');
        nameShown.value = false;
      });
      clearTimeout(nameTimer);
      nameTimer = setTimeout(() => {
        nameShown.value = true;
      }, SAVE_TIMING.savedNameDelay);
      const animating = kind === 'persistentOneClickSave' && saved.created;
      session.showToast(
        {
          kind: 'saved',
          text: saveToastText({ board: saved.board, section: saved.section, created: saved.created }),
          newPinId: saved.id,
          boardId: saved.board.id,
          originalPinId: saved.originalPinId,
          animatedIcon: toastAnimatesIcon(board),
        },
        toastDelay(animating),
      );
      return saved;
    } catch (error) {
      state.value = before === 'saved' ? 'saved' : nextOneTapState('saving', 'failed');
      session.showToast({ kind: 'message', text: saveErrorText(error instanceof Error ? error.message : null) });
      return null;
    }
  }

  /** Saves where the control says (target), once the boards it depends on are known. */
  async function saveToTarget(): Promise<SaveResult | null> {
    if (!target.value) await session.loadBoards().catch(() => null);
    const to = target.value?.entityId;
    return save(to ? { entityId: to } : null);
  }

  /** One tap: save to the profile, or delete the save when saved. Taps while busy are ignored. */
  async function tap() {
    if (!acceptsTap(state.value)) return;
    if (state.value === 'unsaved' || !result.value) {
      await save(null);
      return;
    }
    state.value = nextOneTapState('saved', 'tap');
    try {
      await callResource('RepinResource', 'delete', { id: result.value.id, board_id: result.value.board.id });
      batch(() => {
        session.recordSave(pin.entityId, null);
        state.value = nextOneTapState('deleting', 'succeeded');
        result.value = null;
      });
      session.showToast({ kind: 'message', text: SAVE_ERRORS.deleted });
    } catch {
      state.value = nextOneTapState('deleting', 'failed');
      session.showToast({ kind: 'message', text: SAVE_ERRORS.delete });
    }
  }

  return { state, result, label, target, pickerOpen, fresh, save, saveToTarget, tap, dispose: () => clearTimeout(nameTimer) };
}
