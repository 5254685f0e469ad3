// The types every page view shares: a page as the React tree renders it (on the server the home
// feed may still be a promise), its kind, and the view that renders it.
// A leaf module: page modules import these, never the registry that loads them.
import type { ReactNode } from 'react';
import type { FormFlash } from '#shared/forms.ts';
import type { PageData, PageState } from '#shared/pages.ts';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';

type PinPageData = Extract<PageData, { kind: 'pin' }>;

export type RenderablePageData =
  | Exclude<PageData, { kind: 'pin' }>
  | { kind: 'home'; feed: CardPinPage | Promise<CardPinPage> }
  | (Omit<PinPageData, 'related'> & { related?: CardPinPage });
export type RenderablePage = PageState<RenderablePageData>;

/** Every kind of page the App renders. */
export type PageKind = RenderablePageData['kind'];

/** What every page view gets: its data and the document's viewer, hydration mode and origin. */
export interface PageViewProps<K extends PageKind = PageKind> {
  data: Extract<RenderablePageData, { kind: K }>;
  viewer: Viewer;
  embedState: boolean;
  origin: string;
  /** A page form's outcome for this render, shown once (shared/forms.ts). */
  flash?: FormFlash;
}

export type PageView<K extends PageKind = PageKind> = ((props: PageViewProps<K>) => ReactNode) & {
  /** Loads what this page's data needs before it renders (a closeup's story pages), on both sides. */
  preload?: (data: PageViewProps<K>['data']) => Promise<void>;
  /**
   * Loads the page's deferred parts (client/lib/conditionalPart.tsx: below its first screen, such as
   * a closeup's related grid): awaited before the worker renders and before a navigation shows the
   * page; hydration does not wait for them, and React keeps their server markup until they are in.
   */
  deferred?: (data: PageViewProps<K>['data']) => Promise<void>;
};
