// The one id rule: every id on the wire (pins, boards, sections, users, comments, conversations)
// is a string of decimal digits naming a positive safe integer. Pure, so the client may use it.

const ID_PATTERN = /^[1-9]\d{0,15}$/;

/** True when a string is an id this site could have issued. */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value) && Number.isSafeInteger(Number(value));
}
