// The option schemas every resource shares: ids (the rule is shared/ids.ts), bookmarks, page sizes.
import * as v from 'valibot';
import { isId } from '../ids.ts';

/** The schema of an id option, with a message naming the option: `id('board_id')`. */
export function id(option: string) {
  const message = `${option} must be a string of digits`;
  return v.pipe(v.string(message), v.check(isId, message));
}

/** A bookmark as the client sends it back: opaque, at most 512 characters, or null for the first page. */
export const BookmarkOption = v.optional(v.nullable(v.pipe(v.string('bookmark must be a string'), v.maxLength(512, 'bookmark is too long'))));

/** A page size option, 1 to `max`, defaulting to `fallback`. */
export function pageSize(fallback: number, max = 50) {
  return v.optional(v.pipe(v.number('page_size must be a number'), v.integer('page_size must be a whole number'), v.minValue(1), v.maxValue(max)), fallback);
}
