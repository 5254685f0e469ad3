// Keeps the row-to-test map of docs/rules/ true: every checklist row (docs/rules/rows.md) has one "> Proves" line
// naming test files that exist and hold a title naming the row, and test titles name rows or docs headings,
// never a spec section or an issue by number; every test file cites a row or a docs section that exists
// (docs/rules/README.md#how-tests-name-what-they-prove).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoFiles } from './repoFiles.ts';

const ROOT = normalize(join(import.meta.dirname, '../..'));
const RULES = join(ROOT, 'docs/rules');
const TEST_TREES = ['tests', 'e2e'];
const TEST_FILE = /\.test\.tsx?$/;
const RULES_FILES = ['pin-card', 'experiences', 'closeup-and-visitors'];
const TITLE_CALLS = new Set(['it', 'test', 'describe']);
/** Calls that take a table or a condition and answer the function that takes the title. */
const TITLE_MAKERS = new Set(['each', 'for', 'skipIf', 'runIf']);

const files = repoFiles;

/** The row ids of docs/rules/rows.md: every word like A1, B31 or C100 under its "## " headings. */
function rowIds(): string[] {
  const text = readFileSync(join(RULES, 'rows.md'), 'utf8');
  const lists = text.slice(text.indexOf('\n## '));
  return [...lists.matchAll(/^(?:[ABC]\d+ ?)+$/gm)].flatMap((m) => m[0].trim().split(' '));
}

type MapLine = { file: string; line: number; id: string; tests: string[]; applies: boolean };

