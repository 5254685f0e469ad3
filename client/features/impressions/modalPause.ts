// Modals announce themselves so impression tracking pauses while one is open (spec 002 §4).
// A DOM event on window, not shared state: any feature's modal can announce without imports.

export const MODAL_CHANGE_EVENT = 'pinboard:modalchange';

/** Call with true when a modal opens and false when it closes. */
export function announceModal(open: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(MODAL_CHANGE_EVENT, { detail: open }));
}
