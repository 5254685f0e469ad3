// Pins saved by a signed-out visitor, kept locally until sign-in (docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9): at most 2,
// and saving the same pin again replaces its earlier entry.
import { LOGGED_OUT_SAVES_MAX } from '#shared/constants.ts';
import { isId } from '../ids.ts';

export interface LoggedOutSave {
  pinId: string;
  savedAt: number;
}

export type LoggedOutSaveResult = { accepted: true; saves: LoggedOutSave[] } | { accepted: false; saves: LoggedOutSave[] };

/** Adds a save: the same pin replaces its entry; a third different pin is refused. */
export function addLoggedOutSave(saves: readonly LoggedOutSave[], pinId: string, now: number): LoggedOutSaveResult {
  const others = saves.filter((s) => s.pinId !== pinId);
  if (others.length >= LOGGED_OUT_SAVES_MAX) return { accepted: false, saves: [...saves] };
  return { accepted: true, saves: [...others, { pinId, savedAt: now }] };
}

/** Reads stored saves, dropping anything malformed (storage is visitor-controlled). */
export function parseLoggedOutSaves(raw: string | null): LoggedOutSave[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((s): s is LoggedOutSave => Boolean(s) && typeof s === 'object' && typeof s.pinId === 'string' && isId(s.pinId) && typeof s.savedAt === 'number')
      .slice(0, LOGGED_OUT_SAVES_MAX);
  } catch {
    return [];
  }
}
