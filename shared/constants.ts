// Business constants and limits of the spec, each named once with the section it comes from.
import { CLICK_EVENTS } from './events/clickEvents.ts';

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: masonry column widths and gaps (standard, wide, compact). */
export const MASONRY = {
  standard: { columnWidth: 236, gap: 16 },
  wide: { columnWidth: 270, gap: 16 },
  compact: { columnWidth: 175, gap: 14 },
} as const;

/** Pins per feed page (a page of the grid and of the home feed resource). */
export const FEED_PAGE_SIZE = 25;

/**
 * Cards of a grid in a person's first HTML (docs/performance.md): what fills a large first screen, the rest
 * of the page's cards render on the client from the same page data right after hydration (no
 * request; below what is on screen, so nothing on it moves). Measured on the demo data with the
 * standard columns: a 1920x1080 window shows 16 cards of the home feed (6 columns), 13 of a board
 * and 12 of a search; 2560x1440 shows 24; a 390 px phone 6. 18 covers a 1920x1200 window. Bots
 * get every card: their page is the complete page.
 */
export const FIRST_HTML_CARDS = 18;

/** docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#constants-spec-002-9: board lists are paged by 25. */
export const BOARD_PAGE_SIZE = 25;

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9 / docs/rules/pin-card.md#constants-spec-000-9: the viewport the server assumes when it knows none. */
export const DEFAULT_SERVER_VIEWPORT = { width: 800, height: 400 } as const;

/** docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#constants-spec-000-9: text limits. */
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

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: carousel dot size in px. */
export const CAROUSEL_DOT_SIZE = 8;

/**
 * docs/rules/closeup-and-visitors.md#constants-spec-002-9: the closeup's breakpoints 508, 1016, 488, 992, 672, 1176 (px), by what
 * each one sizes. The closeup's layout CSS is generated from these (shared/closeup/layout.ts).
 */
export const CLOSEUP_LAYOUT = {
  /** Below this viewport width the closeup is a phone's: one column, and the 474x image. */
  phoneBelow: 508,
  /** The one-column card's width and its content's width inside it. */
  oneColumnWidth: 508,
  oneColumnContent: 488,
  /** The two-column card's width and its content's width inside it. */
  twoColumnWidth: 1016,
  twoColumnContent: 992,
  /** Viewport widths from which the one-column and the two-column card show (the card and room beside it). */
  oneColumnFrom: 672,
  twoColumnFrom: 1176,
} as const;

/** Comments: longest comment text in characters ("length-limited"). */
export const COMMENT_MAX_LENGTH = 500;
/** Comments and conversation messages per page. */
export const COMMENT_PAGE_SIZE = 20;
/** Longest message sent with a pin in a conversation. */
export const MESSAGE_MAX_LENGTH = 1000;

/**
 * How long a browser or a cache may keep a picture without asking again (seconds). Picture urls never change
 * content, but a deleted pin's pictures must stop being served (docs/security.md#deleted-means-deleted): a
 * day bounds how long a copy outlives the sweep that removed it from storage.
 */
export const IMAGE_CACHE_MAX_AGE_S = 24 * 60 * 60;
/**
 * A bot page is at most this old anywhere, in seconds: the worker's copy in each data centre lives this long from its
 * render, and Workers Cache keeps one for what is left of it (docs/security.md#deleted-means-deleted: any change, a
 * removal or an edit, reaches every crawler within 60 s).
 */
export const BOT_PAGE_TTL_S = 60;
/**
 * Pins whose bot pages a write drops in its own data centre at once (newest first; publicViewChanged): each is four
 * Cache API deletes besides the board's own four, so 11 keeps the write within the 50 subrequests
 * a request may make on the Workers free plan (and fast); older pins of a larger board are retired by the
 * bot page generation instead (worker/seo/botPageGeneration.ts).
 */
export const BOT_PURGE_BOARD_PINS = 11;
/** Urls per child sitemap (the protocol allows 50,000; smaller files stay fast to build). */
export const SITEMAP_PAGE_SIZE = 5000;

