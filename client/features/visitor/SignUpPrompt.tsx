// The sign-up prompt a signed-out visitor sees after scrolling a while (./SignUpPromptSlot.tsx):
// a panel at the bottom of the screen, not modal (the page stays usable), with Sign up and Log in
// links that come back to this page, and a Close button; once closed it stays away for
// SIGNUP_PROMPT.dismissGapDays (kept in localStorage).
import { useId, useState } from 'react';
import { SIGNUP_PROMPT } from '#shared/visitor/constants.ts';
import './signUpPrompt.css';

const DAY_MS = 24 * 60 * 60 * 1000;

function dismissedRecently(now: number): boolean {
  try {
    const at = Number(window.localStorage.getItem(SIGNUP_PROMPT.storageKey));
    return Number.isFinite(at) && at > 0 && now - at < SIGNUP_PROMPT.dismissGapDays * DAY_MS;
  } catch {
    return false;
  }
}

function rememberDismissal(now: number): void {
  try {
    window.localStorage.setItem(SIGNUP_PROMPT.storageKey, String(now));
  } catch (error) {
    console.warn('sign-up prompt: storage unavailable', error);
  }
}

export function SignUpPrompt() {
  const [shown, setShown] = useState(() => !dismissedRecently(Date.now()));
  const titleId = useId();
  if (!shown) return null;
  const next = encodeURIComponent(`${window.location.pathname}${window.location.search}`);
  return (
    <section className="signup-prompt" aria-labelledby={titleId} data-test-id="signup-prompt">
      <div className="signup-prompt__text">
        <h2 id={titleId}>Sign up to see more</h2>
        <p>Save the ideas you love to boards, and get a home feed made for you.</p>
      </div>
      <div className="signup-prompt__actions">
        <a className="button button--primary" href={`/signup/?next=${next}`}>
          Sign up
        </a>
        <a className="button" href={`/login/?next=${next}`}>
          Log in
        </a>
      </div>
      <button
        type="button"
        className="signup-prompt__close"
        aria-label="Close"
        onClick={() => {
          rememberDismissal(Date.now());
          setShown(false);
        }}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
