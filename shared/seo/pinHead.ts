// Title, description and robots rule of a pin page (docs/rules/pin-card.md#display-rules-spec-000-5): sensitive SEO reasons force the
// pin's seoTitle/seoDescription, any seoNoindexReason makes the page noindex, and every title is
// made unique by naming where the pin was saved.
import { TEXT_LIMITS } from '../constants.ts';
import { isSensitiveSeo, truncate } from '../pinCard/text.ts';
import type { Pin } from '../types.ts';

/** Longest meta description we emit (search engines show about this much). */
export const META_DESCRIPTION_LENGTH = 160;

const collapse = (s: string | undefined | null): string => (s ?? '').replace(/\s+/g, ' ').trim();

/** The sensitive-SEO rule of docs/rules/pin-card.md#display-rules-spec-000-5, from the card's text rules (one source). */
export { isSensitiveSeo };

export interface PinHeadText {
  title: string;
  description: string;
  noindex: boolean;
}

/**
 * The closeup's display title (docs/rules/pin-card.md#display-rules-spec-000-5: trimmed, cut at 200; the SEO title when a sensitive
 * reason forces it), or '' when the pin has none.
 */
export function pinDisplayTitle(pin: Pin): string {
  const cut = (text: string) => Array.from(text).slice(0, TEXT_LIMITS.title).join('');
  if (isSensitiveSeo(pin) && collapse(pin.seoTitle)) return cut(collapse(pin.seoTitle));
  const raw = collapse(pin.title) || collapse(pin.gridTitle) || collapse(pin.richSummary?.displayName) || collapse(pin.storyPinData?.metadata?.pinTitle);
  return cut(raw);
}

/**
 * Title, description and noindex of a pin page for `siteName`.
 * @example pinHeadText(pin, 'Pinboard').title // 'Blue vase in Home ideas | Pinboard'
 */
export function pinHeadText(pin: Pin, siteName: string): PinHeadText {
  const sensitive = isSensitiveSeo(pin);
  const who = collapse(pin.pinner.fullName) || pin.pinner.username;
  const where = pin.board && pin.board.privacy === 'public' ? pin.board.name : '';
  let title: string;
  let description: string;
  if (sensitive) {
    title = collapse(pin.seoTitle) || `Pin ${pin.entityId}`;
    description = collapse(pin.seoDescription) || `A Pin saved by ${who}.`;
  } else {
    const own = pinDisplayTitle(pin) || collapse(pin.seoTitle);
    title = own ? (where ? `${own} in ${where}` : own) : `Pin ${pin.entityId} by ${who}`;
    const text = collapse(pin.description);
    description =
      text.length > 3
        ? text
        : collapse(pin.seoDescription) || `${own || 'A Pin'} saved by ${who}${where ? ` to ${where}` : ''}${pin.domain ? ` from ${pin.domain}` : ''}.`;
  }
  return {
    title: `${truncate(title, 90)} | ${siteName}`,
    description: truncate(description, META_DESCRIPTION_LENGTH - 1),
    noindex: Boolean(pin.seoNoindexReason),
  };
}
