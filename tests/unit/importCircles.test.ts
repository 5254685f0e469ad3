// No import circles in the project's own code, type-only and dynamic imports included: each module
// can be read (and bundled) after the ones it imports, never through itself.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../../scripts/lib/importGraph.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TREES = ['shared', 'worker', 'client', 'scripts', 'tests', 'e2e'];

describe('import circles (docs/architecture.md: The worker)', () => {
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
    expect(graph.get('client/app/pageViews.ts')).toContain('shared/pageRoutes.ts');
    // pageViews.ts loads each page module with import().
    expect(importGraph(ROOT, ['client']).get('client/app/pageViews.ts')).toContain('client/features/feed/HomePage.tsx');
    expect(graph.get('client/app/App.tsx')).toContain('client/components/Header.tsx');
  });

  it('the project has none', () => {
    expect(importCircles(importGraph(ROOT, TREES))).toEqual([]);
  });
});
