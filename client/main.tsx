// Hydrates the server-rendered <body> (the worker writes the head itself) once it has fully streamed in and the current page's
// chunk (the worker preloads it next to this script), and the experiences' top region and its
// message, the app upsell bar and the cookie banner for a viewer shown them, and a member's part of the header, have loaded, so
// hydration renders at once and matches the server's markup. A page's deferred parts (below its
// first screen) hydrate once their code is in; their server markup stays meanwhile.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import { unpackedImages, unpackPinPage, type WireImages, type WirePinPage } from '#shared/pinCard/wire.ts';
import { unpackViewer, type WireViewer } from '#shared/signedOutViewer.ts';
import type { Pin } from '#shared/types.ts';
import { DOCUMENT_STATE_ID, DocumentBody, type DocumentProps } from './app/Document.tsx';
import type { RenderablePage } from './app/pageTypes.ts';
import { loadPageFor } from './app/pageViews.ts';
import { preloadMemberHeader } from './components/Header.tsx';
import { listenForInstallOffer } from './features/appInstall/installPrompt.ts';
import { preloadConsentBanner } from './features/consent/ConsentBannerSlot.tsx';
import { preloadExperiences } from './features/experiences/ExperienceHost.tsx';
import { FEED_STATE_ID } from './features/feed/feedState.ts';
import { preloadCardHover } from './features/pinCard/cardHoverPart.ts';
// The pin cards' styles, in their place in the cascade: the cards' code is a chunk of its own (a
// closeup's related grid hydrates after the page), but their server markup is styled at first paint.
import './features/pinCard/pinCard.css';
import { endMemberDrafts, watchSignOut } from './features/pinBuilder/memberDrafts.ts';
import { preloadAppUpsell } from './features/visitor/AppUpsellSlot.tsx';
import { whenIdle } from './lib/whenIdle.ts';
import './styles.css';
import './features/closeup/closeup.css';
// The closeup's share upsell (a few hundred bytes): in the entry's stylesheet rather than one more
// render-blocking stylesheet on every closeup (docs/performance.md).
import './features/visitor/upsells.css';

/** The JSON text of a state script, if the page has one. */
const jsonText = (id: string): string | null => document.getElementById(id)?.textContent || null;

function readJson<T>(id: string): T | null {
  const text = jsonText(id);
  return text ? (JSON.parse(text) as T) : null;
}

/** The grid's first page the HTML embeds (FeedGrid), unpacked. */
function readFeed(): CardPinPage {
  const wire = readJson<WirePinPage>(FEED_STATE_ID);
  return wire ? unpackPinPage(wire) : { pins: [], bookmark: null };
}

async function start() {
  const stateJson = jsonText(DOCUMENT_STATE_ID);
  if (!stateJson) return;
  const state = JSON.parse(stateJson) as DocumentProps['state'] & { page: RenderablePage };
  const { page, ...rest } = state;
  rest.viewer = unpackViewer(rest.viewer as WireViewer);
  if (page.data.kind === 'home') {
    page.data = { kind: 'home', feed: readFeed() };
  } else if (page.data.kind === 'pin') {
    page.data.related = readFeed();
    const { pin } = page.data;
    pin.images = unpackedImages(pin.imageSignature, pin.images as Pin['images'] | WireImages);
  }
  // A signed-out page: no member's builder draft stays behind in this browser, and no tab opened before writes one.
  if (!rest.viewer.isAuth) endMemberDrafts();
  watchSignOut();
  // The cards' hover overlay, rendered after hydration: downloading with the page, not awaited.
  if (!rest.viewer.isBot) preloadCardHover();
  await Promise.all([
    loadPageFor(page.data, { hydrating: true }),
    preloadExperiences(rest.experiences),
    preloadAppUpsell(rest.viewer),
    preloadConsentBanner(rest.viewer),
    preloadMemberHeader(rest.viewer),
  ]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (a phone's long task); a press meanwhile hydrates its target first and is replayed.
  startTransition(() => {
    hydrateRoot(document.body, <DocumentBody state={rest} page={page} stateJson={stateJson} />, {
      onRecoverableError(error) {
        console.error('hydration', error);
      },
    });
  });
}

listenForInstallOffer();
// Every popup closes when focus leaves it, the browser's own popovers (the header menu) too: a first paint waits for none.
whenIdle(() => void import('./components/focusLeave.ts'));
const run = () => void start();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
else run();
