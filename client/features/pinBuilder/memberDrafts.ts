// Clearing the builder drafts a browser keeps (./draft.ts), small enough for every page's entry.

/** Every builder draft's storage key starts so (./draft.ts draftKey). */
export const DRAFT_PREFIX = 'pb:draft:';

/**
 * Removes every builder draft this browser keeps, whoever's (docs/security.md#classes-of-attack-and-where-they-are-stopped):
 * on signing out, and on any page a signed-out person opens, so a draft never outlives the session that
 * wrote it (a sign-out here, "Secure my account" or a password change elsewhere, an expired session).
 */
export function clearMemberDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage that cannot be used holds no draft (docs/rules/pin-card.md#errors-and-messages-spec-000-8).
  }
}
