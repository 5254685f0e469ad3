// Keeps the docs and the code's comments in step: comments link to docs/ (never to documents outside the
// repo), every link into docs/ lands on a file and heading that exist, every command, file, folder and code
// symbol the docs name exists (declared or used by the code, not a word of a comment; a symbol placed in a file, in that file's code), every test docs/security.md names exists,
// the order docs/architecture.md gives the app is worker/app.ts's, every binding is listed, every decision record
// has its date and status, and the README and performance.md stay short.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoFiles } from './repoFiles.ts';

const ROOT = normalize(join(import.meta.dirname, '../..'));
const TREES = ['worker', 'shared', 'client', 'scripts', 'tests', 'e2e', 'migrations', 'knip.ts', 'vite.config.ts', 'vitest.config.ts'];
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const README_MAX_LINES = 250;
const PERFORMANCE_MAX_LINES = 300;
/** Besides TREES, where the code's words live: the bench's peers, the config files (their code, not their comments). */
const WORD_TREES = ['bench', 'wrangler.toml', 'package.json', 'biome.jsonc', 'tsconfig.base.json'];
const SELF = 'tests/unit/docs.test.ts';
/** Names of the platform or a library that decision records tell of and the code does not call (what was tried, what failed). */
const OUTSIDE_NAMES = new Set(['encodeInto', 'abortAllDurableObjects', 'EnvironmentTeardownError']);

/** One file of the code, read once: its path from the root and its text. */
interface CodeFile {
  file: string;
  text: string;
  /** Whether its comments are checked (TREES and wrangler.toml); every file's words count. */
  commented: boolean;
}

let codeFiles: CodeFile[] | null = null;

/** Every file of the code (TREES and WORD_TREES), read once for every test. */
function code(): CodeFile[] {
  codeFiles ??= [...TREES, ...WORD_TREES].flatMap((tree) =>
    [...repoFiles(join(ROOT, tree))].map((path) => ({
      file: relative(ROOT, path),
      text: readFileSync(path, 'utf8'),
      commented: TREES.includes(tree) || tree === 'wrangler.toml',
    })),
  );
  return codeFiles;
}

const sources = new Map<string, ts.SourceFile>();

/** A code file's syntax tree, parsed once and only when a test needs it (parsing every file takes seconds, many more on a busy machine). */
function sourceOf({ file, text }: CodeFile): ts.SourceFile {
  let source = sources.get(file);
  if (!source) {
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
    source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    sources.set(file, source);
  }
  return source;
}

/** The comments of a file: TypeScript's own comment ranges for code, block comments for CSS, both SQL forms, TOML's. */
function commentsOf(f: CodeFile): string[] {
  const { file, text } = f;
  if (CODE.test(file)) {
    const source = sourceOf(f);
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
  if (file.endsWith('.css')) return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  if (file.endsWith('.sql')) return text.replace(/'[^']*'/g, "''").match(/--[^\n]*|\/\*[\s\S]*?\*\//g) ?? [];
  if (file.endsWith('.toml')) return text.replace(/"(?:[^"\\\n]|\\.)*"/g, '""').match(/#[^\n]*/g) ?? [];
  return [];
}

const addWords = (text: string, out: Set<string>): Set<string> => {
  for (const w of text.match(/[A-Za-z_$][\w$]*/g) ?? []) out.add(w);
  return out;
};

const rawWords = new Map<string, Set<string>>();
const codeWords = new Map<string, Set<string>>();

/** Every word of a file's text, comments included: which files may hold a name (cheap, no parsing). */
function rawWordsOf({ file, text }: CodeFile): Set<string> {
  let words = rawWords.get(file);
  if (!words) rawWords.set(file, (words = addWords(text, new Set())));
  return words;
}

