// The sign-up prompt a signed-out visitor sees after scrolling a while (./SignUpPromptSlot.tsx):
// a panel at the bottom of the screen, not modal (the page stays usable), with Sign up and Log in
// links that come back to this page, and a Close button; once closed it stays away for
// SIGNUP_PROMPT.dismissGapDays (kept in localStorage).
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { SIGNUP_PROMPT } from '#shared/visitor/constants.ts';
import './signUpPrompt.css';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The prompt's offset from the bottom edge and a gap above it (./signUpPrompt.css, ../../styles.css .bottom-stack). */
const ROOM_BESIDE_PROMPT_PX = 16 + 8;

/**
 * Keeps `--signup-prompt-room` on the document as tall as the prompt stands while it shows (0 while it waits hidden),
 * so the page's end can scroll out from under it (./signUpPrompt.css). A person standing at the page's end when the
 * prompt arrives (or grows) stays there: the end they were looking at moves up above the prompt, not under it.
 */
function useRoomForPrompt(panel: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = panel.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
      root.style.setProperty('--signup-prompt-room', `${height ? height + ROOM_BESIDE_PROMPT_PX : 0}px`);
      if (atEnd) window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--signup-prompt-room');
    };
  }, [panel, shown]);
}

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
  const panel = useRef<HTMLElement>(null);
  useRoomForPrompt(panel, shown);
  if (!shown) return null;
  const next = encodeURIComponent(`${window.location.pathname}${window.location.search}`);
  return (
    <section ref={panel} className="signup-prompt" aria-labelledby={titleId} data-test-id="signup-prompt">
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
