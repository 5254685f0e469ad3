// Card video and the session (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): which page events pause a card video and which resume it.
/**
 * docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: focus follows the session: the page going away (hidden, its
 * window losing focus, the page hidden for the back-forward cache) pauses a playing card video, and
 * its coming back (shown, focused again) resumes the videos that pause stopped, where they were.
 * @example sessionChange('visibilitychange', 'hidden') // 'pause'
 */
export function sessionChange(eventType: string, visibility: 'visible' | 'hidden'): 'pause' | 'resume' | null {
  if (eventType === 'visibilitychange') return visibility === 'hidden' ? 'pause' : 'resume';
  if (eventType === 'pagehide' || eventType === 'blur') return 'pause';
  if (eventType === 'pageshow' || eventType === 'focus') return visibility === 'visible' ? 'resume' : null;
  return null;
}

/** The window and document events sessionChange reads. */
export const SESSION_EVENTS = { window: ['blur', 'focus', 'pagehide', 'pageshow'], document: ['visibilitychange'] } as const;
