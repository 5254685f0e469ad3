// Streams a page as HTML: the document's start, which depends on no data, goes first (./documentStart.ts), as soon
// as the loader has answered the page's status (docs/performance.md#head-first); then React's streaming renderer
// (./htmlStream.ts) writes <body>'s content, its head tags first, and the grid streams in through Suspense. Bots get
// the complete document before the first byte (allReady), and so does a person's home page its body, whose first
// feed page holds the largest paint: React reveals a streamed boundary up to 300 ms after the first paint (its
// reveal throttle), which on a phone made the home page's largest paint 1 s later in Lighthouse
// (docs/performance.md); sent whole, with completed boundaries written in place (progressiveChunkSize), the grid
// paints with the page. Every inline script React writes carries the request's CSP nonce. The page's view is loaded
// first, so it renders in the same pass, and its chunk and CSS are named in the head; so are the
// viewer's experiences, whose top-region message is part of the first HTML. The app
// upsell bar and the cookie banner, when the viewer is shown them, are loaded first too. The client
// entry starts after the first screen's largest images have painted (./bootstrap.ts). A bot's page
// starts no client and embeds no grid for it: it is complete as HTML, and 40 KB lighter for a
// closeup (docs/performance.md).
// React's Bun build renders (docs/performance.md), through nodejs_compat: it writes its pieces as text,
// which ./htmlStream.ts encodes once per flush, where the edge build made a Uint8Array of every attribute
// name and value and the Node build encoded each into a buffer with a call of its own; the same bytes.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DocumentBody } from '#client/app/Document.tsx';
import { loadPageFor } from '#client/app/pageViews.ts';
import { preloadMemberHeader, provideMemberHeader } from '#client/components/Header.tsx';
import * as memberHeader from '#client/components/HeaderMember.tsx';
import { preloadConsentBanner } from '#client/features/consent/ConsentBannerSlot.tsx';
import { FeedEmbedContext } from '#client/features/feed/feedState.ts';
import { preloadAppUpsell } from '#client/features/visitor/AppUpsellSlot.tsx';
import { ERROR_KINDS, type PageKind } from '#shared/pageRoutes.ts';
import type { ClientAssets } from '#shared/pages.ts';
import { loginLink } from '#shared/redirects.ts';
import { ApiError, outageRefusal } from '#worker/api/errors.ts';
import { withUnreadCounts } from '#worker/conversations/unreadCounts.ts';
import type { AppEnv } from '#worker/env.ts';
import { experiencesForPage } from '#worker/experiences/pageExperiences.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { routeOf } from '#worker/middleware/requestLog.ts';
import { clientAssets } from './assets.ts';
import { bootstrapScript } from './bootstrap.ts';
import { embedFeed } from './cardPins.ts';
import { DOCUMENT_END, documentStart } from './documentStart.ts';
import { embeddedStateJson } from './embeddedState.ts';
import { failureMarkup, refusalMarkup } from './errorPage.ts';
import { takeFlash } from './flash.ts';
import { type HtmlStream, renderHtml } from './htmlStream.ts';
import type { ServerPageState } from './loader.ts';

provideMemberHeader(memberHeader);

const encoder = new TextEncoder();

/**
 * The document: its start at once, then the body its render answers (React's stream, or the markup of a failure)
 * and the end. Nothing waits for the body before the start is sent (docs/performance.md#head-first).
 */
function documentStream(start: string, body: Promise<ReadableStream<Uint8Array> | string>): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(start));
      },
      async pull(controller) {
        if (!reader) {
          const rest = await body;
          if (typeof rest === 'string' || cancelled) {
            if (typeof rest !== 'string') await rest.cancel().catch(() => undefined);
            controller.enqueue(encoder.encode(`${typeof rest === 'string' ? rest : ''}${DOCUMENT_END}`));
            return controller.close();
          }
          reader = rest.getReader();
        }
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        controller.enqueue(encoder.encode(DOCUMENT_END));
        controller.close();
      },
      async cancel(reason) {
        cancelled = true;
        await reader?.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The headers of every page's HTML. */
function pageHeaders(c: Context<AppEnv>): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': c.var.viewer.isAuth ? 'private, no-store' : 'private, max-age=0, must-revalidate',
    Vary: 'Cookie, User-Agent',
  };
}

/** The page as rendered: the loaded page with the request's flash and its login link. */
function withRequestParts(c: Context<AppEnv>, loaded: ServerPageState, flash: ReturnType<typeof takeFlash>): ServerPageState {
  const url = new URL(c.req.url);
  return { ...loaded, ...(flash ? { flash } : {}), loginHref: loginLink(`${url.pathname}${url.search}`) };
}

/**
 * A loaded page's HTML, with the loader's status: a person's page whose loader answered before reading its data (a
 * page without data, a login page, a 404 by its path) or after its status reads alone, and a crawler's page. A
 * person's head goes before anything of the page is rendered. A bot's whole document is ready before its first byte,
 * so its status can still say the render failed (500) or its data could not be read (503).
 */
