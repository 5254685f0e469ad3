// Display rules of docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#validation-spec-001-5, docs/rules/experiences.md#constants-spec-001-9 as pure functions: links, placeholders, thumbnails,
// layouts and sizes, survey origin and postponement, tooltip modes, flyout eligibility.
import { isOffsiteUrl, isSameSiteUrl, parseHttpUrl } from '#shared/urls.ts';
import { LIMITS, MODAL_MEDIA_SIZE, PLACEMENT, SPECIAL_EXPERIENCE } from './constants.ts';

/**
 * docs/rules/experiences.md#validation-spec-001-5: a banner or flyout link opens in a new tab (noreferrer) only if it
 * is an http:// url or an absolute url on our site (`origin`), both read by the one url parser (shared/urls.ts).
 */
export function opensInNewTab(href: string, origin: string): boolean {
  const url = parseHttpUrl(href);
  return url !== null && (url.protocol === 'http:' || (origin !== '' && isSameSiteUrl(url.href, origin)));
}

/** docs/rules/experiences.md#validation-spec-001-5: empty or `#` hrefs are never navigated (they are logged as link_navigation_empty_href). */
export function isEmptyHref(href: string | null | undefined): boolean {
  return !href || href.trim() === '' || href.trim() === '#';
}

/** docs/rules/experiences.md#validation-spec-001-5: Ctrl or Cmd click on a same-site link is left to the browser. */
export function leaveToBrowser(e: { ctrlKey: boolean; metaKey: boolean }, href: string, origin: string): boolean {
  return (e.ctrlKey || e.metaKey) && isSameSiteUrl(href, origin);
}

/** docs/rules/experiences.md#validation-spec-001-5: a toast link starting with # is handled in the page. */
export const isInPageLink = (link: string): boolean => link.startsWith('#') && link.length > 1;

export type MessagePart = { text: string } | { href: string; title: string };

/** docs/rules/experiences.md#promotional-banner-spec-001-27, docs/rules/experiences.md#validation-spec-001-5: {0}, {1}... in a banner message become the matching link and title. */
export function fillPlaceholders(message: string, links: string[], titles: string[]): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const m of message.matchAll(/\{(\d+)\}/g)) {
    const i = Number(m[1]);
    if (links[i] === undefined) continue;
    if (m.index > last) parts.push({ text: message.slice(last, m.index) });
    parts.push({ href: links[i], title: titles[i] ?? links[i] });
    last = m.index + m[0].length;
  }
  if (last < message.length) parts.push({ text: message.slice(last) });
  return parts;
}

/** docs/rules/experiences.md#validation-spec-001-5: tooltip text replaces {boardName}. */
export const withBoardName = (text: string, boardName: string): string => text.replaceAll('{boardName}', boardName);

/** docs/rules/experiences.md#tooltip-and-pulsar-spec-001-24, docs/rules/experiences.md#constants-spec-001-9: only the last 3 thumbnails are shown. */
export const lastThumbnails = (urls: string[]): string[] => urls.slice(-LIMITS.thumbnails);

/** docs/rules/experiences.md#promotional-banner-spec-001-27, docs/rules/experiences.md#constants-spec-001-9: the narrow layout applies at window width 480 or less. */
export const isNarrow = (width: number): boolean => width <= LIMITS.narrowWidth;

/** docs/rules/experiences.md#media-modal-spec-001-29, docs/rules/experiences.md#constants-spec-001-9: media modal size, 540x363 on desktop and 320x215 on mobile. */
export const modalMediaSize = (mobile: boolean) => (mobile ? MODAL_MEDIA_SIZE.mobile : MODAL_MEDIA_SIZE.desktop);

/** docs/rules/experiences.md#constants-spec-001-9: the floating callout sits 24 px up on mobile, else nav footer height + 8. */
export const floatingBottom = (mobile: boolean, navFooterHeight: number): number =>
  mobile ? LIMITS.floatingBottomMobile : navFooterHeight + LIMITS.floatingBottomAboveFooter;

/**
 * docs/rules/experiences.md#constants-spec-001-9: the floating callout's CSS bottom. The nav footer's height is the
 * stylesheet's --nav-footer-height, set only where the phone's tab bar shows (client/components/tabBar.css), so the
 * callout stands footer height + 8 above the bottom there, and without a footer 24 px up on mobile, else 8.
 */
export const floatingBottomCss = (mobile: boolean): string =>
  `max(${floatingBottom(mobile, 0)}px, calc(var(--nav-footer-height, 0px) + ${LIMITS.floatingBottomAboveFooter}px))`;

/** docs/rules/experiences.md#validation-spec-001-5: survey messages are accepted only from an origin the survey link starts with. */
export function surveyMessageAccepted(messageOrigin: string, surveyUrl: string): boolean {
  return messageOrigin !== '' && messageOrigin !== 'null' && surveyUrl.startsWith(messageOrigin);
}

/**
 * docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: "For one placement" (PLACEMENT.pinBuilderSurvey), the survey waits while the path
 * contains /pin-builder or /idea-pin-builder; surveys of other placements are never postponed.
 */
export const surveyPostponed = (path: string, placementId: number): boolean =>
  placementId === PLACEMENT.pinBuilderSurvey && (path.includes('/pin-builder') || path.includes('/idea-pin-builder'));

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: how a type 5 survey is shown: at once (1), on leave intent (2, with the experiment), or after its delay. */
export function surveyShowMode(actionTrigger: number | undefined, leaveIntentExperiment: boolean): 'now' | 'leave' | 'delayed' {
  if (actionTrigger === 1) return 'now';
  if (actionTrigger === 2 && leaveIntentExperiment) return 'leave';
  return 'delayed';
}

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: tooltip and pulsar modes; neither enabled completes at once and shows nothing. */
export function tooltipMode(hasPulsar = true, hasTooltip = true): 'completeNow' | 'pulsarOnly' | 'tooltipOnly' | 'pulsarThenTooltip' {
  if (!hasPulsar && !hasTooltip) return 'completeNow';
  if (hasPulsar && !hasTooltip) return 'pulsarOnly';
  if (!hasPulsar) return 'tooltipOnly';
  return 'pulsarThenTooltip';
}

/** docs/rules/experiences.md#validation-spec-001-5: a flyout is eligible only when its web anchor placement is this placement and the anchor exists. */
export function flyoutEligible(data: { anchors_by_platform?: { web?: { placement: number } } }, placementId: number, anchorExists: boolean): boolean {
  return data.anchors_by_platform?.web?.placement === placementId && anchorExists;
}

export type HeroVariant = 'dark' | 'welcomeBack' | 'completeOnly' | 'default';

/** docs/rules/experiences.md#hero-banner-spec-001-22: the hero variant is chosen by experience id. */
export function heroVariant(experienceId: number): HeroVariant {
  if (experienceId === SPECIAL_EXPERIENCE.heroDark) return 'dark';
  if (experienceId === SPECIAL_EXPERIENCE.heroWelcomeBack) return 'welcomeBack';
  if (experienceId === SPECIAL_EXPERIENCE.heroCompleteOnly) return 'completeOnly';
  return 'default';
}

/** docs/rules/experiences.md#nag-modal-spec-001-23: the nag modal's complete link is nofollow when it leaves the site. */
export const needsNofollow = (url: string, origin: string): boolean => isOffsiteUrl(url, origin);

/** docs/rules/experiences.md#validation-spec-001-5: banner text given to the style injector is trimmed and escaped. */
export function escapeBannerText(text: string): string {
  return text.trim().replace(/[&<>"'\\]/g, (ch) => `\\${ch.charCodeAt(0).toString(16)} `);
}
