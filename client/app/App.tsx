// The whole page below <body>: head tags of the current page, header and the page itself. The
// worker streams it, the client hydrates it and then navigates within it.
import { useEffect, useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Viewer } from '#shared/types.ts';
import { Header } from '#client/components/Header.tsx';
import { CloseupPage } from '#client/features/closeup/CloseupPage.tsx';
import { ConsentBanner } from '#client/features/consent/ConsentBanner.tsx';
import { ExperienceHost } from '#client/features/experiences/ExperienceHost.tsx';
import '#client/features/theme/theme.css';
import { NotFoundPage, RemovedPinPage } from '#client/features/errors/NotFoundPage.tsx';
import { HomePage } from '#client/features/feed/HomePage.tsx';
import { createNavigation } from './navigation.ts';
import { NavigationContext } from './NavigationContext.ts';
import type { RenderablePage } from './pageTypes.ts';

export interface AppProps {
  viewer: Viewer;
  page: RenderablePage;
  origin: string;
}

function PageBody({ page, viewer, embedState }: { page: RenderablePage; viewer: Viewer; embedState: boolean }) {
  switch (page.data.kind) {
    case 'home':
      return <HomePage feed={page.data.feed} viewer={viewer} embedState={embedState} />;
    case 'pin':
      return <CloseupPage pin={page.data.pin} />;
    case 'removed':
      return <RemovedPinPage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

export function App({ viewer, page: initialPage, origin }: AppProps) {
  useSignals();
  const nav = useMemo(() => createNavigation(initialPage), [initialPage]);
  useEffect(() => nav.start(), [nav]);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const page = nav.page.value;
  const { head } = page;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.canonical && <link rel="canonical" href={`${origin}${head.canonical}`} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      <Header viewer={viewer} />
      <NavigationContext value={nav}>
        <main id="main" className="main" aria-busy={nav.pending.value}>
          <PageBody key={`${page.route}:${JSON.stringify(page.params)}`} page={page} viewer={viewer} embedState={!nav.navigated.value} />
        </main>
        <ExperienceHost viewer={viewer} />
      </NavigationContext>
      <ConsentBanner viewer={viewer} />
    </>
  );
}
