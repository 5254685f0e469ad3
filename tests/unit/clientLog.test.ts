// docs/rules/experiences.md#client-logs: what the browser sends of an experience log entry, and the query strings
// taken out of a report's texts before it is kept.
import { describe, expect, it } from 'vitest';
import { clientLogOf, type ExperienceLogEntry } from '#client/features/experiences/log.ts';
import { CLIENT_LOG_TEXT_LIMITS, withoutQueries } from '#shared/experiences/clientLog.ts';

const entry = (name: string, data: Record<string, unknown>): ExperienceLogEntry => ({ name, data, at: 0 });

describe('client log entries', () => {
  it('B17: NoAction goes with its placed experience and the path, and nothing else of the entry', () => {
    expect(clientLogOf(entry('NoAction', { placed_experience_id: '1000421:510120', special: 'x', user: 'demo' }), '/')).toEqual({
      name: 'NoAction',
      placed_experience_id: '1000421:510120',
      path: '/',
    });
  });

  it('B26: an error boundary report goes with name, message, stack, boundary name and type, cut to their limits', () => {
    const sent = clientLogOf(
      entry('error_boundary', { name: 'TypeError', message: 'm'.repeat(5000), stack: 's', boundaryName: 'experience:hero', type: 'secondary' }),
      '/pin/1/',
    );
    expect(sent).toEqual({
      name: 'error_boundary',
      path: '/pin/1/',
      error: { name: 'TypeError', message: 'm'.repeat(CLIENT_LOG_TEXT_LIMITS.message), stack: 's', boundary_name: 'experience:hero', type: 'secondary' },
    });
  });

  it('B26: an entry the worker does not keep is not sent', () => {
    expect(clientLogOf(entry('something_else', {}), '/')).toBeNull();
  });

  it.each([
    ['a page address', 'at https://pins.test/pin/12/?utm_source=mail&token=abc here', 'at https://pins.test/pin/12/ here'],
    ['a stack frame, keeping its line and column', '(https://pins.test/assets/a.js?v=3:1:200)', '(https://pins.test/assets/a.js:1:200)'],
    ['a fragment', 'https://pins.test/pin/12/#comments', 'https://pins.test/pin/12/'],
    ['a path', 'fetch /resource/X/get/?data=%7B%7D failed', 'fetch /resource/X/get/ failed'],
    ['a text without any', 'plain words', 'plain words'],
  ])('B26: withoutQueries drops the query of %s', (_what, text, kept) => {
    expect(withoutQueries(text)).toBe(kept);
  });
});
