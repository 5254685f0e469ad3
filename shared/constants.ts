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

/** Spec 002 §9: carousel dot size in px. */
export const CAROUSEL_DOT_SIZE = 8;

/** Spec 002 §9: layout breakpoints; below the first the closeup is one column on a phone. */
export const CLOSEUP_BREAKPOINTS = [508, 1016, 488, 992, 672, 1176] as const;

/** Comments: longest comment text in characters (issue 4: "length-limited"). */
export const COMMENT_MAX_LENGTH = 500;
/** Comments and conversation messages per page. */
export const COMMENT_PAGE_SIZE = 20;
/** Longest message sent with a pin in a conversation. */
export const MESSAGE_MAX_LENGTH = 1000;

/** Bot pages live this long in the edge cache (issue 4: "short TTL"), in seconds. */
export const BOT_PAGE_TTL_S = 300;
/** Urls per child sitemap (the protocol allows 50,000; smaller files stay fast to build). */
export const SITEMAP_PAGE_SIZE = 5000;

/** Spec 000 §9: timings of the pin card and save flow, in ms. */
export const CARD_TIMING = {
  hoverOffDelay: 120,
  savedNameDelay: 950,
  savedAnimation: 1000,
  savedAnimationShort: 120,
  saveToast: 5000,
  carouselAccessory: 4000,
  longPress: 500,
} as const;

/** Spec 000 §9: sizes on the pin card, in px. */
export const CARD_SIZES = {
  squarePinHeight: 72,
  /** Square pin height on the shop feed or component 14339. */
  squarePinHeightShop: 104,
  attributionHeight: 68,
  attributionHeightTall: 90,
  priceRowHeight: 18,
  starWidth: 18,
  selectedBorder: 3,
  saveButtonMinWidth: 70,
  saveButtonMinHeight: 40,
  saveButtonMinHeightQuickSave: 48,
} as const;

/** Spec 000 §9: a swipe must move at least 10 px (distance squared 100). */
export const SWIPE_MIN_DISTANCE_SQUARED = 100;

/** Spec 000 §4: carousel scroll arrows show past 4 px and move by half the visible width. */
export const CAROUSEL_SCROLL = { threshold: 4, stepFraction: 0.5 } as const;

/** Spec 000 §5: a story pin's static page counts 5000 ms. */
export const STORY_STATIC_PAGE_MS = 5000;

/** Spec 000 §9: rating scale, and the counts of chips and top reactions. */
export const RATING_SCALE = 5;
export const ANNOTATION_CHIP_COUNT = 3;
export const TOP_REACTION_COUNT = 3;
