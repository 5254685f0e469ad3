// Links from the card (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5): which urls count as external and which right-clicks are
// logged as clickthroughs. The rel of outbound links (nofollow, ugc, sponsored) is shared/offsite/rel.ts.
import { isHttpUrl } from '../urls.ts';

/** docs/rules/pin-card.md#display-rules-spec-000-5: an external url counts only if it begins with http or https. */
export const externalUrl = (url: string | null | undefined): string | null => (isHttpUrl(url) ? url : null);

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: media extensions whose right-click is not a clickthrough. */
const MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'quicktime'];

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: a right-click on a card is logged unless its target was a pin page or a media file. */
export function isClickthroughTarget(href: string | null | undefined): boolean {
  if (!href) return false;
  let path: string;
  try {
    path = new URL(href, 'https://pins.invalid').pathname;
  } catch {
    return false;
  }
  // A pin page: /pin/{id}/ or the SEO-style /pin/{title words}--{id}/ a visitor's card links to.
  if (/^\/pin\/[^/]+/.test(path)) return false;
  const ext = path.split('.').pop()?.toLowerCase() ?? '';
  return !(path.includes('.') && MEDIA_EXTENSIONS.includes(ext));
}
