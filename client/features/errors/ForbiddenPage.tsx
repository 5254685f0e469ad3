// The 403 page: what the viewer may not open and what they can do instead.
import type { PageView } from '#client/app/pageTypes.ts';
export function ForbiddenPage({ title, message, action }: { title: string; message: string; action: { label: string; href: string } | null }) {
  return (
    <section className="message-page" data-test-id="forbidden">
      <h1>{title}</h1>
      <p>{message}</p>
      {action && (
        <p>
          <a className="button button--primary" href={action.href}>
            {action.label}
          </a>
        </p>
      )}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { forbidden: PageView<'forbidden'> } = {
  forbidden: ({ data }) => <ForbiddenPage {...data} />,
};
