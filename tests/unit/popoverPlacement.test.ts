// Where an open popover goes: inside the window, next to its control, flipped or
// shortened when there is no room, and a bottom sheet on a phone-wide window.
import { describe, expect, it } from 'vitest';
import { POPOVER_MAX_WIDTH_PX, placePopover, SHEET_BELOW_PX } from '#client/components/popoverPlacement.ts';

const desktop = { width: 1280, height: 900 };
const inside = (p: ReturnType<typeof placePopover>, size: { width: number; height: number }, viewport = desktop) => {
  if (p.sheet) throw new Error('a sheet');
  const height = Math.min(size.height, p.maxHeight);
  const width = Math.min(size.width, p.maxWidth);
  return p.left >= 0 && p.top >= 0 && p.left + width <= viewport.width && p.top + height <= viewport.height;
};

describe('popover placement (docs/architecture.md: The interface and phones)', () => {
  it('opens under its control, lined up with the edge asked for', () => {
    const anchor = { left: 100, top: 100, right: 148, bottom: 148 };
    expect(placePopover(anchor, { width: 300, height: 200 }, desktop, 'start')).toMatchObject({ sheet: false, left: 100, top: 156 });
    expect(placePopover(anchor, { width: 40, height: 200 }, desktop, 'end')).toMatchObject({ left: 108 });
  });

  it('stays inside the window at its right edge (the share flyout of a 1280 px window)', () => {
    const size = { width: 320, height: 400 };
    const p = placePopover({ left: 1200, top: 80, right: 1248, bottom: 128 }, size, desktop, 'start');
    expect(p).toMatchObject({ left: 1280 - 8 - 320 });
    expect(inside(p, size)).toBe(true);
  });

  it('flips above its control when there is more room there, and shortens when neither side has enough', () => {
    const size = { width: 280, height: 400 };
    const low = placePopover({ left: 400, top: 800, right: 448, bottom: 848 }, size, desktop);
    expect(low.sheet === false && low.top + 400 <= 800).toBe(true);
    expect(inside(low, size)).toBe(true);
    const tall = { width: 280, height: 2000 };
    const p = placePopover({ left: 400, top: 400, right: 448, bottom: 448 }, tall, desktop);
    expect(inside(p, tall)).toBe(true);
  });

  it(`is never wider than ${POPOVER_MAX_WIDTH_PX} px next to its control, however wide its content (the share popover of a 1280 px window)`, () => {
    const p = placePopover({ left: 700, top: 80, right: 748, bottom: 128 }, { width: 1264, height: 300 }, desktop, 'start');
    expect(p).toMatchObject({ sheet: false, left: 700, maxWidth: POPOVER_MAX_WIDTH_PX });
  });

  it(`is a bottom sheet on a window narrower than ${SHEET_BELOW_PX} px`, () => {
    expect(placePopover({ left: 10, top: 10, right: 50, bottom: 50 }, { width: 300, height: 300 }, { width: 390, height: 844 })).toEqual({ sheet: true });
  });
});
