// The closeup's variant choices (shared/closeup/variants.ts): which pin each choice opens.
import { describe, expect, it } from 'vitest';
import { variantChoices } from '#shared/closeup/variants.ts';
import type { VariantSet } from '#shared/types.ts';

const SET: VariantSet = {
  dimensionMetadata: [
    { name: 'Colour', values: ['Red', 'Blue', 'Green'] },
    { name: 'Size', values: ['S', 'M'] },
  ],
  variants: [
    { pinId: '1', values: { Colour: 'Red', Size: 'S' } },
    { pinId: '2', values: { Colour: 'Red', Size: 'M' } },
    { pinId: '3', values: { Colour: 'Blue', Size: 'M' } },
  ],
};

describe('variant choices (pin-card: Calls)', () => {
  it('each choice opens the variant with that value and the shown pin’s other values, marking the shown one (pin-card: Calls)', () => {
    expect(variantChoices(SET, '2')).toEqual([
      {
        name: 'Colour',
        choices: [
          { value: 'Red', pinId: '2', chosen: true },
          { value: 'Blue', pinId: '3', chosen: false },
        ],
      },
      {
        name: 'Size',
        choices: [
          { value: 'S', pinId: '1', chosen: false },
          { value: 'M', pinId: '2', chosen: true },
        ],
      },
    ]);
  });

  it('without a variant of the same other values, a choice opens the first variant having it; a value none has is left out (pin-card: Calls)', () => {
    const [colour, size] = variantChoices(SET, '1');
    expect(colour.choices.map((c) => [c.value, c.pinId])).toEqual([
      ['Red', '1'],
      ['Blue', '3'],
    ]);
    expect(size.choices.map((c) => [c.value, c.pinId, c.chosen])).toEqual([
      ['S', '1', true],
      ['M', '2', false],
    ]);
  });
});
