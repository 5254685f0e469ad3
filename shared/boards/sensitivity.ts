// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "dismiss sensitivity screen": a signed-out visitor's dismissals live for the browser
// session in one cookie (board ids), which the worker reads to render the board's pins at once; a
// member's are kept in D1 (BoardSensitivityScreenResource).

/** The session cookie of the boards whose sensitivity screen a signed-out visitor dismissed. */
export const SENSITIVITY_COOKIE = 'pb_sensitive_shown';
/** The cookie remembers at most this many boards (the most recent). */
const MAX_REMEMBERED = 40;

/** The board ids of the cookie's value; anything else in it is ignored. */
export function dismissedBoards(value: string | undefined | null): string[] {
  return (value ?? '').split('.').filter((id) => /^\d{1,19}$/.test(id));
}

/**
 * The cookie's value once `boardId` is dismissed as well.
 * @example withDismissed('4.9', '12') // '4.9.12'
 */
export function withDismissed(value: string | undefined | null, boardId: string): string {
  const ids = dismissedBoards(value).filter((id) => id !== boardId);
  return [...ids, boardId].slice(-MAX_REMEMBERED).join('.');
}
