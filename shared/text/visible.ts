// One answer to "is there anything to see in this text?": whitespace alone, format characters
// (right-to-left marks, zero-width spaces and joiners, the BOM), variation selectors and blank
// fillers (Hangul fillers, the blank Braille pattern) are nothing a reader can see.

// Combining marks (the grapheme joiner, variation selectors) stand apart from the class of characters.
const INVISIBLE = /[\s\p{Cf}\p{Cc}\p{Z}\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0]|\u034f|[\u180b-\u180f]|[\ufe00-\ufe0f]/gu;

/** The text without any invisible character (for emptiness checks only; the stored text keeps them). */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Whether the text has at least one character a reader can see. */
export function hasVisibleText(text: string): boolean {
  return visibleText(text).length > 0;
}
