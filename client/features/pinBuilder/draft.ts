// The builder's draft, kept in localStorage per member so it survives a reload: the texts, the
// chosen board and section, and the upload (finished, or still processing and polled again).
// Storage that cannot be used is ignored (docs/rules/pin-card.md#errors-and-messages-spec-000-8: storage access failures are logged and ignored).
import { DRAFT_PREFIX, draftsOpen } from './memberDrafts.ts';
import type { SavedUpload } from './uploadModel.ts';

export interface DraftPlace {
  id: string;
  name: string;
}

export interface PinDraft {
  title: string;
  description: string;
  link: string;
  altText: string;
  webUrl: string;
  board: DraftPlace | null;
  section: DraftPlace | null;
  upload: SavedUpload | null;
}

export interface StoryDraft {
  title: string;
  board: DraftPlace | null;
  section: DraftPlace | null;
  pages: Array<{ text: string; upload: SavedUpload | null }>;
}

/** The storage key of a member's draft of one builder. */
export const draftKey = (builder: 'pin' | 'story', viewerId: string | null) => `${DRAFT_PREFIX}${builder}:${viewerId ?? 'anon'}`;

export function loadDraft<T>(key: string): Partial<T> | null {
  if (!draftsOpen()) return null;
  try {
    const raw = window.localStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch (error) {
    console.warn('draft could not be read', error);
    return null;
  }
}

/** Keeps the draft, unless the session this page was opened in has ended in this browser (then nothing is written). */
export function saveDraft<T>(key: string, draft: T): void {
  if (!draftsOpen()) return;
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch (error) {
    console.warn('draft could not be saved', error);
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn('draft could not be cleared', error);
  }
}

/** A saved upload read back from storage, or null when it is not one. */
export function readSavedUpload(value: unknown): SavedUpload | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.uploadId !== 'string' || !/^\d{1,16}$/.test(v.uploadId)) return null;
  const imageUrl = typeof v.imageUrl === 'string' && v.imageUrl.startsWith('/i/') ? v.imageUrl : null;
  return { uploadId: v.uploadId, imageUrl, width: typeof v.width === 'number' ? v.width : null, height: typeof v.height === 'number' ? v.height : null };
}
