// The /pin_redirect interstitial and invite landings (spec 002 §2): the parameters the
// interstitial opens with, and the next location a board_url parameter becomes.
import { isHttpUrl, safeNextPath } from '../urls.ts';

/** Spec 002 §2: the parameters /pin_redirect opens with. */
export const PIN_REDIRECT_PARAMS = ['domain', 'domainImageUrl', 'origin', 'pinCategory', 'pinImageUrl', 'redirectUrl'] as const;

export type PinRedirectParams = Record<(typeof PIN_REDIRECT_PARAMS)[number], string>;

/** Whether a value is a path on this site (never //host or a scheme): `safeNextPath`'s rule. */
export function isSitePath(value: string | null | undefined): value is string {
  return safeNextPath(value) !== null;
}

/** The /pin_redirect url for a pin's outbound link, opened from `origin` (current path plus query). */
export function pinRedirectHref(params: PinRedirectParams): string {
  const query = new URLSearchParams();
  for (const name of PIN_REDIRECT_PARAMS) query.set(name, params[name]);
  return `/pin_redirect?${query}`;
}

/** The interstitial's parameters from its query, or an error message naming what is wrong. */
export function parsePinRedirect(query: URLSearchParams): { ok: true; params: PinRedirectParams } | { ok: false; error: string } {
  const params = Object.fromEntries(PIN_REDIRECT_PARAMS.map((n) => [n, query.get(n) ?? ''])) as PinRedirectParams;
  if (!isHttpUrl(params.redirectUrl)) return { ok: false, error: 'redirectUrl must be an http or https url.' };
  if (params.origin && !isSitePath(params.origin)) return { ok: false, error: 'origin must be a path on this site.' };
  if (params.pinImageUrl && !isSitePath(params.pinImageUrl) && !isHttpUrl(params.pinImageUrl)) params.pinImageUrl = '';
  if (params.domainImageUrl && !isSitePath(params.domainImageUrl) && !isHttpUrl(params.domainImageUrl)) params.domainImageUrl = '';
  params.domain ||= new URL(params.redirectUrl).hostname;
  return { ok: true, params };
}

/**
 * Spec 002 §2: a board_url parameter becomes the next location with accept_invite=true and
 * seamless=true appended; null when it is not a path on this site.
 * @example boardInviteNext('/demo/kitchen/') // '/demo/kitchen/?accept_invite=true&seamless=true'
 */
export function boardInviteNext(boardUrl: string | null | undefined): string | null {
  const path = safeNextPath(boardUrl);
  if (path === null) return null;
  const url = new URL(path, 'https://site.invalid');
  url.searchParams.set('accept_invite', 'true');
  url.searchParams.set('seamless', 'true');
  return safeNextPath(`${url.pathname}${url.search}`);
}
