// Names and attributes of the cookies this worker sets, in one place.

/** The session cookie: `__Host-` so it is Secure, path /, and never set for another domain. */
export const SESSION_COOKIE = '__Host-pb_session';
/** Anonymous visitor id, for experiment assignment and signed-out experiences. */
export const ANON_COOKIE = 'pb_anon';
/** Forced experiment groups (outside production only): `name:group,name:group`. */
export const EXPERIMENT_COOKIE = 'pb_exp';
/** The experiment groups a visitor was first given (shared/experiments.ts rememberedGroups), kept across renders and sign-in. */
export const GROUPS_COOKIE = 'pb_groups';
/** docs/rules/experiences.md#roles-spec-001-6: this visit landed from a search engine (the SEO referrer group); a session cookie. */
export const SEO_LANDING_COOKIE = 'pb_seo';

export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
export const ANON_MAX_AGE_S = 60 * 60 * 24 * 365;

/**
 * The D1 session bookmark (worker/middleware/d1Session.ts): after a person's write, their next
 * reads are served by a replica at least that fresh, so they always see their own writes.
 */
export const D1_BOOKMARK_COOKIE = '__Host-pb_d1';
/** Long enough for any replica to catch up; after it, reads go to whichever replica is nearest. */
export const D1_BOOKMARK_MAX_AGE_S = 60 * 10;
