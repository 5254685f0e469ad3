// Where a shared pin's invite is shown on the closeup: the closeup renders the slot, the query
// markers' landing (QueryMarkerLanding.tsx) fills it.

/** The id of the closeup's invite slot element. */
export const INVITE_SLOT_ID = 'invite-slot';
