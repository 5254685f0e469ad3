// Operator link rules: a domain (matching itself and every subdomain) or a url pattern
// (`host/path*`, `*` any characters) with a category. Both the rule values and the urls checked
// are normalised the same way, so case, trailing dots, subdomains, userinfo, ports,
// percent-encoding and IDN spellings of one site all meet the same rule (docs/security.md#outbound-link-safety).
import { parseHttpUrl } from '#shared/urls.ts';
import { LINK_CATEGORIES, type LinkCategory } from './verdict.ts';

export type LinkRuleKind = 'domain' | 'pattern';

export interface LinkRule {
  kind: LinkRuleKind;
  value: string;
  category: LinkCategory;
}

/**
 * A host as rules see it: the WHATWG parse (lower case, punycode, decoded) without trailing dots.
 * Any length: a host too long for DNS still meets the rules of its parent domains.
 */
export function normalizeHost(host: string): string | null {
  if (!host || /[\s/?#@\\]/.test(host)) return null;
  try {
    const parsed = new URL(`http://${host}/`).hostname.replace(/\.+$/, '');
    return parsed && !parsed.startsWith('.') ? parsed : null;
  } catch {
    return null;
  }
}

/** Percent-decodes a path until it stops changing (double encoding included), lower-cased. */
export function normalizePath(path: string): string {
  let current = path;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    current = next;
  }
  return current.toLowerCase();
}

/**
 * Reads an operator's rule value: a domain (`Blocked.Example.`) or a pattern with a path or a
 * wildcard (`example.com/promo/*`). Answers the stored form, or an error message.
 */
export function parseRuleValue(raw: string): { kind: LinkRuleKind; value: string } | { error: string } {
  const text = raw.trim().replace(/^[a-z]+:\/\//i, '');
  if (!text) return { error: 'A rule needs a domain or a url pattern.' };
  const slash = text.indexOf('/');
  const hostPart = slash < 0 ? text : text.slice(0, slash);
  const pathPart = slash < 0 ? '' : text.slice(slash);
  if (!pathPart && !hostPart.includes('*')) {
    const host = normalizeHost(hostPart);
    return host ? { kind: 'domain', value: host } : { error: `"${raw}" is not a domain.` };
  }
  const wildcardHost = hostPart.startsWith('*.');
  const host = normalizeHost(wildcardHost ? hostPart.slice(2) : hostPart);
  if (!host) return { error: `"${raw}" does not start with a domain.` };
  return { kind: 'pattern', value: `${host}${normalizePath(pathPart || '/*')}` };
}

/** Whether a category name is one of LINK_CATEGORIES. */
export function isLinkCategory(value: string): value is LinkCategory {
  return (LINK_CATEGORIES as readonly string[]).includes(value);
}

/** The host and every parent domain: a.b.example → a.b.example, b.example, example. */
export function hostSuffixes(host: string): string[] {
  const labels = host.split('.');
  return labels.map((_, i) => labels.slice(i).join('.')).filter(Boolean);
}

function patternRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  // The host part also matches its subdomains, like a domain rule.
  return new RegExp(`^(?:[^/]*\\.)?${escaped}$`);
}

/** The categories of every rule that matches the url (already known to be http or https). */
export function matchRules(url: URL, rules: readonly LinkRule[]): LinkCategory[] {
  const host = normalizeHost(url.hostname);
  if (!host) return [];
  const suffixes = new Set(hostSuffixes(host));
  const target = `${host}${normalizePath(url.pathname)}`;
  const found: LinkCategory[] = [];
  for (const rule of rules) {
    if (rule.kind === 'domain' ? suffixes.has(rule.value) : patternRegExp(rule.value).test(target)) found.push(rule.category);
  }
  return found;
}

/** The hosts a rule store must be asked about for these urls (every suffix of every host). */
export function candidateDomains(urls: readonly URL[]): string[] {
  const all = new Set<string>();
  for (const url of urls) {
    const host = normalizeHost(url.hostname);
    if (host) for (const s of hostSuffixes(host)) all.add(s);
  }
  return [...all];
}

/** Convenience for tests and scripts: the categories for a url string (none when not http). */
export function categoriesFor(value: string, rules: readonly LinkRule[]): LinkCategory[] {
  const url = parseHttpUrl(value);
  return url ? matchRules(url, rules) : [];
}
