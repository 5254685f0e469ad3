// Text in the order a person reads it: numbers by their value ("3-minute" before "25-minute"), case and accents aside.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Compares two texts with the numbers in them by value.
 * @example ['25-minute yoga', '3-minute yoga'].sort(compareNaturally) // ['3-minute yoga', '25-minute yoga']
 */
export const compareNaturally = (a: string, b: string): number => collator.compare(a, b);
