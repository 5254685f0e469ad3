// Ids are typed once, at the worker's edge (shared/ids.ts: parseId in, formatId out), so no file under
// worker/ converts an id by hand, in any spelling (docs/rules/closeup-and-visitors.md#validation-spec-002-5).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles } from './repoFiles.ts';

const ROOT = join(import.meta.dirname, '../..');

/** The kinds of id (shared/ids.ts IdKind), as a column names one without `_id`: `reason_board`, `reason_interest`. */
const KINDS = 'pin|board|section|user|comment|conversation|message|interest|upload|appeal';

/**
 * An expression naming an id: `id`, `me`, `pin`, `pinId`, `pin_id`, `row.id`, `board.entityId`, `o.pin_ids`,
 * `row.reason_board`, or a call answering one: `memberOf(c)`, `viewerUserId(viewer)` ...
 */
const ID = String.raw`(?:(?:[A-Za-z_$][\w$]*(?:\?\.|\.))*(?:id|ids|me|pin|[A-Za-z_$][\w$]*(?:Id|Ids|_id|_ids|_(?:${KINDS})s?))|(?:[A-Za-z_$][\w$]*\.)*(?:memberOf|[A-Za-z_$][\w$]*Id)\([^()]*\))`;

/** Each hand spelling of an id conversion. */
const SPELLINGS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'Number(id)', pattern: new RegExp(String.raw`\bNumber\(\s*${ID}\s*\)`, 'g') },
  { name: 'String(id)', pattern: new RegExp(String.raw`\bString\(\s*${ID}\s*\)`, 'g') },
  { name: 'parseInt(id)', pattern: new RegExp(String.raw`\bparse(?:Int|Float)\(\s*${ID}\s*[,)]`, 'g') },
  { name: 'BigInt(id)', pattern: new RegExp(String.raw`\bBigInt\(\s*${ID}\s*\)`, 'g') },
  { name: "Number(c.req.param('id'))", pattern: /\b(?:Number|String|parseInt)\(\s*[\w$.]*\.(?:param|query)\(\s*['"`]\w*(?:id|Id)['"`]/g },
  { name: '+id', pattern: new RegExp(String.raw`(?:^|[=(,:?!&|]|return)\s*\+\s*${ID}\b`, 'gm') },
  { name: 'template of an id', pattern: new RegExp(String.raw`\`\$\{\s*${ID}\s*\}\``, 'g') },
  { name: 'id.toString()', pattern: new RegExp(String.raw`\b${ID}\.toString\(`, 'g') },
  { name: 'ids.map(Number)', pattern: /\.map\(\s*(?:Number|String)\s*\)/g },
  { name: 'a path of a converted id', pattern: /\b[A-Za-z_$][\w$]*Path\(\s*(?:String|Number)\(/g },
  { name: 'an id field converted', pattern: /\b(?:id|[A-Za-z_$][\w$]*(?:Id|_id))\s*:\s*(?:Number|String|(?:Number\.)?parseInt)\(/g },
  {
    name: 'a conversion compared with an id',
    pattern: new RegExp(String.raw`\b(?:Number|String)\([^()]*\)\s*[!=]==?\s*${ID}|${ID}\s*[!=]==?\s*(?:Number|String)\(`, 'g'),
  },
];

/**
 * Files under worker/ that may use a spelling for something that is not an id, each with why. The
 * ids module itself is shared/ids.ts, outside worker/; every edge (route params, resource options,
 * form fields, rows read from D1) calls it rather than converting.
 */
const NOT_IDS: Readonly<Record<string, { spelling: string; why: string }>> = {
  'worker/lib/internalNetworks.ts': { spelling: 'ids.map(Number)', why: 'IP address octets and bits' },
  'worker/lib/publicHosts.ts': { spelling: 'ids.map(Number)', why: 'IP address octets' },
  'worker/middleware/clientAddress.ts': { spelling: 'ids.map(Number)', why: 'IP address octets' },
};

/** Source text without comments, so a comment that quotes a spelling is not one. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Every hand id conversion under a folder, as `path:line: text (spelling)`. */
function handConversions(folder: string): string[] {
  const found: string[] = [];
  for (const file of repoFiles(join(ROOT, folder))) {
    if (!/\.tsx?$/.test(file)) continue;
    const path = relative(ROOT, file);
    const lines = code(readFileSync(file, 'utf8')).split('\n');
    for (const { name, pattern } of SPELLINGS) {
      if (NOT_IDS[path]?.spelling === name) continue;
      lines.forEach((line, i) => {
        if (line.match(pattern)) found.push(`${path}:${i + 1}: ${line.trim()} (${name})`);
      });
    }
  }
  return found;
}

describe('ids typed at the edge (closeup-and-visitors: Validation)', () => {
  it('no file under worker/ converts an id by hand: the count is 0', () => {
    expect(handConversions('worker')).toEqual([]);
  });

  it.each([
    ['Number(id)', 'readUserById(db, Number(o.user_id))'],
    ['Number(id)', 'const pin = Number(board.entityId);'],
    ['Number(id)', 'hidePin(db, Number(me), Number(pin))'],
    ['String(id)', 'entityId: String(row.id),'],
    ['String(id)', 'byId.get(String(r.sender_id))'],
    ['parseInt(id)', 'parseInt(params.pinId, 10)'],
    ["Number(c.req.param('id'))", "const id = Number(c.req.param('boardId'));"],
    ['+id', 'const id = +params.id;'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
    ['template of an id', 'db.prepare(sql).bind(`${pinId}`)'],
    ['id.toString()', 'return row.id.toString();'],
    ['ids.map(Number)', 'JSON.stringify(o.pin_ids.map(Number))'],
    ['Number(id)', 'const me = Number(memberOf(c));'],
    ['Number(id)', '.bind(Number(viewerUserId(c.var.viewer)))'],
    ['String(id)', 'reasonId: String(row.reason_board),'],
    ['a path of a converted id', 'return pinPath(String(row.target));'],
    ['an id field converted', 'const invite = { businessId: Number(m[1]), role: m[3] };'],
    ['a conversion compared with an id', 'if (!m || Number(m[1]) !== userId) return null;'],
  ])('spots %s in `%s`', (name, line) => {
    const spelling = SPELLINGS.find((s) => s.name === name)!;
    expect(code(line).match(spelling.pattern)).not.toBeNull();
  });

  it.each([
    'const n = Number(r.count);',
    "if (String(error).includes('UNIQUE')) return false;",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
    'key: `user:${viewer.id}`,',
    'entityId: formatId(row.id),',
    '// the old code did Number(o.pin_id) here',
    'const width = Number(value) || 0;',
    "const octets = part.split(':').map((g) => Number.parseInt(g, 16));",
    'const rendered = Number(headers.get(RENDERED_HEADER));',
    'if (Number(row.count) === limit) return;',
    'const me = memberOf(c);',
  ])('leaves `%s` alone', (line) => {
    expect(SPELLINGS.filter((s) => code(line).match(s.pattern)).map((s) => s.name)).toEqual([]);
  });
});
