// What the App's save host (SaveHost.tsx) and the save session (saveSession.tsx, in the save
// controls' chunk) share: the toast's state, the session's shape and the slot the host provides.
// Types and one context only, so neither side imports the other.
import type { Signal } from '@preact/signals-react';
import { createContext } from 'react';
import type { BoardDetail, BoardSectionSummary, SaveResult } from '#shared/types.ts';

type ToastCommon = { text: string; leaving?: boolean };
export type ToastState =
  | (ToastCommon & { kind: 'saved'; newPinId: string; boardId: string; originalPinId: string; animatedIcon?: boolean })
  | (ToastCommon & { kind: 'message' });

export interface SaveSession {
  boards: Signal<BoardDetail[] | null>;
  saveBehavior: Signal<0 | 1>;
  toast: Signal<ToastState | null>;
  /** Where each pin saved in this visit went (by the saved pin's id); absent when not saved or the save was removed. */
  savedTo: Signal<ReadonlyMap<string, SaveResult>>;
  /** Records a pin's save (or its removal, with null). */
  recordSave: (pinId: string, saved: SaveResult | null) => void;
  /** Loads the viewer's boards (and save_behavior when they have fewer than 5) once. */
  loadBoards: () => Promise<BoardDetail[]>;
  /** A board just created or saved to moves to the top of the picker. */
  touchBoard: (board: BoardDetail) => void;
  sections: (boardId: string) => Promise<BoardSectionSummary[]>;
  showToast: (toast: ToastState, delayMs?: number) => void;
}

/** One App's save session, created on first use (useSaveSession), and the toast it shows. */
export interface SaveSlot {
  toast: Signal<ToastState | null>;
  session: SaveSession | null;
}

export const SaveSlotContext = createContext<SaveSlot | null>(null);
