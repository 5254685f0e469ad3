// Starts the cards' Tab-stop rule (./cardTabStops.ts, a small chunk of its own, not in the first download) once the
// first card has hydrated.
/** Called by every card once it is on the page; the rule starts once, whoever asks first. */
export const armCardTabStops = (): void => void import('./cardTabStops.ts').then((m) => m.startCardTabStops());
