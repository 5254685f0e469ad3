// A page's Open Graph and Twitter tags (hoisted into <head> by React) and its JSON-LD, embedded
// with safeJsonForHtml so no text in it can end the script element.
import type { PageHead } from '#shared/pages.ts';
import { safeJsonForHtml } from '#shared/safeJson.ts';

export function SeoHeadTags({ head }: { head: PageHead }) {
  return (
    <>
      {head.meta?.map((m) =>
        m.property ? (
          <meta key={`p:${m.property}`} property={m.property} content={m.content} />
        ) : (
          <meta key={`n:${m.name}`} name={m.name} content={m.content} />
        ),
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by shared/safeJson.ts, the one place that does it */}
      {head.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJsonForHtml(head.jsonLd) }} />}
    </>
  );
}