export async function renderPage(c: Context<AppEnv>, loaded: ServerPageState): Promise<Response> {
  const page = withRequestParts(c, loaded, takeFlash(c));
  const assets = await clientAssets(c.env, page.data.kind);
  const start = documentStart(c.var.viewer.theme, assets.styles);
  if (c.var.viewer.isBot) {
    const { stream, failed } = await renderBody(c, page, assets);
    return c.body(documentStream(start, Promise.resolve(stream)), failed ? 500 : page.status, pageHeaders(c));
  }
  return personPage(
    c,
    start,
    page.status,
    renderBody(c, page, assets).then(({ stream }) => stream),
  );
}

/**
 * A person's page whose loader has started reading its data: its head goes now, under 200, with the stylesheets of
 * every kind its route may answer (`kinds`, its error pages' too), and its body once the loader answers
 * (docs/decisions/021-head-before-data.md). A loader that answers another status now is a route whose status read is
 * missing (`readsStatus`, shared/pageRoutes.ts): logged, its page shown under 200.
 */
export async function renderAfterHead(c: Context<AppEnv>, kinds: readonly PageKind[], loading: Promise<ServerPageState>): Promise<Response> {
  const flash = takeFlash(c);
  const styles = new Set<string>();
  for (const kind of [...kinds, ...ERROR_KINDS]) for (const href of (await clientAssets(c.env, kind)).styles) styles.add(href);
  const body = loading.then(async (loaded) => {
    if (loaded.status !== 200)
      console.error({ message: 'page status decided after its head', request_id: c.var.requestId, route: loaded.route, status: loaded.status });
    const { stream } = await renderBody(c, withRequestParts(c, loaded, flash), await clientAssets(c.env, loaded.data.kind));
    return stream;
  });
  return personPage(c, documentStart(c.var.viewer.theme, [...styles]), 200, body);
}

/** A person's page: its start now, its body when rendered; a failure after the start ends the document as its page. */
function personPage(c: Context<AppEnv>, start: string, status: number, rendered: Promise<ReadableStream<Uint8Array>>): Response {
  // A person's page cannot change its status once its head has gone: a failure after it ends the document as its page.
  const body = rendered.then(
    (stream) => stream,
    (error: unknown) => afterHead(c, error),
  );
  // Its reads and module loads finish even if the person goes away meanwhile: workerd drops a gone request's
  // pending work, and a later request awaiting the same shared work (a module load; ./assets.ts says so of the manifest) waited forever.
  c.executionCtx.waitUntil(body);
  return c.body(documentStream(start, body), status as ContentfulStatusCode, pageHeaders(c));
}

/** The markup that ends a person's document whose body failed after its head had gone: the page app.onError would answer. */
function afterHead(c: Context<AppEnv>, error: unknown): string {
  const refusal = error instanceof ApiError ? error : outageRefusal(error);
  if (refusal) return refusalMarkup(c, refusal);
  console.error({
    message: 'unhandled error',
    request_id: c.var.requestId,
    route: routeOf(c),
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  return failureMarkup(c.var.requestId);
}

/**
 * React's part of the page: its head tags, then what <body> holds. Sent whole for a bot and for a person's home
 * (above), else as it streams. Throws the outage refusal when a page sent whole could not read its data.
 */
async function renderBody(c: Context<AppEnv>, page: ServerPageState, assets: ClientAssets): Promise<{ stream: HtmlStream; failed: boolean }> {
  // Read after the loader: a page that marks news or a conversation read has put the counts left on its viewer.
  const viewer = await withUnreadCounts(c);
  const nonce = c.get('secureHeadersNonce');
  const [, experiences] = await Promise.all([
    loadPageFor(page.data),
    experiencesForPage(c.env, viewer, page.data.kind, c.var.viewerExperienceStates),
    preloadAppUpsell(viewer),
    preloadConsentBanner(viewer),
    preloadMemberHeader(viewer),
  ]);
  const state = { viewer, assets, origin: publicOrigin(c), experiences };
  let failed = false;
  const seen: { outage: ReturnType<typeof outageRefusal> } = { outage: null };
  const body = (
    <FeedEmbedContext value={embedFeed}>
      <DocumentBody state={state} page={page} stateJson={embeddedStateJson(state, page)} />
    </FeedEmbedContext>
  );
  const stream = await renderHtml(body, {
    nonce,
    // A bot gets the complete page and no client: nothing of it needs JavaScript (docs/performance.md).
    bootstrapScriptContent: viewer.isBot ? undefined : bootstrapScript(assets),
    // A boundary complete when its part flushes is written in place, never outlined behind a reveal script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      failed = true;
      seen.outage ??= outageRefusal(error);
      console.error('render', error instanceof Error ? (error.stack ?? error.message) : error);
    },
  });
  if (viewer.isBot || page.data.kind === 'home') {
    await stream.allReady;
    // Sent whole, a page whose data could not be read is an outage page, not a page with a hole: a crawler's is a
    // 503 with Retry-After (app.onError answers it), so it keeps its copy and comes back; a person gets "Try again".
    if (seen.outage) {
      await stream.cancel().catch(() => undefined);
      throw seen.outage;
    }
  }
  return { stream, failed: failed && viewer.isBot };
}
