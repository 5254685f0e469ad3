// The 404 page (unknown paths, missing or hidden pins) and the removed-pin placeholder (410).
import type { PageView } from '#client/app/pageTypes.ts';

export function NotFoundPage() {
  return (
    <section className="message-page" data-test-id="not-found">
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist, or it is private.</p>
      <p>
        <a className="button button--primary" href="/">
          Go to the home feed
        </a>
      </p>
    </section>
  );
}

/** docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, docs/rules/closeup-and-visitors.md#errors-spec-002-8: a removed idea pin shows "Unavailable" and "Removed by the creator". */
export function RemovedPinPage() {
  return (
    <section className="message-page" data-test-id="removed-pin">
      <h1>Unavailable</h1>
      <p>Removed by the creator</p>
      <p>
        <a className="button" href="/">
          Go to the home feed
        </a>
      </p>
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { removed: PageView<'removed'>; notFound: PageView<'notFound'> } = {
  removed: () => <RemovedPinPage />,
  notFound: () => <NotFoundPage />,
};
