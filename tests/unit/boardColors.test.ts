// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 COLORS board view filter: the palette a board's cover colour is named by.
import { describe, expect, it } from 'vitest';
import { BOARD_COLOR_LABELS, BOARD_COLOR_NAMES, BOARD_COLORS, boardColorOf, boardColorSwatch } from '#shared/boards/colors.ts';
import { BOARD_VIEW_FILTERS, PUBLIC_BOARD_VIEW_FILTERS } from '#shared/boards/rules.ts';

describe('board colours (pin-card: Pins, boards and viewers)', () => {
  it('COLORS and INTERESTS are board view filters anyone may use (pin-card: Pins, boards and viewers)', () => {
    expect(BOARD_VIEW_FILTERS).toEqual(expect.arrayContaining(['COLORS', 'CREATED_BY_ME', 'FAVORITED', 'FAVORITED_AND_CREATED_BY_ME', 'INTERESTS']));
    expect(PUBLIC_BOARD_VIEW_FILTERS).toEqual(['NONE', 'COLORS', 'INTERESTS']);
  });

  it.each([
    ['#e03030', 'red'],
    ['#ff8c1a', 'orange'],
    ['#f5e050', 'yellow'],
    ['#2e8b57', 'green'],
    ['#1e5bd0', 'blue'],
    ['#7b3fa8', 'purple'],
    ['#f7a8c8', 'pink'],
    ['#8b5a2b', 'brown'],
    ['#0a0a0a', 'black'],
    ['#fafafa', 'white'],
    ['#9a9a9a', 'grey'],
    ['#E03030', 'red'],
  ])('%s is %s (pin-card: Pins, boards and viewers)', (hex, name) => {
    expect(boardColorOf(hex)).toBe(name);
  });

  it('an unreadable colour has no palette colour (pin-card: Pins, boards and viewers)', () => {
    expect(boardColorOf('red')).toBeNull();
    expect(boardColorOf('#fff')).toBeNull();
  });

  it('every palette colour is its own nearest, with a label and a swatch', () => {
    for (const name of BOARD_COLOR_NAMES) {
      expect(boardColorOf(boardColorSwatch(name))).toBe(name);
      expect(BOARD_COLOR_LABELS[name]).toMatch(/^[A-Z][a-z]+$/);
      expect(BOARD_COLORS[name]).toHaveLength(3);
    }
  });
});
