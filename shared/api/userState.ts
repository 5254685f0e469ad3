// docs/rules/closeup-and-visitors.md#calls-spec-002-7 (UserStateResource create: state, value) and docs/rules/pin-card.md#roles-spec-000-6, docs/rules/pin-card.md#calls-spec-000-7 (the user state read:
// the quick-saves board id, signed-in members only): small named states of a member.
import * as v from 'valibot';
import { resource, returns } from './define.ts';

/** The states a member may keep: upper-snake names (e.g. PROFILE_BOARDS_VIEW_FILTER). */
export const UserStateName = v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'state is an UPPER_SNAKE name of at most 64 characters'));
/** A state's value: a short string, a number or a boolean. */
export const UserStateValue = v.union(
  [v.pipe(v.string(), v.maxLength(200)), v.number(), v.boolean()],
  'value is a string of at most 200 characters, a number or a boolean',
);

export type UserStateValue = v.InferOutput<typeof UserStateValue>;

export interface UserStateAnswer {
  /** The member's quick-saves board, once they have one. */
  quick_saves_board_id: string | null;
  states: Record<string, UserStateValue>;
}

export const UserStateResource = resource('UserStateResource', {
  get: { options: v.object({}), access: 'member', result: returns<UserStateAnswer>() },
  create: {
    options: v.object({ state: UserStateName, value: UserStateValue }),
    access: 'member',
    result: returns<{ state: string; value: UserStateValue }>(),
  },
});
