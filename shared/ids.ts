// The one id rule: every id on the wire (pins, boards, sections, users, comments, conversations)
// is a string of decimal digits naming a positive safe integer. Pure, so the client may use it.
//
// Inside the worker an id is a number branded with its kind (`PinId`, `BoardId` ...): D1 stores
// and binds INTEGER ids as JavaScript numbers, so a number needs no conversion between a row and a
// statement, and the brand keeps a board id from passing for a pin id. An id enters as a wire string
// through `parseId` (once, at the edge: a route param, a resource option, a form field) and leaves as
// one through `formatId` (where an answer is built). No other code converts an id by hand
// (tests/unit/idConversions.test.ts holds worker/ to that).

const ID_PATTERN = /^[1-9]\d{0,15}$/;

declare const idKind: unique symbol;

/** The kinds of id this site issues, one per table whose rows are named on the wire. */
export type IdKind = 'pin' | 'board' | 'section' | 'user' | 'comment' | 'conversation' | 'message' | 'interest' | 'upload' | 'appeal';

/** An id of one kind inside the worker: a positive safe integer, as D1 reads and binds it. */
export type Id<K extends IdKind> = number & { readonly [idKind]: K };

export type PinId = Id<'pin'>;
export type BoardId = Id<'board'>;
export type SectionId = Id<'section'>;
/** A member; also a business account (an ad account is a member acted for). */
export type UserId = Id<'user'>;
export type CommentId = Id<'comment'>;
export type ConversationId = Id<'conversation'>;
export type MessageId = Id<'message'>;
export type InterestId = Id<'interest'>;
export type UploadId = Id<'upload'>;
export type AppealId = Id<'appeal'>;

/** True when a string is an id this site could have issued. */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value) && Number.isSafeInteger(Number(value));
}

/**
 * Parses a wire id (a string of digits) into an id of kind `K`; null when the string names no id
 * this site could have issued (`0`, `-1`, `1e3`, `9007199254740993`, `abc`, empty), so the caller
 * answers its 400 or 404. Example: `parseId<'pin'>(params.id)`.
 */
export function parseId<K extends IdKind>(value: string | null | undefined): Id<K> | null {
  return typeof value === 'string' && isId(value) ? (Number(value) as Id<K>) : null;
}

/** Formats an id for the wire: its decimal digits, the form `parseId` reads. Example: `entityId: formatId(row.id)`. */
export function formatId(id: Id<IdKind>): string {
  return id.toString(10);
}

/**
 * The id of an answer this worker built itself, read back (a `BoardDetail`'s `entityId`): never a
 * caller's text, so a string that is not an id is a bug and throws. Example: `issuedId<'board'>(board.entityId)`.
 */
export function issuedId<K extends IdKind>(value: string): Id<K> {
  const id = parseId<K>(value);
  if (id === null) throw new TypeError('Not an id this site issued.');
  return id;
}
