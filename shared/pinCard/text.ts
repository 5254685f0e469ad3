// The card's text rules (docs/rules/pin-card.md#display-rules-spec-000-5): title and description choice and cuts, truncation, the
// domain label and pin credits. Pure: the card only calls these.
import { TEXT_LIMITS } from '../constants.ts';
import type { Pin } from '../types.ts';

/** docs/rules/pin-card.md#display-rules-spec-000-5: SEO reasons that force the SEO title and description. */
const SENSITIVE_SEO_REASONS = new Set([
  'sensitive_raw_pin_text',
  'is_sensitive_rich_pin_description',
  'is_sensitive_rich_pin_title',
  'is_sensitive_board_title',
]);

/** Cuts text to `limit` characters, adding an ellipsis when cut (default 80, docs/rules/pin-card.md#display-rules-spec-000-5). */
export function truncate(text: string, limit: number = TEXT_LIMITS.defaultTruncation): string {
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/** A name inside feedback text: cut at 32 characters plus an ellipsis (docs/rules/pin-card.md#display-rules-spec-000-5). */
export const feedbackName = (name: string): string => truncate(name.trim(), TEXT_LIMITS.feedbackName);

const cut = (text: string, limit: number): string => Array.from(text).slice(0, limit).join('');

/** Whether a sensitive SEO reason forces the SEO title and description (docs/rules/pin-card.md#display-rules-spec-000-5). */
export const isSensitiveSeo = (pin: Pick<Pin, 'seoNoindexReason'>): boolean => Boolean(pin.seoNoindexReason && SENSITIVE_SEO_REASONS.has(pin.seoNoindexReason));

/**
 * The card title (docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#roles-spec-000-6): the SEO title when a sensitive reason forces it; the pin's own
 * title for a viewer with write access; else the grid title, the title, the story pin title.
 * Trimmed and cut at 200.
 */
export function cardTitle(pin: Pick<Pin, 'title' | 'gridTitle' | 'seoTitle' | 'seoNoindexReason' | 'access' | 'storyPinData'>): string {
  if (isSensitiveSeo(pin) && pin.seoTitle?.trim()) return cut(pin.seoTitle.trim(), TEXT_LIMITS.title);
  const own = pin.title?.trim() ?? '';
  const grid = pin.gridTitle?.trim() ?? '';
  const story = pin.storyPinData?.metadata?.pinTitle?.trim() ?? '';
  const canWrite = pin.access?.includes('write') ?? false;
  const chosen = canWrite ? own || grid || story : grid || own || story;
  return cut(chosen, TEXT_LIMITS.title);
}

/**
 * The description (docs/rules/pin-card.md#display-rules-spec-000-5): whitespace collapsed, cut at 496, shown only when longer than 3
 * characters and different from the display name; the SEO description when a sensitive reason
 * forces it. Null when it is not shown.
 */
export function cardDescription(pin: Pick<Pin, 'description' | 'seoDescription' | 'seoNoindexReason'>, displayName: string): string | null {
  const source = isSensitiveSeo(pin) && pin.seoDescription?.trim() ? pin.seoDescription : pin.description;
  const text = cut((source ?? '').replace(/\s+/g, ' ').trim(), TEXT_LIMITS.description);
  if (Array.from(text).length <= 3 || text === displayName.trim()) return null;
  return text;
}

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the domain value that marks a user's own upload, not a web source. */
export const UPLOADED_BY_USER = 'Uploaded by user';

/** The source label: the domain cut at 27 characters, or 12 in the hover overlay (docs/rules/pin-card.md#display-rules-spec-000-5). */
export function domainLabel(domain: string | null | undefined, where: 'footer' | 'hover'): string | null {
  const text = domain?.trim();
  if (!text || text === UPLOADED_BY_USER) return null;
  return truncate(text, where === 'hover' ? TEXT_LIMITS.domainLabelHover : TEXT_LIMITS.domainLabel);
}

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: the pin credit prefixes. */
export type PinCreditPrefix = 'Saved by' | 'Saved from' | 'Recipe from' | 'Article from' | 'From' | 'Product sold by';

/** The credit line under a pin (docs/rules/closeup-and-visitors.md#constants-spec-002-9): who or where it came from, by pin type. */
export function pinCredit(
  pin: Pick<Pin, 'kind' | 'richSummary' | 'domain' | 'isRepin' | 'pinner' | 'promoter'>,
): { prefix: PinCreditPrefix; name: string } | null {
  if (pin.promoter) return null;
  const site = pin.richSummary?.siteName?.trim() || domainLabel(pin.domain, 'footer');
  if (pin.richSummary?.typeName === 'product' && site) return { prefix: 'Product sold by', name: site };
  if (pin.richSummary?.typeName === 'recipe' && site) return { prefix: 'Recipe from', name: site };
  if (pin.richSummary?.typeName === 'article' && site) return { prefix: 'Article from', name: site };
  if (pin.isRepin) return { prefix: 'Saved by', name: pin.pinner.fullName || pin.pinner.username };
  if (site) return { prefix: 'Saved from', name: site };
  return { prefix: 'From', name: pin.pinner.fullName || pin.pinner.username };
}
