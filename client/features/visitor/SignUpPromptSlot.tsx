// Where the sign-up prompt for signed-out visitors waits (./SignUpPrompt.tsx): only a visitor who
// is neither a member nor a bot, and not on a sign-in page, gets a passive scroll listener; the
// prompt's code loads once they have scrolled SIGNUP_PROMPT.scrollScreens window heights, so a
// visit that does not scroll pays nothing. Nothing renders on the server or in the first client
// render (no hydration difference).
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Viewer } from '#shared/types.ts';
import { SIGNUP_PROMPT } from '#shared/visitor/constants.ts';

const SignUpPrompt = lazy(() => import('./SignUpPrompt.tsx').then((m) => ({ default: m.SignUpPrompt })));

/** Pages that are themselves the way in. */
const SIGN_IN_PATHS = /^\/(login|signup|password|pw|secure)\b/;

export function SignUpPromptSlot({ viewer }: { viewer: Viewer }) {
  const [scrolled, setScrolled] = useState(false);
  const eligible = !viewer.isAuth && !viewer.isBot;
  useEffect(() => {
    if (!eligible || scrolled || SIGN_IN_PATHS.test(window.location.pathname)) return;
    const onScroll = () => {
      if (window.scrollY >= window.innerHeight * SIGNUP_PROMPT.scrollScreens) setScrolled(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [eligible, scrolled]);
  if (!eligible || !scrolled) return null;
  return (
    <Suspense fallback={null}>
      <SignUpPrompt />
    </Suspense>
  );
}
