// Ids are typed once, at the worker's edge (shared/ids.ts: parseId in, formatId out), so no file under
// worker/ converts an id by hand, in any spelling, and no signature there takes an id as a plain number or
// string (docs/rules/closeup-and-visitors.md#validation-spec-002-5). Read by syntax tree: handIdConversions.ts.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handConversions, plainIds } from './handIdConversions.ts';
import { repoFiles } from './repoFiles.ts';

const ROOT = join(import.meta.dirname, '../..');

/** What a check finds in every source file under worker/, as `path:line: text` (a parse of each file: seconds under load). */
function inWorker(check: (source: string, fileName: string) => string[]): string[] {
  const found: string[] = [];
  for (const file of repoFiles(join(ROOT, 'worker'))) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const hit of check(readFileSync(file, 'utf8'), file)) found.push(`${relative(ROOT, file)}:${hit}`);
  }
  return found;
}

/** A handler around a sample, as a file under worker/ would hold it. */
const inHandler = (sample: string) => `app.get('/x/:pinId/', async (c) => {\n  ${sample}\n});\n`;

describe('ids typed at the edge (closeup-and-visitors: Validation)', () => {
  it('no file under worker/ converts an id by hand: the count is 0', () => {
    expect(inWorker(handConversions)).toEqual([]);
  }, 60_000);

  it.each([
    "const raw = c.req.param('pinId'); return Number(raw);",
    "const form = await c.req.formData(); return Number(form.get('pinId'));",
    'const body = await c.req.json<{ board: string }>(); return Number(body.board);',
    "const ids = c.req.queries('pin') ?? []; return ids.map((s) => Number(s));",
    'return Number(c.req.param().pinId);',
    'return pins.map((p) => +p.pinId);',
    "return [+c.req.param('boardId')];",
    "return JSON.parse(c.req.param('pinId'));",
    'return Number(\n    pinId,\n  );',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
    'return c.redirect(`/pin/${pinId}/`);',
    "return pinId + '';",
    "return Math.trunc(+(c.req.query('pin') ?? ''));",
    "return parseInt(c.req.param('boardId'), 10);",
    "return parseFloat(c.req.header('x-pin') ?? '');",
    'const { pinId } = c.req.param(); return Number.parseInt(pinId, 10);',
    'const body = await c.req.parseBody(); return String(body.section);',
    "for (const s of c.req.queries('board') ?? []) use(Number(s));",
    "return Number(new URL(c.req.url).searchParams.get('pin'));",
    'return readUserById(db, Number(o.user_id));',
    'const pin = Number(board.entityId);',
    'return { entityId: String(row.id) };',
    'return row.id.toString();',
    'return JSON.stringify(o.pin_ids.map(Number));',
    'return BigInt(pinId);',
    'return [~~pinId, pinId * 1, boardId | 0];',
    'const me = Number(memberOf(c));',
    'return String(viewerUserId(c.var.viewer));',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
    'return db.prepare(sql).bind(`${pinId}`);',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
    'return `${origin}/pin/${id}/`;',
    "return '/board/' + boardId;",
    'const invite = { businessId: Number(m[1]), role: m[3] };',
    'if (!m || Number(m[1]) !== userId) return null;',
    'let id; id = +text;',
  ])('spots the hand conversion in `%s`', (sample) => {
    expect(handConversions(inHandler(sample))).not.toEqual([]);
  });

  it.each([
    'const n = Number(r.count);',
    "if (String(error).includes('UNIQUE')) return false;",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
    'const key = `user:${viewer.id}`;',
    'return { entityId: formatId(row.id) };',
    '// the old code did Number(o.pin_id) here',
    'const width = Number(value) || 0;',
    "const octets = part.split('.').map(Number);",
    'const rendered = Number(headers.get(RENDERED_HEADER));',
    "const pin = parseId<'pin'>(c.req.param('pinId'));",
    'const body = JSON.parse(await c.req.text());',
    'return db.prepare(sql).bind(JSON.stringify(pinIds));',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
    'const id = formatId(conversation); return { url: `/conversation/${id}/` };',
    'const me = memberOf(c);',
  ])('leaves `%s` alone', (sample) => {
    expect(handConversions(inHandler(sample))).toEqual([]);
  });

  it('no signature or shape under worker/ types an id as a plain number or string: the count is 0', () => {
    expect(inWorker(plainIds)).toEqual([]);
  }, 60_000);

  it.each([
    'export async function holdsOriginOf(db: D1Database, pinId: number, member: UserId): Promise<boolean> {}',
    'class ImpressionCounter { async totals(pinId: string): Promise<Totals> {} }',
    'type Row = { id: number; pinner_id: number | null };',
    'const read = (ids: readonly number[]) => ids;',
    'interface Message { kind: "process"; uploadIds: Array<number> }',
    'function f(me: number | null) {}',
  ])('spots the plainly typed id in `%s`', (sample) => {
    expect(plainIds(sample)).not.toEqual([]);
  });

  it.each([
    'export async function holdsOriginOf(db: D1Database, pinId: PinId, member: UserId): Promise<boolean> {}',
    'type Answer = { entityId: string; campaignId: string; requestId: string };',
    'type Row = { id: PinId; pinner_id: UserId | null; unread_messages: number };',
  ])('leaves the typed ids in `%s` alone', (sample) => {
    expect(plainIds(sample)).toEqual([]);
  });
});
