// The logged-out visitor's local record (docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9): what a signed-out visitor did,
// kept in the browser only. Pure rules: the client module (client/features/visitor/visitorRecord.ts)
// reads and writes storage and calls these.

import { isId } from '#shared/ids.ts';
import { addLoggedOutSave, type LoggedOutSave, parseLoggedOutSaves } from '#shared/save/loggedOutSaves.ts';
import { VISITOR_RECORD } from '#shared/visitor/constants.ts';

export interface CompletedSearch {
  query: string;
  rs: string;
  scope: string;
  rg: string;
}

export interface ClickthroughPin {
  pinId: string;
  link: string;
  imageSignature: string;
  domain: string;
}

/** docs/rules/closeup-and-visitors.md#entities-spec-002-3 revisitation: visits counted, first visit time and last visit timestamp (ms). */
export interface Revisitation {
  count: number;
  time: number;
  ts: number;
}

/** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 unauthenticated save flag actions: dismiss, complete, set the pending save pin id. */
export interface UnauthSaveFlag {
  dismissed: boolean;
  completed: boolean;
  pendingSavePinId: string | null;
}

export interface VisitorRecord {
  closeupPins: string[];
  searches: CompletedSearch[];
  clickthroughs: ClickthroughPin[];
  downloadedPinCount: number;
  savedPins: LoggedOutSave[];
  invitesRedeemed: string[];
  paths: string[];
  revisitation: Revisitation | null;
  unauthSave: UnauthSaveFlag;
  /** Upsells shown: first and last app upsell, last share upsell (ms), for the eligibility rules. */
  upsells: { firstAppAt: number | null; lastAppAt: number | null; lastShareAt: number | null; appDismissedAt?: number | null };
}

export function emptyRecord(): VisitorRecord {
  return {
    closeupPins: [],
    searches: [],
    clickthroughs: [],
    downloadedPinCount: 0,
    savedPins: [],
    invitesRedeemed: [],
    paths: [],
    revisitation: null,
    unauthSave: { dismissed: false, completed: false, pendingSavePinId: null },
    upsells: { firstAppAt: null, lastAppAt: null, lastShareAt: null },
  };
}

/** Adds to the front of a recent list unless it repeats the top entry (docs/rules/closeup-and-visitors.md#validation-spec-002-5); keeps the newest. */
export function pushRecent<T>(list: readonly T[], item: T, same: (a: T, b: T) => boolean): T[] {
  if (list.length && same(list[0], item)) return [...list];
  return [item, ...list].slice(0, VISITOR_RECORD.recentMax);
}

export const addCloseup = (r: VisitorRecord, pinId: string): VisitorRecord =>
  isId(pinId) ? { ...r, closeupPins: pushRecent(r.closeupPins, pinId, (a, b) => a === b) } : r;

export function addSearch(r: VisitorRecord, s: CompletedSearch): VisitorRecord {
  const query = s.query.trim();
  if (!query) return r;
  const entry = { query, rs: s.rs, scope: s.scope, rg: s.rg };
  return { ...r, searches: pushRecent(r.searches, entry, (a, b) => a.query.toLowerCase() === b.query.toLowerCase()) };
}

/** Forgets the visitor's completed searches of `query` (any case), or all of them with null: the search box's Remove and Clear all. */
export function forgetSearches(r: VisitorRecord, query: string | null): VisitorRecord {
  const q = query?.toLowerCase();
  return { ...r, searches: q === undefined ? [] : r.searches.filter((s) => s.query.toLowerCase() !== q) };
}

export const addClickthrough = (r: VisitorRecord, c: ClickthroughPin): VisitorRecord =>
  isId(c.pinId) ? { ...r, clickthroughs: pushRecent(r.clickthroughs, c, (a, b) => a.pinId === b.pinId) } : r;

export const addPath = (r: VisitorRecord, path: string): VisitorRecord => ({ ...r, paths: pushRecent(r.paths, path, (a, b) => a === b) });

export const addDownload = (r: VisitorRecord): VisitorRecord => ({ ...r, downloadedPinCount: r.downloadedPinCount + 1 });

export const addInviteRedeemed = (r: VisitorRecord, code: string): VisitorRecord =>
  r.invitesRedeemed.includes(code) ? r : { ...r, invitesRedeemed: [code, ...r.invitesRedeemed].slice(0, VISITOR_RECORD.recentMax) };

/** Keeps a signed-out save (at most 2; the same pin replaces its entry). */
export function addSavedPin(r: VisitorRecord, pinId: string, now: number): { accepted: boolean; record: VisitorRecord } {
  const result = addLoggedOutSave(r.savedPins, pinId, now);
  return { accepted: result.accepted, record: result.accepted ? { ...r, savedPins: result.saves } : r };
}

