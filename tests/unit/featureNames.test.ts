// docs/naming.md: one feature, one name in worker/, client/features/ and shared/; one file name, one meaning in worker/.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TREES = ['worker', 'client/features', 'shared'];
/** docs/naming.md#files: the names every feature may have, each the same kind of file. */
const ROLES = new Set(['pages.ts', 'resources.ts', 'routes.ts', 'v3Routes.ts', 'hideRoutes.ts', 'token.ts', 'ingest.ts']);

const folders = (tree: string) => readdirSync(join(ROOT, tree)).filter((name) => statSync(join(ROOT, tree, name)).isDirectory());

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? files(path) : [path];
  });
}

/** The spellings of one stem that the trees use, where there is more than one. */
function spellings(trees: Record<string, string[]>): Record<string, string[]> {
  const byStem = new Map<string, Set<string>>();
  for (const names of Object.values(trees))
    for (const name of names) {
      const stem = name.replace(/s$/, '');
      byStem.set(stem, (byStem.get(stem) ?? new Set()).add(name));
    }
  return Object.fromEntries([...byStem].filter(([, names]) => names.size > 1).map(([stem, names]) => [stem, [...names].sort()]));
}

/** File names used in more than one folder that are not a role of docs/naming.md. */
function sharedNames(paths: string[]): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const name = path.split('/').pop() ?? path;
    if (/\.tsx?$/.test(name) && !ROLES.has(name)) byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  return Object.fromEntries([...byName].filter(([, where]) => where.length > 1));
}

describe('feature names (docs/naming.md)', () => {
  it('finds a feature spelled two ways, and none in one spelling', () => {
    expect(spellings({ worker: ['saves', 'feeds'], client: ['save', 'feeds'] })).toEqual({ save: ['save', 'saves'] });
    expect(spellings({ worker: ['boards'], client: ['boards'] })).toEqual({});
  });

  it('no feature is spelled two ways across worker/, client/features/ and shared/', () => {
    expect(spellings(Object.fromEntries(TREES.map((tree) => [tree, folders(tree)])))).toEqual({});
  });

  it('finds one file name with two meanings, and lets a role repeat', () => {
    expect(sharedNames(['worker/pins/pinPage.ts', 'worker/seo/pinPage.ts', 'worker/a/pages.ts', 'worker/b/pages.ts'])).toEqual({
      'pinPage.ts': ['worker/pins/pinPage.ts', 'worker/seo/pinPage.ts'],
    });
  });

  it('no file name under worker/ means two things (only the roles repeat)', () => {
    expect(sharedNames(files('worker'))).toEqual({});
  });
});
