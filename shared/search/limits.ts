// The search query's length limit on its own: the header's search box, in every page's first download, takes it
// from here rather than from ./query.ts (0.5 KiB gzip more). A plain number, which the bundler writes into the
// box; the SEARCH_LIMITS object would itself have to be in that download.

/** A longer query is cut here (never an error); every search field's maxLength. SEARCH_LIMITS.queryLength. */
export const SEARCH_QUERY_LENGTH = 200;
