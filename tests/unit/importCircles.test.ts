// No import circles in the project's own code, type-only and dynamic imports included: each module
// can be read (and bundled) after the ones it imports, never through itself.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../../scripts/lib/importGraph.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TREES = ['shared', 'worker', 'client', 'scripts', 'tests', 'e2e'];

describe('import circles', () => {
  it('finds a circle, a type-only one included, and none in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
    expect(
      importCircles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads aliases, relative paths, `import type` and `import()` from the tree', () => {
    const graph = importGraph(ROOT, ['client/app']);
    expect(graph.get('client/app/pageViews.ts')).toContain('client/app/pages.tsx');
    expect(graph.get('client/app/App.tsx')).toContain('client/components/Header.tsx');
  });

  it('the project has none but the page registries, which the page contract removes', () => {
    // The two circles through the page registries (client/app/pages.tsx <-> the page modules,
    // worker/pages/loaders.ts <-> the feature page loaders) are the last; anything else fails.
    const circles = importCircles(importGraph(ROOT, TREES));
    const registries = ['client/app/pages.tsx', 'worker/pages/loaders.ts'];
    expect(circles.filter((c) => !registries.some((r) => c.includes(r)))).toEqual([]);
    expect(circles.length).toBeLessThanOrEqual(registries.length);
  });
});
