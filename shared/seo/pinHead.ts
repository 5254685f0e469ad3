// Title, description and robots rule of a pin page (spec 000 §5): sensitive SEO reasons force the
// pin's seoTitle/seoDescription, any seoNoindexReason makes the page noindex, and every title is
// made unique by naming where the pin was saved.
import { TEXT_LIMITS } from '../constants.ts';
import type { Pin } from '../types.ts';

/** Spec 000 §5: reasons that force the SEO title and description. */
export const SENSITIVE_SEO_REASONS: ReadonlySet<string> = new Set([
  'sensitive_raw_pin_text', 'is_sensitive_rich_pin_description', 'is_sensitive_rich_pin_title', 'is_sensitive_board_title',
]);

/** Longest meta description we emit (search engines show about this much). */
export const META_DESCRIPTION_LENGTH = 160;

const collapse = (s: string | undefined | null): string => (s ?? '').replace(/\s+/g, ' ').trim();

/** Cuts at a limit on a word boundary where one is near, with an ellipsis. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface PinHeadText {
  title: string;
  description: string;
  noindex: boolean;
}

/** The pin's own display title (spec 000 §5: trimmed, cut at 200), or '' when it has none. */
export function pinDisplayTitle(pin: Pin): string {
  const raw = collapse(pin.title) || collapse(pin.gridTitle) || collapse(pin.richSummary?.displayName) || collapse(pin.storyPinData?.metadata?.pinTitle);
  return truncate(raw, TEXT_LIMITS.title);
}

/**
 * Title, description and noindex of a pin page for `siteName`.
 * @example pinHeadText(pin, 'Pinboard').title // 'Blue vase in Home ideas | Pinboard'
 */
export function pinHeadText(pin: Pin, siteName: string): PinHeadText {
  const sensitive = Boolean(pin.seoNoindexReason && SENSITIVE_SEO_REASONS.has(pin.seoNoindexReason));
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
    description = text.length > 3 ? text : collapse(pin.seoDescription) || `${own || 'A Pin'} saved by ${who}${where ? ` to ${where}` : ''}${pin.domain ? ` from ${pin.domain}` : ''}.`;
  }
  return {
    title: `${truncate(title, 90)} | ${siteName}`,
    description: truncate(description, META_DESCRIPTION_LENGTH),
    noindex: Boolean(pin.seoNoindexReason),
  };
}
