// Finds hand id conversions and plainly typed ids in worker/ source, by its syntax tree (the TypeScript
// compiler's parser), so a conversion is found however it is spelled or wrapped. Used by idConversions.test.ts.
import ts from 'typescript';

/** The kinds of id (shared/ids.ts IdKind), as a column names one without `_id`: `reason_board`, `reason_interest`. */
const KINDS = 'pin|board|section|user|comment|conversation|message|interest|upload|appeal';

/** A name that says it holds an id: `id`, `ids`, `me`, `pinId`, `pinIds`, `pin_id`, `reason_board`. */
const ID_NAME = new RegExp(`^(?:id|ids|me)$|(?:Id|Ids|_id|_ids)$|_(?:${KINDS})s?$`);

/**
 * Ids that name no row of an id kind, so they are text by design and no brand applies (decision 023):
 * a campaign or advertiser key in a pin's data, a visitor's anonymous cookie id, a request's log id, an
 * impression batch's digest id, a news item's composite key, a share link's random token, an experience's
 * and a placement's number from the experiences catalogue and a carousel slot's key.
 */
const NOT_ROW_IDS = new Set([
  'campaignId',
  'campaign_id',
  'advertiserId',
  'anonymousId',
  'sentAnonymousId',
  'requestId',
  'request_id',
  'batchId',
  'newsId',
  'news_id',
  'shareId',
  'placementId',
  'placement_id',
  'experienceId',
  'experience_id',
  'placementIds',
  'slotIds',
]);

const isIdName = (name: string) => ID_NAME.test(name) && !NOT_ROW_IDS.has(name);

/** A name a signature gives an id: `id`, `ids`, `me`, `pinId`, `pinIds`, `pin_id` (a column's `reason_board` may be a count's). */
const TYPED_ID_NAME = /^(?:id|ids|me)$|(?:Id|Ids|_id|_ids)$/;

/** The wire's name for an id, a string of digits by design (decision 023): `entityId`, `pinEntityId`. */
const WIRE_ID = /(?:^e|E)ntityId$/;

/** Reads of a request (`c.req.param('pinId')`, `c.req.query()`, `await c.req.formData()`, `c.req.json()` ...). */
const REQUEST_READS = new Set(['param', 'query', 'queries', 'header', 'json', 'formData', 'parseBody', 'valid', 'text', 'url', 'raw']);

/** The callbacks an array hands its items to: `ids.map((s) => …)`. */
const ITEM_CALLBACKS = new Set(['map', 'flatMap', 'forEach', 'filter', 'some', 'every', 'find', 'findIndex', 'reduce']);

/** Calls that convert text to a number or a value to text. */
const CONVERTERS = new Set(['Number', 'String', 'parseInt', 'parseFloat', 'BigInt', 'Number.parseInt', 'Number.parseFloat', 'JSON.parse']);

/** A callee's dotted name: `Number`, `JSON.parse`, `c.req.param`; empty when it is not a plain name. */
function calleeName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) {
    const left = calleeName(node.expression);
    return left ? `${left}.${node.name.text}` : '';
  }
  return '';
}

/** An expression without the wrappings that do not change its value: parentheses, `as`, `!`, `await`. */
function bare(node: ts.Expression): ts.Expression {
  let e = node;
  while (
    ts.isParenthesizedExpression(e)
    || ts.isAsExpression(e)
    || ts.isNonNullExpression(e)
    || ts.isAwaitExpression(e)
    || ts.isSatisfiesExpression(e)
    || ts.isTypeAssertionExpression(e)
  ) {
    e = e.expression;
  }
  return e;
}

/** The names a binding introduces: `raw`, or `pinId` and `board` in `{ pinId, board: b }`. */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((el) => (ts.isOmittedExpression(el) ? [] : boundNames(el.name)));
}

/** Whether either value a choice can give (`a ?? b`, `a || b`, `c ? a : b`) passes `test`; false for anything else. */
function eitherChoice(e: ts.Expression, test: (side: ts.Expression) => boolean): boolean {
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    return (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) && (test(e.left) || test(e.right));
  }
  return ts.isConditionalExpression(e) && (test(e.whenTrue) || test(e.whenFalse));
}

/** One file's analysis: which local names hold an id, text read from a request, or an id already formatted for the wire. */
class IdFlow {
  /** Locals holding an id: `const member = memberOf(c)`, `const raw = c.req.param('pinId')`, `ids.map((s) => …)`'s `s`. */
  readonly ids = new Set<string>();
  /** Locals holding text read from a request: `const form = await c.req.formData()`, `const body = await c.req.json()`. */
  readonly requestText = new Set<string>();
  /** Locals holding an id already formatted for the wire: `const id = formatId(row.id)`. */
  readonly wireText = new Set<string>();

  constructor(file: ts.SourceFile) {
    // Until nothing changes: `const form = await c.req.formData(); const raw = form.get('pin'); raw.split(',').map((s) => …)`.
    for (let size = -1; size !== this.ids.size + this.requestText.size; ) {
      size = this.ids.size + this.requestText.size;
      this.collect(file);
    }
  }

