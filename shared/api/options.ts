// The option schemas every resource shares: ids (the rule is shared/ids.ts), bookmarks, page sizes.
import * as v from 'valibot';
import { type Id, type IdKind, isId, parseId } from '../ids.ts';

/**
 * The schema of an id option of one kind, with a message naming the option: `id('board', 'board_id')`.
 * The client sends the wire string; the worker's handler receives the parsed id (`BoardId`).
 */
export function id<K extends IdKind>(_kind: K, option: string) {
  const message = `${option} must be a string of digits`;
  return v.pipe(
    v.string(message),
    v.check(isId, message),
    v.transform((value) => parseId<K>(value) as Id<K>),
  );
}

/**
 * The schema of a campaign id option: the id rule's digits, kept as text. A campaign id is a key in pins'
 * JSON data and in TEXT columns (migrations/0043_campaign_ids.sql), never a row's INTEGER id.
 */
export function campaignId(option: string) {
  const message = `${option} must be a string of digits`;
  return v.pipe(v.string(message), v.check(isId, message));
}

/** A bookmark as the client sends it back: opaque, at most 512 characters, or null for the first page. */
export const BookmarkOption = v.optional(v.nullable(v.pipe(v.string('bookmark must be a string'), v.maxLength(512, 'bookmark is too long'))));

/** A page size option, 1 to `max`, defaulting to `fallback`. */
export function pageSize(fallback: number, max = 50) {
  return v.optional(v.pipe(v.number('page_size must be a number'), v.integer('page_size must be a whole number'), v.minValue(1), v.maxValue(max)), fallback);
}
