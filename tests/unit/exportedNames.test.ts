// One name, one thing (docs/naming.md): no function exported from worker/, client/ or shared/ shares its name with another
// export that does something else, and no two are copies of each other (keep one, import it).
import { readFileSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoFiles } from './repoFiles.ts';

const ROOT = normalize(join(import.meta.dirname, '../..'));

/**
 * Names exported from two files that are one thing in two places, each a stand-in for the other: a lazy part and the
 * part it loads, the client's call and the worker's handler it calls, the visitor record's wrapper and its record.
 */
const ONE_THING = new Set([
  'CloseupCarousel',
  'CollectionItems',
  'RichData',
  'StoryPages',
  'VariantChoices',
  'checkLink',
  'logClickthrough',
  'forgetRecentSearches',
  'dismissAppUpsell',
  'flushLoggedOutSaves',
  'keepLoggedOutSave',
  'noteUpsellShown',
  'recordClickthrough',
  'recordCloseup',
  'recordCompletedSearch',
  'recordDownload',
  'shareUpsellDelay',
  'unauthSaveAction',
]);

const EXPORTED_FUNCTION =
  /^export (?:async )?function\*? ([A-Za-z_$][\w$]*)|^export const ([A-Za-z_$][\w$]*) = (?:async )?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*(?::[^=]*)?=>/gm;

/** Each exported function's name in the given texts, with the files that export it. */
function exporters(files: Array<{ file: string; text: string }>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, text } of files) {
    for (const m of text.matchAll(EXPORTED_FUNCTION)) {
      const name = m[1] ?? m[2];
      found.set(name, [...new Set([...(found.get(name) ?? []), file])]);
    }
  }
  return found;
}

/** The text of the function `name` a file exports, its comments and spacing left out. */
function bodyOf(text: string, name: string): string {
  const source = ts.createSourceFile('f.tsx', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement.body?.getText(source).replace(/\s+/g, '') ?? '';
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name) return d.initializer?.getText(source).replace(/\s+/g, '') ?? '';
      }
    }
  }
  return '';
}

/** The names exported twice that are not one thing: copies (the same body) or two things under one name. */
function twice(files: Array<{ file: string; text: string }>, oneThing: ReadonlySet<string>): string[] {
  const texts = new Map(files.map((f) => [f.file, f.text]));
  return [...exporters(files)]
    .filter(([, where]) => where.length > 1)
    .flatMap(([name, where]) => {
      const bodies = new Set(where.map((file) => bodyOf(texts.get(file) ?? '', name)));
      if (bodies.size < where.length) return [`${name}: the same function in ${where.join(' and ')}; keep one`];
      return oneThing.has(name) ? [] : [`${name}: two things named alike in ${where.join(' and ')}`];
    });
}

describe('exported names (docs/naming.md: Identifiers)', () => {
  it('finds a copy and two things under one name, and lets one thing in two places keep its name', () => {
    const files = [
      { file: 'a.ts', text: 'export function f(ms: number) {\n  return ms;\n}\nexport const g = (x: number) => x + 1;\nexport const h = () => 1;' },
      { file: 'b.ts', text: 'export function f(ms: number) { return ms; }\nexport const g = (x: number) => ({ x });\nexport const h = () => 2;' },
    ];
    expect(twice(files, new Set(['h']))).toEqual(['f: the same function in a.ts and b.ts; keep one', 'g: two things named alike in a.ts and b.ts']);
  });

  it('no function exported from worker/, client/ or shared/ shares its name with another, unless both are one thing', () => {
    const files = ['worker', 'client', 'shared'].flatMap((tree) =>
      [...repoFiles(join(ROOT, tree))].filter((path) => /\.tsx?$/.test(path)).map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') })),
    );
    expect(files.length).toBeGreaterThan(300);
    expect(twice(files, ONE_THING)).toEqual([]);
  });
});
