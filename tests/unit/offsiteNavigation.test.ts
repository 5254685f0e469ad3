// The extras of an /offsite/ navigation (shared/offsite/navigation.ts): what the outbound link adds and what the worker reads back.
import { describe, expect, it } from 'vitest';
import { offsiteNavigation, readNavigationExtras } from '#shared/offsite/navigation.ts';

const SIGNED = '/offsite/?token=1.abc&url=https%3A%2F%2Fshop.example%2Fa&pin=7&isThirdPartyAd=true';

describe('A52: csr and aux_data on the /offsite/ navigation', () => {
  it('A52: adds csr and aux_data to a signed path, keeping its signed parameters as they are, and reads them back', () => {
    const path = offsiteNavigation(SIGNED, { csr: 'c-1', auxData: { clickthrough_type: 'chip', collection_pin_click_position: 0 } });
    expect(path.startsWith(`${SIGNED}&csr=c-1&aux_data=`)).toBe(true);
    expect(readNavigationExtras(new URL(path, 'https://x').searchParams)).toEqual({
      csr: 'c-1',
      auxData: { clickthrough_type: 'chip', collection_pin_click_position: 0 },
    });
  });

  it('A52: never changes a destination that is not an /offsite/ path, and leaves out what is absent or malformed', () => {
    expect(offsiteNavigation('https://shop.example/a?b=1', { csr: 'c-1', auxData: { x: 1 } })).toBe('https://shop.example/a?b=1');
    expect(offsiteNavigation(SIGNED, { csr: null, auxData: {} })).toBe(SIGNED);
    expect(offsiteNavigation(SIGNED, { csr: 'not ok!', auxData: { big: 'x'.repeat(2000) } })).toBe(SIGNED);
  });

  it.each([
    ['csr=a%2Fb', 'csr must be'],
    ['aux_data=nope', 'not valid JSON'],
    ['aux_data=null', 'must be a JSON object'],
  ])('A52: reads %s as malformed', (query, message) => {
    const read = readNavigationExtras(new URLSearchParams(query));
    expect('error' in read && read.error).toContain(message);
  });
});
