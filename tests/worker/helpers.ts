// Helpers for worker tests: requests through the real worker (exports.default), sign-in by session, and
// reading the hydration state out of a rendered page.
import { env, exports } from 'cloudflare:workers';
import type { UserId } from '#shared/ids.ts';
import type { DocumentState } from '#shared/pages.ts';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import { unpackPinPage, type WirePinPage } from '#shared/pinCard/wire.ts';
import { unpackViewer, type WireViewer } from '#shared/signedOutViewer.ts';
import type { ResourceResponse } from '#shared/types.ts';
import { SESSION_COOKIE } from '#worker/lib/cookies.ts';
import { createSession } from '#worker/users/sessions.ts';

export const ORIGIN = 'https://pins.test';
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A request to the worker as a browser (unless headers say otherwise). */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', BROWSER_UA);
  return exports.default.fetch(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' });
}

/** A cookie header signing in the given user (a real session row). */
export async function sessionCookie(userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(env.DB, userId as UserId)}`;
}

export async function getResource<T>(name: string, options: unknown, init: RequestInit = {}) {
  const response = await request(`/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`, init);
  return { response, body: (await response.json()) as ResourceResponse<T> };
}

/**
 * Where a page's <body> starts: its first element, the skip link (client/app/Document.tsx). The worker writes no
 * <body> tag; the parser keeps everything before it in <head> (docs/performance.md#head-first).
 */
function bodyStart(html: string): number {
  const at = html.indexOf('<a class="skip-link"');
  if (at < 0) throw new Error('no body element in page (an error page?)');
  return at;
}

/** What the parser keeps in a page's <head>: its HTML before the first element of its body. */
export const headOf = (html: string): string => html.slice(0, bodyStart(html));

/** A page's <body>: its HTML from the first element of its body on. */
export const bodyOf = (html: string): string => html.slice(bodyStart(html));

/** The document state embedded in a page for hydration. */
export function documentState(html: string): DocumentState & { origin: string } {
  const m = /<script type="application\/json" id="__STATE__">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no document state in page');
  const state = JSON.parse(m[1]) as DocumentState & { origin: string };
  return { ...state, viewer: unpackViewer(state.viewer as WireViewer) };
}

export async function firstId(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ id: number }>();
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
}

/** The grid page a page's first HTML embeds (`__FEED__`, packed by shared/pinCard/wire.ts), unpacked; no pins when there is none. */
export const embeddedFeed = (html: string): CardPinPage =>
  unpackPinPage(JSON.parse(/<script type="application\/json" id="__FEED__">(.*?)<\/script>/s.exec(html)?.[1] ?? '{"refs":[],"pins":[]}') as WirePinPage);

/** A D1 bookmark (8-8-8-32 hex) after every one this database reaches (bookmarks sort oldest to newest): a write not yet applied here. */
export const AHEAD_OF_EVERY_READ = `ffffff00-00000000-00000000-${'0'.repeat(32)}`;

/** The D1 binding `db`, telling `started` what each Sessions API session opened on it starts from (a constraint or a bookmark). */
export function sessionsOpened(db: D1Database, started: string[]): D1Database {
  return new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key === 'withSession')
        return (from?: string) => {
          started.push(String(from));
          return target.withSession(from);
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
