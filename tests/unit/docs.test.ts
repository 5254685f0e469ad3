// Keeps the docs and the code's comments in step: comments link to docs/ (never to documents outside the
// repo), every link into docs/ lands on a file and heading that exist, every command and file the docs
// name exists, and the README stays short.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = normalize(join(import.meta.dirname, '../..'));
const TREES = ['worker', 'shared', 'client', 'scripts', 'tests', 'e2e', 'migrations', 'knip.ts', 'vite.config.ts', 'vitest.config.ts'];
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const README_MAX_LINES = 250;

function* files(path: string): Generator<string> {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return;
  if (st.isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    yield* files(join(path, name));
  }
}

/** The comments of a file: TypeScript's own comment ranges for code, block comments for CSS, both SQL forms. */
function commentsOf(path: string, text: string): string[] {
  if (CODE.test(path)) {
    const kind = path.endsWith('x') ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const found = new Map<number, string>();
    const add = (ranges: readonly ts.CommentRange[] | undefined) => {
      for (const r of ranges ?? []) found.set(r.pos, text.slice(r.pos, r.end));
    };
    const visit = (node: ts.Node) => {
      add(ts.getLeadingCommentRanges(text, node.getFullStart()));
      add(ts.getTrailingCommentRanges(text, node.getEnd()));
      if (node.kind !== ts.SyntaxKind.JsxText) for (const child of node.getChildren(source)) visit(child);
    };
    visit(source);
    return [...found.values()];
  }
  if (path.endsWith('.css')) return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  if (path.endsWith('.sql')) return text.replace(/'[^']*'/g, "''").match(/--[^\n]*|\/\*[\s\S]*?\*\//g) ?? [];
  return [];
}

let comments: { file: string; comment: string }[] | null = null;

/** Every comment of the code, parsed once for the tests that read them (a few seconds on a busy machine). */
function allComments(): { file: string; comment: string }[] {
  comments ??= parseAllComments();
  return comments;
}

function parseAllComments(): { file: string; comment: string }[] {
  const out: { file: string; comment: string }[] = [];
  for (const tree of TREES) {
    for (const path of files(join(ROOT, tree))) {
      for (const comment of commentsOf(path, readFileSync(path, 'utf8'))) out.push({ file: relative(ROOT, path), comment });
    }
  }
  return out;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** Whether `target` (a repo-relative path, optionally with #anchor) names an existing file and heading. */
function resolves(target: string): boolean {
  const [path, anchor] = target.split('#');
  const st = statSync(join(ROOT, path), { throwIfNoEntry: false });
  if (!st) return false;
  if (!anchor) return true;
  return st.isFile() && anchorsOf(readFileSync(join(ROOT, path), 'utf8')).has(anchor);
}

const markdownFiles = ['README.md', ...[...files(join(ROOT, 'docs'))].filter((p) => p.endsWith('.md')).map((p) => relative(ROOT, p))];

// Parsing every file of the repo takes about 2 s on an idle machine and three times that on a loaded one: more than vitest's 5 s default.
describe('docs', { timeout: 60_000 }, () => {
  it('no comment cites the spec or an issue by number: comments link to docs/rules and docs/ instead', () => {
    const stale = allComments()
      .filter(({ comment }) => /\bspecs? 00\d\b|\bissues? #?\d+/i.test(comment))
      .map(({ file, comment }) => `${file}: ${comment.slice(0, 120)}`);
    expect(stale).toEqual([]);
  });

  it('every docs/…md link in a comment names an existing file and heading anchor', () => {
    const links = allComments().flatMap(({ file, comment }) => [...comment.matchAll(/\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g)].map((m) => ({ file, target: m[0] })));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter(({ target }) => !resolves(target))).toEqual([]);
  });

  it('every relative link in README.md and docs/ resolves to a file (and heading) of the repo', () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const href = m[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // https:, mailto: …
        const target = href.startsWith('#') ? `${file}${href}` : normalize(join(dirname(file), href));
        if (!resolves(target)) broken.push(`${file}: ${href}`);
      }
    }
    expect(markdownFiles.length).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });

  it('every spec section the rules restate has exactly one heading in docs/rules', () => {
    const headings = markdownFiles
      .filter((f) => f.startsWith('docs/rules/'))
      .flatMap((f) => [...readFileSync(join(ROOT, f), 'utf8').matchAll(/^#{2,6} .*\(spec (00\d) §([\d.]+)\)\s*$/gm)])
      .map((m) => `${m[1]} §${m[2]}`);
    expect(new Set(headings).size).toBe(headings.length);
    for (const spec of ['000', '001', '002']) {
      for (let section = 1; section <= 9; section++) expect(headings).toContain(`${spec} §${section}`);
    }
  });

  it('every command README.md and docs/ name exists: each npm script in package.json, each file of the repo', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const missing: string[] = [];
    let commands = 0;
    for (const file of markdownFiles) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)) {
        commands++;
        const name = m[1] ?? m[2];
        if (!(name in scripts)) missing.push(`${file}: npm ${m[0].slice(4)}`);
      }
      // Paths of the repo's code and scripts as the docs write them (`scripts/deploy.ts`, `node scripts/seed.ts`); not the
      // JSON files a run writes (bench/results.json).
      for (const m of text.matchAll(/(?<![\w./-])((?:scripts|worker|shared|client|tests|e2e|bench|migrations)\/[\w./-]*\.(?:tsx|ts|sql|css))\b/g)) {
        commands++;
        if (!statSync(join(ROOT, m[1]), { throwIfNoEntry: false })) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(commands).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
