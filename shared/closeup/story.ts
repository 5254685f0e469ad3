// The story pin page viewer on the closeup (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 storyPinData, §4 deleted story pins and
// swipes, §5 durations; docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 arrows disabled at the ends): which pages show, how the page
// index moves by button, key and swipe, the "n of total" progress and each page's duration.
import { STORY_STATIC_PAGE_MS } from '../constants.ts';
import { formatDuration, storyPinDuration } from '../pinCard/badge.ts';
import type { Pin, StoryPinBlock, StoryPinPage } from '../types.ts';

/** A horizontal touch movement shorter than this (px) is a tap, not a swipe. */
export const STORY_SWIPE_MIN_PX = 40;

/** What the closeup shows for a story pin: the deleted placeholder, its pages, or no viewer. */
export type StoryView = { kind: 'deleted' } | { kind: 'pages'; pages: StoryPinPage[] } | { kind: 'none' };

/**
 * docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: a deleted story pin shows the deleted placeholder, never its pages; a story with
 * no page that has a visual or text block has no viewer (the cover stays).
 */
export function storyView(story: Pin['storyPinData']): StoryView {
  if (!story) return { kind: 'none' };
  if (story.isDeleted) return { kind: 'deleted' };
  const pages = (story.pages ?? []).filter((page) => (page.blocks ?? []).some((b) => b.imageSignature || b.text?.trim()));
  return pages.length ? { kind: 'pages', pages } : { kind: 'none' };
}

/** The page index after one step back (-1) or forward (+1), clamped to the pages (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). */
export function moveStoryPage(index: number, direction: -1 | 1, pageCount: number): number {
  const last = Math.max(0, pageCount - 1);
  return Math.min(last, Math.max(0, index + direction));
}

/** Which buttons are disabled: previous on the first page, next on the last (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). */
export function storyArrows(index: number, pageCount: number): { prevDisabled: boolean; nextDisabled: boolean } {
  return { prevDisabled: index <= 0, nextDisabled: index >= pageCount - 1 };
}

/** The progress text under the viewer, 1-based: "2 of 5". */
export function storyProgressText(index: number, pageCount: number): string {
  return `${Math.min(Math.max(0, index), Math.max(0, pageCount - 1)) + 1} of ${Math.max(1, pageCount)}`;
}

/** The step a key press asks for: the left and right arrows page, every other key is ignored. */
export function storyKeyStep(key: string): -1 | 1 | null {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return null;
}

/**
 * The step a horizontal swipe asks for (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): a left swipe (negative dx) advances only
 * when not on the last page, a right swipe goes back only when the index is above 0.
 */
export function storySwipeStep(dx: number, index: number, pageCount: number): -1 | 1 | null {
  if (!Number.isFinite(dx) || Math.abs(dx) < STORY_SWIPE_MIN_PX) return null;
  if (dx < 0) return index < pageCount - 1 ? 1 : null;
  return index > 0 ? -1 : null;
}

/** The block a page shows as its picture: its first image or video block with an image. */
export function storyPageVisual(page: StoryPinPage): StoryPinBlock | null {
  return (page.blocks ?? []).find((b) => (b.type === 'image' || b.type === 'video') && b.imageSignature) ?? null;
}

/** The text blocks of a page, trimmed, empty ones left out. */
export function storyPageTexts(page: StoryPinPage): string[] {
  return (page.blocks ?? []).flatMap((b) => (b.type === 'text' && b.text?.trim() ? [b.text.trim()] : []));
}

/**
 * docs/rules/pin-card.md#display-rules-spec-000-5: a page with video blocks lasts their duration; a static page counts 5000 ms.
 * @example storyPageDuration({ blocks: [{ type: 'image' }] }) // 5000
 */
export function storyPageDuration(page: StoryPinPage): number {
  const video = (page.blocks ?? [])
    .filter((b) => b.type === 'video')
    .reduce((sum, b) => sum + (Number.isFinite(b.duration) && b.duration! > 0 ? b.duration! : 0), 0);
  return video > 0 ? video : STORY_STATIC_PAGE_MS;
}

/**
 * The duration badge of the whole story (docs/rules/pin-card.md#display-rules-spec-000-5, as on the card): m:ss, or null when the
 * story has no video and at most one static page, or was deleted.
 */
export function storyDurationBadge(story: Pin['storyPinData']): string | null {
  if (!story || story.isDeleted) return null;
  const ms = storyPinDuration(story);
  return ms === null ? null : formatDuration(ms);
}
