// /discover/article/{slug}: an article of ideas on one interest, the newest listed pins of it.
import type { PageView } from '#client/app/pageTypes.ts';
import { CardsPage } from '#client/features/feed/CardsPage.tsx';
import type { PinPage, Viewer } from '#shared/types.ts';

export function ArticlePage({ title, intro, feed, viewer }: { title: string; intro: string; feed: PinPage; viewer: Viewer }) {
  const header = (
    <div>
      <h1>{title}</h1>
      <p>{intro}</p>
    </div>
  );
  return (
    <CardsPage
      testId="discovery-article"
      header={header}
      feed={feed}
      request={{ resource: 'HomefeedResource' }}
      surface={{ surface: 'home' }}
      viewer={viewer}
      empty="No ideas here yet."
    />
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { discoveryArticle: PageView<'discoveryArticle'> } = {
  discoveryArticle: ({ data, viewer }) => <ArticlePage {...data} viewer={viewer} />,
};
