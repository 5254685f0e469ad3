// docs/rules/experiences.md#calls-spec-001-7: which clickthroughs are counted, and which links leave the site.
import { describe, expect, it } from 'vitest';
import { CLICKTHROUGH_MAX_TIME_TO_OFFSITE_NS, countsAsClickthrough, isOffsiteHref, msToNs } from '#shared/offsite/clickthrough.ts';

describe('clickthrough counting (experiences: Calls)', () => {
  it('B25: counted when the time to offsite is under 500,000,000 ns (experiences: Calls)', () => {
    expect(CLICKTHROUGH_MAX_TIME_TO_OFFSITE_NS).toBe(500_000_000);
    expect(countsAsClickthrough(msToNs(499.9))).toBe(true);
    expect(countsAsClickthrough(msToNs(500))).toBe(false);
    expect(countsAsClickthrough(-1)).toBe(false);
  });

  it.each([
    ['https://shop.example/item', true],
    ['http://shop.example/', true],
    ['https://pins.test/pin/1/', false],
    ['/business/convert/', false],
    ['#', false],
    ['https://pins.test.attacker.net/x', true],
    ['//attacker.net/x', true],
    ['HTTPS://attacker.net/', true],
  ])('B4: %s leaves the site (by its parsed origin): %s', (href, offsite) => {
    expect(isOffsiteHref(href, 'https://pins.test')).toBe(offsite);
  });
});
