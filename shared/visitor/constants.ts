// Constants of the logged-out visitor's local record and its upsells (docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9).

/** docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9: the logged-out visitor's local record. */
export const VISITOR_RECORD = {
  /**
   * Entries kept in each recent list: 10 visited pin pages (docs/rules/pin-card.md#constants-spec-000-9). The spec names
   * no count for the other lists (searches, clickthroughs, invites, paths); they keep the same 10, one rule for all.
   */
  recentMax: 10,
  /** Counts are bucketed in steps of 5, capped at 20+. */
  countStep: 5,
  countCap: 20,
  /** Days since the last revisit are bucketed in steps of 7, capped at 84+. */
  revisitDayStep: 7,
  revisitDayCap: 84,
  /** A visit at least this long after the last one is a revisit. */
  revisitGapMs: 30 * 60 * 1000,
} as const;

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: upsell timings. */
export const UPSELL_TIMING = {
  appUpsellGapDays: 14,
  /** The first-upsell window: 1 unit of the base period (a day). */
  firstUpsellWindowMs: 24 * 60 * 60 * 1000,
  shareUpsellDelayMs: 4000,
  shareUpsellIntervalMs: 900_000,
  shareAnimationMs: 5000,
} as const;

/** The cookie mirroring the record's app upsell times for the server (shared/visitor/upsell.ts). */
export const APP_UPSELL_COOKIE = 'pb_app_upsell';
/** It lives as long as the longest gap it may need to remember, and then some. */
export const APP_UPSELL_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 90;
/** Where "Get the app" leads: the page on installing the site itself as an app (there is no native app). */
export const APP_INSTALL_URL = '/app/';

/**
 * The sign-up prompt a signed-out visitor sees after scrolling a while. The spec times upsells
 * only by the time since the last one; the scroll distance is ours: two screens' height of a feed.
 */
export const SIGNUP_PROMPT = {
  /** Shown once the page has scrolled this many window heights. */
  scrollScreens: 2,
  /** After a dismissal it stays away this long (the app upsell's gap). */
  dismissGapDays: UPSELL_TIMING.appUpsellGapDays,
  /** Where the dismissal is kept (the visitor's own choice, kept whatever the tracking consent). */
  storageKey: 'pb:signup-prompt-dismissed-at',
} as const;
