// docs/naming.md: one feature, one name in worker/, client/features/ and shared/ (a page's loader and view in one
// feature); one file name, one meaning in each of worker/, shared/ and client/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_KINDS, PAGE_ROUTES, PAGE_VIEWS } from '#shared/pageRoutes.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TREES = ['worker', 'client/features', 'shared'];
/** docs/naming.md#files: per tree, the names every feature may have, each the same kind of file there. */
const ROLES: Record<string, ReadonlySet<string>> = {
  worker: new Set(['pages.ts', 'resources.ts', 'routes.ts', 'v3Routes.ts', 'hideRoutes.ts', 'token.ts', 'ingest.ts']),
  shared: new Set(['pages.ts', 'constants.ts', 'rules.ts', 'wire.ts']),
  client: new Set(),
};

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

/** File names used in more than one folder that are not a role (of the tree, docs/naming.md#files). */
function sharedNames(paths: string[], roles: ReadonlySet<string>): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const name = path.split('/').pop() ?? path;
    if (/\.tsx?$/.test(name) && !roles.has(name)) byName.set(name, [...(byName.get(name) ?? []), path]);
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
    expect(sharedNames(['worker/pins/pinPage.ts', 'worker/seo/pinPage.ts', 'worker/a/pages.ts', 'worker/b/pages.ts'], ROLES.worker)).toEqual({
      'pinPage.ts': ['worker/pins/pinPage.ts', 'worker/seo/pinPage.ts'],
    });
  });

  for (const tree of Object.keys(ROLES)) {
    it(`no file name under ${tree}/ means two things (only the roles repeat)`, () => {
      expect(sharedNames(files(tree), ROLES[tree])).toEqual({});
    });
  }
});

/** The kinds of page a route of PAGE_ROUTES renders (none for a route answered before the page pipeline). */
const kindsOf = (route: object | undefined): readonly string[] => (route && 'kinds' in route ? (route.kinds as readonly string[]) : []);

/**
 * The page kinds whose view is in another feature than every loader that answers them: `loaders` maps each feature to
 * the routes its pages.ts lists. A route of one feature may answer another's kind (onboarding's sign-up form), as long
 * as a loader of the view's feature answers it too. ERROR_KINDS, which any route answers, are left out.
 */
function strayPages(loaders: Record<string, string[]>, routes: Readonly<Record<string, object>>, views: Readonly<Record<string, string>>): string[] {
  const answeredBy = new Map<string, Set<string>>();
  for (const [feature, names] of Object.entries(loaders))
    for (const route of names) for (const kind of kindsOf(routes[route])) answeredBy.set(kind, (answeredBy.get(kind) ?? new Set()).add(feature));
  const errors: readonly string[] = ERROR_KINDS;
  return [...answeredBy]
    .filter(([kind, features]) => !errors.includes(kind) && !features.has(views[kind]?.split('/')[0]))
    .map(([kind, features]) => `${kind}: view ${views[kind]}, loaded in ${[...features].map((f) => `worker/${f}/`).join(', ')}`);
}

describe('a page in one feature (docs/naming.md#pages)', () => {
  it("worker/pages/loaders.ts's LOADERS spreads each feature's pages.ts record and nothing else", () => {
    const text = readFileSync(join(ROOT, 'worker/pages/loaders.ts'), 'utf8');
    const body = text.slice(text.indexOf('export const LOADERS'), text.indexOf('});', text.indexOf('export const LOADERS')));
    const entries = body
      .slice(body.indexOf('({') + 2)
      .split(/,\s*/)
      .map((e) => e.trim())
      .filter(Boolean);
    expect(entries.length).toBeGreaterThan(15);
    expect(entries.filter((e) => !/^\.\.\.[a-z]\w*Pages$/.test(e))).toEqual([]);
    const sources = new Map([...text.matchAll(/import \{ (\w+Pages) \} from '([^']+)'/g)].map((m) => [m[1], m[2]]));
    expect(entries.map((e) => e.slice(3)).filter((name) => !/^#worker\/\w+\/pages\.ts$/.test(sources.get(name) ?? ''))).toEqual([]);
  });

  it("finds a page whose view is in another feature than its loader, and lets a feature answer with another one's page", () => {
    const routes = { a: { kinds: ['alpha'] }, b: { kinds: ['beta', 'notFound'] }, c: { kinds: ['alpha'] } };
    const views = { alpha: 'one/AlphaPage', beta: 'one/BetaPage', notFound: 'errors/NotFoundPage' };
    expect(strayPages({ one: ['a'], two: ['b', 'c'] }, routes, views)).toEqual(['beta: view one/BetaPage, loaded in worker/two/']);
    expect(strayPages({ one: ['a', 'b'], two: ['c'] }, routes, views)).toEqual([]);
  });

  it("every page's view (client/features/<feature>/) is in the feature of a loader that answers it (worker/<feature>/pages.ts)", async () => {
    const loaders: Record<string, string[]> = {};
    for (const feature of folders('worker').filter((name) => statSync(join(ROOT, 'worker', name, 'pages.ts'), { throwIfNoEntry: false }))) {
      const module: Record<string, unknown> = await import(join(ROOT, 'worker', feature, 'pages.ts'));
      const records = Object.entries(module).filter(([name]) => name.endsWith('Pages'));
      expect(
        records.map(([name]) => name),
        `worker/${feature}/pages.ts`,
      ).toHaveLength(1);
      loaders[feature] = Object.keys(records[0][1] as object);
    }
    expect(Object.keys(loaders).length).toBeGreaterThan(15);
    // A route two features load would be one spread silently overriding the other in LOADERS.
    const routes = Object.values(loaders).flat();
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
    expect(strayPages(loaders, PAGE_ROUTES, PAGE_VIEWS)).toEqual([]);
  });
});
