// Starts the cards' Tab-stop rule (./cardTabStops.ts, a chunk of its own) once the page is idle.
import { whenIdle } from '#client/lib/whenIdle.ts';

/** Called by every card once it is on the page; the rule starts once, whoever asks first. */
export const armCardTabStops = (): void => whenIdle(() => void import('./cardTabStops.ts').then((m) => m.startCardTabStops()));
