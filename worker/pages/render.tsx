// Streams a page as HTML with React's streaming renderer (./htmlStream.ts): head, CSS and header flush first
// and the grid streams in through Suspense. Bots get the complete document before the first
// byte (allReady), and so does a person's home page, whose first feed page holds the largest paint:
// React reveals a streamed boundary up to 300 ms after the first paint (its reveal throttle), which
// on a phone made the home page's largest paint 1 s later in Lighthouse (docs/performance.md); sent whole, with
// completed boundaries written in place (progressiveChunkSize), the grid paints with the page.
// Every inline script React writes carries the request's CSP nonce. The page's view is loaded
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
import { Document } from '#client/app/Document.tsx';
import { loadPageFor } from '#client/app/pageViews.ts';
import { preloadMemberHeader, provideMemberHeader } from '#client/components/Header.tsx';
import * as memberHeader from '#client/components/HeaderMember.tsx';
import { preloadConsentBanner } from '#client/features/consent/ConsentBannerSlot.tsx';
import { FeedEmbedContext } from '#client/features/feed/feedState.ts';
import { preloadAppUpsell } from '#client/features/visitor/AppUpsellSlot.tsx';
import { loginLink } from '#shared/redirects.ts';
import { outageRefusal } from '#worker/api/errors.ts';
import { withUnreadCounts } from '#worker/conversations/unreadCounts.ts';
import type { AppEnv } from '#worker/env.ts';
import { experiencesForPage } from '#worker/experiences/pageExperiences.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { clientAssets } from './assets.ts';
import { bootstrapScript } from './bootstrap.ts';
import { embedFeed } from './cardPins.ts';
import { embeddedStateJson } from './embeddedState.ts';
import { takeFlash } from './flash.ts';
import { renderHtml } from './htmlStream.ts';
import type { ServerPageState } from './loader.ts';

provideMemberHeader(memberHeader);

export async function renderPage(c: Context<AppEnv>, loaded: ServerPageState): Promise<Response> {
  const flash = takeFlash(c);
  const url = new URL(c.req.url);
  const page = { ...loaded, ...(flash ? { flash } : {}), loginHref: loginLink(`${url.pathname}${url.search}`) };
  // Read after the loader: a page that marks news or a conversation read has put the counts left on its viewer.
  const viewer = await withUnreadCounts(c);
  const nonce = c.get('secureHeadersNonce');
  const [assets, , experiences] = await Promise.all([
    clientAssets(c.env, page.data.kind),
    loadPageFor(page.data),
    experiencesForPage(c.env, viewer, page.data.kind, c.var.viewerExperienceStates),
    preloadAppUpsell(viewer),
    preloadConsentBanner(viewer),
    preloadMemberHeader(viewer),
  ]);
  const state = { viewer, assets, origin: publicOrigin(c), experiences };
  let failed = false;
  const seen: { outage: ReturnType<typeof outageRefusal> } = { outage: null };
  const document = (
    <FeedEmbedContext value={embedFeed}>
      <Document state={state} page={page} stateJson={embeddedStateJson(state, page)} />
    </FeedEmbedContext>
  );
  const stream = await renderHtml(document, {
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
    // Sent whole, a page whose data could not be read is an outage page (503, Retry-After), not a page with a hole:
    // a crawler keeps its copy and comes back, a person gets "Try again" (app.onError answers it).
    if (seen.outage) {
      await stream.cancel().catch(() => undefined);
      throw seen.outage;
    }
  }
  return c.body(stream, failed && viewer.isBot ? 500 : page.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': viewer.isAuth ? 'private, no-store' : 'private, max-age=0, must-revalidate',
    Vary: 'Cookie, User-Agent',
  });
}
