// The one client module owning the signed-out visitor's local record (docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9): rules
// in shared/visitor/, storage here. Tracking is gated by country and consent (shared/visitor/gate.ts);
// the visitor's own saves are always kept. Storage failures are logged and ignored.
import { callResource } from '#client/lib/resource.ts';
import { mayKeepVisitorRecord, type TrackingViewer } from '#shared/visitor/gate.ts';
import {
  addClickthrough,
  addCloseup,
  addDownload,
  addInviteRedeemed,
  addPath,
  addSavedPin,
  addSearch,
  addVisit,
  applyUnauthSave,
  type ClickthroughPin,
  type CompletedSearch,
  daysSinceLastRevisit,
  emptyRecord,
  forgetSearches,
  parseRecord,
  type UnauthSaveAction,
  type VisitorEventContext,
  type VisitorRecord,
  visitorEventContext,
} from '#shared/visitor/record.ts';
import { appUpsellBarShows, noteAppUpsellDismissed, noteUpsell, shareUpsellDelay } from '#shared/visitor/upsell.ts';
import { mirrorAppUpsellCookie } from './appUpsellCookie.ts';

export const VISITOR_RECORD_KEY = 'pb:visitor-record';

let viewer: TrackingViewer = { isAuth: false, isBot: false, country: null };

/** Tells the record who the viewer is (App calls it once per render of the viewer). */
export function configureVisitorRecord(v: TrackingViewer): void {
  viewer = v;
}

/** The stored record (an empty one when storage is unavailable or holds garbage). */
export function readVisitorRecord(): VisitorRecord {
  try {
    return parseRecord(window.localStorage.getItem(VISITOR_RECORD_KEY));
  } catch (error) {
    console.warn('visitor record: storage unavailable', error);
    return emptyRecord();
  }
}

function write(record: VisitorRecord): void {
  try {
    window.localStorage.setItem(VISITOR_RECORD_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn('visitor record: storage unavailable', error);
  }
}

/** Applies a tracking change only where the country and consent allow it. */
function track(change: (r: VisitorRecord) => VisitorRecord): void {
  if (!mayKeepVisitorRecord(viewer)) return;
  write(change(readVisitorRecord()));
}

export const recordCloseup = (pinId: string): void => track((r) => addCloseup(r, pinId));
/** A completed search (the search feature calls it through ./visitor.ts). */
export const recordCompletedSearch = (search: CompletedSearch): void => track((r) => addSearch(r, search));
/** Forgets one of the visitor's recent searches, or all with null (the search box's Remove and Clear all). */
export const forgetRecentSearches = (query: string | null): void => track((r) => forgetSearches(r, query));
/** The visitor's own recent searches starting with `prefix` (case-insensitive), newest first, none twice; none for a member. */
export function recentSearchQueries(prefix: string, limit: number): string[] {
  if (viewer.isAuth) return [];
  const start = prefix.trim().toLowerCase();
  const queries = readVisitorRecord().searches.map((s) => s.query);
  const unique = [...new Map(queries.map((q) => [q.toLowerCase(), q])).values()];
  return unique.filter((q) => q.toLowerCase().startsWith(start)).slice(0, limit);
}
export const recordClickthrough = (pin: ClickthroughPin): void => track((r) => addClickthrough(r, pin));
export const recordDownload = (): void => track(addDownload);
export const recordInviteRedeemed = (code: string): void => track((r) => addInviteRedeemed(r, code));
/** Days from the visit before this page's to this one, taken when this visit is counted (the record then holds this one). */
let daysSinceLastVisit: number | null = null;

/** A page view: the path joins the recent paths and the visit counts towards revisitation. */
export const recordVisit = (path: string, now = Date.now()): void =>
  track((r) => {
    daysSinceLastVisit = daysSinceLastRevisit(r, now);
    return addVisit(addPath(r, path), now);
  });

/** What this visitor's events carry of the record (isQUS, buckets); null when no record may be kept. */
export function currentVisitorEventContext(now = Date.now()): VisitorEventContext | null {
  if (!mayKeepVisitorRecord(viewer)) return null;
  return visitorEventContext(readVisitorRecord(), daysSinceLastVisit, now);
}

/** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 unauthenticated save flag actions (dismiss, complete, set the pending save pin id). */
export function unauthSaveAction(action: UnauthSaveAction): void {
  const r = readVisitorRecord();
  write({ ...r, unauthSave: applyUnauthSave(r.unauthSave, action) });
}

/** Keeps a signed-out save; false when two other pins are already kept (docs/rules/closeup-and-visitors.md#validation-spec-002-5). */
export function keepLoggedOutSave(pinId: string, now = Date.now()): boolean {
  const result = addSavedPin(readVisitorRecord(), pinId, now);
  if (result.accepted) write({ ...result.record, unauthSave: applyUnauthSave(result.record.unauthSave, { type: 'setPendingSavePinId', pinId }) });
  return result.accepted;
}

/** Saves the kept pins to the profile once, then clears them (a failed one is not retried). */
export async function flushLoggedOutSaves(): Promise<number> {
  const record = readVisitorRecord();
  if (!record.savedPins.length) return 0;
  write({ ...record, savedPins: [], unauthSave: applyUnauthSave(record.unauthSave, { type: 'complete' }) });
  let saved = 0;
  for (const save of record.savedPins) {
    try {
      await callResource('RepinResource', 'create', { pin_id: save.pinId });
      saved++;
    } catch (error) {
      console.warn('a signed-out save could not be saved', error);
    }
  }
  return saved;
}

/** Ms until the share upsell, or null when one was shown within the interval. */
export const shareUpsellDelayNow = (now = Date.now()): number | null => shareUpsellDelay(readVisitorRecord().upsells, now);

export function noteUpsellShown(kind: 'app' | 'share', now = Date.now()): void {
  const r = readVisitorRecord();
  // The server went by its cookie; when the record says otherwise (the cookie was cleared), the
  // record wins: the cookie is mirrored again and the next page has no bar.
  if (kind === 'app' && !appUpsellBarShows(r.upsells, now)) {
    mirrorAppUpsellCookie(r.upsells);
    return;
  }
  const upsells = noteUpsell(r.upsells, kind, now);
  write({ ...r, upsells });
  if (kind === 'app') mirrorAppUpsellCookie(upsells);
}

/** The visitor dismissed the app upsell bar: the time goes into the record and its cookie. */
export function dismissAppUpsell(now = Date.now()): void {
  const r = readVisitorRecord();
  const upsells = noteAppUpsellDismissed(r.upsells, now);
  write({ ...r, upsells });
  mirrorAppUpsellCookie(upsells);
}
