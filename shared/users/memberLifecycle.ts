// New and resurrected members (docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#constants-spec-001-9; docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#constants-spec-002-9): a member is new for 28 days after
// joining; one who signs in again after 28 days or more away is resurrected, and stays so for 28
// days. Both are eligible for the image-only grid (docs/rules/pin-card.md#roles-spec-000-6), an experiment for new or
// resurrected members.
import { NEW_USER_WINDOW_DAYS, RESURRECTION_WINDOW_DAYS } from '../constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two shapes a user's resurrection data comes in (docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/closeup-and-visitors.md#entities-spec-002-3). */
export interface ResurrectionData {
  resurrection_info?: { resurrection_dt?: string | number | null } | null;
  resurrectionInfo?: { resurrectionDate?: string | number | null } | null;
}

/** The resurrection date read from resurrection_info.resurrection_dt, else resurrectionInfo.resurrectionDate (ms), or null. */
export function resurrectionDate(user: ResurrectionData): number | null {
  const raw = user.resurrection_info?.resurrection_dt ?? user.resurrectionInfo?.resurrectionDate ?? null;
  if (raw === null || raw === '') return null;
  const ms = typeof raw === 'number' ? raw : Date.parse(raw);
  return Number.isFinite(ms) ? ms : null;
}

/** Whether a member who joined at `createdAt` (ms) is still new at `now`. */
export function isNewUser(createdAt: number | null, now: number): boolean {
  return createdAt !== null && now - createdAt < NEW_USER_WINDOW_DAYS * DAY_MS;
}

/** Whether a member resurrected at `date` (ms) still counts as resurrected at `now`. */
export function isResurrected(date: number | null, now: number): boolean {
  return date !== null && now >= date && now - date < RESURRECTION_WINDOW_DAYS * DAY_MS;
}

/** Whether a sign-in at `now` after the member's last one at `lastSignIn` is a resurrection (28 days or more away). */
export function returnsAfterAbsence(lastSignIn: number | null, now: number): boolean {
  return lastSignIn !== null && now - lastSignIn >= RESURRECTION_WINDOW_DAYS * DAY_MS;
}

/** docs/rules/pin-card.md#roles-spec-000-6: image-only grid eligibility, a member attribute: new or resurrected. */
export function imageOnlyGridEligible(createdAt: number | null, resurrection: ResurrectionData, now: number): boolean {
  return isNewUser(createdAt, now) || isResurrected(resurrectionDate(resurrection), now);
}