/** docs/rules/pin-card.md#constants-spec-000-9: timings of the pin card, in ms (the save flow's, the saved name's 950 ms and the toast's 5000 ms, are SAVE_TIMING). */
export const CARD_TIMING = {
  hoverOffDelay: 120,
  savedAnimation: 1000,
  savedAnimationShort: 120,
  carouselAccessory: 4000,
  longPress: 500,
} as const;

/** docs/rules/pin-card.md#constants-spec-000-9: the page's navigation bars, in px (the header's CSS --header-height is the same 64). */
export const NAV_SIZES = {
  header: 64,
  /** The bottom navigation footer for signed-in new members. */
  footerNewMember: 64,
  footer: 52,
  footerHidden: 0,
} as const;

/**
 * docs/rules/pin-card.md#constants-spec-000-9: the bottom navigation footer's height: 0 when hidden, 64 for signed-in new
 * members, else 52. The footer is the phone's tab bar (client/components/TabBar.tsx), whose height this sets: the
 * stylesheet shows it to members on a phone and gives the page and the floating callout room for it.
 */
export function navFooterHeight(shown: boolean, signedInNewMember: boolean): number {
  if (!shown) return NAV_SIZES.footerHidden;
  return signedInNewMember ? NAV_SIZES.footerNewMember : NAV_SIZES.footer;
}

/** docs/rules/pin-card.md#constants-spec-000-9: sizes on the pin card, in px. */
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

/** docs/rules/pin-card.md#constants-spec-000-9: a swipe must move at least 10 px (distance squared 100). */
export const SWIPE_MIN_DISTANCE_SQUARED = 100;

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: carousel scroll arrows show past 4 px and move by half the visible width. */
export const CAROUSEL_SCROLL = { threshold: 4, stepFraction: 0.5 } as const;

/** docs/rules/pin-card.md#display-rules-spec-000-5: a story pin's static page counts 5000 ms. */
export const STORY_STATIC_PAGE_MS = 5000;

/** docs/rules/pin-card.md#constants-spec-000-9: rating scale, and the counts of chips and top reactions. */
export const RATING_SCALE = 5;
export const ANNOTATION_CHIP_COUNT = 3;
export const TOP_REACTION_COUNT = 3;

/** docs/rules/pin-card.md#constants-spec-000-9: a profile's followers (and the people it follows) are listed 50 to a page. */
export const FOLLOWERS_PAGE_SIZE = 50;
/** docs/rules/pin-card.md#calls-spec-000-7, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: logging event types (18 pin impression, 7352 carousel slot impression, 101 click, then the other click types of docs/rules/pin-card.md#calls-spec-000-7). */
export const EVENT_TYPES = {
  pinImpression: 18,
  carouselSlotImpression: 7352,
  click: 101,
} as const;

/**
 * Views and clicks of ad surfaces (docs/rules/pin-card.md#screens-and-routes-spec-000-2, docs/rules/experiences.md#calls-spec-001-7 "logging events for views and
 * clicks"): the spec names no numbers for these, so this product logs a view as 1 and the
 * ad explanation's closing click as 7761 (shared/events/clickEvents.ts).
 */
export const AD_EXPLANATION_EVENT_TYPES = { view: 1, close: CLICK_EVENTS.adExplanationClose } as const;

/** docs/rules/pin-card.md#constants-spec-000-9: impression buffers keep the last 1000 entries (also the most events one batch may carry). */
export const IMPRESSION_BUFFER_LIMIT = 1000;

/** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#constants-spec-002-9: impression thresholds (fractions visible) and the top cutoff in px. */
export const IMPRESSION_THRESHOLDS = [0, 0.5, 0.8, 1] as const;
/**
 * The percent each threshold's visible and hidden events carry, in the same order: the spec reports the first
 * threshold (anything visible, above 0) as 1 percent, the others as themselves.
 */
export const IMPRESSION_EVENT_PERCENTS = [1, 50, 80, 100] as const;
export const IMPRESSION_TOP_CUTOFF = 143;

/** How often the client flushes its impression buffer (ms); pagehide and visibilitychange flush too. */
export const IMPRESSION_FLUSH_INTERVAL = 10_000;

/** docs/rules/pin-card.md#roles-spec-000-6: creator analytics cover 30 days. */
export const ANALYTICS_DAYS = 30;

/** Counter shards per day: a viewer's events go to one of these objects by viewer hash (no hot spot; docs/performance.md). */
export const IMPRESSION_SHARDS_PER_DAY = 16;