/** The words of a file's code, comments left out: identifiers and string or JSX text; for other files their text without comments. */
function codeWordsOf(f: CodeFile): Set<string> {
  const { file, text } = f;
  const cached = codeWords.get(file);
  if (cached) return cached;
  const words = new Set<string>();
  codeWords.set(file, words);
  if (CODE.test(file)) {
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) words.add(node.text);
      else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || node.kind === ts.SyntaxKind.JsxText)
        addWords((node as ts.LiteralLikeNode).text, words);
      ts.forEachChild(node, visit);
    };
    visit(sourceOf(f));
  } else if (file.endsWith('.css')) addWords(text.replace(/\/\*[\s\S]*?\*\//g, ''), words);
  else if (file.endsWith('.sql')) addWords(text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ''), words);
  else if (file.endsWith('.toml')) addWords(text.replace(/^\s*#[^\n]*/gm, ''), words);
  else if ((file.endsWith('.json') || file.endsWith('.jsonc')) && !file.endsWith('package-lock.json')) addWords(text, words);
  return words;
}

/** The names of the repo's files without their extensions (`uncountedBatches` of `uncountedBatches.test.ts`), with their paths. */
let fileStems: Map<string, string[]> | null = null;
function stemsOfFiles(): Map<string, string[]> {
  if (fileStems) return fileStems;
  fileStems = new Map();
  for (const { file } of code()) {
    const stem = file.split('/').pop()?.split('.')[0] ?? '';
    fileStems.set(stem, [...(fileStems.get(stem) ?? []), file]);
  }
  return fileStems;
}

const identifiers = new Map<string, Set<string>>();

/** The identifiers of a code file: the names it declares and the names it uses, and its strings of one name; never a word of a comment. */
function identifiersOf(f: CodeFile): Set<string> {
  let names = identifiers.get(f.file);
  if (names) return names;
  names = new Set<string>();
  identifiers.set(f.file, names);
  const found = names;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) found.add(node.text);
    // A string that is one name is a value of the code (`'RECENT_FOLLOWED_BOARD'`, an environment variable's name).
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^[A-Za-z_$][\w$]*$/.test(node.text)) found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(f));
  return names;
}

/**
 * Whether the code has `name` (declares it, exports it or uses it: `deriveBits`, `process.env.BENCH_PORT`, a platform or
 * library name the type check resolves): an identifier of a code file, a string of one name, or a word of a config, SQL or
 * CSS file outside its comments. A word of a comment or of a test's title does not count. Only the files whose text holds
 * the word are parsed: those parsed already first, then the product's before the tests'.
 */
function inCode(name: string): boolean {
  // This file names symbols that must not exist (its examples of a stale doc); its words do not count.
  const holders = code().filter((f) => f.file !== SELF && rawWordsOf(f).has(name));
  const cost = (f: CodeFile) => (identifiers.has(f.file) ? 0 : /^(?:tests|e2e)\//.test(f.file) ? 2 : 1);
  holders.sort((a, b) => cost(a) - cost(b));
  return holders.some((f) => (CODE.test(f.file) ? identifiersOf(f) : codeWordsOf(f)).has(name));
}

/**
 * What is wrong with a code span a doc writes, or null: a symbol the code does not declare, or a test file's name that
 * names no test file (`security/uncountedBatches` and not `uncountedBatches`, the file being
 * tests/worker/security/uncountedBatches.test.ts). A name that is a file's name (`htmlStream`) names that module.
 */
function staleIn(span: string): string | null {
  const path = /^[\w-]+(?:\/[\w.-]+)+$/.test(span) && !new RegExp(`^(?:${PATH_ROOTS})/`).test(span) ? span : null;
  const testFolder = path?.split('/')[0];
  const underTests =
    testFolder && ['tests/worker', 'tests/unit', 'e2e'].some((t) => statSync(join(ROOT, t, testFolder), { throwIfNoEntry: false })?.isDirectory());
  if (path && underTests && !path.includes('.')) {
    if (testFileOf(path) || stemsOfFiles().has(path.split('/').pop() ?? '')) return null;
    return `${span} (no such file)`;
  }
  const missing = symbolsOf(span).filter((name) => {
    if (OUTSIDE_NAMES.has(name) || inCode(name)) return false;
    const files = stemsOfFiles().get(name) ?? [];
    // A test file's bare name is only good where docs/security.md's Tests: lists find it (tests/worker/<name>.test.ts …).
    return !files.some((file) => !/\.test\.tsx?$/.test(file)) && !testFileOf(name);
  });
  return missing.length ? `${span} (${missing.join(', ')})` : null;
}

const headings = new Map<string, Set<string>>();

/** The heading anchors of a markdown file, read once. */
function anchorsIn(path: string): Set<string> {
  let anchors = headings.get(path);
  if (!anchors) headings.set(path, (anchors = anchorsOf(readFileSync(join(ROOT, path), 'utf8'))));
  return anchors;
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
  return st.isFile() && anchorsIn(path).has(anchor);
}

/** The inline code spans of a markdown text (fenced blocks left out: they hold examples, such as a resource to add). */
function codeSpans(markdown: string): string[] {
  return [...markdown.replace(/^\s*```[\s\S]*?^\s*```/gm, '').matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2].trim());
}

