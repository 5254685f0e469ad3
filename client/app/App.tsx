// The whole page below <body>: head tags of the current page, header and the page itself. The
// worker streams it, the client hydrates it and then navigates within it.
import { useEffect, useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Viewer } from '#shared/types.ts';
import { Header } from '#client/components/Header.tsx';
import { CloseupPage } from '#client/features/closeup/CloseupPage.tsx';
import { BadRequestPage, PinRedirectPage } from '#client/features/closeup/PinRedirectPage.tsx';
import { SeoHeadTags } from '#client/features/closeup/SeoHeadTags.tsx';
import { PinCommentsPage } from '#client/features/comments/PinCommentsPage.tsx';
import { ConversationPage } from '#client/features/conversations/ConversationPage.tsx';
import { ConsentBanner } from '#client/features/consent/ConsentBanner.tsx';
import { ExperienceHost } from '#client/features/experiences/ExperienceHost.tsx';
import '#client/features/theme/theme.css';
import { NotFoundPage, RemovedPinPage } from '#client/features/errors/NotFoundPage.tsx';
import { HomePage } from '#client/features/feed/HomePage.tsx';
import { BusinessHubPage } from '#client/features/business/BusinessHubPage.tsx';
import { LoginPage, PasswordResetPage, SignupPage } from '#client/features/auth/AuthPages.tsx';
import { LoginModalHost } from '#client/features/auth/LoginModalHost.tsx';
import { BoardEditPage } from '#client/features/boards/BoardEditPage.tsx';
import { BoardPage } from '#client/features/boards/BoardPage.tsx';
import { ProfilePage, ProfileSavedPage } from '#client/features/profile/ProfilePage.tsx';
import { SaveHost } from '#client/features/save/saveSession.tsx';
import { RepinEditPage } from '#client/features/save/RepinEditPage.tsx';
import { SettingsPage } from '#client/features/settings/SettingsPage.tsx';
import { createNavigation } from './navigation.ts';
import { NavigationContext } from './NavigationContext.ts';
import type { RenderablePage } from './pageTypes.ts';

export interface AppProps {
  viewer: Viewer;
  page: RenderablePage;
  origin: string;
}

function PageBody({ page, viewer, embedState, origin }: { page: RenderablePage; viewer: Viewer; embedState: boolean; origin: string }) {
  switch (page.data.kind) {
    case 'home':
      return <HomePage feed={page.data.feed} viewer={viewer} embedState={embedState} />;
    case 'pin':
      return <CloseupPage {...page.data} viewer={viewer} origin={origin} embedState={embedState} />;
    case 'pinComments':
      return <PinCommentsPage pin={page.data.pin} viewer={viewer} comments={page.data.comments} />;
    case 'conversation':
      return <ConversationPage conversation={page.data.conversation} viewer={viewer} />;
    case 'pinRedirect':
      return <PinRedirectPage params={page.data.params} />;
    case 'badRequest':
      return <BadRequestPage message={page.data.message} />;
    case 'removed':
      return <RemovedPinPage />;
    case 'notFound':
      return <NotFoundPage />;
    case 'businessHub':
      return <BusinessHubPage campaigns={page.data.campaigns} />;
    case 'login':
      return <LoginPage next={page.data.next} />;
    case 'signup':
      return <SignupPage next={page.data.next} />;
    case 'passwordReset':
      return <PasswordResetPage token={page.data.token} />;
    case 'profile':
      return <ProfilePage data={page.data} viewer={viewer} />;
    case 'profileSaved':
      return <ProfileSavedPage data={page.data} viewer={viewer} />;
    case 'board':
      return <BoardPage data={page.data} viewer={viewer} />;
    case 'boardEdit':
      return <BoardEditPage data={page.data} />;
    case 'settings':
      return <SettingsPage data={page.data} viewer={viewer} />;
    case 'repinEdit':
      return <RepinEditPage data={page.data} />;
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
      <SeoHeadTags head={head} />
      <Header viewer={viewer} />
      <NavigationContext value={nav}>
        <SaveHost>
          <main id="main" className="main" aria-busy={nav.pending.value}>
            <PageBody key={`${page.route}:${JSON.stringify(page.params)}`} page={page} viewer={viewer} embedState={!nav.navigated.value} origin={origin} />
          </main>
        </SaveHost>
        <ExperienceHost viewer={viewer} />
      </NavigationContext>
      {!viewer.isBot && <LoginModalHost viewer={viewer} />}
      <ConsentBanner viewer={viewer} />
    </>
  );
}
