// docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#constants-spec-001-9 timings with fake timers: toast, delays, scroll dismissal, thumbnail and
// popover auto-dismiss, NoAction, survey load timeout and presentation, pin-builder re-check.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLACEMENT } from '#shared/experiences/constants.ts';
import { surveyPostponed } from '#shared/experiences/rules.ts';
import * as timers from '#shared/experiences/timers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast (experiences: Lifecycle and behaviour, Constants)', () => {
  it('B16, B29: appears after 100 ms, exits after 2000 ms by default and is gone 200 ms later', () => {
    const on = { show: vi.fn(), exit: vi.fn(), done: vi.fn() };
    timers.toastTimer(undefined, on);
    vi.advanceTimersByTime(99);
    expect(on.show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(on.show).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(on.exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(on.exit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(on.done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(on.done).toHaveBeenCalledTimes(1);
  });

  it('B16: pauses while hovered and keeps the remaining time', () => {
    const on = { show: vi.fn(), exit: vi.fn(), done: vi.fn() };
    const t = timers.toastTimer(1000, on);
    vi.advanceTimersByTime(100 + 600);
    t.pause();
    vi.advanceTimersByTime(5000);
    expect(on.exit).not.toHaveBeenCalled();
    t.resume();
    vi.advanceTimersByTime(399);
    expect(on.exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(on.exit).toHaveBeenCalledTimes(1);
  });

  it('B16, B29: its time counts from the frame that draws it, and a hover before that frame holds it', () => {
    const on = { show: vi.fn(), exit: vi.fn(), done: vi.fn() };
    let drawn: (() => void) | undefined;
    const t = timers.toastTimer(1000, on, (start) => {
      drawn = start;
      return () => {
        drawn = undefined;
      };
    });
    vi.advanceTimersByTime(100);
    expect(on.show).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(on.exit).not.toHaveBeenCalled();
    t.pause();
    drawn?.();
    vi.advanceTimersByTime(5000);
    expect(on.exit).not.toHaveBeenCalled();
    t.resume();
    vi.advanceTimersByTime(999);
    expect(on.exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(on.exit).toHaveBeenCalledTimes(1);
  });

  it('B16: canceled before its frame is drawn, it never starts', () => {
    const on = { show: vi.fn(), exit: vi.fn(), done: vi.fn() };
    let drawn: (() => void) | undefined;
    const t = timers.toastTimer(1000, on, (start) => {
      drawn = start;
      return () => {
        drawn = undefined;
      };
    });
    vi.advanceTimersByTime(100);
    t.cancel();
    expect(drawn).toBeUndefined();
  });
});

describe('B5, B11: dismissal timers (experiences: Lifecycle and behaviour)', () => {
  it.each([
    ['scroll or anchor click with a 2 s delay', (fn: () => void) => timers.dismissAfterEvent(2000, fn), 2000],
    ['the thumbnail tooltip, 3 s after the first scroll', timers.thumbnailAutoDismiss, 3000],
    ['the popover, 1.5 s after scrolling starts', timers.popoverScrollDismiss, 1500],
  ])('%s', (_what, make, ms) => {
    const dismiss = vi.fn();
    const t = make(dismiss);
    vi.advanceTimersByTime(10_000);
    expect(dismiss).not.toHaveBeenCalled();
    t.event();
    vi.advanceTimersByTime(ms / 2);
    t.event();
    vi.advanceTimersByTime(ms / 2 - 1);
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('a delayed experience waits for its delay', () => {
    const show = vi.fn();
    timers.after(500, show);
    vi.advanceTimersByTime(499);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalled();
  });

  it('logs NoAction after 4 s, unless aborted', () => {
    const log = vi.fn();
    timers.noActionTimer(log);
    vi.advanceTimersByTime(3999);
    expect(log).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(log).toHaveBeenCalledTimes(1);
    const aborted = vi.fn();
    timers.noActionTimer(aborted).abort();
    vi.advanceTimersByTime(5000);
    expect(aborted).not.toHaveBeenCalled();
  });
});

describe('B15: survey (experiences: Lifecycle and behaviour, Constants)', () => {
  it('B29: drops a survey whose frame does not report loaded within 15 s', () => {
    const on = { timeout: vi.fn(), present: vi.fn() };
    const t = timers.surveyTimers(undefined, on);
    vi.advanceTimersByTime(14_999);
    expect(on.timeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(on.timeout).toHaveBeenCalledTimes(1);
    t.loaded();
    vi.advanceTimersByTime(10_000);
    expect(on.present).not.toHaveBeenCalled();
  });

  it('B29: presents a loaded survey after the presentation delay, 5 s by default', () => {
    const on = { timeout: vi.fn(), present: vi.fn() };
    const t = timers.surveyTimers(undefined, on);
    vi.advanceTimersByTime(3000);
    t.loaded();
    vi.advanceTimersByTime(4999);
    expect(on.present).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(on.present).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(on.timeout).not.toHaveBeenCalled();
  });

  it('B29: re-checks the pin-builder postponement every 3 s', () => {
    let path = '/pin-builder/';
    const ready = vi.fn();
    timers.whenNotPostponed(() => path.includes('/pin-builder'), ready);
    vi.advanceTimersByTime(3000);
    expect(ready).not.toHaveBeenCalled();
    path = '/';
    vi.advanceTimersByTime(2999);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('only the pin-builder placement waits on /pin-builder, re-checked every 3 s; others show at once (experiences: Lifecycle and behaviour)', () => {
    let path = '/pin-builder/';
    const pinBuilderSurvey = vi.fn();
    const otherSurvey = vi.fn();
    timers.whenNotPostponed(() => surveyPostponed(path, PLACEMENT.pinBuilderSurvey), pinBuilderSurvey);
    timers.whenNotPostponed(() => surveyPostponed(path, 1000170), otherSurvey);
    expect(otherSurvey).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6000);
    expect(pinBuilderSurvey).not.toHaveBeenCalled();
    path = '/idea-pin-builder/';
    vi.advanceTimersByTime(3000);
    expect(pinBuilderSurvey).not.toHaveBeenCalled();
    path = '/pin/1/';
    vi.advanceTimersByTime(3000);
    expect(pinBuilderSurvey).toHaveBeenCalledTimes(1);
  });
});
