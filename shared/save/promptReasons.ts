// The gated action a resource's sign-in prompt names (docs/rules/closeup-and-visitors.md#constants-spec-002-9), for the server's refusals of
// limited-login viewers, which carry the exact title of the action.
import type { LoginReason } from './loginTitles.ts';

const PROMPT_REASONS: ReadonlyArray<[RegExp, LoginReason]> = [
  [/\bunfollow\b/i, 'unfollow'],
  [/\bfollow\b/i, 'follow'],
  [/\bsave\b/i, 'save'],
  [/\b(send|reply|message)/i, 'send'],
  [/\bedit\b/i, 'edit'],
  [/\bhide\b/i, 'hide'],
  [/\bcreate a board\b/i, 'createBoard'],
  [/\bcreate\b/i, 'create'],
  [/\bshare the profile\b/i, 'shareProfile'],
];

/** The gated action a server's sign-in prompt names (docs/rules/closeup-and-visitors.md#constants-spec-002-9), else the default. */
export function reasonForPrompt(prompt: string | null): LoginReason {
  return PROMPT_REASONS.find(([pattern]) => pattern.test(prompt ?? ''))?.[1] ?? 'default';
}
