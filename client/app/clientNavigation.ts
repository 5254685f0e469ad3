// Client-side navigation: same-site links to routes with a client page load their data from
// PageResource and their page's code (in parallel) and render without a full load; back and
// forward restore the page and scroll.
// Ctrl/Cmd/Shift/Alt clicks, new-tab targets and downloads are left to the browser. A link click
// first asks the leave guards (leaveHook.ts, leaveGuards.ts), which may hold it; back and forward do not.
import { signal } from '@preact/signals-react';
import { getResource } from '#client/lib/resource.ts';
import { CLIENT_PAGES, matchClientRoute as matchRoute, type ClientRouteName as RouteName } from '#shared/clientRoutes.ts';
import { leave } from './leaveHook.ts';
import type { NavigationModel } from './NavigationContext.ts';
import type { PageKind, RenderablePage } from './pageTypes.ts';
import { loadPageFor, loadPageView } from './pageViews.ts';

/** Routes the client can render itself (shared/clientRoutes.ts); others get a full page load. */
export const CLIENT_ROUTES: ReadonlySet<RouteName> = new Set(Object.keys(CLIENT_PAGES) as RouteName[]);

/** What the client keeps of one history entry: its page, scroll position and retained state. */
interface HistoryEntry {
  page: RenderablePage;
  scrollY: number;
  slots: Map<string, unknown>;
}

/** History entries kept in memory; older ones are loaded again when the visitor goes back. */
const KEPT_ENTRIES = 20;

const newKey = () => Math.random().toString(36).slice(2);

/** Whether a click on an anchor should be handled in the page rather than by the browser. */
export function isClientNavigation(event: MouseEvent, anchor: HTMLAnchorElement, location: Location): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  const match = matchRoute(url.pathname);
  return match && CLIENT_ROUTES.has(match.name) ? url : null;
}

export function createNavigation(initial: RenderablePage): NavigationModel {
  const page = signal<RenderablePage>(initial);
  const navigated = signal(false);
  const pending = signal(false);
  const entries = new Map<string, HistoryEntry>();
  let currentKey = newKey();
  let controller: AbortController | null = null;

  /** The entry of the current history key, created on first use (oldest dropped past the cap). */
  function current(): HistoryEntry {
    let entry = entries.get(currentKey);
    if (!entry) {
      entries.set(currentKey, (entry = { page: page.value, scrollY: 0, slots: new Map() }));
      if (entries.size > KEPT_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    return entry;
  }

  /** Records the page and scroll position of the entry being left. */
  function remember() {
    const entry = current();
    entry.page = page.value;
    entry.scrollY = window.scrollY;
  }

  async function navigate(url: URL, push: boolean) {
    controller?.abort();
    const mine = (controller = new AbortController());
    pending.value = true;
    try {
      // The page's chunk downloads while its data loads; the answer's kind decides (a pin may be removed).
      const route = matchRoute(url.pathname);
      // The kind of page the route usually shows (its first).
      const expected: PageKind | undefined = route ? CLIENT_PAGES[route.name].kinds[0] : undefined;
      const [answer] = await Promise.all([getResource('PageResource', { path: url.pathname }, mine.signal), expected && loadPageView(expected)]);
      await loadPageFor(answer.data.data);
      if (mine.signal.aborted) return;
      if (push) {
        remember();
        currentKey = newKey();
        history.pushState({ key: currentKey }, '', url);
      }
      page.value = answer.data;
      navigated.value = true;
      window.scrollTo(0, 0);
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      window.location.assign(url);
    } finally {
      if (controller === mine) pending.value = false;
    }
  }

  function retain<T>(slot: string, create: () => T): T {
    const { slots } = current();
    if (!slots.has(slot)) slots.set(slot, create());
    return slots.get(slot) as T;
  }

  function start() {
    history.replaceState({ ...(history.state ?? {}), key: currentKey }, '');
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      const url = isClientNavigation(event, anchor, window.location);
      if (!url) return;
      event.preventDefault();
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      // A leave guard (a survey on leave intent, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4) may hold the navigation; popstate never asks them.
      leave(url, () => void navigate(url, true));
    };
    const onPopState = (event: PopStateEvent) => {
      const key = (event.state as { key?: string } | null)?.key;
      const entry = key ? entries.get(key) : undefined;
      remember();
      if (key && entry) {
        currentKey = key;
        page.value = entry.page;
        navigated.value = true;
        requestAnimationFrame(() => window.scrollTo(0, entry.scrollY));
      } else {
        currentKey = key ?? newKey();
        void navigate(new URL(window.location.href), false);
      }
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }

  return { page, navigated, pending, navigate, retain, start };
}
