// Links from the card (spec 000 §4, §5): which urls count as external, which get nofollow, and
// which right-clicks are logged as clickthroughs.
import { isHttpUrl } from '../urls.ts';

/** Spec 000 §5: links to these domains (and their subdomains) get rel="nofollow". */
export const NOFOLLOW_DOMAINS = ['blocked.example', 'suspicious.example', 'adult.example', 'bit.ly', 'tinyurl.com', 'goo.gl', 't.co'];

/** Spec 000 §5: an external url counts only if it begins with http or https. */
export const externalUrl = (url: string | null | undefined): string | null => (isHttpUrl(url) ? url : null);

/** The rel of an outbound link: always noopener and noreferrer; nofollow for listed domains and ads. */
export function outboundRel(url: string, options: { sponsored?: boolean; userGenerated?: boolean } = {}): string {
  const rel = ['noopener', 'noreferrer'];
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return [...rel, 'nofollow'].join(' ');
  }
  if (NOFOLLOW_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) rel.push('nofollow');
  if (options.sponsored) rel.push('sponsored');
  if (options.userGenerated) rel.push('ugc');
  return rel.join(' ');
}

/** Spec 000 §4: media extensions whose right-click is not a clickthrough. */
export const MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'quicktime'];

/** Spec 000 §4: a right-click on a card is logged unless its target was a pin page or a media file. */
export function isClickthroughTarget(href: string | null | undefined): boolean {
  if (!href) return false;
  let path: string;
  try {
    path = new URL(href, 'https://pins.invalid').pathname;
  } catch {
    return false;
  }
  if (/^\/pin\/\d+/.test(path)) return false;
  const ext = path.split('.').pop()?.toLowerCase() ?? '';
  return !(path.includes('.') && MEDIA_EXTENSIONS.includes(ext));
}
