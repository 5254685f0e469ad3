// docs/rules/experiences.md constants of the experiences layer: types, placements, special ids, timings and sizes,
// each named once with the section it comes from.

/** docs/rules/experiences.md#experience-data-spec-001-3: experience types. Type 1 is ours: a banner whose display_data decides the kind. */
export const EXPERIENCE_TYPE = {
  banner: 1,
  survey: 5,
  tooltip: 8,
  toast: 10,
  hero: 13,
  nagModal: 14,
  modal: 26,
  neutralCallout: 27,
  floatingCallout: 28,
  popover: 29,
} as const;
export type ExperienceType = (typeof EXPERIENCE_TYPE)[keyof typeof EXPERIENCE_TYPE];
export const EXPERIENCE_TYPES = Object.values(EXPERIENCE_TYPE) as ExperienceType[];

/** docs/rules/experiences.md#experience-data-spec-001-3: display_data.component_type of banners. */
export const COMPONENT_TYPE = { promotionalBanner: 1, flyout: 2, searchDelight: 3 } as const;

/** docs/rules/experiences.md#validation-spec-001-5: callout display types (upsell is the fourth, validated alike). */
export const CALLOUT_TYPES = ['error-callout', 'info-callout', 'warning-callout'] as const;

/** docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#constants-spec-001-9: placements with a rule of their own. */
export const PLACEMENT = {
  /** Viewing an experience here refreshes all experiences. */
  refreshAll: 1000162,
  /** Special placements: an experience here logs NoAction when nothing happens for 4 s. */
  noAction: [1000421, 1000069] as readonly number[],
  /**
   * docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: "For one placement, the survey is postponed while the path contains /pin-builder
   * or /idea-pin-builder, re-checked every 3 s." The spec does not say which placement. docs/rules/closeup-and-visitors.md
   * §9 names the survey's pin-builder rule and, among the special ids, "placements 1000421 and
   * 1000069"; of those two we take 1000069 as the survey placement the rule belongs to (the demo's
   * pin-builder survey sits there). A choice: docs/decisions/012-rules-the-spec-leaves-open.md.
   */
  pinBuilderSurvey: 1000069,
  /** Ours: the cookie consent banner (docs/rules/experiences.md#cookie-consent-banner-spec-001-21). */
  cookieConsent: 1000500,
} as const;

/** docs/rules/experiences.md#messages-and-where-they-show-spec-001-2, docs/rules/experiences.md#roles-spec-001-6, docs/rules/experiences.md#constants-spec-001-9: experience ids with a rule of their own. */
export const SPECIAL_EXPERIENCE = {
  locationUpsell: 502722,
  upgradeToBusiness: 503755,
  hideFooter: 500417,
  /** Hero variants chosen by experience id (docs/rules/experiences.md#hero-banner-spec-001-22). */
  heroDark: 502597,
  heroWelcomeBack: 500863,
  heroCompleteOnly: 501153,
  /** Ours: the cookie consent experience completed when a choice is made. */
  cookieConsent: 507054,
} as const;

/** docs/rules/experiences.md#roles-spec-001-6: the upgrade-to-business link. */
export const BUSINESS_CONVERT_PATH = '/business/convert/';

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#constants-spec-001-9: every timing of the layer, in milliseconds. */
export const TIMING = {
  cookieToast: 3000,
  heroSlide: 400,
  thumbnailAutoDismiss: 3000,
  noAction: 4000,
  floatingMarginTransition: 300,
  toastAppear: 100,
  toastDefault: 2000,
  toastExit: 200,
  educationToastDelay: 2000,
  surveyLoadTimeout: 15_000,
  surveyPresentationDelay: 5000,
  pinBuilderRecheck: 3000,
  popoverScrollDismiss: 1500,
} as const;

/** docs/rules/experiences.md#constants-spec-001-9: limits and sizes. */
export const LIMITS = {
  thumbnails: 3,
  narrowWidth: 480,
  calloutIconMin: 1,
  calloutIconMax: 31,
  floatingBottomMobile: 24,
  floatingBottomAboveFooter: 8,
} as const;

/** docs/rules/experiences.md#media-modal-spec-001-29, docs/rules/experiences.md#constants-spec-001-9: media modal sizes. */
export const MODAL_MEDIA_SIZE = {
  desktop: { width: 540, height: 363 },
  mobile: { width: 320, height: 215 },
} as const;

// docs/rules/experiences.md#constants-spec-001-9's verified merchant badge sizes are in badgeSizes.ts: the badge is on pin cards and
// closeups, which download that one constant without the experiences' timings and placements.

/** Anchors an anchored experience (tooltip, flyout, popover) may name, and the element each means. */
export const ANCHORS: Record<string, string> = {
  header_logo: '.header__logo',
  home_link: '.header__home',
  first_pin: '[data-test-id="pin"]',
  main: '#main',
};
