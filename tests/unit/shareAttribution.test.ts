// docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 ("Query markers: invite_code and utm_pai"): the share link's marker, read only when
// well formed, set on a share url, and taken out of the address after a landing.
import { describe, expect, it } from 'vitest';
import { shareOpensText } from '#shared/shares/opens.ts';
import { SHARE_MARKER, shareMarkerOf, withoutMarker, withShareMarker } from '#shared/shares/shareAttribution.ts';

describe('utm_pai share attribution (closeup-and-visitors: Routes and screens)', () => {
  it('the marker is utm_pai, set on a share url (replacing any earlier one) (closeup-and-visitors: Routes and screens)', () => {
    expect(SHARE_MARKER).toBe('utm_pai');
    expect(withShareMarker('https://pins.test/pin/7/', '0123456789abcdef')).toBe('https://pins.test/pin/7/?utm_pai=0123456789abcdef');
    expect(withShareMarker('https://pins.test/pin/7/?utm_pai=ffffffffffffffff', '0123456789abcdef')).toBe('https://pins.test/pin/7/?utm_pai=0123456789abcdef');
  });
  it.each([
    ['?utm_pai=0123456789abcdef', '0123456789abcdef'],
    ['?a=1&utm_pai=0123456789abcdef', '0123456789abcdef'],
    ['?utm_pai=../etc', null],
    ['?utm_pai=0123456789ABCDEF', null],
    ['', null],
  ])('%s reads as %s (closeup-and-visitors: Routes and screens)', (search, expected) => {
    expect(shareMarkerOf(search)).toBe(expected);
  });
  it('after a landing the address keeps its path, other parameters and hash, without the marker (closeup-and-visitors: Routes and screens)', () => {
    expect(withoutMarker(new URL('https://pins.test/pin/7/?utm_pai=0123456789abcdef'), SHARE_MARKER)).toBe('/pin/7/');
    expect(withoutMarker(new URL('https://pins.test/search/?q=cat&utm_pai=x#imgViewer'), SHARE_MARKER)).toBe('/search/?q=cat#imgViewer');
  });
  it("the sharer's line counts people (closeup-and-visitors: Routes and screens)", () => {
    expect(shareOpensText(1)).toBe('1 person opened Pins you shared');
    expect(shareOpensText(4)).toBe('4 people opened Pins you shared');
  });
});
