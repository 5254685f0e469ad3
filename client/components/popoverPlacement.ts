// Where an open popover goes so that it stays inside the window: under its anchor (or above it
// when there is more room there), aligned to the anchor's start or end edge, pushed back inside
// the window's edges, and shortened when neither side has room; on a phone-wide window, a
// bottom sheet instead.

/** Windows narrower than this (CSS px) get bottom sheets; the stylesheet's phone breakpoint matches it. */
export const SHEET_BELOW_PX = 640;
/** The widest a popover next to its anchor grows (CSS px): it stays tied to its control and leaves the page around it. */
export const POPOVER_MAX_WIDTH_PX = 400;
/** Space between a popover and its anchor, and between a popover and the window's edges. */
const GAP_PX = 8;
const MARGIN_PX = 8;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type Placement = { sheet: true } | { sheet: false; left: number; top: number; maxHeight: number; maxWidth: number };

/**
 * The placement of a popover of `size` opened from `anchor` in a `viewport`.
 * @example placePopover({ left: 1200, top: 10, right: 1248, bottom: 58 }, { width: 300, height: 200 }, { width: 1280, height: 900 }, 'end')
 *   // → { sheet: false, left: 948, top: 66, maxHeight: 826, maxWidth: 400 }
 */
export function placePopover(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  align: 'start' | 'end' = 'start',
): Placement {
  if (viewport.width < SHEET_BELOW_PX) return { sheet: true };
  const maxWidth = Math.min(POPOVER_MAX_WIDTH_PX, viewport.width - 2 * MARGIN_PX);
  const width = Math.min(size.width, maxWidth);
  const wanted = align === 'end' ? anchor.right - width : anchor.left;
  const left = Math.max(MARGIN_PX, Math.min(wanted, viewport.width - MARGIN_PX - width));
  const below = viewport.height - anchor.bottom - GAP_PX - MARGIN_PX;
  const above = anchor.top - GAP_PX - MARGIN_PX;
  const goesAbove = size.height > below && above > below;
  const maxHeight = Math.max(0, Math.min(viewport.height - 2 * MARGIN_PX, goesAbove ? above : below > 120 ? below : viewport.height - 2 * MARGIN_PX));
  const height = Math.min(size.height, maxHeight);
  const wantedTop = goesAbove ? anchor.top - GAP_PX - height : anchor.bottom + GAP_PX;
  const top = Math.max(MARGIN_PX, Math.min(wantedTop, viewport.height - MARGIN_PX - height));
  return { sheet: false, left, top, maxHeight, maxWidth };
}
