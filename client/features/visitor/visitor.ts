// The doorway to the visitor's local record (client/features/visitor/visitorRecord.ts): the record
// module and its rules load on first use, after the page, so they cost the first visit nothing.
// Every call tells the record who the viewer is first (VisitorRecordHost sets it once per page).
import type { TrackingViewer } from '#shared/visitor/gate.ts';
import type { ClickthroughPin, CompletedSearch, UnauthSaveAction, VisitorEventContext } from '#shared/visitor/record.ts';

let viewer: TrackingViewer = { isAuth: false, isBot: false, country: null };

/** Tells the record who the viewer is. */
export function setVisitorRecordViewer(v: TrackingViewer): void {
  viewer = v;
}

/** Who the record is kept for (closeupRecord.ts tells the record too). */
export const currentVisitorRecordViewer = (): TrackingViewer => viewer;

async function record() {
  const m = await import('./visitorRecord.ts');
  m.configureVisitorRecord(viewer);
  return m;
}

const later = (use: (m: Awaited<ReturnType<typeof record>>) => unknown): void => {
  void record().then(use, (error: unknown) => console.warn('visitor record unavailable', error));
};

export const recordCloseup = (pinId: string): void => later((m) => m.recordCloseup(pinId));
export const recordVisit = (path: string): void => later((m) => m.recordVisit(path));
export const recordClickthrough = (pin: ClickthroughPin): void => later((m) => m.recordClickthrough(pin));
export const unauthSaveAction = (action: UnauthSaveAction): void => later((m) => m.unauthSaveAction(action));
/** The app upsell bar was shown, or dismissed (docs/rules/closeup-and-visitors.md#constants-spec-002-9): into the record and its cookie. */
export const noteAppUpsellShown = (): void => later((m) => m.noteUpsellShown('app'));
export const dismissAppUpsell = (): void => later((m) => m.dismissAppUpsell());
/** A completed search: the search results page records it for a signed-out visitor. */
export const recordCompletedSearch = (search: CompletedSearch): void => later((m) => m.recordCompletedSearch(search));

/** Reads what the visitor's logged events carry of the record (shared/visitor/record.ts visitorEventContext), once loaded. */
export async function visitorEventContextReader(): Promise<() => VisitorEventContext | null> {
  const m = await record();
  return () => m.currentVisitorEventContext();
}

/** The signed-out visitor's recent searches starting with `prefix`, newest first (the header search box lists them). */
export async function visitorRecentSearches(prefix: string, limit: number): Promise<string[]> {
  const m = await record();
  return m.recentSearchQueries(prefix, limit);
}

/** Forgets one of the signed-out visitor's recent searches, or all of them with null. */
export async function forgetVisitorSearches(query: string | null): Promise<void> {
  const m = await record();
  m.forgetRecentSearches(query);
}

/** Keeps a signed-out save; false when two other pins are already kept (docs/rules/closeup-and-visitors.md#validation-spec-002-5). */
export async function keepLoggedOutSave(pinId: string): Promise<boolean> {
  const m = await record();
  return m.keepLoggedOutSave(pinId);
}
/** Saves the kept pins once after sign-in; answers how many were saved. */
export async function flushLoggedOutSaves(): Promise<number> {
  const m = await record();
  return m.flushLoggedOutSaves();
}
/** How many signed-out saves are waiting. */
export async function keptSaveCount(): Promise<number> {
  const m = await record();
  return m.readVisitorRecord().savedPins.length;
}
