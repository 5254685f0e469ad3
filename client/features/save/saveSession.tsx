// What every save control of one App shares: the viewer's boards (loaded once, most recent first),
// save_behavior (fetched when the viewer has fewer than 5 boards), the one save toast, and which
// board each pin was saved to in this visit (the one source the card, the toast and the closeup
// read, so they never disagree). Created by the first save control of an App that asks for it
// (SaveHost.tsx provides the slot and renders the toast).

import { type Signal, signal } from '@preact/signals-react';
import { useContext, useState } from 'react';
import { afterPaint } from '#client/lib/afterPaint.ts';
import { getResource } from '#client/lib/resource.ts';
import { SAVE_TIMING } from '#shared/constants.ts';
import { needsSaveBehavior, orderPickerBoards } from '#shared/save/boardPicker.ts';
import { toastDuration } from '#shared/save/toast.ts';
import type { BoardDetail, BoardSectionSummary, SaveResult } from '#shared/types.ts';
import { type SaveSession, SaveSlotContext, type ToastState } from './saveSlot.ts';

/** One save session per App (never per module: the server renders many viewers), showing its toast in `toast`. */
function createSaveSession(toast: Signal<ToastState | null> = signal(null)): SaveSession {
  const boards = signal<BoardDetail[] | null>(null);
  const saveBehavior = signal<0 | 1>(1);
  const savedTo = signal<ReadonlyMap<string, SaveResult>>(new Map());
  let loading: Promise<BoardDetail[]> | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let drawing = () => {};
  const sectionCache = new Map<string, Promise<BoardSectionSummary[]>>();

  function loadBoards(): Promise<BoardDetail[]> {
    loading ??= (async () => {
      const answer = await getResource('BoardsResource', { sort: 'last_pinned_to', page_size: 100, filter_all_pins: true, include_archived: false });
      const list = orderPickerBoards(answer.data.filter((b) => b.canSave));
      if (needsSaveBehavior(list.length)) {
        const me = await getResource('UserResource', { field_set_key: 'save_behavior' });
        if ('save_behavior' in me.data) saveBehavior.value = me.data.save_behavior;
      }
      boards.value = list;
      return list;
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading!;
  }

  return {
    boards,
    saveBehavior,
    toast,
    savedTo,
    recordSave(pinId, saved) {
      const next = new Map(savedTo.value);
      if (saved) next.set(pinId, saved);
      else next.delete(pinId);
      savedTo.value = next;
    },
    loadBoards,
    touchBoard(board) {
      if (board.layout === 'quick_saves') return;
      const rest = (boards.value ?? []).filter((b) => b.entityId !== board.entityId);
      boards.value = [{ ...board, lastPinnedAt: Date.now() }, ...rest];
    },
    sections(boardId) {
      let found = sectionCache.get(boardId);
      if (!found) {
        found = getResource('BoardSectionsResource', { board_id: boardId }).then((a) => a.data);
        found.catch(() => sectionCache.delete(boardId));
        sectionCache.set(boardId, found);
      }
      return found;
    },
    showToast(next, delayMs = 0) {
      clearTimeout(hideTimer);
      drawing();
      // docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4 / docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#constants-spec-002-9: stays its duration, then fades out in 200 ms.
      const show = () => {
        toast.value = next;
        drawing = afterPaint(() => {
          hideTimer = setTimeout(() => {
            toast.value = { ...next, leaving: true };
            hideTimer = setTimeout(() => {
              toast.value = null;
            }, SAVE_TIMING.toastFadeOut);
          }, toastDuration(next.kind));
        });
      };
      if (delayMs > 0) hideTimer = setTimeout(show, delayMs);
      else show();
    },
  };
}

/** The App's save session (created on first use); outside a SaveHost (isolated renders) one for this component. */
export function useSaveSession(): SaveSession {
  const slot = useContext(SaveSlotContext);
  const [own] = useState(() => (slot ? null : createSaveSession()));
  if (!slot) return own!;
  slot.session ??= createSaveSession(slot.toast);
  return slot.session;
}
