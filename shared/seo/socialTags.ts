// Open Graph and Twitter card tags of a page: what link previews show. For bots the image is the
// original (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3); people's pages never carry originals, so theirs name the largest size.
import type { ImageSpec } from '../types.ts';

export interface HeadMeta {
  /** Open Graph tags use `property`, Twitter and robots tags `name`. */
  property?: string;
  name?: string;
  content: string;
}

export interface SocialTagInput {
  type: 'website' | 'article' | 'product' | 'profile';
  title: string;
  description: string;
  /** Absolute canonical url. */
  url: string;
  /** Image with an absolute url, or null. */
  image: ImageSpec | null;
  imageAlt?: string;
  siteName: string;
}

/** og:* and twitter:* tags for a page. */
export function socialTags(input: SocialTagInput): HeadMeta[] {
  const tags: HeadMeta[] = [
    { property: 'og:type', content: input.type },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: input.url },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
  ];
  if (input.image) {
    tags.push(
      { property: 'og:image', content: input.image.url },
      { property: 'og:image:width', content: String(input.image.width) },
      { property: 'og:image:height', content: String(input.image.height) },
      { name: 'twitter:image', content: input.image.url },
    );
    if (input.imageAlt) tags.push({ property: 'og:image:alt', content: input.imageAlt }, { name: 'twitter:image:alt', content: input.imageAlt });
  }
  return tags;
}
