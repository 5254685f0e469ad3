// A page as the React tree renders it: on the server the home feed may still be a promise.
import type { PageData, PageState } from '#shared/pages.ts';
import type { PinPage } from '#shared/types.ts';

type PinPageData = Extract<PageData, { kind: 'pin' }>;

export type RenderablePageData =
  | Exclude<PageData, { kind: 'pin' }>
  | { kind: 'home'; feed: PinPage | Promise<PinPage> }
  | (Omit<PinPageData, 'related'> & { related?: PinPage | Promise<PinPage> });
export type RenderablePage = PageState<RenderablePageData>;
