// The closeup's outbound click for a link that leaves the domain the pin names (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2,
// needsPinRedirect): the /pin_redirect interstitial opens in a new tab with domain, domainImageUrl,
// origin (current path plus query), pinCategory, pinImageUrl and redirectUrl.
import { needsPinRedirect, pinRedirectHref, pinRedirectParams } from '#shared/closeup/pinRedirect.ts';
import type { OffsiteCheck } from '#shared/offsite/verdict.ts';
import type { Pin } from '#shared/types.ts';
import { displayHost } from '#shared/urls.ts';

/** Opens the interstitial and answers true when the checked link needs it, else answers false. */
export function openPinRedirect(pin: Pin, check: OffsiteCheck): boolean {
  if (!needsPinRedirect(pin.domain, check.url)) return false;
  const origin = `${window.location.pathname}${window.location.search}`;
  window.open(pinRedirectHref(pinRedirectParams(pin, check.url, displayHost(check.url), origin)), '_blank', 'noopener');
  return true;
}
