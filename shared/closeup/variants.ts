// Which variant each choice of a product's closeup opens (docs/rules/pin-card.md#calls-spec-000-7): the pin
// having that value and, where one does, the shown pin's values of the other dimensions.
import type { VariantSet } from '../types.ts';

/** One choice of a dimension: its value, the variant pin it opens, and whether it is the shown pin's. */
export interface VariantChoice {
  value: string;
  pinId: string;
  chosen: boolean;
}

/**
 * The choices of each dimension for the shown pin `pinId`. A value no variant has is left out; a
 * value whose variant with the shown pin's other values is missing opens the first variant having it
 * (our choice: a choice always opens a pin).
 */
export function variantChoices(set: VariantSet, pinId: string): Array<{ name: string; choices: VariantChoice[] }> {
  const shown = set.variants.find((v) => v.pinId === pinId);
  return set.dimensionMetadata.map(({ name, values }) => ({
    name,
    choices: values.flatMap((value) => {
      const having = set.variants.filter((v) => v.values[name] === value);
      const same = having.find((v) => Object.entries(shown?.values ?? {}).every(([d, own]) => d === name || v.values[d] === own));
      const target = same ?? having[0];
      return target ? [{ value, pinId: target.pinId, chosen: shown?.values[name] === value }] : [];
    }),
  }));
}
