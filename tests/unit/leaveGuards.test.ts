// Leave guards (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: "With action_trigger 2 and an experiment, the survey shows when the
// user tries to leave and navigation resumes afterwards"): a guard may hold a client navigation
// and resume it later; it is used once, and only one navigation is held at a time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardedLeave, onLeave } from '#client/app/leaveGuards.ts';

const to = (path: string) => new URL(path, 'https://pinboard.test');
const removals: Array<() => void> = [];
const guard = (g: Parameters<typeof onLeave>[0]) => removals.push(onLeave(g));

afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  vi.useRealTimers();
});

describe('leave guards (experiences: Lifecycle and behaviour)', () => {
  it('without a guard the navigation goes at once (experiences: Lifecycle and behaviour)', () => {
    const go = vi.fn();
    guardedLeave(to('/pin/1/'), go);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('a guard holds the navigation to its destination and it resumes when the survey is done (experiences: Lifecycle and behaviour)', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const seen: URL[] = [];
    guard((destination, resume) => {
      seen.push(destination);
      setTimeout(resume, 8000); // the person answers the survey
      return true;
    });
    guardedLeave(to('/pin/1/'), go);
    expect(seen.map((u) => u.pathname)).toEqual(['/pin/1/']);
    vi.advanceTimersByTime(7999);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('a guard is used once, and resuming twice navigates once (experiences: Lifecycle and behaviour)', () => {
    const holds = vi.fn((_destination: URL, resume: () => void) => {
      queueMicrotask(() => {
        resume();
        resume();
      });
      return true;
    });
    guard(holds);
    const first = vi.fn();
    const second = vi.fn();
    guardedLeave(to('/pin/1/'), first);
    return Promise.resolve().then(() => {
      expect(first).toHaveBeenCalledTimes(1);
      guardedLeave(to('/pin/2/'), second);
      expect(second).toHaveBeenCalledTimes(1);
      expect(holds).toHaveBeenCalledTimes(1);
    });
  });

  it('only one survey holds a navigation; a new click while held goes through and the old resume does nothing (experiences: Lifecycle and behaviour)', () => {
    const resumes: Array<() => void> = [];
    const holding = (_d: URL, resume: () => void) => {
      resumes.push(resume);
      return true;
    };
    const a = vi.fn(holding);
    const b = vi.fn(holding);
    guard(a);
    guard(b);
    const first = vi.fn();
    const second = vi.fn();
    guardedLeave(to('/pin/1/'), first);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    guardedLeave(to('/pin/2/'), second);
    expect(second).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    resumes[0]();
    expect(first).not.toHaveBeenCalled();
  });

  it('a guard that does not hold stays for a later navigation; a removed guard is not asked (experiences: Lifecycle and behaviour)', () => {
    let hold = false;
    const g = vi.fn((_d: URL, resume: () => void) => {
      if (hold) resume();
      return hold;
    });
    const remove = onLeave(g);
    const go = vi.fn();
    guardedLeave(to('/pin/1/'), go);
    expect(go).toHaveBeenCalledTimes(1);
    hold = true;
    guardedLeave(to('/pin/2/'), go);
    expect(go).toHaveBeenCalledTimes(2);
    expect(g).toHaveBeenCalledTimes(2);
    remove();
    guardedLeave(to('/pin/3/'), go);
    expect(g).toHaveBeenCalledTimes(2);
    expect(go).toHaveBeenCalledTimes(3);
  });
});
