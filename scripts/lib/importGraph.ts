// The project's import graph, read with TypeScript's own import scanner, and its circles: a test
// holds the tree free of them (type-only and dynamic imports included: a type circle still ties
// two modules together for a reader, and an `import()` circle for the bundler).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
/** The package.json `imports` aliases: `#shared/x.ts` is `shared/x.ts`. */
const ALIASES: Record<string, string> = { '#shared/': 'shared/', '#worker/': 'worker/', '#client/': 'client/' };

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project file an import names, relative to `root`, or null for packages and assets. */
function resolveImport(root: string, from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
  const path = alias
    ? ALIASES[alias] + specifier.slice(alias.length)
    : specifier.startsWith('.')
      ? relative(root, resolve(root, dirname(from), specifier))
      : null;
  return path && SOURCE.test(path) && existsSync(join(root, path)) ? path : null;
}

/** Every source file under `dirs` with the project files it imports (static, type-only, re-exports and `import()`). */
export function importGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((d) => sourceFiles(root, d))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles.map((f) => resolveImport(root, file, f.fileName)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of a graph: each strongly connected group of two or more files (or a file importing itself), sorted. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep tree cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1 || edges.includes(frame.node)) circles.push(group.sort());
      }
    }
  }
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}
