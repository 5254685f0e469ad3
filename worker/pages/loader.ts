// What every page loader shares: its signature, the head of a titled page and the 404 page.
import type { Context } from 'hono';
import { type PageHead, type PageState, SITE_NAME } from '#shared/pages.ts';
import type { AppEnv } from '#worker/env.ts';

/** Loads one route's page: what it shows and with which status. */
export type Loader<S = PageState> = (c: Context<AppEnv>, params: Record<string, string>) => Promise<S>;

/** The head of a page titled "{title} | Pinboard". */
export const titledHead = (title: string, description: string, canonical: string | null, noindex = false): PageHead => ({
  title: `${title} | ${SITE_NAME}`,
  description,
  canonical,
  noindex,
});

/** The 404 page of every path no route or loader takes. */
export function notFoundPage(): PageState<{ kind: 'notFound' }> {
  return {
    route: 'notFound',
    params: {},
    status: 404,
    head: titledHead('Page not found', 'This page does not exist.', null, true),
    data: { kind: 'notFound' },
  };
}
