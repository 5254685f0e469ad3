// Names and attributes of the cookies this worker sets, in one place.

/** The session cookie: `__Host-` so it is Secure, path /, and never set for another domain. */
export const SESSION_COOKIE = '__Host-pb_session';
/** Anonymous visitor id, for experiment assignment and signed-out experiences. */
export const ANON_COOKIE = 'pb_anon';
/** Forced experiment groups (outside production only): `name:group,name:group`. */
export const EXPERIMENT_COOKIE = 'pb_exp';
/** The experiment groups a visitor was first given (shared/experiments.ts rememberedGroups), kept across renders and sign-in. */
export const GROUPS_COOKIE = 'pb_groups';

export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
export const ANON_MAX_AGE_S = 60 * 60 * 24 * 365;
