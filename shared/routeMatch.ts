// How a pathname matches a route table (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2), apart from the catalogue itself: the worker
// matches the whole catalogue (shared/routes.ts), a page's first load only the routes the client
// renders itself (shared/clientRoutes.ts), so the catalogue stays out of the client's entry.
import { isId } from './ids.ts';

/** A catalogue entry: `:name` matches one segment, a trailing `*` any rest of the path. */
export interface RouteEntry {
  name: string;
  pattern: string;
}

/** A table's entries with their patterns split into segments, ready to match. */
export type CompiledRoutes<N extends string> = ReadonlyArray<{ name: N; pattern: string; parts: string[] }>;

export function compileRoutes<E extends RouteEntry>(entries: readonly E[]): CompiledRoutes<E['name']> {
  return entries.map((r) => ({ name: r.name, pattern: r.pattern, parts: r.pattern.split('/').filter(Boolean) }));
}

/**
 * The pin id of a `/pin/{id}/` segment, which may be a slug whose last part after a double dash
 * is the id (docs/rules/pin-card.md#screens-and-routes-spec-000-2), or null when the segment holds no id.
 * @example parsePinId('blue-vase--1234') // '1234'
 */
export function parsePinId(segment: string): string | null {
  const m = /^(?:.*--)?(\d+)$/.exec(segment);
  return m && isId(m[1]) ? m[1] : null;
}

/**
 * The first segment of a profile or board path: a username, or a name with dots that accounts
 * made before the current sign-up rule carry (the demo's `first.last` members); their pages exist.
 */
const PROFILE_SEGMENT = /^[A-Za-z0-9_.]{3,30}$/;

function decodeSegment(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * The first route of `routes` matching `pathname`, with its params. Trailing slashes are optional;
 * params are decoded. Profile and board routes never match a name `isReserved` refuses or that is
 * no profile segment; pin ids must be numeric (a slug ending in `--{id}` is reduced to the id).
 */
export function matchIn<N extends string>(
  routes: CompiledRoutes<N>,
  pathname: string,
  isReserved: (segment: string) => boolean,
): { name: N; params: Record<string, string> } | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const params: Record<string, string> = {};
    const wildcard = route.parts[route.parts.length - 1] === '*';
    const fixed = wildcard ? route.parts.slice(0, -1) : route.parts;
    if (wildcard ? segments.length <= fixed.length : segments.length !== fixed.length) continue;
    let ok = true;
    for (let i = 0; i < fixed.length && ok; i++) {
      const part = fixed[i];
      const decoded = decodeSegment(segments[i]);
      if (decoded === null) ok = false;
      else if (part.startsWith(':')) params[part.slice(1)] = decoded;
      else ok = part === segments[i];
    }
    if (!ok) continue;
    if ('username' in params && route.pattern.startsWith('/:username')) {
      if (isReserved(params.username) || !PROFILE_SEGMENT.test(params.username)) continue;
    }
    if ('pinId' in params) {
      const id = parsePinId(params.pinId);
      if (!id) continue;
      params.pinId = id;
    }
    if (wildcard) params.rest = segments.slice(fixed.length).join('/');
    return { name: route.name, params };
  }
  return null;
}
