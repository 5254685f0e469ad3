// The navigation's one question to the leave guards (leaveGuards.ts): a link click goes at once
// until a guard module has loaded and taken over (a survey on leave intent, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4), so the
// first-visit bundle carries only this.
let hook: ((destination: URL, go: () => void) => void) | null = null;

/** Installs the leave guards' `guardedLeave` (leaveGuards.ts does, when it loads). */
export function setLeaveHook(leave: (destination: URL, go: () => void) => void): void {
  hook = leave;
}

/** Leaves for `destination`: `go()` now, or when the leave guards let it. */
export function leave(destination: URL, go: () => void): void {
  if (hook) hook(destination, go);
  else go();
}
