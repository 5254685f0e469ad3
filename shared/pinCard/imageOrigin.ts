// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the image origin values 0 to 15 (a pin's digitalMediaSourceType), and the line the
// closeup shows for them.

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: image origin names by value. */
export const IMAGE_ORIGINS = [
  'digital capture',
  'negative film',
  'positive film',
  'print',
  'minor human edits',
  'composite capture',
  'algorithmically enhanced',
  'data driven media',
  'digital art',
  'virtual recording',
  'composite synthetic',
  'trained algorithmic media',
  'composite with trained algorithmic media',
  'algorithmic media',
  'software image',
  'multi pin trained algorithmic media',
] as const;

export const IMAGE_ORIGIN_COUNT = IMAGE_ORIGINS.length;

/** The origin of a value, or null when it is none of the 16. */
export function imageOrigin(value: unknown): (typeof IMAGE_ORIGINS)[number] | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < IMAGE_ORIGIN_COUNT ? IMAGE_ORIGINS[value] : null;
}

/** Origins made with trained algorithms (generative AI), which the closeup names as such. */
const AI_MADE = new Set<number>([11, 12, 13, 15]);

/** The closeup's line about how the image was made, or null without a known origin. */
export function imageOriginLine(value: unknown): string | null {
  const name = imageOrigin(value);
  if (name === null) return null;
  const text = `Image origin: ${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return AI_MADE.has(value as number) ? `${text} (made with AI)` : text;
}
