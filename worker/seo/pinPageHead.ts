// The head of a pin page: unique title and description, canonical /pin/{id}/, robots rule, Open
// Graph and Twitter tags and JSON-LD for the pin kind; and, for bots, the pin's version (its last
// change) as Last-Modified and ETag so crawlers and the bot page cache see changes.
import type { Context } from 'hono';
import { closeupImage } from '#shared/closeup/closeupImage.ts';
import type { PinId } from '#shared/ids.ts';
import { type PageHead, SITE_NAME } from '#shared/pages.ts';
import { pinPath } from '#shared/routes.ts';
import { pinJsonLd } from '#shared/seo/jsonLd.ts';
import { pinHeadText } from '#shared/seo/pinHead.ts';
import { socialTags } from '#shared/seo/socialTags.ts';
import type { ImageSize, Pin } from '#shared/types.ts';
import type { AppEnv } from '#worker/env.ts';

const OG_TYPES: Partial<Record<Pin['kind'], 'article' | 'product'>> = { article: 'article', product: 'product', recipe: 'article' };

/** The head of a pin's closeup for this request's viewer (og:image is the original for bots). */
export function pinPageHead(origin: string, pin: Pin, imageSize: ImageSize): PageHead {
  const text = pinHeadText(pin, SITE_NAME);
  const canonical = pinPath(pin.entityId);
  const spec = closeupImage(pin, imageSize) ?? closeupImage(pin, '736x');
  const image = spec ? { ...spec, url: `${origin}${spec.url}` } : null;
  return {
    title: text.title,
    description: text.description,
    canonical,
    noindex: text.noindex,
    meta: socialTags({
      type: OG_TYPES[pin.kind] ?? 'website',
      title: text.title,
      description: text.description,
      url: `${origin}${canonical}`,
      image,
      imageAlt: pin.altText || undefined,
      siteName: SITE_NAME,
    }),
    jsonLd: image ? pinJsonLd(pin, { url: `${origin}${canonical}`, image, origin }) : null,
  };
}

/** Sets Last-Modified and ETag of a bot's pin page from the pin's last change (migration 0003). */
export async function markPinVersion(c: Context<AppEnv>, pinId: PinId): Promise<void> {
  if (!c.var.viewer.isBot || c.req.path.startsWith('/resource/')) return;
  const row = await c.env.DB.prepare('SELECT COALESCE(updated_at, created_at) AS changed FROM pins WHERE id = ?').bind(pinId).first<{ changed: number }>();
  if (!row) return;
  c.header('Last-Modified', new Date(row.changed).toUTCString());
  c.header('ETag', `W/"pin-${pinId}-${row.changed}"`);
}
