// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 COLORS: a board's palette colour in SQL, built from the one palette table in
// shared/boards/colors.ts (nearest palette colour to the cover image's dominant colour), so the
// board list filters and counts colours in its indexed query instead of reading every board.
import { BOARD_COLOR_NAMES, BOARD_COLORS } from '#shared/boards/colors.ts';

const HEX = `'0123456789abcdef'`;
const channel = (color: string, at: number) =>
  `((instr(${HEX}, substr(lower(${color}), ${at}, 1)) - 1) * 16 + instr(${HEX}, substr(lower(${color}), ${at + 1}, 1)) - 1)`;
const PALETTE_ROWS = BOARD_COLOR_NAMES.map((name, i) => `('${name}', ${BOARD_COLORS[name].join(', ')}, ${i})`).join(', ');

/**
 * SQL expression: the palette colour name of a `#rrggbb` SQL value (NULL when it is not one).
 * @example `${paletteColorSql('ci.dominant_color')} = ?5`
 */
export function paletteColorSql(color: string): string {
  const sq = (column: string, at: number) => `(pal.${column} - ${channel(color, at)}) * (pal.${column} - ${channel(color, at)})`;
  return `(CASE WHEN length(${color}) = 7 AND substr(${color}, 1, 1) = '#' AND lower(substr(${color}, 2)) NOT GLOB '*[^0-9a-f]*' THEN (SELECT pal.column1 FROM (VALUES ${PALETTE_ROWS}) AS pal ORDER BY ${sq('column2', 2)} + ${sq('column3', 4)} + ${sq('column4', 6)}, pal.column5 LIMIT 1) END)`;
}

/** SQL expression: the palette colour of board `b`'s cover (the cover pin's image, joined as `ci` in BOARD_SELECT). */
export const BOARD_COLOR_SQL = paletteColorSql('ci.dominant_color');
