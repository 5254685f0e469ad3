// The pin a /pin_redirect interstitial is for (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): the closeup its `origin` parameter
// names, matched with the route catalogue. Apart from pinRedirect.ts, which the closeup's chunk
// imports, so the client never downloads the catalogue (docs/performance.md).
import { matchRoute } from '../routes.ts';
import { safeNextPath } from '../urls.ts';

/** The pin the interstitial is for: the closeup its `origin` parameter names, or an error message. */
export function pinRedirectPinId(query: URLSearchParams): { ok: true; pinId: string } | { ok: false; error: string } {
  const origin = safeNextPath(query.get('origin'));
  if (origin === null) return { ok: false, error: 'origin must be the path of a Pin on this site.' };
  const match = matchRoute(new URL(origin, 'https://site.invalid').pathname);
  if (match?.name !== 'pin' && match?.name !== 'pinComments') return { ok: false, error: 'origin must be the path of a Pin on this site.' };
  return { ok: true, pinId: match.params.pinId };
}
