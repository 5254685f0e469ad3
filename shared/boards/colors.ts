// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 COLORS board view filter: the small named palette a board's colour is one of. A
// board's colour is the palette colour nearest (in RGB) to the dominant colour of its cover image
// (worker/uploads/dominantColor.ts computes it when the image is stored). The worker classifies in
// SQL from this same table (worker/boards/boardColors.ts), so list filters stay on indexes.
import { rgbOf } from '#shared/visualSearch/lookAlike.ts';

/** The palette: each named colour and the RGB it stands for. */
export const BOARD_COLORS = {
  red: [210, 40, 40],
  orange: [240, 140, 30],
  yellow: [240, 215, 50],
  green: [60, 160, 70],
  blue: [40, 100, 210],
  purple: [130, 60, 170],
  pink: [240, 150, 190],
  brown: [130, 85, 50],
  black: [25, 25, 25],
  white: [245, 245, 240],
  grey: [150, 150, 150],
} as const satisfies Record<string, readonly [number, number, number]>;

export type BoardColor = keyof typeof BOARD_COLORS;
export const BOARD_COLOR_NAMES = Object.keys(BOARD_COLORS) as BoardColor[];

/** What a person reads on a colour chip. */
export const BOARD_COLOR_LABELS: Record<BoardColor, string> = {
  red: 'Red',
  orange: 'Orange',
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  purple: 'Purple',
  pink: 'Pink',
  brown: 'Brown',
  black: 'Black',
  white: 'White',
  grey: 'Grey',
};

/** The chip's swatch: the palette colour as `#rrggbb`. */
export const boardColorSwatch = (color: BoardColor): string => `#${BOARD_COLORS[color].map((n) => n.toString(16).padStart(2, '0')).join('')}`;

/**
 * The palette colour nearest to a `#rrggbb` colour (ties: the earlier palette entry); null for anything else.
 * @example boardColorOf('#e03030') // 'red'
 */
export function boardColorOf(hex: string): BoardColor | null {
  const rgb = rgbOf(hex);
  if (!rgb) return null;
  let best: BoardColor | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of BOARD_COLOR_NAMES) {
    const [r, g, b] = BOARD_COLORS[name];
    const d = (r - rgb[0]) ** 2 + (g - rgb[1]) ** 2 + (b - rgb[2]) ** 2;
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}
