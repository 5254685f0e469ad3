// Page loaders of signing in, signing up and resetting a password (the forms are client/features/auth/).
import type { Context } from 'hono';
import { loginNext } from '#shared/onboarding/path.ts';
import { SITE_NAME } from '#shared/pages.ts';
import { redirectPath } from '#shared/redirects.ts';
import type { AppEnv } from '#worker/env.ts';
import { titledHead as head, type Loader } from '#worker/pages/loader.ts';

/** Where to go after signing in or up: a same-origin path reduced by the redirect rule (`redirectPath`), else home. */
function nextPath(c: Context<AppEnv>): string {
  return redirectPath(c.req.query('next')) ?? '/';
}

const login: Loader = async (c, params) => ({
  route: 'login',
  params,
  status: 200,
  head: head('Log in', `Log in to ${SITE_NAME}.`, '/login/', true),
  data: { kind: 'login', next: loginNext(nextPath(c)) },
});
const signup: Loader = async (c, params) => ({
  route: 'signup',
  params,
  status: 200,
  head: head('Sign up', `Join ${SITE_NAME} to save ideas.`, '/signup/', true),
  data: { kind: 'signup', next: nextPath(c) },
});
// A reset link carries its token in the fragment (worker/auth/passwordReset.ts), which the page
// reads in the browser; the server never sees it, and a `?token=` is not read.
const passwordReset: Loader = async (_c, params) => ({
  route: 'passwordReset',
  params,
  status: 200,
  head: head('Reset your password', 'Reset your password.', null, true),
  data: { kind: 'passwordReset' },
});

/** The sign-in, sign-up and password reset page loaders by route. */
export const authPages = { login, signup, passwordReset } satisfies Record<string, Loader>;
