// Carousel navigation on the closeup (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): the index moves by itemsPerPage and is clamped
// to the slots; the left arrow is disabled on the first slide and the right arrow on the last.

/** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: itemsPerPage defaults to 1. */
export const DEFAULT_ITEMS_PER_PAGE = 1;

/**
 * The index after moving one page left (-1) or right (+1), clamped to 0..slotCount-1.
 * @example moveCarousel(3, 1, 5, 2) // 4
 */
export function moveCarousel(index: number, direction: -1 | 1, slotCount: number, itemsPerPage = DEFAULT_ITEMS_PER_PAGE): number {
  const last = Math.max(0, slotCount - 1);
  const step = Number.isInteger(itemsPerPage) && itemsPerPage > 0 ? itemsPerPage : DEFAULT_ITEMS_PER_PAGE;
  return Math.min(last, Math.max(0, index + direction * step));
}

/** Which arrows are disabled at an index. */
export function closeupArrows(index: number, slotCount: number): { prevDisabled: boolean; nextDisabled: boolean } {
  return { prevDisabled: index <= 0, nextDisabled: index >= slotCount - 1 };
}