/** Whether a name reads as a code symbol: camelCase, PascalCase of two words or more, or a CONSTANT_NAME. */
const symbolLike = (name: string): boolean =>
  /^[a-z][a-z0-9]*[A-Z][\w$]*$/.test(name) || /^[A-Z][a-z0-9]+[A-Z][\w$]*$/.test(name) || /^[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]$/.test(name);

const FILE_NAME = /\.(?:tsx?|[mc]?js|jsx|md|jsonc?|sql|css|toml|html|txt|xml|svg|png|jpe?g|webp|avif|webmanifest|cpuprofile|lock|d)$/;

/**
 * The code symbols a code span names: a call (`name()`, `name(args)`: any name), a symbol-like name or each
 * symbol-like part of `Owner.member`, and a symbol-like first word (`PinResource create`, `BENCH_PORT=8860 …`).
 */
function symbolsOf(span: string): string[] {
  if (FILE_NAME.test(span.replace(/[#(].*$/, ''))) return [];
  const whole = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(.*\))?$/.exec(span);
  if (whole) {
    const parts = whole[1].split('.');
    return whole[2] && parts.length === 1 ? parts : parts.filter(symbolLike);
  }
  const first = /^([A-Za-z_$][\w$]*)[ =]/.exec(span);
  return first && symbolLike(first[1]) ? [first[1]] : [];
}

/**
 * The code symbols a markdown text places in a file: `` `name` in `file` ``, `` `name` (`file` ``, `` `name`, `file` ``
 * (fenced blocks left out), as the symbol's last part and the file.
 */
function placedSymbols(markdown: string): Array<{ name: string; file: string }> {
  const text = markdown.replace(/^\s*```[\s\S]*?^\s*```/gm, '');
  return [
    ...text.matchAll(new RegExp(`\`([A-Za-z_$][\\w$.]*)(?:\\([^\`]*\\))?\`(?: in | \\(|, \\(?)\`((?:${PATH_ROOTS})/[\\w./-]+\\.(?:tsx?|mts|mjs))\``, 'g')),
  ].map((m) => ({ name: m[1].split('.').pop() ?? m[1], file: m[2] }));
}

/** The text of a markdown section: from its heading to the next heading of its level or above. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const level = heading.indexOf(' ');
  const next = markdown.slice(start + heading.length + 2).search(new RegExp(`^#{1,${level}} `, 'm'));
  return next < 0 ? markdown.slice(start) : markdown.slice(start, start + heading.length + 2 + next);
}

const markdownFiles = ['README.md', ...[...repoFiles(join(ROOT, 'docs'))].filter((p) => p.endsWith('.md')).map((p) => relative(ROOT, p))];

/** A comment citing the spec's sections or an issue by number. */
const CITATION = /\bspecs? 00\d\b|\bissues? #?\d+/i;

/** The code folders a doc's paths start from. */
const PATH_ROOTS = 'scripts|worker|shared|client|tests|e2e|bench|migrations|docs';

/**
 * The items of a markdown text (a table row, or a list item with its continued lines) that begin with a code folder
 * (`worker/` …) and name its parts relative to it (`save/`, `features/pinCard`, `visibility.ts`): each such part as a path
 * from the root. A part that begins with a code folder is already one.
 */
function relativePaths(markdown: string): string[] {
  const items = markdown.replace(/^\s*```[\s\S]*?^\s*```/gm, '').split(/\n(?=\s*(?:[-*] |\d+\. |\||#|\n))/);
  return items.flatMap((item) => {
    const [first, ...rest] = codeSpans(item.replace(/^\s*(?:[-*] |\d+\. |\|\s*)/, ''));
    const root = new RegExp(`^(?:${PATH_ROOTS})/$`).exec(first ?? '')?.[0];
    if (
      !root
      || !item
        .trimStart()
        .replace(/^(?:[-*] |\d+\. |\|\s*)/, '')
        .startsWith(`\`${root}\``)
    )
      return [];
    return rest
      .filter((span) => /^[\w.-]+(?:\/[\w.-]+)*\/?$/.test(span) && (span.includes('/') || /\.tsx?$/.test(span)))
      .map((span) => (new RegExp(`^(?:${PATH_ROOTS})/`).test(span) ? span : `${root}${span}`));
  });
}

/**
 * The tests a markdown text names in its `Tests:` lists: each backticked name after `Test:` or `Tests:`, the lists'
 * notes in parentheses left out, until the list gives way to prose.
 */
function namedTests(markdown: string): string[] {
  const names: string[] = [];
  for (const m of markdown.matchAll(/\bTests?:\s+/g)) {
    let rest = markdown.slice((m.index ?? 0) + m[0].length);
    for (;;) {
      const span = /^`([^`]+)`/.exec(rest);
      if (!span) break;
      names.push(span[1]);
      rest = rest.slice(span[0].length).replace(/^\s*\((?:[^()]|\([^()]*\))*\)/, '');
      const separator = /^\s*,\s*(?:and\s+)?|^\s+and\s+/.exec(rest);
      if (!separator) break;
      rest = rest.slice(separator[0].length);
    }
  }
  return names;
}

/** The test file a name of docs/security.md stands for: a path, or a file's name under tests/worker/, tests/unit/ or e2e/. */
const testFileOf = (name: string): string | undefined =>
  [name, `tests/worker/${name}.test.ts`, `tests/unit/${name}.test.ts`, `e2e/${name}.test.ts`].find(
    (path) => path.endsWith('.test.ts') && statSync(join(ROOT, path), { throwIfNoEntry: false })?.isFile(),
  );

describe('docs (docs/architecture.md: The worker): every name, file and order a doc states exists', () => {
  it('no comment cites the spec or an issue by number: comments link to docs/rules and docs/ instead', () => {
    // Only the files whose text cites at all are parsed for their comments.
    const stale = code()
      .filter((f) => f.commented && CITATION.test(f.text))
      .flatMap((f) => commentsOf(f).map((comment) => ({ file: f.file, comment })))
      .filter(({ comment }) => CITATION.test(comment))
      .map(({ file, comment }) => `${file}: ${comment.slice(0, 120)}`);
    expect(stale).toEqual([]);
  });

  it('finds a citation in a TOML comment, and not in its strings', () => {
    // The citations are put together here so that this file's own strings cite nothing (tests/unit/rulesMap).
    const [issue, spec] = [['issue', '18'].join(' '), ['spec', '001', '§2'].join(' ')];
    const toml = { file: 'x.toml', text: `a = "# ${issue}" # the rule (${issue})\n# ${spec}\nb = 1`, commented: true };
    expect(commentsOf(toml).filter((c) => CITATION.test(c))).toEqual([`# the rule (${issue})`, `# ${spec}`]);
  });

  it('every docs/…md link in the code (a comment or a string) names an existing file and heading anchor', () => {
    const links = code()
      .filter((f) => f.commented)
      .flatMap(({ file, text }) => [...text.matchAll(/\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g)].map((m) => ({ file, target: m[0] })));
    expect(links.length).toBeGreaterThan(500);
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
    // The files docs/pages.md's recipe writes (a fenced block headed by its path alone) are examples: tests/unit/pagesRecipe.test.ts compiles them.
    const recipeFiles = new Set([...readFileSync(join(ROOT, 'docs/pages.md'), 'utf8').matchAll(/^\s*```tsx? (\S+)$/gm)].map((m) => m[1]));
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
        if (file === 'docs/pages.md' && recipeFiles.has(m[1])) continue;
        if (!statSync(join(ROOT, m[1]), { throwIfNoEntry: false })) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(commands).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('every folder README.md and docs/ name exists: `worker/save/`, and `save/` in the item about `worker/`', () => {
    const missing: string[] = [];
    let folders = 0;
    for (const file of markdownFiles) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const paths = [
        // A path with no file extension: a folder (`worker/save/`, `client/features/pinCard`, `tests/unit/<file>`'s `tests/unit/`).
        ...[...text.matchAll(new RegExp(`(?<![\\w./-])((?:${PATH_ROOTS})/[\\w./-]*)`, 'g'))]
          .map((m) => m[1].replace(/\.+$/, ''))
          .filter((p) => !/\.\w+$/.test(p)),
        ...relativePaths(text),
      ];
      for (const path of paths) {
        folders++;
        if (!statSync(join(ROOT, path), { throwIfNoEntry: false })) missing.push(`${file}: ${path}`);
      }
    }
    expect(folders).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('reads the folders an item about a code folder names relative to it', () => {
    const markdown =
      '| `worker/` | by feature (`pins/`, `saves/`, `a b`), `visibility.ts`, `ApiError` |\n- `client/` — `features/feed`\n  and `shared/x/`\n- `pins/` alone';
    expect(relativePaths(markdown)).toEqual(['worker/pins/', 'worker/saves/', 'worker/visibility.ts', 'client/features/feed', 'shared/x/']);
  });

  it('every code symbol README.md and docs/ name in backticks is in the code (not only a comment), or is a test file', () => {
    const stale: string[] = [];
    let spans = 0;
    for (const file of markdownFiles) {
      for (const span of codeSpans(readFileSync(join(ROOT, file), 'utf8'))) {
        spans++;
        const wrong = staleIn(span);
        if (wrong) stale.push(`${file}: \`${wrong}\``);
      }
    }
    expect(spans).toBeGreaterThan(2000);
    expect([...new Set(stale)]).toEqual([]);
    // It parses every file that holds a name the docs write: about 20 s on 2 busy cores.
  }, 120_000);

  it('finds a symbol only in a comment, a test named without its folder, and a function renamed', () => {
    expect(staleIn('checkPassword')).toBeNull();
    expect(staleIn('security/uncountedBatches')).toBeNull();
    expect(staleIn('uncountedBatches')).toMatch(/uncountedBatches/);
    // A word of a comment only: this file's own name for it is not counted (SELF), and no code declares it.
    expect(staleIn('stripSensitiveParamz()')).toMatch(/stripSensitiveParamz/);
    expect(staleIn('security/noSuchTest')).toMatch(/no such file/);
  });

  it('every test docs/security.md names is a test file, and every class of attack names its tests', () => {
    const security = readFileSync(join(ROOT, 'docs/security.md'), 'utf8');
    const named = namedTests(security);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((name) => !testFileOf(name))).toEqual([]);
    const classes = section(security, '## Classes of attack and where they are stopped')
      .split(/\n(?=- \*\*)/)
      .slice(1);
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((item) => namedTests(item).length === 0).map((item) => item.slice(0, 40))).toEqual([]);
  });

  it('reads the tests of a Tests: list, its notes left out, and stops at the prose', () => {
    const markdown = 'Tests: `security/a` (with a `b`, c), `d` and `e/f.test.ts`. Then `g`. Test: `h` runs `i`, `j`.';
    expect(namedTests(markdown)).toEqual(['security/a', 'd', 'e/f.test.ts', 'h']);
  });

  it('a test title naming a class of docs/security.md names a class or a heading there', () => {
    const security = readFileSync(join(ROOT, 'docs/security.md'), 'utf8');
    const names = new Set([...security.matchAll(/^- \*\*([^*]+?)\.?\*\*|^#{2,6} (.+)$/gm)].map((m) => (m[1] ?? m[2]).trim().toLowerCase()));
    const cited = code()
      .filter((f) => /^(?:tests|e2e)\//.test(f.file) && f.file !== SELF)
      .flatMap(({ file, text }) => [...text.matchAll(/\(security: ([^)]+)\)/g)].map((m) => ({ file, name: m[1] })));
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter(({ name }) => !names.has(name.toLowerCase())).map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });

  it("every code symbol README.md and docs/ place in a file (`name` in `file`, `name` (`file`)) is a word of that file's code, not of a comment", () => {
    const misplaced: string[] = [];
    let placed = 0;
    for (const file of markdownFiles) {
      for (const { name, file: path } of placedSymbols(readFileSync(join(ROOT, file), 'utf8'))) {
        placed++;
        // A file that does not exist is the commands test's finding.
        if (!statSync(join(ROOT, path), { throwIfNoEntry: false })) continue;
        // A word of the file's code, not of its comments: a comment that still names a renamed function does not count.
        const f = code().find((c) => c.file === path);
        const words = f ? codeWordsOf(f) : addWords(readFileSync(join(ROOT, path), 'utf8'), new Set());
        if (!words.has(name)) misplaced.push(`${file}: \`${name}\` is not in ${path}`);
      }
    }
    expect(placed).toBeGreaterThan(40);
    expect(misplaced).toEqual([]);
  });

  it('reads where a doc places a symbol', () => {
    const markdown = 'by `renderHtml` in `worker/pages/htmlStream.ts`, `loadPage` (`worker/pages/loaders.ts`), `Owner.member`, `shared/x.ts`';
    expect(placedSymbols(markdown)).toEqual([
      { name: 'renderHtml', file: 'worker/pages/htmlStream.ts' },
      { name: 'loadPage', file: 'worker/pages/loaders.ts' },
      { name: 'member', file: 'shared/x.ts' },
    ]);
  });

  it("docs/architecture.md's order of the app is the order of worker/app.ts's app.use and app.route calls", () => {
    const app = readFileSync(join(ROOT, 'worker/app.ts'), 'utf8');
    const mounted = [...app.slice(app.indexOf('export function createApp')).matchAll(/\bapp\.(?:use|route)\(\s*'[^']*',\s*([A-Za-z_$][\w$]*)\(/g)].map(
      (m) => m[1],
    );
    const mountedNames = new Set(mounted);
    const worker = section(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'), '## The worker');
    const stated = [
      ...new Set(
        codeSpans(worker)
          .map((span) => span.replace(/\(.*\)$/, ''))
          .filter((name) => mountedNames.has(name)),
      ),
    ];
    expect(mounted.length).toBeGreaterThan(10);
    expect(stated).toEqual(mounted);
  });

  it("README.md and docs/architecture.md's Bindings name every binding and secret of wrangler.toml", () => {
    const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
    const local = toml.slice(0, toml.indexOf('\n[env.'));
    const bindings = [
      ...[...local.matchAll(/^(?:binding|name)\s*=\s*"([A-Z][A-Z0-9_]*)"/gm)].map((m) => m[1]),
      ...[...(/^required\s*=\s*\[([^\]]*)\]/m.exec(local)?.[1] ?? '').matchAll(/"(\w+)"/g)].map((m) => m[1]),
    ];
    expect(bindings).toEqual(expect.arrayContaining(['DB', 'RATE_LIMITER', 'HEALTH_LIMITER', 'UPLOAD_QUEUE', 'SESSION_SECRET']));
    const readme = new Set(codeSpans(readFileSync(join(ROOT, 'README.md'), 'utf8')));
    const architecture = new Set(codeSpans(section(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'), '## Bindings')));
    expect(bindings.filter((b) => !readme.has(b)).map((b) => `README.md: ${b}`)).toEqual([]);
    expect(bindings.filter((b) => !architecture.has(b)).map((b) => `docs/architecture.md#bindings: ${b}`)).toEqual([]);
  });

  it('every decision record has a Date: line, a Status: line (accepted, or superseded by a later record) and its row in the index', () => {
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter((f) => /^\d{3}-.+\.md$/.test(f));
    expect(records.length).toBeGreaterThan(10);
    const index = readFileSync(join(ROOT, 'docs/decisions/README.md'), 'utf8');
    const wrong: string[] = [];
    for (const record of records) {
      const text = readFileSync(join(ROOT, 'docs/decisions', record), 'utf8');
      const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text);
      if (!date || Number.isNaN(Date.parse(date[1]))) wrong.push(`${record}: no "Date: YYYY-MM-DD" line`);
      const status = /^Status: (?:accepted|superseded by \[(\d{3})\]\((\d{3})-[\w-]+\.md\).*)$/m.exec(text);
      if (!status) wrong.push(`${record}: no "Status: accepted" or "Status: superseded by [NNN](NNN-….md)" line`);
      else if (status[1] && (status[1] !== status[2] || status[1] <= record.slice(0, 3) || !records.some((r) => r.startsWith(`${status[1]}-`)))) {
        wrong.push(`${record}: superseded by ${status[1]}, which is not a later record`);
      }
      // The index says so too: a reader of docs/decisions/README.md sees which records no longer hold.
      const row = new RegExp(`^\\| \\[${record.slice(0, 3)}\\]\\(${record.replace(/\./g, '\\.')}\\) \\|(.*)\\|$`, 'm').exec(index);
      if (!row) wrong.push(`${record}: no row in docs/decisions/README.md`);
      else if (status?.[1] && !row[1].includes(`replaced by ${status[1]}`)) wrong.push(`${record}: its row does not say "replaced by ${status[1]}"`);
    }
    expect(wrong).toEqual([]);
  });

  it(`docs/performance.md is a reference of at most ${PERFORMANCE_MAX_LINES} lines (its history is in git)`, () => {
    const lines = readFileSync(join(ROOT, 'docs/performance.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(PERFORMANCE_MAX_LINES);
  });

  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
