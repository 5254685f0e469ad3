// Clearing the builder drafts a browser keeps (./draft.ts), small enough for every page's entry, and the
// sign-out marker every open tab reads before it writes one (docs/security.md, drafts after sign-out).

/** Every builder draft's storage key starts so (./draft.ts draftKey). */
export const DRAFT_PREFIX = 'pb:draft:';

/**
 * Changed whenever a session ends in this browser (a sign-out, a signed-out page): a tab that was opened
 * before it, such as a builder left open in a second tab, sees it changed and writes no draft again.
 */
const SIGNED_OUT_MARKER = 'pb:signed-out';

const readMarker = (): string | null => {
  try {
    return localStorage.getItem(SIGNED_OUT_MARKER);
  } catch {
    return null;
  }
};

/** The marker as this page found it when it opened. */
const openedWith = readMarker();

/** Whether this page may still write a draft: no session has ended in this browser since it opened. */
export const draftsOpen = (): boolean => readMarker() === openedWith;

/**
 * Removes every builder draft this browser keeps, whoever's (docs/security.md#classes-of-attack-and-where-they-are-stopped):
 * on signing out, and on any page a signed-out person opens, so a draft never outlives the session that
 * wrote it (a sign-out here, "Secure my account" or a password change elsewhere, an expired session).
 */
function clearMemberDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage that cannot be used holds no draft (docs/rules/pin-card.md#errors-and-messages-spec-000-8).
  }
}

/**
 * A session ended in this browser (a sign-out, a signed-out page): the drafts go, and every tab opened before
 * stops writing them (`draftsOpen`), told at once through the storage event (`watchSignOut`).
 */
export function endMemberDrafts(): void {
  try {
    localStorage.setItem(SIGNED_OUT_MARKER, `${Date.now()}:${Math.random().toString(36).slice(2)}`);
  } catch {
    // Storage that cannot be used holds no draft either.
  }
  clearMemberDrafts();
}

/** Clears the drafts again when another tab ends the session, in case this tab wrote one in between. */
export function watchSignOut(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === SIGNED_OUT_MARKER || event.key === null) clearMemberDrafts();
  });
}
