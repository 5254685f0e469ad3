// Business constants and limits of the spec, each named once with the section it comes from.

/** Spec 002 §9: masonry column widths and gaps (standard, wide, compact). */
export const MASONRY = {
  standard: { columnWidth: 236, gap: 16 },
  wide: { columnWidth: 270, gap: 16 },
  compact: { columnWidth: 175, gap: 14 },
} as const;

/** Pins per feed page (a page of the grid and of the home feed resource). */
export const FEED_PAGE_SIZE = 25;

/** Spec 002 §3, §9: board lists are paged by 25. */
export const BOARD_PAGE_SIZE = 25;

/** Spec 002 §9 / spec 000 §9: the viewport the server assumes when it knows none. */
export const DEFAULT_SERVER_VIEWPORT = { width: 800, height: 400 } as const;

/** Spec 000 §9: header height; the grid starts below it. */
export const HEADER_HEIGHT = 64;

/** Spec 000 §5, §9: text limits. */
export const TEXT_LIMITS = {
  title: 200,
  description: 496,
  defaultTruncation: 80,
  feedbackName: 32,
  boardTitle: 50,
  boardDescription: 500,
  firstName: 30,
  inviteSenderName: 30,
  overlayName: 22,
  legoSavedTitle: 20,
  domainLabel: 27,
  domainLabelHover: 12,
} as const;

/** Issue 6: how long a signed /offsite/ link stays valid after the page was rendered (seconds). */
export const OFFSITE_TOKEN_TTL_S = 24 * 60 * 60;

/** Issue 6: rate limits (requests per window per client) of link checks and clickthrough logs. */
export const RATE_LIMITS = {
  linkCheck: { limit: 60, windowSeconds: 60 },
  clickthroughLog: { limit: 120, windowSeconds: 60 },
  offsiteVisit: { limit: 120, windowSeconds: 60 },
  signIn: { limit: 10, windowSeconds: 300 },
  signUp: { limit: 5, windowSeconds: 3600 },
  passwordReset: { limit: 5, windowSeconds: 3600 },
} as const;

/** Issue 6: largest body of a /v3/ call (bytes). */
export const V3_BODY_LIMIT = 16 * 1024;
