// docs/naming.md: one feature, one name in worker/, client/features/ and shared/ (a page's loader and view in one
// feature); one file name, one meaning in each of worker/, shared/ and client/, and across them.
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

/** docs/naming.md#files: the names two trees give the two halves of one thing kept in other folders, and what it is. */
const HALVES: Record<string, string> = {
  'consent.ts': 'cookie consent: its rule (shared/) and the edge decision by it (worker/middleware/)',
  'forms.ts': 'page forms without JavaScript: the flash a page shows (shared/) and how a post is answered (worker/api/)',
  'index.ts': "an entry: the worker's (worker/index.ts) and the resource contract's (shared/api/index.ts)",
};

/** Where a file is below its tree: `ads/campaigns.ts` for worker/ads/ and shared/ads/, `pinCard/x.ts` for client/features/pinCard/. */
const placeOf = (path: string) => path.replace(/^(?:worker|shared|client\/features|client)\//, '');
const treeOf = (path: string) => path.split('/')[0];

/**
 * File names two of worker/, shared/ and client/ use for two things. A name is one thing's halves when its files are
 * at the same place below each tree (a feature's parts), when they are a resource contract (shared/api/<name>.ts)
 * and the worker's modules that implement it (`importsOf`), or when HALVES lists it; the roles are left out.
 */
function namesAcrossTrees(
  paths: string[],
  roles: ReadonlySet<string>,
  halves: Record<string, string>,
  importsOf: (path: string) => string,
): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const name = path.split('/').pop() ?? path;
    if (/\.tsx?$/.test(name) && !roles.has(name) && !(name in halves)) byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  const contract = (name: string, where: string[]) => {
    const spec = `shared/api/${name}`;
    return where.includes(spec) && where.every((path) => path === spec || (treeOf(path) === 'worker' && importsOf(path).includes(`#${spec}`)));
  };
  return Object.fromEntries(
    [...byName].filter(([name, where]) => new Set(where.map(treeOf)).size > 1 && new Set(where.map(placeOf)).size > 1 && !contract(name, where)),
  );
}

// Reads every file name of worker/, client/ and shared/: seconds idle, past 30 s once on a 2-core machine at load 30.
describe('feature names (docs/naming.md: Features)', { timeout: 120_000 }, () => {
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

  it("finds one file name with two meanings across trees, and lets a feature's halves and a contract with its module share one", () => {
    const imports: Record<string, string> = { 'worker/users/userState.ts': "import * as api from '#shared/api/userState.ts';" };
    const paths = ['worker/lib/distance.ts', 'shared/distance.ts', 'worker/ads/campaigns.ts', 'shared/ads/campaigns.ts'];
    const more = ['shared/pinCard/longPress.ts', 'client/features/pinCard/longPress.ts', 'shared/api/userState.ts', 'worker/users/userState.ts'];
    const contractless = [
      'shared/api/invites.ts',
      'worker/business/invites.ts',
      'shared/pages.ts',
      'worker/feed/pages.ts',
      'shared/forms.ts',
      'worker/api/forms.ts',
    ];
    expect(namesAcrossTrees([...paths, ...more, ...contractless], new Set(['pages.ts']), HALVES, (path) => imports[path] ?? '')).toEqual({
      'distance.ts': ['worker/lib/distance.ts', 'shared/distance.ts'],
      'invites.ts': ['shared/api/invites.ts', 'worker/business/invites.ts'],
    });
  });

  it('no file name means two things across worker/, shared/ and client/ (only the roles and the halves of one thing repeat)', () => {
    const roles = new Set(Object.values(ROLES).flatMap((names) => [...names]));
    const importsOf = (path: string) => readFileSync(join(ROOT, path), 'utf8');
    expect(namesAcrossTrees(['worker', 'shared', 'client'].flatMap(files), roles, HALVES, importsOf)).toEqual({});
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
