// The browser's offer to install the site (`beforeinstallprompt`, Chromium browsers). It may come
// before the /app/ page's code has loaded, or on another page first, so client/main.tsx starts
// listening at once and the offer is kept here until the Install button uses it. It may even come
// before the entry has loaded, which starts after the first screen has painted (docs/performance.md): the
// page's inline start script (worker/pages/bootstrap.ts) keeps such events until this takes over.
// Nothing here runs on the server: its snapshot there is "no offer".

/** The event Chromium sends when the site may be installed (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where installing stands in this tab: nothing offered, offered, or done. */
export type InstallState = 'unavailable' | 'offered' | 'installed';

let offer: BeforeInstallPromptEvent | null = null;
let state: InstallState = 'unavailable';
const listeners = new Set<() => void>();

function set(next: InstallState, event: BeforeInstallPromptEvent | null) {
  offer = event;
  state = next;
  for (const listener of listeners) listener();
}

/** The install events the start script keeps before the entry has loaded: the window property holding them, and their types. */
export const EARLY_INSTALL_EVENTS = { key: '__pbInstallEvents', types: ['beforeinstallprompt', 'appinstalled'] } as const;

function onInstallEvent(event: Event) {
  if (event.type === 'appinstalled') set('installed', null);
  else set('offered', event as BeforeInstallPromptEvent);
}

/** Starts keeping the browser's install offer (once, from the entry script), with any the start script kept; the installed site opens standalone. */
export function listenForInstallOffer(): void {
  if (window.matchMedia('(display-mode: standalone)').matches) state = 'installed';
  for (const type of EARLY_INSTALL_EVENTS.types) window.addEventListener(type, onInstallEvent);
  const early = window as unknown as Record<string, Event[] | undefined>;
  for (const event of early[EARLY_INSTALL_EVENTS.key] ?? []) onInstallEvent(event);
  delete early[EARLY_INSTALL_EVENTS.key];
}

export const installState = (): InstallState => state;
export const serverInstallState = (): InstallState => 'unavailable';

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer is used up either way (the browser may offer again later). */
export async function promptInstall(): Promise<void> {
  const event = offer;
  if (!event) return;
  set('unavailable', null);
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') set('installed', null);
}
