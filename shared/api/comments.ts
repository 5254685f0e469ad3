// Comments on a pin and the pin owner's "disable comments" action (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4).
import * as v from 'valibot';
import type { CommentPage, PinComment } from '../types.ts';
import { resource, returns } from './define.ts';
import { BookmarkOption, id } from './options.ts';

export const CommentsResource = resource('CommentsResource', {
  get: { options: v.object({ pin_id: id('pin', 'pin_id'), bookmark: BookmarkOption }), access: 'visitor', result: returns<CommentPage>() },
  create: {
    options: v.object({ pin_id: id('pin', 'pin_id'), text: v.unknown() }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to comment.',
    result: returns<PinComment>(),
  },
  delete: {
    options: v.object({ id: id('comment', 'id') }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    signInPrompt: 'Log in to delete a comment.',
    result: returns<{ entityId: string; deleted: true }>(),
  },
});

export const PinCommentSettingsResource = resource('PinCommentSettingsResource', {
  update: {
    options: v.object({ pin_id: id('pin', 'pin_id'), comments_disabled: v.boolean('comments_disabled must be true or false') }),
    access: 'owner',
    rateLimit: 'publicViewEdit',
    signInPrompt: 'Log in to edit.',
    result: returns<{ pinId: string; commentsDisabled: boolean }>(),
  },
});
