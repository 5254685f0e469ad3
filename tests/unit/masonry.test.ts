// docs/rules/closeup-and-visitors.md#constants-spec-002-9 masonry geometry: boxes sized from the image before it loads, row spans.
import { describe, expect, it } from 'vitest';
import { MASONRY } from '#shared/constants.ts';
import { footerHeight, gridVariant, imageBoxHeight, MASONRY_ROW_UNIT, masonryVariant, rowSpan, titleLines } from '#shared/masonry.ts';

describe('masonry geometry', () => {
  it('uses the spec column widths and gaps (spec 002 §9)', () => {
    expect(MASONRY.standard).toEqual({ columnWidth: 236, gap: 16 });
    expect(MASONRY.wide.columnWidth).toBe(270);
    expect(MASONRY.compact).toEqual({ columnWidth: 175, gap: 14 });
    expect(masonryVariant('compact')).toBe('compact');
    expect(masonryVariant('anything')).toBe('standard');
  });

  it('keeps the image proportions at the column width', () => {
    expect(imageBoxHeight({ width: 600, height: 900 }, 236)).toBe(354);
    expect(imageBoxHeight({ width: 1000, height: 500 }, 236)).toBe(118);
  });

  it('reserves no footer without a title and at most two lines (spec 000 §9 title clamp 2)', () => {
    expect(titleLines('   ', 236)).toBe(0);
    expect(titleLines('Short', 236)).toBe(1);
    expect(titleLines('x'.repeat(200), 236)).toBe(2);
    expect(footerHeight(0)).toBe(0);
    expect(footerHeight(2)).toBe(48);
  });

  it('spans enough rows for image, footer and gap', () => {
    const span = rowSpan(354, 28, 16);
    expect(span * MASONRY_ROW_UNIT).toBeGreaterThanOrEqual(354 + 28 + 16);
    expect((span - 1) * MASONRY_ROW_UNIT).toBeLessThan(354 + 28 + 16);
  });
});

describe('pin density (spec 000 §3)', () => {
  it('spec 000 §3: a dense grid uses the compact columns whatever the masonry group', () => {
    expect(gridVariant('wide', 'dense')).toBe('compact');
    expect(gridVariant('wide', 'default')).toBe('wide');
    expect(gridVariant(undefined)).toBe('standard');
  });
});
