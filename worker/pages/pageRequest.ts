// Which requests a page may answer: a navigation (GET or HEAD asking for HTML) outside the APIs.
// The viewer middleware reads what only a rendered page needs (the member's experience states)
// with the session when the request is one (no round trip of its own; docs/performance.md).
import type { Context } from 'hono';

/** The resource API and the /v3/ routes answer JSON envelopes, never pages. */
export const isApiPath = (path: string): boolean => path.startsWith('/resource/') || path.startsWith('/v3/');

/** Whether the request asks for a page (an error refusing it is a page too). */
export const wantsPage = (c: Context): boolean => !isApiPath(c.req.path) && (c.req.header('accept') ?? '').includes('text/html');

/** Whether the request may be answered by a rendered page. */
export const mayRenderPage = (c: Context): boolean => (c.req.method === 'GET' || c.req.method === 'HEAD') && wantsPage(c);