/**
 * Security (docs/security.md): the window an event's time must lie in, around the server's now. The client sends
 * events within seconds of the view (and retries within its page's lifetime); the future margin
 * absorbs skewed clocks. Older or later events are refused, so nothing is counted into past days.
 */
export const EVENT_TIME_WINDOW = { pastMs: 24 * 60 * 60 * 1000, futureMs: 60 * 60 * 1000 } as const;

/**
 * Security (docs/security.md): events of one type for one pin and day counted per viewer (a member, else a client
 * address, IPv6 by /64); more are received but not counted. A person scrolling back and forth
 * past a pin all day stays far below it.
 */
export const EVENTS_PER_VIEWER_PIN_DAY = 100;

/** Objects remembering batch ids across every shard (a batch id is claimed once, whatever days its events name). */
export const EVENT_BATCH_REGISTRIES = 16;

/** Delay before a counter rolls its totals up into D1 (ms). */
export const ROLLUP_DELAY_MS = 1_000;

/**
 * Performance (docs/performance.md): the impression counters roll up less often, since each of a day's shards (by viewer)
 * writes its own rows of a pin: a busy cell is written to D1 once per delay, not once a second.
 */
export const IMPRESSION_ROLLUP_DELAY_MS = 5_000;

/** docs/rules/pin-card.md#constants-spec-000-9: the ad explanation shows at most 4 targeting signals. */
export const AD_EXPLANATION_MAX_SIGNALS = 4;

/** Home feed ad slots (0-based positions within each page of FEED_PAGE_SIZE). */
export const HOME_FEED_AD_SLOTS = [2, 9, 16, 23] as const;

/** docs/rules/experiences.md#constants-spec-001-9: attribution source expiry (s) and priority by source event type. */
export const ATTRIBUTION_SOURCE = {
  click: { expiry: 604_800, priority: 2 },
  view: { expiry: 86_400, priority: 1 },
} as const;

/** docs/rules/pin-card.md#errors-and-messages-spec-000-8, docs/rules/experiences.md#constants-spec-001-9: failed attribution reports are sampled at 0.1. */
export const ATTRIBUTION_FAILURE_SAMPLE_RATE = 0.1;
/**
 * docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#constants-spec-000-9 and docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#constants-spec-002-9: timings of the save flow, in milliseconds. The two specs
 * name different toast durations: docs/rules/pin-card.md's 5000 ms is the card's save toast ("Saved to {board}"
 * with Change and Organize, which a person needs time to press); docs/rules/closeup-and-visitors.md's default 2000 ms is every
 * other toast of the save flow (an error, "Pin deleted!"). Both fade out in 200 ms; the saved
 * toast's icon animates 700 ms after it appears.
 */
export const SAVE_TIMING = {
  savedNameDelay: 950,
  saveToast: 5000,
  toastDefault: 2000,
  toastFadeOut: 200,
  toastAnimationStart: 700,
  repinConfirmationDelay: 2500,
} as const;

/** docs/rules/experiences.md#constants-spec-001-9, docs/rules/closeup-and-visitors.md#constants-spec-002-9: the resurrection window and the new-user window, in days. */
export const RESURRECTION_WINDOW_DAYS = 28;
export const NEW_USER_WINDOW_DAYS = 28;

/** docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9: pins a signed-out visitor may save locally. */
export const LOGGED_OUT_SAVES_MAX = 2;

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: a viewer with fewer boards than this has save_behavior fetched. */
export const SAVE_BEHAVIOR_BOARD_COUNT = 5;

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: the name of the quick-saves board (layout quick_saves, shown as Profile). */
export const QUICK_SAVES_BOARD_NAME = 'Quick Saves';
/** Outbound links (docs/security.md#outbound-link-safety): how long a signed /offsite/ link stays valid after the page was rendered (seconds). */
export const OFFSITE_TOKEN_TTL_S = 24 * 60 * 60;
/**
 * Performance (docs/performance.md): a signed /offsite/ link expires at the end of a window of this many seconds (so it
 * stays valid between OFFSITE_TOKEN_TTL_S and that plus the window), which makes a pin's link the
 * same for every render in the window and lets an isolate sign it once (worker/offsite/sign.ts).
 */
