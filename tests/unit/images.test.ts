// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: image sizes, the size preference for people and originals for bots.
import { describe, expect, it } from 'vitest';
import { chooseImage, imageSpecs, sizeOf } from '#shared/images.ts';

describe('image sizes (pin-card: Pins, boards and viewers)', () => {
  it.each([
    ['236x', 1000, 1500, 236, 354],
    ['736x', 600, 900, 600, 900],
    ['60x60', 1000, 1500, 60, 60],
    ['600x315', 800, 400, 600, 315],
    ['originals', 640, 480, 640, 480],
  ] as const)('%s of %ix%i is %ix%i', (size, w, h, ew, eh) => {
    expect(sizeOf(size, w, h)).toEqual({ width: ew, height: eh });
  });

  it('A15: gives people every size but originals, and prefers 736x', () => {
    const specs = imageSpecs('abc123abc123abc123', 'jpg', 900, 1200, false);
    expect(specs.originals).toBeUndefined();
    expect(Object.keys(specs)).toHaveLength(8);
    expect(chooseImage(specs)?.url).toBe('/i/736x/abc123abc123abc123.jpg');
  });

  it('A15: falls back to 474x, then 236x', () => {
    const specs = imageSpecs('abc123abc123abc123', 'jpg', 900, 1200, false);
    delete specs['736x'];
    expect(chooseImage(specs)?.url).toContain('/474x/');
    delete specs['474x'];
    expect(chooseImage(specs)?.url).toContain('/236x/');
  });

  it('A15: gives bots the original only', () => {
    const specs = imageSpecs('abc123abc123abc123', 'png', 900, 1200, true);
    expect(Object.keys(specs)).toEqual(['originals']);
    expect(chooseImage(specs)).toEqual({ url: '/i/originals/abc123abc123abc123.png', width: 900, height: 1200 });
  });
});
