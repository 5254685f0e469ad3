// Structured data (schema.org JSON-LD) for a pin page, fitting the pin kind: Product with offers
// and availability, Recipe with rating and cook time, Article, or a SocialMediaPosting sharing an
// ImageObject (and a VideoObject for video). Embedded with safeJsonForHtml by the page.

import { ratingOutOfFive } from '../closeup/richData.ts';
import type { ImageSpec, OfferSummary, Pin } from '../types.ts';
import { pinDisplayTitle } from './pinHead.ts';

type JsonLd = Record<string, unknown>;

const CURRENCIES: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR', '¥': 'JPY' };

/** "$12.50" -> { amount: '12.50', currency: 'USD' }; null when it is not a price. */
export function parsePrice(text: string | undefined): { amount: string; currency: string } | null {
  const m = /^\s*([$£€¥])\s*(\d{1,9}(?:[.,]\d{1,2})?)\s*$/.exec(text ?? '');
  return m ? { amount: m[2].replace(',', '.'), currency: CURRENCIES[m[1]] } : null;
}

/** ISO 8601 duration of a cook time in minutes: 95 -> "PT1H35M". */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

function offers(summary: OfferSummary | undefined, pin: Pin, url: string): JsonLd | null {
  const availability = `https://schema.org/${pin.isOosProduct ? 'OutOfStock' : 'InStock'}`;
  const price = parsePrice(summary?.price);
  if (price) return { '@type': 'Offer', price: price.amount, priceCurrency: price.currency, availability, url };
  const low = parsePrice(summary?.minPrice);
  const high = parsePrice(summary?.maxPrice);
  const any = low ?? high;
  if (!any) return null;
  return { '@type': 'AggregateOffer', lowPrice: (low ?? any).amount, highPrice: (high ?? any).amount, priceCurrency: any.currency, availability, url };
}

export interface JsonLdContext {
  /** Absolute url of the canonical page. */
  url: string;
  /** The image this viewer gets (originals for bots), with an absolute url. */
  image: ImageSpec;
  origin: string;
}

/** The JSON-LD object of a pin page. */
export function pinJsonLd(pin: Pin, ctx: JsonLdContext): JsonLd {
  const name = pinDisplayTitle(pin) || `Pin ${pin.entityId}`;
  const description = pin.description.replace(/\s+/g, ' ').trim() || undefined;
  const image: JsonLd = { '@type': 'ImageObject', contentUrl: ctx.image.url, url: ctx.image.url, width: ctx.image.width, height: ctx.image.height };
  const author = { '@type': 'Person', name: pin.pinner.fullName || pin.pinner.username, url: `${ctx.origin}/${pin.pinner.username}/` };
  const base = { '@context': 'https://schema.org', url: ctx.url };
  const product = pin.richMetadata?.products?.[0] ?? pin.richSummary?.products?.[0];
  if (pin.kind === 'product' && product) {
    const offer = offers(product.offerSummary, pin, pin.link ?? ctx.url);
    return {
      ...base,
      '@type': 'Product',
      name: product.name || name,
      image: ctx.image.url,
      description,
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
      ...(product.id ? { sku: product.id } : {}),
      ...(offer ? { offers: offer } : {}),
    };
  }
  if (pin.kind === 'recipe') {
    const minutes = pin.richSummary?.displayCookTime ?? pin.richMetadata?.recipe?.cookTimeMinutes;
    const rating = pin.richSummary?.aggregateRating;
    const stars = rating ? ratingOutOfFive(rating.ratingValue, rating.bestRating) : 0;
    return {
      ...base,
      '@type': 'Recipe',
      name: pin.richMetadata?.recipe?.name || name,
      image: ctx.image.url,
      description,
      author,
      ...(minutes ? { cookTime: isoDuration(minutes), totalTime: isoDuration(minutes) } : {}),
      ...(rating && stars > 0 && rating.reviewCount
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: stars, bestRating: 5, worstRating: 0, ratingCount: rating.reviewCount } }
        : {}),
    };
  }
  if (pin.kind === 'article') {
    const article = pin.richMetadata?.article;
    return {
      ...base,
      '@type': 'Article',
      headline: (article?.name || name).slice(0, 110),
      image: [ctx.image.url],
      description: article?.description || description,
      author,
      ...(article?.datePublished ? { datePublished: article.datePublished } : {}),
      ...(pin.richSummary?.siteName ? { publisher: { '@type': 'Organization', name: pin.richSummary.siteName } } : {}),
    };
  }
  const video = pin.videos?.videoList.v720P;
  return {
    ...base,
    '@type': 'SocialMediaPosting',
    headline: name.slice(0, 110),
    description,
    author,
    datePublished: pin.createdAt,
    image,
    sharedContent: video
      ? {
          '@type': 'VideoObject',
          name,
          contentUrl: `${ctx.origin}${video.url}`,
          thumbnailUrl: ctx.image.url,
          uploadDate: pin.createdAt,
          duration: isoDuration(video.duration / 60000),
          description: description ?? name,
        }
      : image,
  };
}
