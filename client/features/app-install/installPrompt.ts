// The browser's offer to install the site (`beforeinstallprompt`, Chromium browsers). It may come
// before the /app/ page's code has loaded, or on another page first, so client/main.tsx starts
// listening at once and the offer is kept here until the Install button uses it. Nothing here
// runs on the server: its snapshot there is "no offer".

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

/** Starts keeping the browser's install offer (once, from the entry script); the installed site opens standalone. */
export function listenForInstallOffer(): void {
  if (window.matchMedia('(display-mode: standalone)').matches) state = 'installed';
  window.addEventListener('beforeinstallprompt', (event) => set('offered', event as BeforeInstallPromptEvent));
  window.addEventListener('appinstalled', () => set('installed', null));
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
