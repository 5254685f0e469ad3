// Which code renders each kind of page, loaded on demand so a visit downloads only its own page:
// the client loads the current page's chunk before hydrating and the target's before navigating;
// the worker awaits the same loader (bundled, so instant) and tells the browser to preload the
// chunk that pageModules.ts names for the kind. Each page module exports its `views` (kind → view,
// the adapter from the page's data to its component), so the entry carries only these loaders and
// a first visit only its own page's adapter. The views loaded so far are kept, so React renders a
// loaded page synchronously (hydration, a navigation that awaited its chunk, the worker).
import { PAGE_VIEWS } from './pageModules.ts';
import type { PageKind, PageView } from './pageTypes.ts';

/**
 * Every page module, each its own chunk: the files named `*Page.tsx` or `*Pages.tsx` directly in a
 * feature folder (PAGE_VIEWS names which kinds each one renders), keyed `./<feature>/<Module>.tsx`,
 * loading the module's `views`. Vite turns this into one `import()` per file; the worker's build
 * does the same, so both sides load the same modules.
 */
const PAGE_MODULE_LOADERS = import.meta.glob<Partial<Record<PageKind, PageView>>>(['/client/features/*/*Page.tsx', '/client/features/*/*Pages.tsx'], {
  base: '/client/features',
  import: 'views',
});

const loaded = new Map<PageKind, PageView>();
const loading = new Map<PageKind, Promise<PageView>>();

/** The view of `kind` from its module, or an error naming what is missing. */
async function importView(kind: PageKind): Promise<PageView> {
  const module = PAGE_VIEWS[kind];
  const load = PAGE_MODULE_LOADERS[`./${module}.tsx`];
  if (!load) throw new Error(`No page module ${module} for the page kind ${kind}`);
  const view = (await load())[kind];
  if (!view) throw new Error(`${module} has no view for the page kind ${kind}`);
  return view;
}

/** Loads the view of a kind of page once; a failed load (e.g. offline) is tried again next time. */
export function loadPageView(kind: PageKind): Promise<PageView> {
  let promise = loading.get(kind);
  if (!promise) {
    promise = importView(kind).then(
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