export const OFFSITE_TOKEN_WINDOW_S = 5 * 60;

/**
 * Outbound links and security (docs/security.md#outbound-link-safety, docs/security.md): rate limits, requests per window. A bucket counts per client address (IPv6
 * by /64) and per signed-in member; the `...Account` buckets count per account a credential check
 * names, from any number of addresses. `failClosed` marks the buckets guarding credentials (guessing
 * passwords, probing emails, mass sign-ups): when the limiter cannot be reached they refuse (503), every
 * other bucket lets the request through (worker/middleware/rateLimit.ts).
 *
 * Where a bucket is counted (docs/security.md#rate-limits-exact-and-per-location): by default in the
 * RateLimiter Durable Object, exact across the world, with a window of any length and a cost per
 * request. `edge` names instead a Rate Limiting binding of wrangler.toml (`[[ratelimits]]`, whose
 * `simple` limit and period must equal this entry's limit and window: tests/unit/wranglerConfig.test.ts):
 * counted in each data centre with no storage round trip, so approximate, for ceilings against floods
 * that need no exactness, no cost and a window of 10 or 60 seconds. No credential bucket is one.
 */
export const RATE_LIMITS = {
  linkCheck: { limit: 60, windowSeconds: 60, edge: 'LINK_CHECK_LIMITER' },
  clickthroughLog: { limit: 120, windowSeconds: 60, edge: 'CLICKTHROUGH_LOG_LIMITER', perPerson: true },
  offsiteVisit: { limit: 120, windowSeconds: 60, edge: 'OFFSITE_VISIT_LIMITER', perPerson: true },
  /** Sign-in attempts per client and per person group (an IPv6 /48): each right one adds a sessions row. */
  signIn: { limit: 10, windowSeconds: 300, failClosed: true, perPerson: true },
  /**
   * Sign-in attempts per account (whichever spelling names it: username or email, any case) and
   * client address: beyond it that address is refused for that account, the owner elsewhere is not.
   */
  signInAccountClient: { limit: 10, windowSeconds: 900, failClosed: true },
  /**
   * Sign-in attempts per account from all addresses and browsers together, however they arrive (in
   * parallel too: counted atomically): beyond it refused, except from a known device of the account
   * (worker/auth/knownDevice.ts), whose attempts count in signInDevice and signInKnownDevices instead; a reset link by
   * email always works (docs/security.md#classes-of-attack-and-where-they-are-stopped).
   */
  signInAccount: { limit: 20, windowSeconds: 900, failClosed: true },
  /** Sign-in attempts from one known device of an account (its signed device cookie): its own bucket, so guessers elsewhere cannot lock it out. */
  signInDevice: { limit: 10, windowSeconds: 900, failClosed: true },
  /**
   * Sign-in attempts from all known devices of an account together (after signInDevice): only a browser that signed in with
   * the password holds one, so guessers cannot spend it, and an account's new sessions stay bounded (signInAccount + this).
   */
  signInKnownDevices: { limit: 20, windowSeconds: 900, failClosed: true },
  /**
   * Accounts made per client and per person group (an IPv6 /48), signed in or not (`asVisitor`: the session of the account
   * made last would otherwise count each sign-up under a new member): one /48 makes 5 an hour, not 5 per /64.
   */
  signUp: { limit: 5, windowSeconds: 3600, failClosed: true, perPerson: true, asVisitor: true },
  /**
   * Accounts made per client and person (an IPv4 address, an IPv6 /48) in 30 days, signed in or not, counted only when an account is
   * about to be made (UserRegisterResource, the one door that makes one): each account has its own `addedBytes` day, so this bounds
   * what one person's accounts add (shared/addedBytesBudget.ts; docs/security.md#rate-limits-exact-and-per-location).
   */
  accountsMade: { limit: 20, windowSeconds: 30 * 86_400, failClosed: true, perPerson: true, asVisitor: true },
  /** Reset links asked for, per client and per person group (each one a row and a mail). */
  passwordReset: { limit: 5, windowSeconds: 3600, failClosed: true, perPerson: true },
  /** Reset links asked for one email, whatever addresses ask (no mail bombing one person). */
  passwordResetAccount: { limit: 5, windowSeconds: 3600, failClosed: true },
  /** Reset tokens tried, per client. */
  passwordResetComplete: { limit: 10, windowSeconds: 3600, failClosed: true },
  /** Current-password checks in account settings, per client and member. */
  passwordCheck: { limit: 10, windowSeconds: 900, failClosed: true },
  /** Email lookups of the sign-up form (GET /v3/register/exists/), per client. */
  emailLookup: { limit: 20, windowSeconds: 600, failClosed: true },
  /** Lookups of one email (any case or spacing) by the sign-up form and sign-ups naming it, whatever addresses ask: no probing one person from many addresses. */
  emailLookupAccount: { limit: 10, windowSeconds: 3600, failClosed: true },
  /** Pins sent and replies per member and minute, shared by both (a ceiling for spam, not for people); 300 a day, exact. */
  messageSend: { limit: 30, windowSeconds: 60, edge: 'MESSAGE_SEND_LIMITER', perDay: 300 },
  /**
   * Event batches per client and minute (a signed-out caller per person group too): far above what one page sends (a flush
   * every 10 s per grid), a ceiling for floods.
   */
  eventIngest: { limit: 300, windowSeconds: 60, edge: 'EVENT_INGEST_LIMITER', perPerson: true },
  /** Events per client (and person group) in ten minutes, counted by the batch's size: no person produces 3,000 a minute. */
  eventVolume: { limit: 30_000, windowSeconds: 600, perPerson: true },
  /** docs/rules/experiences.md#client-logs: experience logs and error reports per client in ten minutes (a page sends a handful). */
  clientLog: { limit: 60, windowSeconds: 600, perPerson: true },
  /**
   * PUT /v3/experiences/{placed}/trigger/ per client (address, else the anonymous cookie, and the member) in ten minutes:
   * a page triggers a handful; a ceiling for scripts writing trigger rows (docs/security.md#rate-limits-exact-and-per-location).
   */
  experienceTrigger: { limit: 60, windowSeconds: 600, perPerson: true, signedOutOnly: true },
  /**
   * An experience recorded as viewed, completed or dismissed, per client in ten minutes: a page records a handful; each call
   * of a cookie-less visitor is a new viewer's row (docs/security.md#rate-limits-exact-and-per-location).
   */
  experienceRecord: { limit: 60, windowSeconds: 600, perPerson: true, signedOutOnly: true },
  /**
   * What a caller adds to D1 in log and visitor rows, in bytes per day: every row such a door writes spends its size here
   * first (worker/middleware/addedBytes.ts), exact across locations. A signed-out caller is counted per client and person
   * group, a member by their account alone (`memberByAccount`: the rows are the same whoever writes them, and members
   * behind one address are not one person), so one person or one account holds at most addedBytesHeld()
   * (shared/addedBytesBudget.ts; docs/security.md#rate-limits-exact-and-per-location).
   */
  addedBytes: { limit: 1_000_000, windowSeconds: 86_400, perPerson: true, memberByAccount: true },
  /** Attribution source requests per client in ten minutes (a promoted card registers once when seen, once on click). */
  attributionSource: { limit: 120, windowSeconds: 600 },
  /** Uploads started per member (VIPResource create, and pins made from a url or a data url); 300 a day, exact. */
  upload: { limit: 60, windowSeconds: 3600, perDay: 300 },
  /**
   * Writes that reach someone else, per member and client and minute: a comment, a save (and a bulk copy
   * or an onboarding pick, which save), a follow of a member or a board, a report, a board made, an
   * appeal, a collaborator invite; each can notify a member or a moderator. A ceiling for scripts (35
   * comments in 3 s notified a pin's owner 35 times), far above what a person does (docs/security.md); 1,000 a day, exact.
   */
  socialWrite: { limit: 30, windowSeconds: 60, perDay: 1000 },
  /**
   * Pin rows a member adds in a day, each counted: a pin made, a save, every pin of a bulk or select-all copy, every
   * onboarding pick (worker/middleware/pinsAdded.ts). A copy repeats its pin's row (texts, link, a story's pages), so a
   * request that copies a whole board spends as many as it adds; exact, by the account
   * (docs/security.md#rate-limits-exact-and-per-location).
   */
  pinsAdded: { limit: 1_000, windowSeconds: 86_400, memberByAccount: true },
  /** Pins created, edited or deleted per member and minute; 500 a day, exact. */
  pinWrite: { limit: 30, windowSeconds: 60, edge: 'PIN_WRITE_LIMITER', perDay: 500 },
  /**
   * A member's own marks, each one row per member and thing marked (a pin hidden from feeds, search or a news item, a board
   * favourited, a board's sensitivity screen passed) and their undo, per member and minute; 500 a day, exact
   * (docs/security.md#rate-limits-exact-and-per-location). Hiding a whole grid is a few dozen.
   */
  ownMark: { limit: 60, windowSeconds: 60, perDay: 500 },
  /**
   * Writes that change what public pages show and have no bucket of their own (a board's fields, deletion, sections, its
   * pins' order, a save moved or removed, a bulk delete, a comment removed or comments turned off, a profile, a business
   * name), per member and client and minute: each moves the public-view generation (docs/security.md#rate-limits-exact-and-per-location).
   * A ceiling for scripts, far above a person's edits (organize mode's drags, about one a second); 2,000 a day, exact.
   */
  publicViewEdit: { limit: 60, windowSeconds: 60, perDay: 2000 },
  /** docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 utm_pai: share-link landings recorded per client and minute. */
  shareOpen: { limit: 60, windowSeconds: 60, edge: 'SHARE_OPEN_LIMITER', perPerson: true },
  /** GET /healthz, per address (worker/health/routes.ts; docs/operations.md#watching-the-deployed-site): an uptime monitor's polls cannot become load. */
  healthCheck: { limit: 30, windowSeconds: 60, edge: 'HEALTH_LIMITER' },
} as const satisfies Record<string, RateLimitRule>;

