// The page views loaded so far, so React renders a loaded page synchronously (hydration, a
// navigation that awaited its chunk, the worker that awaited it before rendering).
import { PAGES, type PageKind, type PageView } from './pages.tsx';

const loaded = new Map<PageKind, PageView>();
const loading = new Map<PageKind, Promise<PageView>>();

/** Loads the view of a kind of page once; a failed load (e.g. offline) is tried again next time. */
export function loadPageView(kind: PageKind): Promise<PageView> {
  let promise = loading.get(kind);
  if (!promise) {
    // Each registry entry's view takes its own kind's data; callers pass the page of that kind.
    const load = PAGES[kind] as unknown as () => Promise<PageView>;
    promise = load().then(
      (view) => {
        loaded.set(kind, view);
        return view;
      },
      (error: unknown) => {
        loading.delete(kind);
        throw error;
      },
    );
    loading.set(kind, promise);
  }
  return promise;
}

/**
 * Loads the view of a page and what its data needs before it renders (PageView.preload) and its
 * deferred parts (PageView.deferred); before hydrating (`hydrating`) the deferred parts only start
 * downloading: they hydrate once they are in.
 */
export async function loadPageFor(data: { kind: PageKind }, { hydrating = false } = {}): Promise<PageView> {
  const view = await loadPageView(data.kind);
  // The view of data.kind takes data of that kind.
  const deferred = view.deferred?.(data as never);
  await Promise.all([view.preload?.(data as never), hydrating ? undefined : deferred]);
  return view;
}

/** The view of a kind of page if it has loaded, else undefined. */
export function loadedPageView(kind: PageKind): PageView | undefined {
  return loaded.get(kind);
}
