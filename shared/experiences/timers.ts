// The timing rules of docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4 and docs/rules/experiences.md#constants-spec-001-9 as small timer controllers, independent of the DOM so
// they are tested with fake timers; components feed them events and act on their callbacks.
import { TIMING } from './constants.ts';

export interface Cancelable {
  cancel(): void;
}

/** Starts at once: where nothing is drawn (tests), or where the caller already waited for its frame. */
function startNow(start: () => void): () => void {
  start();
  return () => {};
}

/**
 * docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: a toast appears after 100 ms, exits after its duration (default 2000 ms) with a 200 ms exit; hovering pauses.
 * Its duration counts from `whenDrawn` (in a page: the frame that shows it); it returns a cancel.
 */
export function toastTimer(
  duration: number | undefined,
  on: { show(): void; exit(): void; done(): void },
  whenDrawn: (start: () => void) => () => void = startNow,
): Cancelable & { pause(): void; resume(): void } {
  const visibleFor = duration ?? TIMING.toastDefault;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drawing = () => {};
  let waitingForDraw = false;
  let heldBeforeDraw = false;
  let remaining = visibleFor;
  let startedAt = 0;
  let phase: 'appearing' | 'visible' | 'exiting' | 'done' = 'appearing';
  const runVisible = () => {
    startedAt = Date.now();
    timer = setTimeout(() => {
      phase = 'exiting';
      on.exit();
      timer = setTimeout(() => {
        phase = 'done';
        on.done();
      }, TIMING.toastExit);
    }, remaining);
  };
  timer = setTimeout(() => {
    phase = 'visible';
    timer = undefined;
    on.show();
    waitingForDraw = true;
    drawing = whenDrawn(() => {
      waitingForDraw = false;
      if (!heldBeforeDraw) runVisible();
    });
  }, TIMING.toastAppear);
  return {
    pause() {
      if (phase === 'visible' && waitingForDraw) heldBeforeDraw = true;
      if (phase !== 'visible' || timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining = Math.max(0, remaining - (Date.now() - startedAt));
    },
    resume() {
      heldBeforeDraw = false;
      if (phase === 'visible' && timer === undefined && !waitingForDraw) runVisible();
    },
    cancel() {
      drawing();
      clearTimeout(timer);
      phase = 'done';
    },
  };
}

/** Calls `fn` once after `ms` (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4 delays), unless canceled. */
export function after(ms: number, fn: () => void): Cancelable {
  const timer = setTimeout(fn, Math.max(0, ms));
  return { cancel: () => clearTimeout(timer) };
}

/**
 * docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: scroll, touchmove or a click on the anchor dismisses after a delay. The first
 * event starts the delay; later events change nothing.
 */
export function dismissAfterEvent(delayMs: number, dismiss: () => void): Cancelable & { event(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    event() {
      timer ??= setTimeout(dismiss, Math.max(0, delayMs));
    },
    cancel: () => clearTimeout(timer),
  };
}

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: the thumbnail tooltip auto-dismisses 3 s after the first scroll. */
export const thumbnailAutoDismiss = (dismiss: () => void) => dismissAfterEvent(TIMING.thumbnailAutoDismiss, dismiss);

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: a popover is dismissed 1.5 s after scrolling starts. */
export const popoverScrollDismiss = (dismiss: () => void) => dismissAfterEvent(TIMING.popoverScrollDismiss, dismiss);

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: after 4 s without an action a NoAction event is logged, unless aborted. */
export function noActionTimer(log: () => void): Cancelable & { abort(): void } {
  const t = after(TIMING.noAction, log);
  return { cancel: t.cancel, abort: t.cancel };
}

/**
 * docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: the survey frame must report loaded within 15 s or nothing is shown; once loaded
 * it is presented after the presentation delay (default 5 s).
 */
export function surveyTimers(presentationDelay: number | undefined, on: { timeout(): void; present(): void }): Cancelable & { loaded(): void } {
  let presenting: ReturnType<typeof setTimeout> | undefined;
  let settled = false;
  const timeout = setTimeout(() => {
    settled = true;
    on.timeout();
  }, TIMING.surveyLoadTimeout);
  return {
    loaded() {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      presenting = setTimeout(on.present, presentationDelay ?? TIMING.surveyPresentationDelay);
    },
    cancel() {
      clearTimeout(timeout);
      clearTimeout(presenting);
    },
  };
}

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: while `postponed()` is true, check again every 3 s; then call `ready` once. */
export function whenNotPostponed(postponed: () => boolean, ready: () => void): Cancelable {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (postponed()) timer = setTimeout(check, TIMING.pinBuilderRecheck);
    else ready();
  };
  check();
  return { cancel: () => clearTimeout(timer) };
}
