// Leave guards (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: "With action_trigger 2 and an experiment, the survey shows when the
// user tries to leave and navigation resumes afterwards"). A guard sees the destination of a
// client navigation and may hold it, calling resume() later; the navigation then continues there.
// - A guard is used once: the one that holds is removed before it is called back.
// - Only one navigation is held at a time: while one is held, no other guard is asked, and a new
//   click replaces the held one (the person changed their mind; the old resume does nothing).
// - Back and forward (popstate) never ask the guards: the browser has already moved the address,
//   and a person must always be able to go back, so a survey never traps them there.
// No DOM here, so the rules are tested with plain functions and fake timers. Loaded with the
// survey's chunk; it then answers the navigation's clicks (leaveHook.ts).
import { setLeaveHook } from './leaveHook.ts';

/** Holds the navigation to `destination` by returning true, then calls `resume()` when done. */
export type LeaveGuard = (destination: URL, resume: () => void) => boolean;

const guards = new Set<LeaveGuard>();
/** The navigation being held now, if any; a newer one replaces it. */
let held: symbol | null = null;

/** Registers a guard; returns its removal. */
export function onLeave(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/**
 * Leaves for `destination`: `go()` runs now, or, when a guard holds the navigation, once that
 * guard resumes it (and only if no newer navigation replaced it meanwhile).
 */
export function guardedLeave(destination: URL, go: () => void): void {
  if (held) {
    held = null;
    go();
    return;
  }
  for (const guard of [...guards]) {
    const mine = Symbol('held');
    let resumed = false;
    const resume = () => {
      if (resumed) return;
      resumed = true;
      if (held !== mine) return;
      held = null;
      go();
    };
    guards.delete(guard);
    held = mine;
    if (guard(destination, resume) || resumed) return;
    // Not held: the guard stays for a later navigation, and its resume does nothing.
    resumed = true;
    held = null;
    guards.add(guard);
  }
  go();
}

setLeaveHook(guardedLeave);
