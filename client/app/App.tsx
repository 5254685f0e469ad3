// The whole page below <body>: head tags of the current page, header and the page itself. The
// worker streams it, the client hydrates it and then navigates within it. Page views come from
// their modules (pageViews.ts, shared/pageRoutes.ts PAGE_VIEWS), each in its own chunk.

import { useSignals } from '@preact/signals-react/runtime';
import { use, useEffect, useMemo, useState } from 'react';
import { Header } from '#client/components/Header.tsx';
import { SeoHeadTags } from '#client/features/closeup/SeoHeadTags.tsx';
import { ConsentBannerSlot } from '#client/features/consent/ConsentBannerSlot.tsx';
import { ExperienceHost } from '#client/features/experiences/ExperienceHost.tsx';
import type { MultiPlacedExperiences } from '#shared/experiences/placed.ts';
import type { Viewer } from '#shared/types.ts';
import '#client/features/theme/theme.css';
import { LoginModalHost } from '#client/features/auth/LoginModalHost.tsx';
import { SaveHost } from '#client/features/save/SaveHost.tsx';
import { SaveToast } from '#client/features/save/SaveToast.tsx';
import { QueryMarkers } from '#client/features/shares/QueryMarkers.tsx';
import { AppUpsellSlot } from '#client/features/visitor/AppUpsellSlot.tsx';
import { SignUpPromptSlot } from '#client/features/visitor/SignUpPromptSlot.tsx';
import { VisitorRecordHost } from '#client/features/visitor/VisitorRecordHost.tsx';
import { createNavigation } from './clientNavigation.ts';
import { NavigationContext } from './NavigationContext.ts';
import type { RenderablePage } from './pageTypes.ts';
import { loadedPageView, loadPageView } from './pageViews.ts';

export interface AppProps {
  viewer: Viewer;
  page: RenderablePage;
  origin: string;
  /** The viewer's experiences when the page was rendered (the top region's messages come with the page). */
  experiences?: MultiPlacedExperiences;
}

/** The current page's view: loaded before hydration and before each navigation, so it renders at once. */
function PageBody({ page, viewer, embedState, origin }: { page: RenderablePage; viewer: Viewer; embedState: boolean; origin: string }) {
  const kind = page.data.kind;
  const View = loadedPageView(kind) ?? use(loadPageView(kind));
  return <View data={page.data} viewer={viewer} embedState={embedState} origin={origin} flash={page.flash} />;
}

export function App({ viewer: rendered, page: initialPage, origin, experiences }: AppProps) {
  useSignals();
  // docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: a cookie choice applies to the whole page at once (the consent its save answers).
  const [viewer, setViewer] = useState(rendered);
  const nav = useMemo(() => createNavigation(initialPage), [initialPage]);
  useEffect(() => nav.start(), [nav]);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const page = nav.page.value;
  const { head } = page;
  // Each page is a new <main>: a navigation swaps the page in rather than moving the one left (the home's top-region message
  // above it goes on a closeup, and a page slow to arrive lands after a click's grace time, when moving counts as a layout shift).
  const pageKey = `${page.route}:${JSON.stringify(page.params)}`;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.canonical && <link rel="canonical" href={`${origin}${head.canonical}`} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      <SeoHeadTags head={head} />
      <Header viewer={viewer} loginHref={page.loginHref} />
      <AppUpsellSlot viewer={viewer} hidden={page.data.kind === 'appInstall'} />
      <NavigationContext value={nav}>
        <SaveHost>
          <ExperienceHost
            viewer={viewer}
            initial={experiences}
            top={page.data.kind !== 'pin'}
            bottom={
              <>
                <SignUpPromptSlot viewer={viewer} />
                <SaveToast />
              </>
            }
          >
            <main key={pageKey} id="main" className="main" aria-busy={nav.pending.value}>
              <PageBody page={page} viewer={viewer} embedState={!nav.navigated.value && !viewer.isBot} origin={origin} />
            </main>
          </ExperienceHost>
        </SaveHost>
      </NavigationContext>
      {!viewer.isBot && <LoginModalHost viewer={viewer} />}
      {!viewer.isBot && <QueryMarkers viewer={viewer} kind={page.data.kind} />}
      {!viewer.isBot && <VisitorRecordHost viewer={viewer} route={page.route} pinId={page.params.pinId ?? null} />}
      <ConsentBannerSlot viewer={viewer} onConsent={(consent) => setViewer((v) => ({ ...v, consent }))} />
    </>
  );
}
