// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 pin action "show suggested creator recommendations": "More creators like this" on a
// pin's closeup, up to three creators of pins on the pin's topics whom the member does not follow.
import * as v from 'valibot';
import type { UserSummary } from '../types.ts';
import { resource, returns } from './define.ts';
import { id } from './options.ts';

/** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: at most this many creators are suggested. */
export const SUGGESTED_CREATORS = 3;

/** A suggested creator and how many of their pins share the pin's topics. */
export interface SuggestedCreator extends UserSummary {
  url: string;
  matchingPins: number;
}

export const SuggestedCreatorsResource = resource('SuggestedCreatorsResource', {
  get: {
    options: v.object({ pin_id: id('pin', 'pin_id') }),
    access: 'member',
    signInPrompt: 'Log in to see creators like this.',
    result: returns<SuggestedCreator[]>(),
  },
});
