// The /pin_redirect interstitial and invite landings (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): the parameters the
// interstitial opens with, the pin they name, what the page shows (all derived from that pin,
// never from the query) and the next location a board_url parameter becomes. The pin an interstitial
// is for (pinRedirectOrigin.ts) is read with the route catalogue, apart, so the closeup's chunk,
// which opens the interstitial, does not carry the catalogue.
import { normalizeHost } from '../offsite/rules.ts';
import { parseHttpUrl, safeNextPath } from '../urls.ts';

/** docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: the parameters /pin_redirect opens with. */
export const PIN_REDIRECT_PARAMS = ['domain', 'domainImageUrl', 'origin', 'pinCategory', 'pinImageUrl', 'redirectUrl'] as const;

export type PinRedirectParams = Record<(typeof PIN_REDIRECT_PARAMS)[number], string>;

/**
 * What the interstitial shows, all derived from the pin `origin` names: the query's domain,
 * redirectUrl and images are never shown or followed (they would make it an open redirect).
 */
export interface PinRedirectView {
  /** "Back to the Pin": the pin's closeup. */
  backPath: string;
  /** The host of the pin's own link, in "Continue to {domain}". */
  domain: string;
  /** Where Continue goes: the pin's signed /offsite/ path, checked again at click time; null when the link rules block the link. */
  continuePath: string | null;
  /** The link rules' warning shown instead of Continue, when they block the link. */
  warning: string | null;
  /** A small image of the pin (a path on this site), or null. */
  pinImageUrl: string | null;
  /** The domain the pin names when its link goes elsewhere (needsPinRedirect), else null. */
  pinDomain?: string | null;
}

/** The /pin_redirect url for a pin's outbound link, opened from `origin` (current path plus query). */
export function pinRedirectHref(params: PinRedirectParams): string {
  const query = new URLSearchParams();
  for (const name of PIN_REDIRECT_PARAMS) query.set(name, params[name]);
  return `/pin_redirect?${query}`;
}

/** A host compared as a person reads it: the link rules' normal form (normalizeHost), without "www.". */
const plainHost = (host: string): string | null => normalizeHost(host)?.replace(/^www\./, '') ?? null;

/**
 * When the closeup's outbound click opens /pin_redirect in a new tab instead of leaving at once.
 * docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 defines the interstitial ("It opens in a new tab with the parameters domain,
 * domainImageUrl, origin (current path plus query), pinCategory, pinImageUrl and redirectUrl")
 * but not when; ours: a link the link check let through (blocked ones get the spam warning) that
 * goes somewhere else than the domain the Pin names ("From shop.example" leading to another
 * site, neither the same host nor one of its subdomains). The person sees where the link really
 * goes and continues through the signed /offsite/ link.
 */
export function needsPinRedirect(pinDomain: string | null | undefined, checkedUrl: string): boolean {
  const named = plainHost(pinDomain?.trim() ?? '');
  const url = parseHttpUrl(checkedUrl);
  const host = url && plainHost(url.hostname);
  if (!named || !host) return false;
  return host !== named && !host.endsWith(`.${named}`);
}

/** The interstitial's parameters for a pin whose checked destination is `redirectUrl`, opened from `origin`. */
export function pinRedirectParams(
  pin: { category?: string; images: Partial<Record<string, { url: string }>> },
  redirectUrl: string,
  domain: string,
  origin: string,
): PinRedirectParams {
  return { domain, domainImageUrl: '', origin, pinCategory: pin.category ?? '', pinImageUrl: pin.images['236x']?.url ?? '', redirectUrl };
}

/**
 * docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: a board_url parameter becomes the next location with accept_invite=true and
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
