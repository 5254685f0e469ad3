// Search results as a pin feed: the ranked pins of a query in a pin scope, through the
// one pipeline (decorated, links signed, paged by bookmark). A query without words, or an own
// scope for a signed-out visitor, is an empty page: never an error.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { isOwnScope, type PinSearchScope, searchWords } from '#shared/search/query.ts';
import type { PinPage } from '#shared/types.ts';
import { readBookmark } from '#worker/api/bookmarks.ts';
import { type FeedViewer, pinFeedPage } from '#worker/feed/pipeline.ts';
import type { PinFeedEnv } from '#worker/offsite/sign.ts';
import { searchPins } from './searchData.ts';

/** A page of pins for a query in a pin scope; `alongside`: statements run in the same D1 batch as its read (the page's writes). */
export function searchFeedPage(
  env: PinFeedEnv,
  viewer: FeedViewer,
  query: string,
  scope: PinSearchScope,
  bookmark: string | null,
  pageSize = FEED_PAGE_SIZE,
  alongside: D1PreparedStatement[] = [],
): Promise<PinPage> {
  const position = readBookmark('search', bookmark);
  const words = searchWords(query);
  if (words.length === 0 || (isOwnScope(scope) && viewer.id === null)) return Promise.resolve({ pins: [], bookmark: null });
  return pinFeedPage(
    env,
    viewer,
    {
      kind: 'search',
      read: async (at, options) => {
        const page = await searchPins(env.DB, words, scope, at?.o ?? 0, pageSize, options, alongside);
        return { pins: page.pins, next: page.next === null ? null : { o: page.next }, viewerColumnsRead: true };
      },
    },
    position,
  );
}
