// docs/pages.md is the exact recipe of a page: its snippets, added to the real files where it says (in
// memory, never on disk), type-check with the worker's project; and leaving out a half it names fails
// the type check with the message it quotes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = normalize(join(import.meta.dirname, '../..'));
const DOC = readFileSync(join(ROOT, 'docs/pages.md'), 'utf8');

/** A fenced block of the recipe: ```ts <file> [<symbol>]: a new file, or lines added inside the declaration of <symbol> (`import`: to the imports). */
interface Snippet {
  page: 'without data' | 'with data';
  file: string;
  into: string | null;
  code: string;
}

function snippets(): Snippet[] {
  const found: Snippet[] = [];
  const sections = DOC.split(/^## /m);
  for (const [page, heading] of [
    ['without data', 'A page without data'],
    ['with data', 'A page with data'],
  ] as const) {
    const text = sections.find((s) => s.startsWith(heading));
    if (!text) throw new Error(`docs/pages.md has no section "## ${heading}"`);
    for (const m of text.matchAll(/^( *)```tsx? (\S+)(?: (\w+))?\n([\s\S]*?)^\1```$/gm)) {
      const indent = m[1].length;
      const code = m[4]
        .split('\n')
        .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
        .join('\n');
      found.push({ page, file: m[2], into: m[3] ?? null, code });
    }
  }
  return found;
}

const sourceOf = (line: string): string | undefined => /^import .* from '([^']+)';$/.exec(line)?.[1];

/**
 * Where the recipe's import goes, as it says: among the file's imports of its kind (`#worker/…` beside `#worker/…`, after
 * the packages' and before the relative ones), in the order of their modules: biome's order.
 */
function importAt(lines: string[], code: string): number {
  const source = sourceOf(code.trim()) ?? '';
  const kin = lines.flatMap((line, i) => (sourceOf(line)?.[0] === source[0] ? [i] : []));
  const after = kin.find((i) => (sourceOf(lines[i]) ?? '') > source);
  return after ?? (kin.at(-1) ?? -1) + 1;
}

/** The text biome's check (lint and format, imports sorted) makes of a file: the same text when the file passes it. */
function linted(file: string, text: string): string {
  return execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['check', '--write', `--stdin-file-path=${file}`], { cwd: ROOT, input: text, encoding: 'utf8' });
}

/** The files as the snippets leave them: each path → its new text. */
function apply(list: Snippet[], extra: Array<{ file: string; into: string; code: string }> = []): Map<string, string> {
  const files = new Map<string, string>();
  for (const s of [...list, ...extra]) {
    if (!s.into) {
      files.set(s.file, s.code);
      continue;
    }
    const text = files.get(s.file) ?? readFileSync(join(ROOT, s.file), 'utf8');
    const lines = text.split('\n');
    const at =
      s.into === 'import' ? importAt(lines, s.code) : lines.findIndex((line) => new RegExp(`^(?:export )?(?:const|type|let) ${s.into}\\b`).test(line)) + 1;
    if (at <= 0) throw new Error(`docs/pages.md adds to ${s.into} in ${s.file}, which declares no such thing`);
    lines.splice(at, 0, ...s.code.replace(/\n$/, '').split('\n'));
    files.set(s.file, lines.join('\n'));
  }
  return files;
}

