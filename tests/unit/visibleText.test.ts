// The one "is there anything to see" helper (shared/text/visible.ts) behind the empty checks of
// comments and messages (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): invisible-only text is empty, any visible character is not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkComment } from '#shared/closeup/commentText.ts';
import { hasVisibleText } from '#shared/text/visible.ts';

const INVISIBLES = [
  '\u200f',
  '\u200e',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u2066',
  '\u2069',
  '\u202e',
  '\ufeff',
  '\u00ad',
  '\u034f',
  '\u3164',
  '\u2800',
  '\ufe0f',
  ' ',
  '\t',
  '\u00a0',
  '\u3000',
];

describe('visible text (closeup-and-visitors: States and actions)', () => {
  it('text made only of invisible characters has nothing to see, and a comment of it is refused', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...INVISIBLES), { minLength: 1, maxLength: 40 }), (chars) => {
        const text = chars.join('');
        expect(hasVisibleText(text)).toBe(false);
        expect(checkComment(text)).toEqual({ ok: false, error: 'A comment cannot be empty.' });
      }),
    );
  });

  it('any visible character among invisible ones is something to see', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...INVISIBLES), { maxLength: 10 }),
        fc.constantFrom('a', 'é', 'ж', '字', '🙂', '1', '.', 'ب'),
        fc.array(fc.constantFrom(...INVISIBLES), { maxLength: 10 }),
        (before, visible, after) => {
          expect(hasVisibleText(before.join('') + visible + after.join(''))).toBe(true);
        },
      ),
    );
  });
});
