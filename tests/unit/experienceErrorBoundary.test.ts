// docs/rules/experiences.md#errors-spec-001-8: the experience error boundary reports name, message, stack, boundary name and type
// (default secondary) and renders its fallback if given, else nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExperienceErrorBoundary } from '#client/features/experiences/ExperienceErrorBoundary.tsx';
import { EXPERIENCE_LOG_EVENT, type ExperienceLogEntry } from '#client/features/experiences/log.ts';

type TestWindow = EventTarget & { __experienceLog?: ExperienceLogEntry[] };

describe('experience error boundary (experiences: Errors)', () => {
  let entries: ExperienceLogEntry[];
  beforeEach(() => {
    const win: TestWindow = new EventTarget();
    entries = [];
    win.addEventListener(EXPERIENCE_LOG_EVENT, (e) => entries.push((e as CustomEvent<ExperienceLogEntry>).detail));
    (globalThis as { window?: TestWindow }).window = win;
  });
  afterEach(() => {
    delete (globalThis as { window?: TestWindow }).window;
  });

  it('fails over on an error and reports it with the boundary name and the default type secondary (experiences: Errors)', () => {
    expect(ExperienceErrorBoundary.getDerivedStateFromError()).toEqual({ failed: true });
    const boundary = new ExperienceErrorBoundary({ name: 'HeroBanner', children: 'hero' });
    const error = new TypeError('display_data.title is undefined');
    boundary.componentDidCatch(error, { componentStack: '' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      name: 'error_boundary',
      data: { name: 'TypeError', message: 'display_data.title is undefined', stack: error.stack, boundaryName: 'HeroBanner', type: 'secondary' },
    });
  });

  it('reports the type it was given (experiences: Errors)', () => {
    new ExperienceErrorBoundary({ name: 'Survey', type: 'primary', children: null }).componentDidCatch(new Error('x'), { componentStack: '' });
    expect(entries[0].data.type).toBe('primary');
  });

  it('renders its children, then after an error its fallback if given, else nothing (experiences: Errors)', () => {
    const withFallback = new ExperienceErrorBoundary({ name: 'Toast', fallback: 'fallback', children: 'toast' });
    expect(withFallback.render()).toBe('toast');
    withFallback.state = { failed: true };
    expect(withFallback.render()).toBe('fallback');
    const without = new ExperienceErrorBoundary({ name: 'Toast', children: 'toast' });
    without.state = { failed: true };
    expect(without.render()).toBeNull();
  });
});
