import { describe, expect, it } from 'vitest';
import { sqlLimit, unplanned } from '#worker/lib/preparedOnce.ts';

describe('statements prepared once (docs/decisions/004-statements-prepared-once.md)', () => {
  it('writes a page limit into SQL only as a positive whole number', () => {
    expect(sqlLimit(26)).toBe('26');
    for (const bad of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(() => sqlLimit(bad)).toThrow(/positive whole number/);
  });

  it('reads a numbered placeholder through a subquery, and nothing else', () => {
    expect(unplanned('?1')).toBe('(SELECT ?1)');
    for (const bad of ['?', '1', '?1; DROP TABLE pins', 'p.id', '?1234']) expect(() => unplanned(bad)).toThrow(/numbered placeholder/);
  });
});
