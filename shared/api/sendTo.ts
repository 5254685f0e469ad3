// "Send to" suggestions for the share flyout: the members a viewer can send a pin to
// whose username or name starts with what they typed, people they have written with first, then
// people they follow, so nobody has to know an exact username.
import * as v from 'valibot';
import type { UserSummary } from '../types.ts';
import { resource, returns } from './define.ts';

/** How many suggestions the flyout lists at most. */
export const SEND_SUGGESTIONS_LIMIT = 8;

export const SendSuggestionsResource = resource('SendSuggestionsResource', {
  get: {
    options: v.object({ query: v.optional(v.pipe(v.string('query must be text'), v.trim(), v.maxLength(30, 'query can be at most 30 characters')), '') }),
    access: 'member',
    signInPrompt: 'Log in to send this Pin.',
    result: returns<UserSummary[]>(),
  },
});
