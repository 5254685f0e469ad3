// The rel of an outbound pin link (docs/rules/pin-card.md#display-rules-spec-000-5: links to certain domains get nofollow): every
// link people post is user-generated content we do not vouch for, and ads are sponsored. The link
// opens in a new tab: neither opener nor referrer goes with it.
import type { Pin } from '#shared/types.ts';

/** rel for an outbound link of this pin. */
export function outboundRel(pin: Pick<Pin, 'isPromoted'>): string {
  return pin.isPromoted ? 'noopener noreferrer nofollow sponsored' : 'noopener noreferrer nofollow ugc';
}