  private bind(names: string[], value: ts.Expression): void {
    const e = bare(value);
    const to =
      ts.isCallExpression(e) && calleeName(bare(e.expression)) === 'formatId'
        ? this.wireText
        : this.namesId(e)
          ? this.ids
          : this.fromRequest(e)
            ? this.requestText
            : null;
    for (const name of names) to?.add(name);
  }

  private collect(node: ts.Node): void {
    if (ts.isVariableDeclaration(node) && node.initializer) this.bind(boundNames(node.name), node.initializer);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left))
      this.bind([node.left.text], node.right);
    if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer)) {
      for (const d of node.initializer.declarations) this.bind(boundNames(d.name), node.expression);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ITEM_CALLBACKS.has(node.expression.name.text)) {
      for (const arg of node.arguments) {
        if (ts.isArrowFunction(arg) || ts.isFunctionExpression(arg)) {
          const item = node.expression.name.text === 'reduce' ? arg.parameters[1] : arg.parameters[0];
          if (item) this.bind(boundNames(item.name), node.expression.expression);
        }
      }
    }
    ts.forEachChild(node, (child) => this.collect(child));
  }

  /** True when an expression holds an id, by its name or its source: `pinId`, `row.id`, `memberOf(c)`, `form.get('pinId')`. */
  namesId(node: ts.Expression): boolean {
    const e = bare(node);
    if (ts.isIdentifier(e)) return !this.wireText.has(e.text) && (this.ids.has(e.text) || isIdName(e.text));
    if (ts.isPropertyAccessExpression(e)) return isIdName(e.name.text);
    if (ts.isElementAccessExpression(e)) return ts.isStringLiteral(e.argumentExpression) ? isIdName(e.argumentExpression.text) : this.namesId(e.expression);
    if (ts.isCallExpression(e)) {
      const name = calleeName(bare(e.expression));
      if (/(?:^|\.)(?:memberOf|viewerUserId)$|Id$/.test(name) && !/(?:^|\.)(?:parseId|issuedId|formatId)$/.test(name)) return true;
      // A read of a named field: `c.req.param('pinId')`, `form.get('boardId')`, `c.req.query('pin_id')`.
      const [first] = e.arguments;
      return ts.isPropertyAccessExpression(bare(e.expression)) && first !== undefined && ts.isStringLiteralLike(first) && isIdName(first.text);
    }
    return eitherChoice(e, (side) => this.namesId(side));
  }

  /** True when an expression is text read from a request: `c.req.param('slug')`, `body.board`, `raw.split(',')`. */
  fromRequest(node: ts.Expression): boolean {
    const e = bare(node);
    if (ts.isIdentifier(e)) return this.requestText.has(e.text) || this.ids.has(e.text);
    if (ts.isPropertyAccessExpression(e)) {
      const on = bare(e.expression);
      if (REQUEST_READS.has(e.name.text) && ts.isPropertyAccessExpression(on) && on.name.text === 'req') return true;
      return this.fromRequest(on);
    }
    if (ts.isElementAccessExpression(e)) return this.fromRequest(e.expression);
    // A method of request text keeps it request text: `form.get('pin')`, `raw.split(',')`, `raw.trim()`.
    if (ts.isCallExpression(e)) return ts.isPropertyAccessExpression(bare(e.expression)) && this.fromRequest(bare(e.expression));
    if (ts.isNewExpression(e)) return /^URL(?:SearchParams)?$/.test(calleeName(e.expression)) && (e.arguments ?? []).some((a) => this.fromRequest(a));
    return eitherChoice(e, (side) => this.fromRequest(side));
  }

  /** An id, or text read from a request: what no hand conversion may take. */
  carries(node: ts.Expression): boolean {
    return this.namesId(node) || this.fromRequest(node);
  }
}

/**
 * Text an id is turned into: empty (`id + ''`) or a site path (`'/pin/' + id`). A key (`pin:${id}`, `uploads/${id}`)
 * or an SQL fragment holds an id inside the worker, never on the wire, so it is not a conversion at the edge.
 */
