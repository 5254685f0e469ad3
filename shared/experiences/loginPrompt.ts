// docs/rules/experiences.md#login-prompt-headers-spec-001-211, docs/rules/experiences.md#roles-spec-001-6: the login prompt headers a signed-out viewer sees on a gated action.

export const LOGIN_PROMPT_HEADERS = {
  default: "You're almost there! Log in to access all of the product",
  save: 'Log in to save this Pin',
  edit: 'Log in to edit this Pin',
  follow: 'Log in to follow',
  unfollow: 'Log in to unfollow',
  create: 'Log in to create a Pin or board',
} as const;

/** The header for a gated action: its custom header, else the default; none for signed-in viewers. */
export function loginPromptHeader(reason: string, isAuth: boolean): string | null {
  if (isAuth) return null;
  return (LOGIN_PROMPT_HEADERS as Record<string, string>)[reason] ?? LOGIN_PROMPT_HEADERS.default;
}
