// RepinResource: save a pin to a board or to the profile (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7), where the viewer
// saved a pin, move a saved pin (the toast's Change) and delete one.
import * as v from 'valibot';
import type { SaveResult } from '../types.ts';
import { resource, returns } from './define.ts';
import { id } from './options.ts';

/** One place the viewer saved a pin. */
export interface SavedPlace {
  id: string;
  board: { id: string; name: string; layout: 'default' | 'quick_saves' };
}

export const RepinResource = resource('RepinResource', {
  get: { options: v.object({ pin_id: id('pin', 'pin_id') }), access: 'member', signInPrompt: 'Log in to save.', result: returns<SavedPlace[]>() },
  create: {
    options: v.object({
      pin_id: id('pin', 'pin_id'),
      board_id: v.optional(v.nullable(id('board', 'board_id'))),
      section: v.optional(v.nullable(id('section', 'section'))),
      /** The saver's own id: a save for anyone else is refused (403). */
      user_id: v.optional(id('user', 'user_id')),
      /** An ad card's trackingParams: the save is counted for the ad's campaign (ad_saves). */
      clientTrackingParams: v.optional(
        v.pipe(v.string('clientTrackingParams must be text'), v.minLength(1), v.maxLength(512, 'clientTrackingParams is too long')),
      ),
      disable_event_log_info: v.optional(v.boolean()),
      eventContext: v.optional(v.unknown()),
    }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to save.',
    loginReason: 'save',
    result: returns<SaveResult>(),
  },
  update: {
    options: v.object({
      id: id('pin', 'id'),
      board_id: v.optional(v.nullable(id('board', 'board_id'))),
      section: v.optional(v.nullable(id('section', 'section'))),
    }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    signInPrompt: 'Log in to edit.',
    loginReason: 'edit',
    result: returns<SaveResult>(),
  },
  delete: {
    options: v.object({ id: id('pin', 'id'), board_id: v.optional(id('board', 'board_id')) }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    result: returns<{ deleted: string }>(),
  },
});
