// Leave intent of a survey with action_trigger 2 (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: "the survey shows when the user
// tries to leave and navigation resumes afterwards"): a click on an in-app link, held by a leave
// guard until the survey is done, or the pointer leaving the top of the window (nothing to resume).
// Back and forward are not leave intent here: the navigation never holds them (leaveGuards.ts).
import { onLeave } from '#client/app/leaveGuards.ts';
import type { Cancelable } from '#shared/experiences/timers.ts';

/** Calls `show` once, on the first leave intent, with the held navigation's resume (or null). */
export function whenLeaving(show: (resume: (() => void) | null) => void): Cancelable {
  let done = false;
  let removeGuard = () => {};
  const onPointer = (event: MouseEvent) => {
    if (event.clientY <= 0) fire(null);
  };
  function stop() {
    done = true;
    removeGuard();
    document.removeEventListener('mouseout', onPointer);
  }
  function fire(resume: (() => void) | null) {
    if (done) return;
    stop();
    show(resume);
  }
  removeGuard = onLeave((_destination, resume) => {
    if (done) return false;
    fire(resume);
    return true;
  });
  document.addEventListener('mouseout', onPointer);
  return { cancel: stop };
}