/**
 * docs/security.md#rate-limits-exact-and-per-location: what a search hide keeps of its query and pin_type, in UTF-8 bytes (cut
 * between characters; up to 200 characters of each are accepted), so a row holds at most about 500 bytes.
 */
export const SEARCH_HIDE_TEXT_BYTES = { query: 200, pinType: 32 } as const;

/** A bucket counted in the RateLimiter Durable Object: exact, any window, fails open or closed. */
interface StoredRateLimitRule {
  limit: number;
  windowSeconds: number;
  /** Refuse (503) when the limiter cannot be reached, instead of letting the request through. */
  failClosed?: true;
  edge?: undefined;
  perPerson?: true;
  signedOutOnly?: true;
  asVisitor?: true;
  memberByAccount?: true;
  perDay?: number;
}

/** A bucket counted by a Rate Limiting binding in each data centre: a window of 10 or 60 seconds, fails open. */
interface EdgeRateLimitRule {
  limit: number;
  windowSeconds: 10 | 60;
  /** The binding's name in wrangler.toml `[[ratelimits]]` (and so in Env). */
  edge: `${string}_LIMITER`;
  failClosed?: undefined;
  perPerson?: true;
  signedOutOnly?: true;
  asVisitor?: true;
  memberByAccount?: true;
  perDay?: number;
}

