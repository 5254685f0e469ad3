// The state of a pin's comment list: the comments shown, the exact count, the next page and the
// add and delete actions. One model per list (never module-level).
import { batch, type Signal, signal } from '@preact/signals-react';
import { callResource, getResource } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { CommentPage, PinComment } from '#shared/types.ts';

export interface CommentsModel {
  comments: Signal<PinComment[]>;
  count: Signal<number>;
  bookmark: Signal<string | null>;
  busy: Signal<boolean>;
  error: Signal<string | null>;
  loadMore: () => Promise<void>;
  add: (text: string) => Promise<boolean>;
  remove: (id: string) => Promise<void>;
}

const message = (e: unknown) => (e instanceof Error ? e.message : SERVER_ERROR_MESSAGE);

export function createCommentsModel(pinId: string, first: CommentPage): CommentsModel {
  const comments = signal(first.comments);
  const count = signal(first.count);
  const bookmark = signal(first.bookmark);
  const busy = signal(false);
  const error = signal<string | null>(null);

  async function run<T>(work: () => Promise<T>): Promise<T | null> {
    if (busy.value) return null;
    busy.value = true;
    error.value = null;
    try {
      return await work();
    } catch (e) {
      error.value = message(e);
      return null;
    } finally {
      busy.value = false;
    }
  }

  return {
    comments,
    count,
    bookmark,
    busy,
    error,
    loadMore: async () => {
      if (!bookmark.value) return;
      const answer = await run(() => getResource('CommentsResource', { pin_id: pinId, bookmark: bookmark.value }));
      if (!answer) return;
      const seen = new Set(comments.value.map((c) => c.entityId));
      batch(() => {
        comments.value = [...comments.value, ...answer.data.comments.filter((c) => !seen.has(c.entityId))];
        bookmark.value = answer.data.bookmark;
        count.value = answer.data.count;
      });
    },
    add: async (text) => {
      const answer = await run(() => callResource('CommentsResource', 'create', { pin_id: pinId, text }));
      if (!answer) return false;
      batch(() => {
        comments.value = [answer.data, ...comments.value];
        count.value += 1;
      });
      return true;
    },
    remove: async (id) => {
      const answer = await run(() => callResource('CommentsResource', 'delete', { id }));
      if (!answer) return;
      batch(() => {
        comments.value = comments.value.filter((c) => c.entityId !== id);
        count.value -= 1;
      });
    },
  };
}
