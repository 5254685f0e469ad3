// The one-tap save state machine (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4 "One-tap save"): undefined -> saving -> saved, back
// to undefined on failure; saved -> deleting -> undefined, back to saved on failure.

export type OneTapState = 'unsaved' | 'saving' | 'saved' | 'deleting';
export type OneTapEvent = 'tap' | 'succeeded' | 'failed';

/** The next state, or the same state when the event does not apply (taps while busy are ignored). */
export function nextOneTapState(state: OneTapState, event: OneTapEvent): OneTapState {
  switch (state) {
    case 'unsaved':
      return event === 'tap' ? 'saving' : state;
    case 'saving':
      return event === 'succeeded' ? 'saved' : event === 'failed' ? 'unsaved' : state;
    case 'saved':
      return event === 'tap' ? 'deleting' : state;
    case 'deleting':
      return event === 'succeeded' ? 'unsaved' : event === 'failed' ? 'saved' : state;
  }
}

/** Whether a tap in this state starts work (false while saving or deleting). */
export const acceptsTap = (state: OneTapState): boolean => state === 'unsaved' || state === 'saved';
