// The closeup's layout by viewport width, generated from CLOSEUP_LAYOUT (docs/rules/closeup-and-visitors.md#constants-spec-002-9) so the breakpoints live in one place.
import { CLOSEUP_LAYOUT } from '../constants.ts';

/** Columns of the two-column card are this far apart (px). */
const COLUMN_GAP = 24;

/**
 * The CSS of the closeup card's sizes: below `oneColumnFrom` one full-width column with no card;
 * from `oneColumnFrom` a one-column card `oneColumnWidth` wide around `oneColumnContent`; from
 * `twoColumnFrom` a two-column card `twoColumnWidth` wide around `twoColumnContent`.
 */
export function closeupLayoutCss(): string {
  const l = CLOSEUP_LAYOUT;
  const card = (width: number, content: number) => `max-width:${width}px;padding:${(width - content) / 2}px`;
  return [
    `.closeup{grid-template-columns:minmax(0,1fr);gap:${COLUMN_GAP}px}`,
    `@media (min-width:${l.oneColumnFrom}px){.closeup{${card(l.oneColumnWidth, l.oneColumnContent)};box-shadow:0 1px 20px rgb(0 0 0 / 0.1)}}`,
    `@media (min-width:${l.twoColumnFrom}px){.closeup{${card(l.twoColumnWidth, l.twoColumnContent)};grid-template-columns:repeat(2,minmax(0,1fr))}}`,
  ].join('\n');
}
