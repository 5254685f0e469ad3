// The plain page of a refusal or a failure, once: app.onError answers it as a whole document, and a page whose
// head has already gone (./render.tsx, docs/performance.md#head-first) ends with it in place of its body.
import type { Context } from 'hono';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { escapeHtml } from '#shared/sanitizeHtml.ts';
import type { ApiError } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';

/** Where an outage page's "Try again" leads: the same page for a GET (never a scheme-relative //host), else home. */
function retryPath(c: Context<AppEnv>): string {
  if (c.req.method !== 'GET') return '/';
  const url = new URL(c.req.url);
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
}

/** A refusal's page after its doctype: an outage's offers the same address again. */
export function refusalMarkup(c: Context<AppEnv>, error: ApiError): string {
  const retry = error.code === 'unavailable' ? `<p><a href="${escapeHtml(retryPath(c))}">Try again</a></p>` : '';
  return `<title>${escapeHtml(error.message)}</title><h1>${escapeHtml(error.message)}</h1>${retry}<p><a href="/">Home</a></p>`;
}

/** A failure's page after its doctype: it names the request id its log line carries, and nothing else. */
export const failureMarkup = (requestId: string): string =>
  `<title>Something went wrong</title><h1>${SERVER_ERROR_MESSAGE}</h1><p>If you tell us about it, quote request <code>${escapeHtml(requestId)}</code>.</p><p><a href="/">Home</a></p>`;
