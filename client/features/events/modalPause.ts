// Modals announce themselves so impression tracking pauses while one is open (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4).
// A DOM event on window, not shared state: any feature's modal can announce without imports.

export const MODAL_CHANGE_EVENT = 'pinboard:modalchange';

/** Call with true when a modal opens and false when it closes. */
export function announceModal(open: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(MODAL_CHANGE_EVENT, { detail: open }));
}

/** A modal open in the page: a `<dialog>` opened with showModal() or an element marked aria-modal. */
export function modalOpen(root: ParentNode = document): boolean {
  if (root.querySelector('[aria-modal="true"]')) return true;
  return [...root.querySelectorAll('dialog[open]')].some((d) => d.matches(':modal'));
}

/**
 * Calls `onChange` whenever a modal opens in the page or the last one closes, for modals that do
 * not announce themselves (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: impressions pause while a modal is open). Answers the stop.
 */
export function watchOpenModals(onChange: (open: boolean) => void): () => void {
  let open = modalOpen();
  if (open) onChange(true);
  const observer = new MutationObserver(() => {
    const now = modalOpen();
    if (now !== open) onChange((open = now));
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open', 'aria-modal'] });
  return () => observer.disconnect();
}
