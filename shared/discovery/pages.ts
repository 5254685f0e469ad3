// The page data of the discovery pages: search, topics and ideas, the editorial feeds
// (today, videos, shopping), notifications and "Tune your home feed". shared/pages.ts includes
// these in PageData.
import type { BoardResult, PersonResult, TopicSummary } from '../api/search.ts';
import type { CardPin } from '../pinCard/cardPin.ts';
import type { EmptySearchReason, SearchScope } from '../search/query.ts';
import type { PinPage } from '../types.ts';
import type { DiscoveryFeed } from './feedPaths.ts';

/** What a search page shows: pins (paged), boards, people, or a friendly empty page. */
export type SearchResults = { type: 'pins'; feed: PinPage } | { type: 'boards'; boards: BoardResult[] } | { type: 'users'; people: PersonResult[] };

/** A news hub item (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): someone saved your pin, followed you, commented, or sent a message. */
export interface NewsItem {
  /** Stable id of the item, e.g. save-123 (used by the news hub hide: /v3/news_hub/{news_id}/pin/{pin_id}/hide/). */
  newsId: string;
  type: 'save' | 'follow' | 'comment' | 'message';
  text: string;
  /** Where the item leads. */
  href: string;
  actor: { username: string; fullName: string; imageMediumUrl: string | null };
  /** The item's pin as its card draws it; null for an item without one, or whose pin is gone or not the viewer's to see. */
  pin: CardPin | null;
  createdAt: string;
  unread: boolean;
}

export type DiscoveryPageData =
  | {
      kind: 'search';
      query: string;
      scope: SearchScope;
      rs: string | null;
      results: SearchResults;
      /** Set when nothing is shown: why, with topics to try instead. */
      empty: EmptySearchReason | null;
      suggestions: TopicSummary[];
      /** A member's recent searches, newest first, on the page that asks for a query (each removable without JavaScript). */
      recent?: string[];
    }
  | { kind: 'topicDirectory'; title: string; description: string; base: 'topics' | 'ideas'; topics: TopicSummary[] }
  | { kind: 'topic'; topic: TopicSummary; related: TopicSummary[]; following: boolean; feed: PinPage }
  | {
      kind: 'editorial';
      feed: DiscoveryFeed;
      title: string;
      description: string;
      categoryId: string | null;
      links: Array<{ href: string; label: string }>;
      pins: PinPage;
    }
  | { kind: 'notifications'; items: NewsItem[] }
  | {
      kind: 'editHomeFeed';
      topics: TopicSummary[];
      boards: BoardResult[];
      people: PersonResult[];
    };
