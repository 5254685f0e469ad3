// The display fields of docs/rules/experiences.md#experience-data-spec-001-3 that change how a message is drawn: the tooltip's nested
// `tooltip` object, `pulserOnly` and `skipComplete`; a callout's `link`, `icon` and `iconColor`. Read here
// once, so each component only draws what these answer.
import { LIMITS } from './constants.ts';
import { tooltipMode, withBoardName } from './rules.ts';

export type TooltipDirection = 'up' | 'down' | 'left' | 'right';
const DIRECTIONS: readonly TooltipDirection[] = ['up', 'down', 'left', 'right'];

interface TooltipData {
  text?: unknown;
  sub_text?: unknown;
  board_name?: unknown;
  secondary_cta_link?: unknown;
  has_pulsar?: unknown;
  has_tooltip?: unknown;
  pulserOnly?: unknown;
  skipComplete?: unknown;
  complete_button_text?: unknown;
  dismiss_button_text?: unknown;
  tooltip?: { mainText?: unknown; cancelButtonText?: unknown; confirmButtonText?: unknown; idealDirection?: unknown; options?: unknown };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const isLink = (value: unknown): value is { text: string; url: string } =>
  typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string' && typeof (value as { url?: unknown }).url === 'string';

/** The board a tooltip's `{boardName}` names when its data gives none. */
const DEFAULT_BOARD_NAME = 'your board';

/**
 * How a tooltip is drawn: its texts (the nested `tooltip` object first), side, further links, mode and whether it offers
 * complete. Every text it answers, visible or an accessible name, has `{boardName}` filled in here, once.
 */
export function readTooltip(d: TooltipData) {
  const t = d.tooltip ?? {};
  const pulserOnly = d.pulserOnly === true;
  const direction = DIRECTIONS.find((x) => x === t.idealDirection) ?? 'down';
  const board = str(d.board_name) || DEFAULT_BOARD_NAME;
  const fill = (text: string) => withBoardName(text, board);
  const link = (l: { text: string; url: string }) => ({ text: fill(l.text), url: l.url });
  return {
    main: fill(str(t.mainText) || str(d.text)),
    sub: fill(str(d.sub_text)),
    cancel: fill(str(t.cancelButtonText) || str(d.dismiss_button_text) || 'Close'),
    confirm: fill(str(t.confirmButtonText) || str(d.complete_button_text) || 'Got it'),
    direction,
    /** `options`: further links under the text (the spec names the field, not its shape: a list of {text, url}). */
    options: Array.isArray(t.options) ? t.options.filter(isLink).map(link) : [],
    secondaryLink: isLink(d.secondary_cta_link) ? link(d.secondary_cta_link) : null,
    /** `pulserOnly`: the pulsar alone, a tap completes it. */
    mode: tooltipMode(pulserOnly || d.has_pulsar !== false, !pulserOnly && d.has_tooltip !== false),
    /** `skipComplete`: no complete button, dismiss only. */
    offersComplete: d.skipComplete !== true,
  };
}

/** A colour a callout's icon may take: a hex colour or a CSS colour name. */
const COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/;

/** A callout's link, icon (numbered 1 to 31, as the floating callout's) and icon colour, where its data gives usable ones. */
export function readCalloutExtras(d: { link?: unknown; icon?: unknown; iconColor?: unknown }) {
  const link = d.link as { href?: unknown; text?: unknown } | undefined;
  const icon = typeof d.icon === 'number' && Number.isInteger(d.icon) && d.icon >= LIMITS.calloutIconMin && d.icon <= LIMITS.calloutIconMax ? d.icon : null;
  return {
    link: link && typeof link.href === 'string' && typeof link.text === 'string' && link.text.trim() ? { href: link.href, text: link.text } : null,
    icon,
    iconColor: icon !== null && typeof d.iconColor === 'string' && COLOR.test(d.iconColor) ? d.iconColor : null,
  };
}

/** The gap between an anchor and its tooltip (px). */
const GAP = 8;

/** Where a tooltip stands beside its anchor (page coordinates), on the side its `idealDirection` asks for. */
export function tooltipPosition(box: { top: number; left: number; width: number; height: number }, direction: TooltipDirection) {
  switch (direction) {
    case 'up':
      return { top: box.top - GAP, left: box.left, transform: 'translateY(-100%)' };
    case 'left':
      return { top: box.top, left: box.left - GAP, transform: 'translateX(-100%)' };
    case 'right':
      return { top: box.top, left: box.left + box.width + GAP };
    default:
      return { top: box.top + box.height + GAP, left: box.left };
  }
}
