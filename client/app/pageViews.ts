// Which code renders each kind of page, loaded on demand so a visit downloads only its own page:
// the client loads the current page's chunk before hydrating and the target's before navigating;
// the worker awaits the same import (bundled, so instant) and tells the browser to preload the
// chunk that PAGE_VIEWS (shared/pageRoutes.ts) names for the kind. Each page module exports its `views` (kind → view,
// the adapter from the page's data to its component), so the entry carries only PAGE_VIEWS and
// a first visit only its own page's adapter. The views loaded so far are kept, so React renders a
// loaded page synchronously (hydration, a navigation that awaited its chunk, the worker).
import { PAGE_VIEWS, type PageModule } from '#shared/pageRoutes.ts';
import type { PageKind, PageView } from './pageTypes.ts';

/** What a page module exports: the view of each kind of page it renders. */
type ModuleViews = { views: { [K in PageKind]?: PageView<K> } };

/**
 * One `import()` of a page module, each its own chunk. Its path is a pattern both bundlers expand to
 * every `client/features/<feature>/<Module>Page.tsx` and `…Pages.tsx` (Vite for the client, esbuild in
 * wrangler for the worker, which has no `import.meta.glob`), so a new page module needs no line here.
 */
function importModule(module: PageModule): Promise<ModuleViews> {
  const [, feature, name, plural] = /^(\w+)\/(\w+)Page(s?)$/.exec(module) ?? [];
  return import(`../features/${feature}/${name}Page${plural}.tsx`);
}

const loaded = new Map<PageKind, PageView>();
const loading = new Map<PageKind, Promise<PageView>>();

/** The view of `kind` from its module, or an error naming what is missing. */
async function importView(kind: PageKind): Promise<PageView> {
  const module = PAGE_VIEWS[kind];
  // The view of `kind` takes data of that kind; callers pass the page of that kind.
  const view = (await importModule(module)).views[kind] as PageView | undefined;
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