/**
 * A rule's `perPerson`: a signed-out caller is counted, beside its client (an IPv6 /64), against its person group
 * (ADDRESS_GROUPS.person: an IPv6 /48, which anyone gets free) with the same limit, so a bucket guarding rows a
 * signed-out visitor adds (or accounts made) is not multiplied by 65,536 /64s (docs/security.md#rate-limits-exact-and-per-location).
 * A member is counted as the member instead. A rule's `signedOutOnly`: a member is not counted at all, for a bucket
 * guarding rows only signed-out callers multiply (a member's experience rows are one per member and experience). A rule's
 * `asVisitor`: a member is counted as a signed-out caller would be (client and person group), for a bucket guarding what a
 * person makes whoever is signed in (accounts: each sign-up signs in as the account it made). A rule's
 * `memberByAccount`: a member is counted by their account key alone, not by the address they call from. A rule's `perDay`:
 * besides its window, the bucket allows at most this many a day, counted exactly in the RateLimiter object (an edge bucket's
 * too), a member by the account alone and a signed-out caller per client and person group: the daily bound every door that
 * adds rows a member keeps declares (docs/security.md#rate-limits-exact-and-per-location).
 */
export type RateLimitRule = StoredRateLimitRule | EdgeRateLimitRule;

/**
 * docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/security.md#rate-limits-exact-and-per-location: a signed-out
 * visitor's experience rows (experience_states, experience_triggers under an `anon:` viewer key) are deleted by the scheduled
 * handler once nothing was recorded in them for this long; `batch` rows of each table per statement, at most `batches` per run.
 */
