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

/** Spec 000 §4, §9 and spec 002 §4, §9: timings of the save flow, in milliseconds. */
export const SAVE_TIMING = {
  savedNameDelay: 950,
  saveToast: 5000,
  repinConfirmationDelay: 2500,
} as const;

/** Spec 002 §3, §5, §9: pins a signed-out visitor may save locally. */
export const LOGGED_OUT_SAVES_MAX = 2;

/** Spec 002 §9: a viewer with fewer boards than this has save_behavior fetched. */
export const SAVE_BEHAVIOR_BOARD_COUNT = 5;

/** Spec 002 §9: the name of the quick-saves board (layout quick_saves, shown as Profile). */
export const QUICK_SAVES_BOARD_NAME = 'Quick Saves';