const isPathText = (node: ts.Expression) => {
  const e = bare(node);
  return (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && (e.text === '' || e.text.startsWith('/') || e.text.endsWith('/'));
};

/** A template that is an id alone (`${pinId}`) or a site path (`/pin/${pinId}/`, `${origin}/pin/${id}/`). */
function isPathTemplate(node: ts.TemplateExpression): boolean {
  const texts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  if (texts.every((t) => t === '')) return true;
  return node.head.text.startsWith('/') || (node.head.text === '' && texts[1]?.startsWith('/') === true);
}
const isNumberLiteral = (node: ts.Expression) => ts.isNumericLiteral(bare(node));

/** True when a conversion's result is given an id's name or compared with an id: `businessId: Number(m[1])`, `Number(m[1]) !== userId`. */
function landsInId(node: ts.Expression, flow: IdFlow): boolean {
  let e: ts.Node = node;
  while (e.parent && (ts.isParenthesizedExpression(e.parent) || ts.isAsExpression(e.parent) || ts.isNonNullExpression(e.parent))) e = e.parent;
  const p = e.parent;
  if (!p) return false;
  if (ts.isVariableDeclaration(p) && p.initializer === e && ts.isIdentifier(p.name)) return isIdName(p.name.text);
  if (ts.isPropertyAssignment(p) && p.initializer === e && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return isIdName(p.name.text);
  if (ts.isBinaryExpression(p)) {
    const op = p.operatorToken.kind;
    const other = p.left === e ? p.right : p.left;
    if (op === ts.SyntaxKind.EqualsToken && p.right === e) return flow.carries(p.left);
    if (
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(op)
    ) {
      return flow.carries(other);
    }
  }
  return false;
}

/** The spelling of a hand conversion at a node, or null when the node converts no id. */
function conversionAt(node: ts.Node, flow: IdFlow): string | null {
  if (ts.isCallExpression(node)) {
    const name = calleeName(bare(node.expression));
    const [first] = node.arguments;
    // JSON.parse reads a request's body by design, so it is a conversion only of an id.
    const takes = name === 'JSON.parse' ? flow.namesId(first ?? node) : first && (flow.carries(first) || landsInId(node, flow));
    if (CONVERTERS.has(name) && first && takes) return `${name}(id)`;
    if (ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (method === 'toString' && flow.carries(node.expression.expression)) return 'id.toString()';
      if (ITEM_CALLBACKS.has(method) && first && CONVERTERS.has(calleeName(first)) && flow.carries(node.expression.expression))
        return `ids.${method}(${calleeName(first)})`;
    }
  }
  if (ts.isPrefixUnaryExpression(node) && [ts.SyntaxKind.PlusToken, ts.SyntaxKind.MinusToken, ts.SyntaxKind.TildeToken].includes(node.operator)) {
    if (flow.carries(node.operand) || (node.operator === ts.SyntaxKind.PlusToken && landsInId(node, flow))) return `${ts.tokenToString(node.operator)}id`;
  }
  if (ts.isBinaryExpression(node)) {
    const { left, right } = node;
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken && ((isPathText(left) && flow.namesId(right)) || (isPathText(right) && flow.namesId(left)))) return "id + ''";
    const arithmetic = [ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.MinusToken, ts.SyntaxKind.BarToken, ts.SyntaxKind.SlashToken];
    if (arithmetic.includes(op) && ((isNumberLiteral(left) && flow.carries(right)) || (isNumberLiteral(right) && flow.carries(left)))) return 'id * 1';
  }
  if (ts.isTemplateExpression(node) && isPathTemplate(node) && node.templateSpans.some((s) => flow.namesId(s.expression))) return 'a template of an id';
  return null;
}

/** Every hand id conversion in one file's source, as `line: text (spelling)`. */
export function handConversions(source: string, fileName = 'sample.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const flow = new IdFlow(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const spelling = conversionAt(node, flow);
    if (spelling) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push(`${line}: ${node.getText(file).replace(/\s+/g, ' ')} (${spelling})`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Fields that keep an id as text on purpose, each with why: the impression counter's own SQLite keeps a pin id as
 * the digits an event batch sends; one batch reads pin ids and carousel slot keys under one column; a share link's id
 * is a random hex token, not a row number.
 */
const TEXT_ID_FIELDS: Readonly<Record<string, string>> = {
  'worker/objects/ImpressionCounter.ts': 'pin_id',
  'worker/pins/pinData.ts': 'id',
  'worker/shares/shareData.ts': 'id',
};

/** Every id typed as a plain `number` or `string` in one file's signatures and shapes: `holdsOriginOf(db, pinId: number, …)`. */
export function plainIds(source: string, fileName = 'sample.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const plain = (type: ts.TypeNode | undefined): boolean => {
    if (!type) return false;
    if (type.kind === ts.SyntaxKind.NumberKeyword || type.kind === ts.SyntaxKind.StringKeyword) return true;
    if (ts.isUnionTypeNode(type)) return type.types.some(plain);
    if (ts.isArrayTypeNode(type)) return plain(type.elementType);
    if (ts.isTypeOperatorNode(type)) return plain(type.type);
    if (ts.isParenthesizedTypeNode(type)) return plain(type.type);
    if (ts.isTypeReferenceNode(type) && /^(?:Readonly)?Array$/.test(type.typeName.getText()) && type.typeArguments) return type.typeArguments.some(plain);
    return false;
  };
  const visit = (node: ts.Node) => {
    if ((ts.isParameter(node) || ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      const textOnPurpose = Object.entries(TEXT_ID_FIELDS).some(([path, field]) => fileName.endsWith(path) && field === name && ts.isPropertySignature(node));
      if (TYPED_ID_NAME.test(name) && !NOT_ROW_IDS.has(name) && !WIRE_ID.test(name) && !textOnPurpose && plain(node.type)) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        found.push(`${line}: ${node.getText(file).replace(/\s+/g, ' ')}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
