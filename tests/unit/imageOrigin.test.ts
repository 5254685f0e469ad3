// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the image origin values 0 to 15 and the closeup's line for them.
import { describe, expect, it } from 'vitest';
import { IMAGE_ORIGINS, imageOrigin, imageOriginLine } from '#shared/pinCard/imageOrigin.ts';

describe('image origin (pin-card: Pins, boards and viewers)', () => {
  it('names the 16 values in order (pin-card: Pins, boards and viewers)', () => {
    expect(IMAGE_ORIGINS).toHaveLength(16);
    expect(imageOrigin(0)).toBe('digital capture');
    expect(imageOrigin(8)).toBe('digital art');
    expect(imageOrigin(15)).toBe('multi pin trained algorithmic media');
  });

  it.each([
    [8, 'Image origin: Digital art'],
    [11, 'Image origin: Trained algorithmic media (made with AI)'],
    [0, 'Image origin: Digital capture'],
    [16, null],
    [-1, null],
    [2.5, null],
    ['8', null],
    [undefined, null],
  ])('%j -> %s (pin-card: Pins, boards and viewers)', (value, line) => {
    expect(imageOriginLine(value)).toBe(line);
  });
});
