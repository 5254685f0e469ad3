// One guard per kind of viewer (shared/api/define.ts Access): the resource router applies them
// from the contract, and route code outside /resource/ calls the same functions.
import type { Access, VerbContract } from '#shared/api/define.ts';
import { parseId, type UserId } from '#shared/ids.ts';
import { LOGIN_TITLES, type LoginReason } from '#shared/save/loginTitles.ts';
import type { Viewer } from '#shared/types.ts';
import { ApiError } from './errors.ts';

const SIGN_IN = 'Please log in to continue.';

/**
 * The signed-in member's id, or null signed out. The viewer is wire-shaped (the client hydrates with
 * it, so its id is the wire string the viewer middleware formatted); this is where the worker reads it back.
 */
export function viewerUserId(viewer: Pick<Viewer, 'id'>): UserId | null {
  return parseId<'user'>(viewer.id);
}

/** The signed-in member's id, or a 401 carrying the login prompt. */
export function requireMember(viewer: Viewer, prompt: string | null = null): UserId {
  const id = viewerUserId(viewer);
  if (id === null) throw new ApiError('unauthorized', prompt ?? SIGN_IN);
  return id;
}

/**
 * The signed-in member's id for a gated action: a limited-login viewer stays one until a full
 * sign-in, so every change they try is a 401 with the docs/rules/closeup-and-visitors.md#constants-spec-002-9 title of the action
 * `reason` the caller declares (never guessed from the prompt's words).
 */
export function requireFullMember(viewer: Viewer, prompt: string | null, reason: LoginReason): UserId {
  const id = requireMember(viewer, prompt);
  if (viewer.isLimitedLogin) throw new ApiError('unauthorized', LOGIN_TITLES[reason]);
  return id;
}

/** Refuses bots (docs/rules/experiences.md#roles-spec-001-6: bots get no experience and change nothing). */
export function requirePerson(viewer: Viewer): void {
  if (viewer.isBot) throw new ApiError('forbidden', 'This is not available to automated clients.');
}

/** The signed-in employee's id; 401 when signed out, 403 for other members. */
export function requireEmployee(viewer: Viewer, prompt: string | null = null): UserId {
  const id = requireMember(viewer, prompt);
  if (!viewer.isEmployee) throw new ApiError('forbidden', 'Only employees can do this.');
  return id;
}

/** The member id a verb's handler receives: a number once access needs a member, else maybe null. */
export type MemberOf<A extends Access> = A extends 'visitor' | 'person' ? UserId | null : UserId;

/** The parts of a verb's contract its guard reads. */
export type GuardedVerb = Pick<VerbContract, 'access' | 'signInPrompt' | 'changesState' | 'loginReason'>;

/**
 * Applies a verb's access rule; answers the caller's member id (null for visitors). Changes by a
 * limited login are refused with the title of the verb's declared `loginReason`.
 */
export function guard(viewer: Viewer, verb: GuardedVerb): UserId | null {
  const { access, signInPrompt: prompt, changesState, loginReason } = verb;
  switch (access) {
    case 'visitor':
      return viewerUserId(viewer);
    case 'person':
      requirePerson(viewer);
      return viewerUserId(viewer);
    case 'member':
    case 'owner':
      return changesState ? requireFullMember(viewer, prompt, loginReason) : requireMember(viewer, prompt);
    case 'employee':
      if (changesState) requireFullMember(viewer, prompt, loginReason);
      return requireEmployee(viewer, prompt);
  }
}
