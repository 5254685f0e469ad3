// The one rule for every redirect built from a url a person supplied (a form's `next`, a refused
// form's Referer, the login page's `next`, a board invite's `board_url`): docs/security.md#secrets-in-forms-and-urls.
import { ANY_PAGE_QUERY, PAGE_QUERY, PATH_PARAMS } from './pageQuery.ts';
import { matchRoute } from './routes.ts';
import { safeNextPath } from './urls.ts';

/** How deep path-valued parameters may nest (`/login/?next=/pin/1/repin/?origin=/search/...`). */
const MAX_NESTING = 3;

const SITE_BASE = 'https://site.invalid';

/** What no path segment of this site holds (slugs and usernames are letters, digits, `-` and `_`) but a parameter does. */
const PARAMETER_MARK = /[;=?#&]/;

/** A segment as a page would read it, decoded as often as it was encoded (`%253F` is `?` too); null if it does not decode. */
function decodedSegment(segment: string): string | null {
  let text = segment;
  for (let i = 0; i < MAX_NESTING && text.includes('%'); i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  return text;
}

/**
 * The path up to its first segment that carries a parameter (`/login/;password=…`, `/login/%3Fpassword=…`): a secret
 * can ride in a path as well as in a query, and no page of this site is addressed that way.
 * @example plainPath('/login/;password=x') === '/login/'
 */
function plainPath(pathname: string): string {
  const segments = pathname.split('/');
  const cut = segments.findIndex((segment) => {
    const text = decodedSegment(segment);
    return text === null || PARAMETER_MARK.test(text);
  });
  return cut === -1 ? pathname : `${segments.slice(0, cut).join('/')}/`;
}

/**
 * Where a redirect may send a person for `value`: a same-origin path (`safeNextPath`) whose query
 * keeps only the parameters its page reads (`PAGE_QUERY`, by exact name), each path-valued one
 * reduced by this same rule, and no fragment. Null when `value` is no path of this site. So no
 * secret, address or unknown parameter a url carried (`pw`, `jwt`, `X-Amz-Signature`, `a[pw]`,
 * `Password`) comes back in a `Location`, whatever its spelling; nor one carried in the path (`plainPath`).
 * @example redirectPath('/search/pins/?q=vase&pw=x#t=1') === '/search/pins/?q=vase'
 */
export function redirectPath(value: string | null | undefined, depth = 0): string | null {
  const path = safeNextPath(value);
  if (path === null) return null;
  const url = new URL(path, SITE_BASE);
  const pathname = plainPath(url.pathname);
  const route = matchRoute(pathname);
  const allowed = new Set([...ANY_PAGE_QUERY, ...((route && PAGE_QUERY[route.name]) ?? [])]);
  const kept = new URLSearchParams();
  for (const [name, given] of url.searchParams) {
    if (!allowed.has(name)) continue;
    const inner = PATH_PARAMS.has(name) ? (depth < MAX_NESTING ? redirectPath(given, depth + 1) : null) : given;
    if (inner !== null) kept.append(name, inner);
  }
  const query = kept.toString();
  return safeNextPath(`${pathname}${query ? `?${query}` : ''}`);
}

/**
 * The header's Log in link on the page at `here` (its path and query): back to that page once signed in, through
 * `next` reduced by the redirect rule above; plain on the home page and the login and sign-up pages.
 * @example loginLink('/search/pins/?q=vase&pw=x') === '/login/?next=%2Fsearch%2Fpins%2F%3Fq%3Dvase'
 */
export function loginLink(here: string | null | undefined): string {
  const back = redirectPath(here ?? '/');
  if (!back || back === '/' || /^\/(login|signup)(\/|$)/.test(back)) return '/login/';
  return `/login/?next=${encodeURIComponent(back)}`;
}
