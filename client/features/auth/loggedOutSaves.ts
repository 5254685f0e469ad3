// The signed-out visitor's saves in localStorage (rules in shared/save/loggedOutSaves.ts), and
// saving them for real once after sign-in (spec 002 §3, spec 000 §4 "Logged-out saves").

import { callResource } from '#client/lib/resource.ts';
import { addLoggedOutSave, type LoggedOutSave, parseLoggedOutSaves } from '#shared/save/loggedOutSaves.ts';

const KEY = 'pb:logged-out-saves';

function read(): LoggedOutSave[] {
  try {
    return parseLoggedOutSaves(window.localStorage.getItem(KEY));
  } catch (error) {
    console.warn('storage unavailable', error);
    return [];
  }
}

function write(saves: LoggedOutSave[]): void {
  try {
    if (saves.length) window.localStorage.setItem(KEY, JSON.stringify(saves));
    else window.localStorage.removeItem(KEY);
  } catch (error) {
    console.warn('storage unavailable', error);
  }
}

/** Keeps a signed-out save; false when two other pins are already kept. */
export function keepLoggedOutSave(pinId: string): boolean {
  const result = addLoggedOutSave(read(), pinId, Date.now());
  if (result.accepted) write(result.saves);
  return result.accepted;
}

/** Saves the kept pins to the profile once, then clears them (a failed one is not retried). */
export async function flushLoggedOutSaves(): Promise<number> {
  const saves = read();
  if (!saves.length) return 0;
  write([]);
  let saved = 0;
  for (const save of saves) {
    try {
      await callResource('RepinResource', 'create', { pin_id: save.pinId });
      saved++;
    } catch (error) {
      console.warn('a signed-out save could not be saved', error);
    }
  }
  return saved;
}
