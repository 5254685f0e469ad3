// Comment and message text rules: trimmed, not empty, length-limited. React escapes the
// text when it renders; nothing here produces markup.
import { COMMENT_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '../constants.ts';
import { hasVisibleText } from '../text/visible.ts';

export type TextCheck = { ok: true; text: string } | { ok: false; error: string };

function check(raw: unknown, max: number, what: string, allowEmpty: boolean): TextCheck {
  if (typeof raw !== 'string') return { ok: false, error: `${what} must be text.` };
  const text = raw
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim();
  if (!hasVisibleText(text) && !allowEmpty) return { ok: false, error: `${what} cannot be empty.` };
  if ([...text].length > max) return { ok: false, error: `${what} can be at most ${max} characters.` };
  return { ok: true, text };
}

/** A comment's text, or why it is refused. */
export const checkComment = (raw: unknown): TextCheck => check(raw, COMMENT_MAX_LENGTH, 'A comment', false);

/** A reply in a conversation (never empty), or why it is refused. */
export const checkReply = (raw: unknown): TextCheck => check(raw, MESSAGE_MAX_LENGTH, 'A message', false);

/** The message sent with a pin (may be empty), or why it is refused. */
export const checkMessage = (raw: unknown): TextCheck => check(raw, MESSAGE_MAX_LENGTH, 'A message', true);
