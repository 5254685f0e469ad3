// What a click on an outbound link does (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "Outbound link handling", §8): nothing for
// an empty or `#` href (logged), the browser's own handling for modified clicks on same-site
// links and non-primary buttons, nothing when offline, else a link check first.

import type { Pin } from '#shared/types.ts';
import { sanitizeOutboundUrl } from '#shared/urls.ts';

export type ClickDecision = 'empty' | 'unsafe' | 'browser' | 'offline' | 'check';

export interface ClickInput {
  href: string;
  /** The page's origin, to tell same-site links. */
  origin: string;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  online: boolean;
}

/** Decides how to handle a click on an outbound link. */
export function decideClick(input: ClickInput): ClickDecision {
  const href = input.href.trim();
  if (href === '' || href === '#') return 'empty';
  let url: URL;
  try {
    url = new URL(href, input.origin);
  } catch {
    return 'unsafe';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'unsafe';
  if (input.button !== 0) return 'browser';
  if (url.origin === input.origin && (input.ctrlKey || input.metaKey)) return 'browser';
  if (!input.online) return 'offline';
  return 'check';
}

/**
 * The href an outbound link renders: the pin's signed /offsite/ path when it was signed for this
 * very destination, else the sanitised destination, else `#` (never a javascript: or data: href).
 */
export function outboundHref(pin: Pick<Pin, 'offsiteUrl'>, href: string): string {
  const destination = sanitizeOutboundUrl(href);
  if (!destination) return '#';
  if (pin.offsiteUrl && new URL(pin.offsiteUrl, 'http://local.invalid').searchParams.get('url') === destination) return pin.offsiteUrl;
  return destination;
}

/**
 * The `client_creative_type` a collection chip click logs (docs/rules/pin-card.md#calls-spec-000-7): the spec names the
 * field, not its values; ours tell an organic collection (1) from a promoted one (2).
 */
const ORGANIC_COLLECTION = 1;
const PROMOTED_COLLECTION = 2;

/** The aux_data of a collection chip click: which item (0 for the first) of which kind of collection. */
export function chipClickAux(position: number, promoted: boolean): Record<string, unknown> {
  return { collection_pin_click_position: position, client_creative_type: promoted ? PROMOTED_COLLECTION : ORGANIC_COLLECTION };
}
