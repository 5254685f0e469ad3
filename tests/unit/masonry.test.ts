// docs/rules/closeup-and-visitors.md#constants-spec-002-9 masonry geometry: boxes sized from the image before it loads, row spans.
import { describe, expect, it } from 'vitest';
import { MASONRY } from '#shared/constants.ts';
import { assignAll } from '#shared/experiments.ts';
import { footerHeight, gridVariant, imageBoxHeight, MASONRY_ROW_UNIT, masonryVariant, rowSpan, titleLines } from '#shared/masonry.ts';

describe('masonry geometry', () => {
  it('C55: uses the spec column widths and gaps (closeup-and-visitors: Constants)', () => {
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

  it('reserves no footer without a title and at most two lines (pin-card: Constants)', () => {
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

describe('pin density (pin-card: Pins, boards and viewers)', () => {
  it('a dense grid uses the compact columns whatever the masonry group (pin-card: Pins, boards and viewers)', () => {
    const visitor = { isAuth: false, experiments: { masonry_layout: 'wide' } };
    expect(gridVariant(visitor, 'dense')).toBe('compact');
    expect(gridVariant(visitor, 'default')).toBe('wide');
    expect(gridVariant({ isAuth: false, experiments: {} })).toBe('standard');
  });
});

describe('masonry experiments by viewer kind (closeup-and-visitors: Roles)', () => {
  it("C60: members get the variant of the members' experiment, visitors of the visitors' (closeup-and-visitors: Roles)", () => {
    const experiments = { masonry_layout: 'compact', masonry_layout_auth: 'wide' };
    expect(gridVariant({ isAuth: true, experiments })).toBe('wide');
    expect(gridVariant({ isAuth: false, experiments })).toBe('compact');
  });

  it('C60: each masonry experiment enrolls only its own audience (closeup-and-visitors: Roles)', () => {
    for (let i = 0; i < 200; i++) {
      const member = assignAll(`user:${i}`, true);
      const visitor = assignAll(`anon:${i}`, false);
      expect(member.masonry_layout).toBe('standard');
      expect(visitor.masonry_layout_auth).toBe('standard');
    }
    // Both audiences are split: some members and some visitors get a variant other than the standard one.
    const groups = (isAuth: boolean, name: 'masonry_layout' | 'masonry_layout_auth') =>
      new Set(Array.from({ length: 200 }, (_, i) => assignAll(`${isAuth ? 'user' : 'anon'}:${i}`, isAuth)[name]));
    expect(groups(true, 'masonry_layout_auth').size).toBe(3);
    expect(groups(false, 'masonry_layout').size).toBe(3);
  });
});