export const SIGNED_OUT_EXPERIENCE_ROWS = { maxAgeMs: 30 * 24 * 60 * 60 * 1000, batch: 500, batches: 10 } as const;

/**
 * docs/security.md#rate-limits-exact-and-per-location: the log tables signed-out calls add rows to lose each raw row once
 * it is this old (ms), whoever made it, in the same scheduled run and batches as SIGNED_OUT_EXPERIENCE_ROWS. No report reads
 * offsite_clickthroughs, experience_clickthroughs or password_resets (a reset link lives an hour); the sharer's "people who
 * opened" reads share_opens of the last 90 days.
 */
export const SIGNED_OUT_LOG_ROWS = {
  password_resets: 30 * 24 * 60 * 60 * 1000,
  offsite_clickthroughs: 30 * 24 * 60 * 60 * 1000,
  experience_clickthroughs: 30 * 24 * 60 * 60 * 1000,
  share_opens: 90 * 24 * 60 * 60 * 1000,
} as const;

/**
 * docs/security.md#deleted-means-deleted: a `sessions` row is deleted once it has been expired or revoked this long (ms), by
 * the scheduled run that expires SIGNED_OUT_LOG_ROWS, in its batches: nothing reads an ended session (the last sign-in a
 * resurrection needs is `users.signed_in_at`).
 */
export const ENDED_SESSION_ROWS_MS = 0;

/**
 * docs/security.md#rate-limits-exact-and-per-location: what one row a door of the byte budget writes costs beyond its values'
 * bytes (its key, record header and index entries), and the most one person (an IPv4 address, an IPv6 /48) or one account
 * may hold in D1 through those doors (tests/unit/addedBytesBudget.test.ts fails when the constants allow more).
 */
export const ADDED_ROW_OVERHEAD_BYTES = 256;
export const ADDED_BYTES_PERSON_BUDGET = 100 * 1000 ** 2;

/** Outbound links (docs/security.md#outbound-link-safety): largest body of a /v3/ call (bytes). */
export const V3_BODY_LIMIT = 16 * 1024;

/** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#calls-spec-002-7, docs/rules/closeup-and-visitors.md#constants-spec-002-9: the client polls VIPResource get this often until an upload succeeded or failed. */
export const UPLOAD_POLL_INTERVAL_MS = 5000;

/**
 * What an upload may be and how long it lives. `processAttempts` is the queue's
 * `max_retries` (wrangler.toml) plus the first delivery: the last attempt marks the upload failed.
 * `ttlSeconds` stays within the 12 hours a queue message may be delayed (the expiry message).
 */
export const UPLOAD_LIMITS = {
  /** Largest original accepted (bytes). */
  maxBytes: 10 * 1024 * 1024,
  /** Bytes one member may upload per rolling day. */
  dailyBytesPerMember: 200 * 1024 * 1024,
  /** Largest picture accepted, in pixels (width x height), and its longest side. */
  maxPixels: 40_000_000,
  maxSide: 12_000,
  /** An upload never made into a pin is deleted this long after it was created (seconds). */
  ttlSeconds: 12 * 60 * 60,
  /** Deliveries of a processing message before the upload is marked failed. */
  processAttempts: 4,
  /** Story pins: pages per story. */
  storyMinPages: 2,
  storyMaxPages: 20,
  /** Longest text block of a story page. */
  storyTextLength: 250,
} as const;

/** Text limits of a pin its creator writes (docs/rules/pin-card.md#constants-spec-000-9: title 200, board pin description 500). */
export const PIN_TEXT_LIMITS = { title: 200, description: 500, altText: 500 } as const;

/** docs/rules/closeup-and-visitors.md#calls-spec-002-7: distinct named states a member may keep (UserStateResource); a new name beyond it is refused. */
export const USER_STATE_MAX_NAMES = 100;
