// Bulk-edit selection states of a card (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4), and the selected border of docs/rules/pin-card.md#constants-spec-000-9.
export type SelectionState = 'no-selection' | 'selected' | 'deselected' | 'selected-image-only' | 'deselected-image-only';

/** The state of one card in bulk edit: not in bulk edit, or selected or not, image-only or full. */
export function selectionState(inBulkEdit: boolean, selected: boolean, imageOnly: boolean): SelectionState {
  if (!inBulkEdit) return 'no-selection';
  if (imageOnly) return selected ? 'selected-image-only' : 'deselected-image-only';
  return selected ? 'selected' : 'deselected';
}

/** docs/rules/pin-card.md#errors-and-messages-spec-000-8: the accessible text of a selected card. */
export const SELECTED_LABEL = 'Pin is selected to be saved';
