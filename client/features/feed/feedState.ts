// Id of the script element carrying a grid's first page (FeedGrid embeds it), which the client's
// entry reads before hydrating without downloading the grid itself.
export const FEED_STATE_ID = '__FEED__';
