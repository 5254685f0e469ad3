// The one HTML sanitiser of the product (contract: issue-4). Pin descriptionHtml and any other
// user-supplied markup goes through it before it reaches a page: the output is rebuilt from an
// allowlist of tags and attributes, so scripts, event handlers and javascript: urls cannot survive.
import { isHttpUrl } from './urls.ts';

/** Tags kept (without attributes unless listed in ALLOWED_ATTRIBUTES). */
const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'blockquote', 'h2', 'h3']);
const VOID_TAGS = new Set(['br']);
/** Tags dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);
const ALLOWED_ATTRIBUTES: Record<string, ReadonlySet<string>> = { a: new Set(['href', 'title']) };

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities a browser would decode in text or an attribute value. */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    const name = body.toLowerCase();
    return Object.hasOwn(NAMED, name) ? NAMED[name] : whole;
  });
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string, source: string): string {
  const allowed = ALLOWED_ATTRIBUTES[tag];
  if (!allowed) return tag === 'a' ? ' rel="nofollow ugc noopener noreferrer" target="_blank"' : '';
  const kept: string[] = [];
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase();
    if (!allowed.has(name)) continue;
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '').trim();
    if (name === 'href' && !isHttpUrl(value)) continue;
    kept.push(` ${name}="${escapeHtml(value)}"`);
  }
  if (tag === 'a') kept.push(' rel="nofollow ugc noopener noreferrer" target="_blank"');
  return kept.join('');
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?/g;

/**
 * Sanitises user HTML: allowlisted tags only, links only to http(s) urls (opened with rel
 * nofollow ugc noopener), text re-escaped, unclosed tags closed.
 * @example sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const text = (chunk: string) => {
    if (!dropping && chunk) out.push(escapeHtml(decodeEntities(chunk)));
  };
  for (const m of html.matchAll(TAG)) {
    text(html.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comments, doctypes, processing instructions
    const closing = m[1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !m[3].trimEnd().endsWith('/')) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out.push(`<${name}>`);
      continue;
    }
    if (!closing) {
      out.push(`<${name}${attributesOf(name, m[3])}>`);
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) continue;
    while (open.length > at) out.push(`</${open.pop()}>`);
  }
  text(html.slice(last));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