const config = ts.getParsedCommandLineOfConfigFile(
  join(ROOT, 'tsconfig.worker.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
if (!config) throw new Error('tsconfig.worker.json does not parse');
let previous: ts.Program | undefined;

/** The worker project's type errors in the changed files (and `also`), with the files as `changed` has them. */
function typeErrors(changed: Map<string, string>, also: string[] = []): string[] {
  const overlay = new Map([...changed].map(([file, text]) => [join(ROOT, file), text]));
  const host = ts.createCompilerHost(config!.options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => overlay.has(path) || fileExists(path);
  host.readFile = (path) => overlay.get(path) ?? readFile(path);
  host.getSourceFile = (path, language, onError, create) => {
    const text = overlay.get(normalize(path));
    return text === undefined ? getSourceFile(path, language, onError, create) : ts.createSourceFile(path, text, language, true);
  };
  const program = ts.createProgram({
    rootNames: [...new Set([...config!.fileNames, ...overlay.keys()])],
    options: config!.options,
    host,
    oldProgram: previous,
  });
  previous = program;
  return [...new Set([...changed.keys(), ...also])].flatMap((file) => {
    const source = program.getSourceFile(join(ROOT, file));
    if (!source) return [`${file}: not in the program`];
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
      (d) => `${file}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
  });
}

const without = (page: Snippet['page'], leaveOut: (s: Snippet) => boolean = () => false) => snippets().filter((s) => s.page === page && !leaveOut(s));

/** A message the recipe quotes: the doc says it, and the compiler does. */
function quoted(errors: string[], file: string, message: string): void {
  expect(DOC).toContain(message);
  expect(errors.filter((e) => e.startsWith(`${file}: `)).join('\n')).toContain(message);
}

describe('the recipe of a page, walked (docs/pages.md: A page with data)', { timeout: 240_000 }, () => {
  it('names files that exist and declarations they hold, and writes the files a page needs', () => {
    const list = snippets();
    expect(list.filter((s) => s.page === 'without data').map((s) => s.file)).toEqual([
      'shared/pageRoutes.ts',
      'shared/pageRoutes.ts',
      'client/app/pageViews.ts',
      'client/features/about/AboutPage.tsx',
      'tests/worker/aboutPage.test.ts',
    ]);
    for (const s of list) {
      if (s.into) expect(() => apply([s]), `${s.file} ${s.into}`).not.toThrow();
      else expect(() => readFileSync(join(ROOT, s.file)), `${s.file} is the recipe's example, not the repo's`).toThrow();
    }
  });

  it('the files both recipes write or change pass the lint as written (import order, format)', () => {
    for (const page of ['without data', 'with data'] as const) {
      for (const [file, text] of apply(without(page))) expect(linted(file, text), `${page}: ${file}`).toBe(text);
    }
  });

  it('a page without data, as written, type-checks: the declaration, the module import and the view (and its own test)', () => {
    expect(typeErrors(apply(without('without data')), ['worker/pages/loaders.ts', 'shared/pages.ts'])).toEqual([]);
  });

  it('a page with data, as written, type-checks: declaration, data, loader, module import, view, test', () => {
    expect(typeErrors(apply(without('with data')), ['worker/pages/loader.ts'])).toEqual([]);
  });

  it('a route with data and no loader fails in worker/pages/loaders.ts', () => {
    const errors = typeErrors(apply(without('with data', (s) => s.file.startsWith('worker/'))), ['worker/pages/loaders.ts']);
    quoted(errors, 'worker/pages/loaders.ts', "Property 'siteStats' is missing");
  });

  it('a loader for a route without data fails in worker/pages/loaders.ts', () => {
    const errors = typeErrors(apply(without('without data'), [{ file: 'worker/pages/loaders.ts', into: 'LOADERS', code: '  about: policyPages.privacy,' }]));
    quoted(errors, 'worker/pages/loaders.ts', "not assignable to type 'never'");
  });

  it('a page module without its import() fails in client/app/pageViews.ts', () => {
    const errors = typeErrors(apply(without('without data', (s) => s.file === 'client/app/pageViews.ts')), ['client/app/pageViews.ts']);
    quoted(errors, 'client/app/pageViews.ts', `Property '"about/AboutPage"' is missing`);
  });

  it('data of a kind PAGE_VIEWS does not name fails in shared/pages.ts', () => {
    const errors = typeErrors(apply(without('with data', (s) => s.into !== 'DataPageData')));
    quoted(errors, 'shared/pages.ts', `Type '"siteStats"' is not assignable`);
  });

  it('a route naming a kind PAGE_VIEWS does not have fails in shared/pageRoutes.ts', () => {
    const errors = typeErrors(apply(without('without data', (s) => s.into !== 'PAGE_ROUTES')));
    quoted(errors, 'shared/pageRoutes.ts', `Type '"about"' is not assignable`);
  });
});