/** Every "> Proves **ID**: `file`, …" and "> Row **ID** does not apply: …" line of docs/rules/, and any malformed one. */
function mapLines(): { lines: MapLine[]; malformed: string[] } {
  const lines: MapLine[] = [];
  const malformed: string[] = [];
  for (const name of readdirSync(RULES).filter((n) => n.endsWith('.md'))) {
    readFileSync(join(RULES, name), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (!/^>\s*(Proves|Row)\b/.test(text)) return;
        const where = `docs/rules/${name}:${i + 1}`;
        const proves = /^> Proves \*\*([ABC]\d+)\*\*: (`[^`]+`(?:, `[^`]+`)*)$/.exec(text);
        const notApplies = /^> Row \*\*([ABC]\d+)\*\* does not apply: \S/.exec(text);
        if (proves) lines.push({ file: where, line: i + 1, id: proves[1], tests: [...proves[2].matchAll(/`([^`]+)`/g)].map((m) => m[1]), applies: true });
        else if (notApplies) lines.push({ file: where, line: i + 1, id: notApplies[1], tests: [], applies: false });
        else malformed.push(`${where}: ${text}`);
      });
  }
  return { lines, malformed };
}

/** The name at the root of a callee: `it` for it, it.concurrent and it.each([…]). */
function calleeRoot(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return calleeRoot(node.expression);
  if (ts.isCallExpression(node)) return calleeRoot(node.expression);
  return undefined;
}

/** A title's text; a template's substitutions read as `${}`. */
function textOf(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `\${}${s.literal.text}`).join('');
  return undefined;
}

/** The it()/test()/describe() titles of a test file, and every string of it (a case name of an it.each table is a title too). */
function titlesOf(path: string): { titles: string[]; strings: string[] } {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const titles: string[] = [];
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const makesTitleTaker = ts.isPropertyAccessExpression(callee) && TITLE_MAKERS.has(callee.name.text);
      const root = calleeRoot(callee);
      const title = textOf(node.arguments[0]);
      if (root && TITLE_CALLS.has(root) && !makesTitleTaker && title !== undefined) titles.push(title);
    }
    const s = ts.isExpression(node) ? textOf(node) : undefined;
    if (s !== undefined) strings.push(s);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { titles, strings };
}

const testFiles = TEST_TREES.flatMap((tree) => [...files(join(ROOT, tree))]).filter((p) => TEST_FILE.test(p));
let parsed: Map<string, { titles: string[]; strings: string[] }> | null = null;

/** Titles and strings of every test file, by repo-relative path, parsed once. */
function allTests(): Map<string, { titles: string[]; strings: string[] }> {
  parsed ??= new Map(testFiles.map((p) => [relative(ROOT, p), titlesOf(p)]));
  return parsed;
}

const namesRow = (title: string, id: string) => new RegExp(`(?<![\\w])${id}(?![\\w])`).test(title);

/** The headings of a rules file without their "(spec 00N §n)" tail, longest first (a heading may hold a comma). */
function headingsOf(file: string): string[] {
  const text = readFileSync(join(RULES, `${file}.md`), 'utf8');
  return [...text.matchAll(/^#{2,6} (.*?)(?: \(spec 00\d §[\d.]+\))?\s*$/gm)].map((m) => m[1]).sort((a, b) => b.length - a.length);
}

/** The rules references of a title that name no heading: "(pin-card: Constants, Roles)" must name two headings of pin-card.md, then end. */
function unknownHeadings(title: string, headings: Map<string, string[]>): string[] {
  const bad: string[] = [];
  for (const m of title.matchAll(new RegExp(`\\b(${RULES_FILES.join('|')}): `, 'g'))) {
    let rest = title.slice((m.index ?? 0) + m[0].length);
    for (;;) {
      const heading = headings.get(m[1])?.find((h) => rest.startsWith(h));
      if (!heading) {
        bad.push(`${m[1]}: ${rest.slice(0, 40)}`);
        break;
      }
      rest = rest.slice(heading.length);
      if (rest.startsWith(', ') && headings.get(m[1])?.some((h) => rest.slice(2).startsWith(h))) {
        rest = rest.slice(2);
        continue;
      }
      // after its headings a reference ends, or goes on after a colon: "(pin-card: Calls: counts are exact)"
      if (!/^(?:$|[);:])/.test(rest)) bad.push(`${m[1]}: … ${rest.slice(0, 40)}`);
      break;
    }
  }
  return bad;
}

/**
 * A title citing a document by number: an issue (the word and a number, or `#` and one), or a spec section in any
 * spelling (the spec's number with or without the word, `§` and a number, or the word section and a number).
 */
const CITES_BY_NUMBER = /\bissues? #?\d+|(?<![\w&])#\d{1,5}\b(?![0-9a-f])|§\s*\d|\bspecs? 00\d\b|\b00\d\s*§/i;

/** A heading as a title cites it: no backticks, lower case, its rules "(spec 00N §n)" tail left out. */
const citable = (heading: string) =>
  heading
    .replace(/ \(spec 00\d §[\d.]+\)$/, '')
    .replaceAll('`', '')
    .toLowerCase();

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

/**
 * What a title may cite in a doc of docs/ (a path below it): each heading outside code blocks, as written and
 * without its parentheses, and each anchor; for security.md also each class of attack ("- **Counters.**").
 */
function citableIn(doc: string): { headings: string[]; anchors: Set<string> } {
  const path = join(ROOT, 'docs', doc);
  if (!existsSync(path)) return { headings: [], anchors: new Set() };
  const headings: string[] = [];
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6} (.*?)\s*$/.exec(line)?.[1];
    const attackClass = doc === 'security.md' ? /^- \*\*(.+?)\.?\*\*/.exec(line)?.[1] : undefined;
    if (heading) anchors.add(anchorOf(heading));
    for (const h of [heading, attackClass]) if (h) headings.push(citable(h), citable(h).replace(/[()]/g, ''));
  }
  return { headings: headings.sort((a, b) => b.length - a.length), anchors };
}

const docsCited = new Map<string, ReturnType<typeof citableIn>>();
const citedIn = (doc: string) => docsCited.get(doc) ?? docsCited.set(doc, citableIn(doc)).get(doc) ?? citableIn(doc);

/** Whether `rest`, the words after "doc: ", start with a heading of the doc and then end or go on after `) ; : ,`. */
const startsWithHeading = (doc: string, rest: string) =>
  citedIn(doc).headings.some((h) => rest.toLowerCase().replaceAll('`', '').startsWith(h) && /^(?:$|[);:,])/.test(rest.replaceAll('`', '').slice(h.length)));

/**
 * The citations of a title, each with whether its target exists: a checklist row id; a rules heading
 * "(pin-card: Roles)"; a heading of a doc of docs/ by its name, "(security: Counters)" (a class of attack is one
 * too) or "(operations: Deploying)", counted only where the heading exists since the words also open prose; a
 * heading of any doc by its path, "(docs/operations.md: Deploying)" or "docs/operations.md#deploying"; a decision record by its path,
 * "(docs/decisions/021-head-before-data.md)". A doc named by its path alone cites no section.
 */
function citationsOf(title: string, rows: Set<string>, rulesHeadings: Map<string, string[]>): { cite: string; exists: boolean }[] {
  const found: { cite: string; exists: boolean }[] = [];
  for (const m of title.matchAll(/(?<![\w])([ABC]\d+)(?![\w])/g)) if (rows.has(m[1])) found.push({ cite: m[1], exists: true });
  for (const m of title.matchAll(new RegExp(`\\b(${RULES_FILES.join('|')}): `, 'g')))
    found.push({ cite: m[0], exists: unknownHeadings(title.slice(m.index), rulesHeadings).length === 0 });
  for (const m of title.matchAll(/(?<![\w/-])(security|architecture|operations|performance|pages|naming): ([^;]*)/g))
    if (startsWithHeading(`${m[1]}.md`, m[2])) found.push({ cite: m[0].slice(0, 80), exists: true });
  for (const m of title.matchAll(/\bdocs\/([\w/.-]+?\.md)(?:: ([^;]*)|#([\w-]+))?/g)) {
    const [cite, doc, rest, anchor] = m;
    if (doc.startsWith('decisions/') && rest === undefined && anchor === undefined) found.push({ cite, exists: existsSync(join(ROOT, 'docs', doc)) });
    else if (rest !== undefined) found.push({ cite: cite.slice(0, 80), exists: startsWithHeading(doc, rest) });
    else if (anchor !== undefined) found.push({ cite, exists: citedIn(doc).anchors.has(anchor) });
  }
  return found;
}

// Parsing every test file takes a few seconds on a busy machine: more than vitest's 5 s default.
describe('the row-to-test map of docs/rules', { timeout: 60_000 }, () => {
  it('docs/rules/rows.md lists the 163 rows of the checklist, each once', () => {
    const ids = rowIds();
    expect(ids.length).toBe(163);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('A'))).toHaveLength(70);
    expect(ids.filter((id) => id.startsWith('B'))).toHaveLength(31);
    expect(ids.filter((id) => id.startsWith('C'))).toHaveLength(62);
  });

  it('every map line is well formed and names a listed row', () => {
    const { lines, malformed } = mapLines();
    const ids = new Set(rowIds());
    expect(malformed).toEqual([]);
    expect(lines.filter((l) => !ids.has(l.id)).map((l) => `${l.file}: ${l.id}`)).toEqual([]);
  });

  it('every row has a "> Proves" or "does not apply" line', () => {
    const mapped = new Set(mapLines().lines.map((l) => l.id));
    expect(rowIds().filter((id) => !mapped.has(id))).toEqual([]);
  });

  it('no row has more than one such line', () => {
    const seen = new Map<string, string[]>();
    for (const l of mapLines().lines) seen.set(l.id, [...(seen.get(l.id) ?? []), l.file]);
    expect([...seen].filter(([, where]) => where.length > 1).map(([id, where]) => `${id}: ${where.join(', ')}`)).toEqual([]);
  });

  it('every file a "> Proves" line names exists and holds a test title naming the row', () => {
    const tests = allTests();
    const problems: string[] = [];
    for (const l of mapLines().lines) {
      for (const path of l.tests) {
        const found = tests.get(path);
        if (!found) problems.push(`${l.file}: ${l.id}: ${path} is not a test file of the repo`);
        else if (!found.titles.some((t) => namesRow(t, l.id))) problems.push(`${l.file}: ${l.id}: no title of ${path} names ${l.id}`);
      }
      if (l.applies && l.tests.length === 0) problems.push(`${l.file}: ${l.id}: names no test`);
    }
    expect(problems).toEqual([]);
  });

  it('no test names a spec section or an issue by number', () => {
    const stale: string[] = [];
    for (const [path, { titles, strings }] of allTests()) {
      for (const s of strings) if (/\bspecs? 00\d\s*§/i.test(s)) stale.push(`${path}: ${s.slice(0, 100)}`);
      for (const t of titles) if (CITES_BY_NUMBER.test(t)) stale.push(`${path}: ${t.slice(0, 100)}`);
    }
    expect(stale).toEqual([]);
  });

  it('reads a citation by number in any spelling, and nothing else as one', () => {
    // The samples are no titles of their own (a table's cases would be), so this file's titles cite nothing.
    const cites = ['the rule of §4.2 holds', 'spec 002 section 5: ids', 'as 001 § 3 says', 'fixed for issue 18', 'a board (#52)'];
    const plain = ['A4: a slug ending --{id} names the same pin (pin-card: Card states and the save flow)', 'keeps #fff on dark', 'the 2nd spec field'];
    expect(cites.filter((t) => !CITES_BY_NUMBER.test(t))).toEqual([]);
    expect(plain.filter((t) => CITES_BY_NUMBER.test(t))).toEqual([]);
  });

  it('a title that names a rules section names a heading of that file', () => {
    const headings = new Map(RULES_FILES.map((f) => [f, headingsOf(f)]));
    const bad: string[] = [];
    let references = 0;
    for (const [path, { titles }] of allTests()) {
      for (const t of titles) {
        references += [...t.matchAll(new RegExp(`\\b(${RULES_FILES.join('|')}): `, 'g'))].length;
        for (const b of unknownHeadings(t, headings)) bad.push(`${path}: ${b}`);
      }
    }
    expect(references).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });
});

describe('every test file cites what it proves (docs/rules/README.md: How tests name what they prove)', { timeout: 60_000 }, () => {
  const rows = new Set(rowIds());
  const rulesHeadings = new Map(RULES_FILES.map((f) => [f, headingsOf(f)]));

  it('every test file has a title citing a checklist row or a docs section that exists', () => {
    const uncited = [...allTests()]
      .filter(([, { titles }]) => !titles.some((t) => citationsOf(t, rows, rulesHeadings).some((c) => c.exists)))
      .map(([path]) => path);
    expect(uncited).toEqual([]);
  });

  it('every docs citation of a title names a doc, heading, anchor or decision record that exists', () => {
    const bad: string[] = [];
    for (const [path, { titles }] of allTests())
      for (const t of titles) for (const c of citationsOf(t, rows, rulesHeadings)) if (!c.exists && c.cite.startsWith('docs/')) bad.push(`${path}: ${c.cite}`);
    expect(bad).toEqual([]);
  });

  it('reads a citation only where its target exists', () => {
    // The samples are no titles of their own, so this file's titles cite nothing by them; the missing targets are
    // spelled so that docs.test, which reads every docs link and security class in the code, does not take them for links.
    const real = [
      'B26: caps texts',
      'x (pin-card: Roles)',
      'x (security: Counters)',
      'x (security: rate limits: exact and per-location)',
      'x (docs/operations.md: Rolling back)',
      'x (operations: Demo data and local state)',
      'x (docs/architecture.md: Page forms (before and without JavaScript))',
      'x (docs/performance.md: Measuring: npm run bench)',
      'x (docs/decisions/021-head-before-data.md)',
      'x (docs/security.md#deleted-means-deleted)',
    ];
    const unreal = [
      'A999: no such row',
      'x (pin-card: No such heading)',
      `x (${'security'}: no such class)`,
      'x (docs/operations.md: Rolling forward)',
      'x (pages: the page pipeline)',
      'x (docs/operations.md: Rolling backwards)',
      `x (docs/${'nothing'}.md: Deploying)`,
      `x (docs/decisions/${'999-none'}.md)`,
      `x (docs/security.md${'#nowhere'})`,
      'x (docs/performance.md)',
    ];
    const cites = (t: string) => citationsOf(t, rows, rulesHeadings).some((c) => c.exists);
    expect(real.filter((t) => !cites(t))).toEqual([]);
    expect(unreal.filter(cites)).toEqual([]);
  });
});
