// The editorial feeds of /today/, /videos/ and /shopping/ (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 discovery routes): their
// titles, what they select and the links between them (their names and paths: ./feedPaths.ts). Pure data for worker and client.

import type { CardSurface } from '#shared/pinCard/context.ts';
import type { DiscoveryFeed } from './feedPaths.ts';

export interface DiscoveryFeedInfo {
  title: string;
  description: string;
  path: string;
  /** Which pins: every kind, article pins, videos, or shoppable (product) pins. */
  kinds: 'all' | 'article' | 'video' | 'product';
  /** Newest first, most saved first, or most saved of the last weeks first. */
  order: 'newest' | 'saves' | 'trending';
}

/**
 * The explore local tab (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): only pins of people in the viewer's country, and each
 * card knows whether the viewer pinned it to a board (its one-tap save then opens the repin page).
 */
export const EXPLORE_LOCAL_FEED = 'today_local' satisfies DiscoveryFeed;

export const DISCOVERY_FEED_INFO: Record<DiscoveryFeed, DiscoveryFeedInfo> = {
  today: { title: 'Today', description: 'Fresh ideas picked for today.', path: '/today/', kinds: 'all', order: 'newest' },
  today_article: {
    title: 'Today: stories to read',
    description: 'Articles and guides people are saving.',
    path: '/today/article/',
    kinds: 'article',
    order: 'newest',
  },
  today_best: { title: 'Today: the best of Pinboard', description: 'The most saved ideas of all time.', path: '/today/best/', kinds: 'all', order: 'saves' },
  today_trending: {
    title: 'Today: trending now',
    description: 'Ideas people saved most in the last weeks.',
    path: '/today/trending/',
    kinds: 'all',
    order: 'trending',
  },
  today_shop: { title: 'Today: shop the ideas', description: 'Products from the ideas people love.', path: '/today/shop/', kinds: 'product', order: 'saves' },
  today_popular: {
    title: 'Today: popular',
    description: 'Popular ideas, newest first among the most saved.',
    path: '/today/popular/',
    kinds: 'all',
    order: 'saves',
  },
  today_local: {
    title: 'Today: local',
    description: 'Ideas from people near you, newest first.',
    path: '/today/local/',
    kinds: 'all',
    order: 'newest',
  },
  videos: { title: 'Videos', description: 'Watch ideas come to life.', path: '/videos/', kinds: 'video', order: 'newest' },
  shopping: { title: 'Shopping', description: 'Shop ideas you can buy.', path: '/shopping/', kinds: 'product', order: 'saves' },
};

/**
 * The card surface of a discovery feed's grid (docs/rules/pin-card.md#display-rules-spec-000-5): a feed of shoppable
 * pins (/shopping/, /today/shop/) is the shop feed, the explore local tab its own surface, the others browsing.
 */
export function discoveryCardSurface(feed: DiscoveryFeed): CardSurface {
  if (feed === EXPLORE_LOCAL_FEED) return 'exploreLocal';
  return DISCOVERY_FEED_INFO[feed].kinds === 'product' ? 'shopFeed' : 'home';
}

/** How many products the shopping page's small carousel shows. */
const SHOPPING_CAROUSEL_SIZE = 6;

/**
 * docs/rules/pin-card.md#screens-and-routes-spec-000-2: the shopping pages lead with a small carousel of their first (most saved)
 * products, on a surface of its own; the grid below shows the rest. Other feeds have no carousel.
 */
export function shoppingCarousel<T extends { pins: unknown[] }>(feed: DiscoveryFeed, page: T): { carousel: T['pins']; grid: T } {
  if (feed !== 'shopping' || page.pins.length <= SHOPPING_CAROUSEL_SIZE) return { carousel: [], grid: page };
  return { carousel: page.pins.slice(0, SHOPPING_CAROUSEL_SIZE), grid: { ...page, pins: page.pins.slice(SHOPPING_CAROUSEL_SIZE) } };
}
