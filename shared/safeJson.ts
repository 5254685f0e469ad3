// JSON that can sit inside an HTML <script type="application/json"> without ending it early or
// opening a script-injection hole: <, >, & and the two JS line separators are escaped.

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON.stringify with the characters that could break out of a script element escaped. */
export function safeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (ch) => ESCAPES[ch]);
}
