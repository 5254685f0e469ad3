// Masonry geometry computed before any image loads, so the grid never shifts: each card's image
// box comes from the pin's known image size, and its grid-row span from the card's full height.
// The grid is CSS grid with small implicit rows; sparse auto-placement then puts each card in
// the shortest column, which is masonry, with no script at all.
import type { MASONRY } from './constants.ts';
import type { ImageSpec, Viewer } from './types.ts';

/** Height of one implicit grid row, in px. */
export const MASONRY_ROW_UNIT = 4;

/**
 * Columns on a phone-wide window (as the big visual sites do on mobile web): the grid
 * then fills the window with this many columns, and every card's geometry, computed for the
 * nominal column width, scales by the real column's width over the nominal one (client/styles.css).
 */
export const PHONE_COLUMNS = 2;

/**
 * The smallest scale of the phone grid (a 320 px window: two columns of about 144 px for the
 * nominal 236). Footer text does not scale, so on a phone a card reserves its footer's height over
 * this scale: the text always fits inside the card, at the cost of a little space at wider phones.
 */
export const PHONE_MIN_SCALE = 0.6;

/** A card's grid rows: `--span` on wide windows, `--span-phone` on a phone (client/styles.css). */
export function cardSpans(imageHeight: number, footer: number, gap: number): { '--span': number; '--span-phone': number } {
  return { '--span': rowSpan(imageHeight, footer, gap), '--span-phone': rowSpan(imageHeight, Math.ceil(footer / PHONE_MIN_SCALE), gap) };
}

/** A length in px of the nominal geometry, written so that the phone grid can scale it. */
export function scaledPx(px: number): string {
  return `calc(var(--masonry-px, 1px) * ${px})`;
}

/** Footer geometry: title lines of 20 px below an 8 px padding (docs/rules/pin-card.md#constants-spec-000-9: title clamp 2). */
export const CARD_FOOTER = { padding: 8, lineHeight: 20, maxTitleLines: 2, charsPerLine: 28 } as const;

export type MasonryVariant = keyof typeof MASONRY;

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: a grid's pin density; dense lays it out in the compact columns. */
export type PinDensity = 'default' | 'dense';

/**
 * The layout of a grid: dense is compact whatever the masonry experiments say, else the variant of
 * the viewer's own experiment: members' (masonry_layout_auth) or visitors' (masonry_layout), as
 * docs/rules/closeup-and-visitors.md#roles-spec-002-6 tells the two apart.
 */
export function gridVariant(viewer: Pick<Viewer, 'experiments' | 'isAuth'>, density: PinDensity = 'default'): MasonryVariant {
  if (density === 'dense') return 'compact';
  return masonryVariant(viewer.experiments[viewer.isAuth ? 'masonry_layout_auth' : 'masonry_layout']);
}

export function masonryVariant(group: string | undefined): MasonryVariant {
  return group === 'wide' || group === 'compact' ? group : 'standard';
}

/** Height of the image box at a column width, from the image's own proportions. */
export function imageBoxHeight(image: Pick<ImageSpec, 'width' | 'height'>, columnWidth: number): number {
  return Math.max(1, Math.round((image.height * columnWidth) / image.width));
}

/** Title lines a card reserves: 0 without a title, else an estimate capped by the clamp. */
export function titleLines(title: string, columnWidth: number, clamp: number = CARD_FOOTER.maxTitleLines): number {
  const text = title.trim();
  if (!text) return 0;
  const perLine = Math.max(8, Math.round((CARD_FOOTER.charsPerLine * columnWidth) / 236));
  return Math.min(clamp, Math.ceil(text.length / perLine));
}

export function footerHeight(lines: number): number {
  return lines ? CARD_FOOTER.padding + lines * CARD_FOOTER.lineHeight : 0;
}

/** Rows a card spans: its image box, its footer and the gap below it, rounded up to whole rows. */
export function rowSpan(imageHeight: number, footer: number, gap: number): number {
  return Math.ceil((imageHeight + footer + gap) / MASONRY_ROW_UNIT);
}
