import type { CarouselSlot, PinExtras, PinKind, ProductMetadata, StoryPinPage } from '../../../shared/types.ts';
import { type BoardRow, capitalize, DAY, type Flag, money, price, slugify, titleFor } from '../dataset.ts';
import type { Theme } from '../words.ts';
import { COLORS, PRODUCT_LABELS, STORY_TEXTS, THEMES } from '../words.ts';
import type { PinContext } from './pinContext.ts';

/** The parts of a pin its kind may change. */
export interface PinDraft {
  pinTitle: string;
  link: string | null;
  siteName: string;
  signature: string;
  promoterId: number | null;
  promoted: Flag;
}

/** Fills `extras` with what `kind` carries and answers the draft as the kind changed it. */
export function kindData(ctx: PinContext, kind: PinKind, id: number, created: number, board: BoardRow, t: Theme, draft: PinDraft, extras: PinExtras): PinDraft {
  const { pinRng, artworks, gifs, videos, artNear, counters, userById } = ctx;
  const { randomLink, trackingParams, targeting, reactions } = ctx.text;
  const { storySingle, storyDeleted, recipeSpecial, cookTimeFor } = ctx.plan;
  const { merchant, merchantTheme, merchantSite, advertisers, advertiserSite, regularUsers } = ctx.cast;
  let { pinTitle, link, siteName, signature, promoterId, promoted } = draft;
  switch (kind) {
    case 'gif': {
      const m = pinRng.pick(gifs);
      extras.embed = { src: m.url, type: 'gif', width: m.width, height: m.height };
      signature = artNear(m.height / m.width);
      break;
    }
    case 'video': {
      const m = pinRng.pick(videos);
      signature = artNear(m.height / m.width);
      extras.videos = {
        id: pinRng.hex(32),
        duration: m.durationMs,
        videoList: { v720P: { url: m.url, width: m.width, height: m.height, duration: m.durationMs } },
      };
      if (pinRng.chance(0.6)) extras.reactionCountsData = reactions(4, 6);
      break;
    }
    case 'story': {
      const single = storySingle.has(id);
      const pageCount = single ? 1 : pinRng.int(2, 6);
      const pages: StoryPinPage[] = [];
      let staticPages = 0;
      let videoMs = 0;
      for (let p = 0; p < pageCount; p++) {
        const video = !single && pinRng.chance(0.35);
        const blocks: StoryPinPage['blocks'] = [];
        if (video) {
          const duration = pinRng.int(30, 300) * 100;
          videoMs += duration;
          blocks.push({ type: 'video', duration, imageSignature: pinRng.pick(artworks).signature });
        } else {
          staticPages++;
          blocks.push({ type: 'image', imageSignature: p === 0 ? signature : pinRng.pick(artworks).signature });
        }
        if (pinRng.chance(0.5)) blocks.push({ type: 'text', text: pinRng.pick(STORY_TEXTS) });
        pages.push({ blocks });
      }
      if (pages[0].blocks[0].imageSignature) signature = pages[0].blocks[0].imageSignature;
      extras.storyPinData = {
        ...(storyDeleted.has(id) ? { isDeleted: true } : {}),
        pages,
        staticPageCount: staticPages,
        totalVideoDuration: videoMs,
        metadata: { pinTitle: pinTitle.trim() || titleFor(pinRng, t) },
      };
      if (pinRng.chance(0.6)) extras.reactionCountsData = reactions(4, 6);
      break;
    }
    case 'carousel': {
      const slots: CarouselSlot[] = [];
      const n = pinRng.int(2, 5);
      // every slot has its own picture
      const others = pinRng
        .sample(
          artworks.filter((a) => a.signature !== signature),
          n - 1,
        )
        .map((a) => a.signature);
      // A carousel's slides are one pin's pictures: each is titled after the pin ("… (2 of 3)"), never after another idea.
      // (A title is still drawn for each slide's link, so every later pin's random data stays as it was.)
      const carouselTitle = pinTitle.trim() || titleFor(pinRng, t);
      for (let s = 0; s < n; s++) {
        const slotTitle = titleFor(pinRng, t);
        slots.push({
          slotId: `${id}${String(s + 1).padStart(3, '0')}`,
          title: s === 0 ? carouselTitle : `${carouselTitle} (${s + 1} of ${n})`,
          ...(pinRng.chance(0.6) ? { details: pinRng.pick(t.sentences) } : {}),
          link: randomLink(t, slotTitle).link,
          imageSignature: s === 0 ? signature : others[(s - 1) % others.length],
        });
      }
      extras.carouselData = { carouselId: pinRng.hex(16), index: 0, slots };
      break;
    }
    case 'collection':
      // items are filled after all pins exist (they point at other pins)
      break;
    case 'product': {
      const c = counters.product++;
      const owner = userById.get(board.owner_id)!;
      const shop = merchantTheme.has(owner.id);
      const noun = pinRng.pick(t.products.length ? t.products : THEMES[0].products);
      const name = capitalize(`${pinRng.chance(0.5) ? `${pinRng.pick(COLORS)} ` : ''}${noun}`);
      if (shop) {
        const site = merchantSite.get(owner.id)!;
        link = `https://${site}/products/${slugify(name)}-${pinRng.int(100, 999)}`;
        siteName = owner.full_name;
      }
      pinTitle = pinRng.chance(0.9) ? name : pinTitle;
      const currency = pinRng.chance(0.85) ? '$' : '£';
      const base = price(pinRng, t.priceBand);
      const offer: NonNullable<ProductMetadata['offerSummary']> = {};
      const variant = c % 9;
      if (variant === 1) {
        offer.price = money(Math.round(base * 0.7), currency);
        offer.standardPrice = money(base, currency);
      } else if (variant === 2 || variant === 8) {
        offer.minPrice = money(Math.max(5, Math.round(base * 0.5)), currency);
        offer.maxPrice = money(base, currency);
      } else if (variant === 6) {
        offer.price = money(base, currency);
        offer.standardPrice = money(base, currency);
      } else if (variant === 7) {
        offer.minPrice = money(base, currency);
      } else offer.price = money(base, currency);
      const product: ProductMetadata = {
        name,
        id: `${pinRng.int(1_000_000, 9_999_999)}`,
        brand: { name: shop ? owner.full_name : siteName || 'Independent maker' },
        offerSummary: offer,
      };
      if (variant === 5 || variant === 8 || pinRng.chance(0.1)) product.labelInfo = { labels: pinRng.pick(PRODUCT_LABELS) };
      if (variant === 3) extras.isOosProduct = true;
      if (variant === 4) extras.isStaleProduct = true;
      if (variant === 0 || variant === 5) {
        extras.isShoppable = true;
        extras.shoppingFlags = [1];
      }
      if (variant === 1 || variant === 8) {
        extras.isShoppable = true;
        extras.shoppingFlags = [5];
      }
      if (pinRng.chance(0.7)) extras.isEligibleForPdp = true;
      if (owner.id === merchant.id && pinRng.chance(0.3)) extras.isQuickPromotable = true;
      extras.richSummary = { typeName: 'product', displayName: name, siteName, url: link!, products: [product] };
      extras.richMetadata = { products: [product] };
      break;
    }
    case 'recipe': {
      const special = recipeSpecial.get(id);
      const cook = cookTimeFor.get(id) ?? pinRng.pick([10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 95, 120, 150]);
      const name = pinTitle.trim() || titleFor(pinRng, t);
      extras.richSummary = { typeName: 'recipe', displayName: name, siteName, url: link!, displayCookTime: cook };
      if (special === 'nonNumeric') extras.richSummary.aggregateRating = { ratingValue: 'Not rated yet', bestRating: 5, reviewCount: 0 };
      else if (special === 'aboveBest') extras.richSummary.aggregateRating = { ratingValue: 7, bestRating: 5, reviewCount: pinRng.int(3, 40) };
      else if (pinRng.chance(0.8)) {
        const ten = pinRng.chance(0.15);
        extras.richSummary.aggregateRating = ten
          ? { ratingValue: Math.round(pinRng.float(6.5, 9.9) * 10) / 10, bestRating: 10, reviewCount: pinRng.int(2, 900) }
          : { ratingValue: Math.round(pinRng.float(3.2, 5) * 10) / 10, bestRating: 5, reviewCount: pinRng.int(1, 4200) };
      }
      extras.richMetadata = { recipe: { name, cookTimeMinutes: cook } };
      break;
    }
    case 'article': {
      const headline = pinTitle.trim() || titleFor(pinRng, t);
      extras.richSummary = { typeName: 'article', displayName: headline, siteName, url: link! };
      extras.richMetadata = {
        article: {
          name: headline,
          description: pinRng.pick(t.sentences),
          datePublished: new Date(created - pinRng.int(1, 400) * DAY).toISOString(),
        },
      };
      break;
    }
    case 'ad':
    case 'third_party_ad': {
      const owner = userById.get(board.owner_id)!;
      counters.ad++;
      promoted = 1;
      // an agency-run third-party ad now and then: promoter differs from the pinner
      promoterId = kind === 'ad' || advertisers.length < 2 || pinRng.chance(0.9) ? owner.id : pinRng.pick(advertisers.filter((a) => a.id !== owner.id)).id;
      const promoter = userById.get(promoterId)!;
      const site = advertiserSite.get(owner.id)!;
      if (kind === 'ad') {
        pinTitle = pinRng.chance(0.5) ? `${pinRng.pick(['New', 'Shop', 'Discover', 'Meet'])}: ${titleFor(pinRng, t)}` : titleFor(pinRng, t);
        link = `https://www.${site}/${slugify(pinTitle).slice(0, 40)}`;
        siteName = promoter.full_name;
      }
      // Promoted pins lead to https pages only: attribution registers https destinations (docs/rules/experiences.md#errors-spec-001-8).
      link = link!.replace(/^http:/, 'https:');
      const campaign = `${626_743_000_000 + counters.ad * 17}`;
      extras.advertiserId = `${549_755_800_000 + promoterId * 7}`;
      extras.campaignId = campaign;
      extras.trackingParams = trackingParams();
      extras.adDestinationUrl = `${link}${link!.includes('?') ? '&' : '?'}utm_source=pinboard&utm_medium=paid&utm_campaign=${campaign}`;
      extras.trackedLink = extras.adDestinationUrl;
      if (kind === 'ad' || pinRng.chance(0.5)) extras.adTargetingAttribution = targeting(t, pinRng.int(2, 8));
      if (kind === 'ad') {
        if (pinRng.chance(0.3)) extras.isQuickPromotable = true;
        if (pinRng.chance(0.35)) extras.promotedIsRemovable = true;
        if (pinRng.chance(0.25)) {
          extras.sponsorship = {
            status: pinRng.pick([0, 2, 3] as const),
            creatorUsername: pinRng.pick(regularUsers).username,
            sponsorName: promoter.full_name,
          };
        }
        if (pinRng.chance(0.08)) extras.isDownstreamPromotion = true;
      } else {
        extras.isThirdPartyAd = true;
        const partnership = pinRng.chance(0.5);
        extras.thirdPartyAdAttributes = {
          promotedIsPersonalized: pinRng.chance(0.6),
          isEligibleForPromotedPartnership: partnership,
          ...(partnership
            ? {
                promotedPartnershipAttributionName: pinRng.pick(['Shopwise Network', 'Retail Partners Ltd', 'Atlas Commerce']),
                promotedPartnershipAdvertiserName: promoter.full_name,
              }
            : {}),
        };
      }
      break;
    }
    default:
      break;
  }
  return { pinTitle, link, siteName, signature, promoterId, promoted };
}
