// A policy or help page: its title, last change, a table of contents linking each section's
// anchor (`/community-guidelines/#spam`), the sections and the related pages.
import type { PageView } from '#client/app/pageTypes.ts';
import { calendarDate } from '#shared/dates/calendarDate.ts';
import type { PolicyDocument } from '#shared/policy/documents.ts';
import './policy.css';

export function PolicyPage({ document }: { document: PolicyDocument }) {
  return (
    <article className="policy" data-test-id="policy-page">
      <h1>{document.title}</h1>
      <p className="policy__updated">
        Last updated <time dateTime={document.updated}>{calendarDate(document.updated)}</time>
      </p>
      <nav aria-label="On this page" className="policy__contents">
        <ul>
          {document.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {document.sections.map((s) => (
        <section key={s.id} id={s.id} className="policy__section">
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.items && (
            <ul>
              {s.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <footer className="policy__related">
        <h2>See also</h2>
        <ul>
          {document.related.map((r) => (
            <li key={r.href}>
              <a href={r.href}>{r.label}</a>
            </li>
          ))}
        </ul>
      </footer>
    </article>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { policy: PageView<'policy'> } = {
  policy: ({ data }) => <PolicyPage document={data.document} />,
};