/** Counts a visit: the first sets count 1; one at least the revisit gap after the last adds a revisit. */
export function addVisit(r: VisitorRecord, now: number): VisitorRecord {
  const rv = r.revisitation;
  if (!rv) return { ...r, revisitation: { count: 1, time: now, ts: now } };
  if (now - rv.ts < VISITOR_RECORD.revisitGapMs) return { ...r, revisitation: { ...rv, ts: now } };
  return { ...r, revisitation: { count: rv.count + 1, time: rv.time, ts: now } };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the last visit (null before the first). */
export function daysSinceLastRevisit(r: VisitorRecord, now: number): number | null {
  return r.revisitation ? Math.max(0, Math.floor((now - r.revisitation.ts) / DAY_MS)) : null;
}

/** Derived isQUS: a returning visitor (more than one visit) who did something this far (a closeup, search, clickthrough or save). */
export function isQUS(r: VisitorRecord): boolean {
  const engaged = r.closeupPins.length + r.searches.length + r.clickthroughs.length + r.savedPins.length > 0;
  return (r.revisitation?.count ?? 0) > 1 && engaged;
}

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: counts in steps of 5, capped at "20+". */
export function countBucket(n: number): string {
  const { countStep: step, countCap: cap } = VISITOR_RECORD;
  if (n >= cap) return `${cap}+`;
  const low = Math.floor(Math.max(0, n) / step) * step;
  return `${low}-${low + step - 1}`;
}

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: revisit days in steps of 7, capped at "84+". */
export function revisitDaysBucket(days: number): string {
  const { revisitDayStep: step, revisitDayCap: cap } = VISITOR_RECORD;
  if (days >= cap) return `${cap}+`;
  const low = Math.floor(Math.max(0, days) / step) * step;
  return `${low}-${low + step - 1}`;
}

/** What a signed-out visitor's logged events say of their local record (aux_data keys and values). */
export type VisitorEventContext = Record<string, string | boolean>;

/**
 * docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#constants-spec-002-9: the derived
 * values of the record as the visitor's events carry them: isQUS, the days since the last revisit
 * (`daysSinceLastVisit`, taken when this visit was counted; else from the record) in steps of 7
 * capped at 84+, and the counts in steps of 5 capped at 20+. Never the lists themselves.
 * @example visitorEventContext(r, 90).visitor_revisit_days === '84+'
 */
export function visitorEventContext(r: VisitorRecord, daysSinceLastVisit: number | null, now: number): VisitorEventContext {
  const days = daysSinceLastVisit ?? daysSinceLastRevisit(r, now);
  return {
    visitor_is_qus: isQUS(r),
    visitor_visits: countBucket(r.revisitation?.count ?? 0),
    visitor_closeups: countBucket(r.closeupPins.length),
    visitor_searches: countBucket(r.searches.length),
    visitor_clickthroughs: countBucket(r.clickthroughs.length),
    visitor_downloads: countBucket(r.downloadedPinCount),
    ...(days === null ? {} : { visitor_revisit_days: revisitDaysBucket(days) }),
  };
}

/** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the unauthenticated save flag actions. */
export type UnauthSaveAction = { type: 'dismiss' } | { type: 'complete' } | { type: 'setPendingSavePinId'; pinId: string | null };

export function applyUnauthSave(flag: UnauthSaveFlag, action: UnauthSaveAction): UnauthSaveFlag {
  switch (action.type) {
    case 'dismiss':
      return { ...flag, dismissed: true, pendingSavePinId: null };
    case 'complete':
      return { ...flag, completed: true, pendingSavePinId: null };
    case 'setPendingSavePinId':
      return { ...flag, pendingSavePinId: action.pinId && isId(action.pinId) ? action.pinId : null };
  }
}

// --- parsing what storage holds (visitor-controlled: anything malformed is dropped) ---

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): x is string => typeof x === 'string';
const num = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const list = <T>(x: unknown, keep: (y: unknown) => y is T): T[] => (Array.isArray(x) ? x.filter(keep).slice(0, VISITOR_RECORD.recentMax) : []);
const numOrNull = (x: unknown): number | null => (num(x) ? x : null);

/** docs/rules/closeup-and-visitors.md#validation-spec-002-5: revisitation needs a numeric count, time and ts, or it is reset. */
export function parseRevisitation(x: unknown): Revisitation | null {
  return isObj(x) && num(x.count) && num(x.time) && num(x.ts) ? { count: x.count, time: x.time, ts: x.ts } : null;
}

export function parseRecord(raw: string | null): VisitorRecord {
  const empty = emptyRecord();
  if (!raw) return empty;
  let x: unknown;
  try {
    x = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (!isObj(x)) return empty;
  const isSearch = (s: unknown): s is CompletedSearch => isObj(s) && str(s.query) && str(s.rs) && str(s.scope) && str(s.rg);
  const isClick = (c: unknown): c is ClickthroughPin => isObj(c) && str(c.pinId) && isId(c.pinId) && str(c.link) && str(c.imageSignature) && str(c.domain);
  const flag = isObj(x.unauthSave) ? x.unauthSave : {};
  const ups = isObj(x.upsells) ? x.upsells : {};
  return {
    closeupPins: list(x.closeupPins, (p): p is string => str(p) && isId(p)),
    searches: list(x.searches, isSearch),
    clickthroughs: list(x.clickthroughs, isClick),
    downloadedPinCount: num(x.downloadedPinCount) && x.downloadedPinCount >= 0 ? Math.floor(x.downloadedPinCount) : 0,
    savedPins: parseLoggedOutSaves(JSON.stringify(Array.isArray(x.savedPins) ? x.savedPins : [])),
    invitesRedeemed: list(x.invitesRedeemed, str),
    paths: list(x.paths, str),
    revisitation: parseRevisitation(x.revisitation),
    unauthSave: {
      dismissed: flag.dismissed === true,
      completed: flag.completed === true,
      pendingSavePinId: str(flag.pendingSavePinId) && isId(flag.pendingSavePinId) ? flag.pendingSavePinId : null,
    },
    upsells: {
      firstAppAt: numOrNull(ups.firstAppAt),
      lastAppAt: numOrNull(ups.lastAppAt),
      lastShareAt: numOrNull(ups.lastShareAt),
      appDismissedAt: numOrNull(ups.appDismissedAt),
    },
  };
}
