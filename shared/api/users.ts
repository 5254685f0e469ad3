// The member resources: a member's profile and saves, following and blocking, the settings tabs (signing in
// and up is auth's: shared/api/auth.ts) (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "User actions", docs/rules/experiences.md#calls-spec-001-7 settings).
import * as v from 'valibot';
import type { ViewerConsent } from '../consent.ts';
import { type Theme, type UserSettings, UserSettingsUpdateSchema } from '../settings.ts';
import type { Pin, UserProfile } from '../types.ts';
import { resource, returns } from './define.ts';
import { BookmarkOption, id } from './options.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** The answers of UserResource's field sets (docs/rules/closeup-and-visitors.md#entities-spec-002-3 names `id` in the quicksave and save_behavior sets). */
export type UserFieldSet = UserProfile | { id: string; has_quicksave_board: boolean } | { id: string; save_behavior: 0 | 1; boardCount: number };

export const UserResource = resource('UserResource', {
  get: {
    options: v.object({
      user_id: v.optional(id('user', 'user_id')),
      username: v.optional(text(30)),
      field_set_key: v.optional(v.picklist(['profile', 'quicksave', 'save_behavior'], 'field_set_key is profile, quicksave or save_behavior'), 'profile'),
    }),
    access: 'visitor',
    result: returns<UserFieldSet>(),
  },
});

export const UserFollowResource = resource('UserFollowResource', {
  create: {
    options: v.object({ user_id: id('user', 'user_id') }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to follow.',
    loginReason: 'follow',
    result: returns<{ following: boolean }>(),
  },
  delete: {
    options: v.object({ user_id: id('user', 'user_id') }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to unfollow.',
    loginReason: 'unfollow',
    result: returns<{ following: boolean }>(),
  },
});

const blockOptions = v.object({
  blocked_user_id: id('user', 'blocked_user_id'),
  /** A business account the member manages as its admin: the block is that account's (else 403). */
  orbac_subject_id: v.optional(id('user', 'orbac_subject_id')),
  block_source: v.optional(text(40)),
  block_context: v.optional(text(40)),
});

export const UserBlockResource = resource('UserBlockResource', {
  // Each recounts the followers of every board of both members: limited like a follow (socialWrite).
  create: { options: blockOptions, access: 'member', rateLimit: 'socialWrite', result: returns<{ blocked: boolean }>() },
  delete: { options: blockOptions, access: 'member', rateLimit: 'socialWrite', result: returns<{ blocked: boolean }>() },
});

export const UserProfileResource = resource('UserProfileResource', {
  update: {
    options: v.object({
      full_name: v.optional(v.pipe(v.string(), v.maxLength(60, 'Names can be at most 60 characters.'))),
      username: v.optional(text(30)),
      about: v.optional(v.pipe(v.string(), v.maxLength(500, 'About can be at most 500 characters.'))),
      image_signature: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[a-f0-9]{8,64}$/, 'not an image signature')))),
      save_behavior: v.optional(
        v.union(
          // A page form posts it as text (worker/api/forms.ts).
          [
            v.picklist([0, 1]),
            v.pipe(
              v.picklist(['0', '1']),
              v.transform((s): 0 | 1 => (s === '0' ? 0 : 1)),
            ),
          ],
          'save_behavior is 0 or 1',
        ),
      ),
    }),
    access: 'member',
    rateLimit: 'publicViewEdit',
    result: returns<UserProfile>(),
  },
});

export const UserAccountResource = resource('UserAccountResource', {
  update: {
    options: v.object({ current_password: text(256), email: v.optional(text(254)), new_password: v.optional(text(256)) }),
    access: 'member',
    rateLimit: 'passwordCheck',
    result: returns<{ email: string }>(),
  },
});

export const UserSavesResource = resource('UserSavesResource', {
  get: { options: v.object({ username: text(30), bookmark: BookmarkOption }), access: 'visitor', result: returns<Pin[]>() },
});

export const UserSettingsResource = resource('UserSettingsResource', {
  get: { options: v.object({}), access: 'visitor', result: returns<{ settings: UserSettings; consent: ViewerConsent | null; theme: Theme }>() },
  update: { options: UserSettingsUpdateSchema, access: 'person', result: returns<{ settings: UserSettings; consent: ViewerConsent | null }>() },
});
