// Step 4 of the demo data: the pins. Each is either a save of an earlier original (same picture and
// content on someone else's board) or a new pin on a board picked by weight, with its text, link,
// kind data and extras; collections then point at other live originals.

import { altTextFor } from '../../../shared/closeup/autoAltText.ts';
import { IMAGE_ORIGIN_COUNT } from '../../../shared/pinCard/imageOrigin.ts';
import type { PinExtras, PinKind } from '../../../shared/types.ts';
import {
  type BoardMeta,
  type BoardRow,
  capitalize,
  DAY,
  domainOf,
  type Flag,
  HOUR,
  type InterestRow,
  LARGE_POOL,
  MEDIA,
  type Notable,
  type PinInterestRow,
  type PinMeta,
  type PinRow,
  pickDistinct,
  pinnerFor,
  slugify,
} from '../dataset.ts';
import type { Rng } from '../random.ts';
import type { Theme } from '../words.ts';
import { COLORS } from '../words.ts';
import type { ArtworkSet } from './artworks.ts';
import type { BoardSet } from './boards.ts';
import type { PinContext } from './pinContext.ts';
import { addPinDetails } from './pinDetails.ts';
import { sharedExtras } from './pinExtras.ts';
import { kindData } from './pinKinds.ts';
import { planPins } from './pinPlan.ts';
import { pinTextWriters } from './pinText.ts';
import type { Cast } from './users.ts';

export interface PinSet {
  pins: PinRow[];
  pin_interests: PinInterestRow[];
  notable: Notable;
}

export function generatePins(
  root: Rng,
  pinCount: number,
  art: ArtworkSet,
  cast: Cast,
  boardSet: BoardSet,
  interests: InterestRow[],
  interestId: Map<string, number>,
  theme: (key: string) => Theme,
): PinSet {
  const { artworks, artAspect } = art;
  const { demo, partner, staff, merchant, limited, advertisers } = cast;
  const { boards, boardMeta, userById } = boardSet;
  const { quickSaves, dreamKitchen, secretBoard, ownCollab, protectedBoard, archivedBoard, emptyBoard, gardenClub, supperClub } = boardSet.fixtures;
  const pinRng = root.fork('pins');
  const plan = planPins(pinRng, pinCount);
  const { kinds, isSave, createdAt, stories, recipes, removedStory, removedImage, removed } = plan;

  // board pickers
  const allBoards = boards.filter((b) => b.id !== emptyBoard.id);
  const organic = allBoards.filter((b) => b.id !== quickSaves.id && boardMeta.get(b.id)!.ownerKind !== 'advertiser');
  const byOwnerKind = (kind: BoardMeta['ownerKind']): BoardRow[] => allBoards.filter((b) => boardMeta.get(b.id)!.ownerKind === kind);
  const advertiserBoards = byOwnerKind('advertiser').filter((b) => b.privacy === 'public');
  const merchantBoards = byOwnerKind('merchant');
  const recipeBoards = organic.filter((b) => boardMeta.get(b.id)!.theme.key === 'recipes');
  const weightsOf = (list: BoardRow[]): number[] => list.map((b) => boardMeta.get(b.id)!.weight);
  const organicWeights = weightsOf(organic);
  const recipeWeights = weightsOf(recipeBoards);
  const cumulative = new WeakMap<number[], number[]>();
  const pickBoard = (list: BoardRow[], weights: number[]): BoardRow => {
    if (list.length <= LARGE_POOL / 10) return pinRng.weighted(list, weights);
    // Big catalogues: the same weighted draw, by binary search over the running totals.
    let sums = cumulative.get(weights);
    if (!sums) {
      let total = 0;
      sums = weights.map((w) => (total += w));
      cumulative.set(weights, sums);
    }
    const r = pinRng.next() * sums[sums.length - 1];
    let lo = 0;
    let hi = sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sums[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return list[lo];
  };

  // artwork queue: every artwork gets used by at least one pin
  const artQueue = pinRng.shuffle(artworks.map((a) => a.signature));
  const nextArt = (): string => artQueue.pop() ?? pinRng.pick(artworks).signature;
  const artNear = (aspect: number): string => {
    let best = pinRng.pick(artworks).signature;
    for (let k = 0; k < 12; k++) {
      const s = pinRng.pick(artworks).signature;
      if (Math.abs(artAspect.get(s)! - aspect) < Math.abs(artAspect.get(best)! - aspect)) best = s;
    }
    return best;
  };

  const gifs = MEDIA.filter((m) => m.kind === 'gif');
  const videos = MEDIA.filter((m) => m.kind === 'video');
  const demoBoards = boards.filter((b) => b.owner_id === demo.id && b.layout === 'default' && b.id !== emptyBoard.id);

  const pins: PinRow[] = [];
  /** Pins a later pin may be a save of (originals, live, not promoted), by kind, in creation order. */
  const saveable = new Map<PinKind, PinRow[]>();
  const savedTo = new Set<string>();
  const pinMeta = new Map<number, PinMeta>();
  const pin_interests: PinInterestRow[] = [];
  const notable: Notable = {
    demoUserId: demo.id,
    partnerUserId: partner.id,
    staffUserId: staff.id,
    merchantUserId: merchant.id,
    limitedUserId: limited.id,
    advertiserUserIds: advertisers.map((a) => a.id),
    quickSavesBoardId: quickSaves.id,
    secretBoardId: secretBoard.id,
    protectedBoardId: protectedBoard.id,
    archivedBoardId: archivedBoard.id,
    emptyBoardId: emptyBoard.id,
    sectionedBoardId: dreamKitchen.id,
    ownCollaborativeBoardId: ownCollab.id,
    collaboratorOnBoardId: gardenClub.id,
    invitedToBoardId: supperClub.id,
    sensitiveBoardId: 0,
    deletedStoryPinId: stories[1] ?? null,
    singlePageStoryPinId: stories[2] ?? null,
    removedStoryPinId: removedStory,
    removedImagePinId: removedImage,
    nonNumericRatingPinId: recipes[1] ?? null,
    aboveBestRatingPinId: recipes[2] ?? null,
    noindexPinIds: [],
    blockedLinkPinIds: [],
    suspiciousLinkPinIds: [],
    adultLinkPinIds: [],
  };
  const counters = { product: 0, ad: 0, special: 0, seo: 0, reason: 0 };

  const boardUrl = (b: BoardRow): string => `/${userById.get(b.owner_id)!.username}/${b.slug}/`;
  const text = pinTextWriters(pinRng, counters);
  const { randomLink, description, title } = text;
  const ctx: PinContext = {
    pinRng,
    artworks,
    gifs,
    videos,
    artNear,
    text,
    plan,
    counters,
    notable,
    cast,
    userById,
    interests,
    interestId,
    demoBoards,
    boardUrl,
  };

  for (let i = 0; i < pinCount; i++) {
    const id = i + 1;
    const kind = kinds[i];
    const created = createdAt[i];

    // ---- saves: same picture and content as an earlier pin, on someone else's board
    if (isSave[i]) {
      const candidates = saveable.get(kind) ?? [];
      if (candidates.length > 0) {
        const origin = pinRng.pick(candidates);
        let board: BoardRow = pinRng.chance(0.12) ? quickSaves : pickBoard(organic, organicWeights);
        for (let tries = 0; tries < 8 && board.owner_id === origin.pinner_id; tries++) board = pickBoard(organic, organicWeights);
        // A pin is saved to a board once (pins_saved_once); only big catalogues ever pick a pair twice.
        for (let tries = 0; tries < 8 && savedTo.has(`${board.id}:${origin.id}`); tries++) board = pickBoard(organic, organicWeights);
        savedTo.add(`${board.id}:${origin.id}`);
        const meta = boardMeta.get(board.id)!;
        const extras = JSON.parse(origin.data) as PinExtras;
        delete extras.recommendationReason;
        delete extras.sourceInterest;
        pins.push({
          ...origin,
          id,
          pinner_id: pinnerFor(pinRng, board, meta),
          board_id: board.id,
          section_id: meta.sections.length && pinRng.chance(0.5) ? pinRng.pick(meta.sections) : null,
          origin_pin_id: origin.id,
          comments_disabled: 0,
          data: JSON.stringify(extras),
          created_at: created,
          deleted_at: null,
        });
        const originMeta = pinMeta.get(origin.id)!;
        pinMeta.set(id, originMeta);
        for (const interest of originMeta.interests) pin_interests.push({ pin_id: id, interest_id: interest });
        continue;
      }
    }

    // ---- board, pinner, theme
    let board: BoardRow;
    if (kind === 'ad' || kind === 'third_party_ad') board = pinRng.pick(advertiserBoards);
    else if (kind === 'product' && merchantBoards.length && pinRng.chance(0.5)) board = pinRng.pick(merchantBoards);
    else if (kind === 'recipe' && recipeBoards.length) board = pickBoard(recipeBoards, recipeWeights);
    else if (advertiserBoards.length && pinRng.chance(0.04)) board = pinRng.pick(advertiserBoards);
    else if (pinRng.chance(0.05)) board = pinRng.pick(demoBoards);
    else board = pickBoard(organic, organicWeights);
    const meta = boardMeta.get(board.id)!;
    const t = kind === 'recipe' ? theme('recipes') : meta.theme;
    const pinnerId = pinnerFor(pinRng, board, meta);
    const sectionId = meta.sections.length && pinRng.chance(0.55) ? pinRng.pick(meta.sections) : null;

    // ---- text and link
    let pinTitle = title(t);
    const pinDescription = description(t);
    const extras: PinExtras = {};
    let link: string | null = null;
    let domain: string | null = null;
    let siteName = '';
    let signature = kind === 'gif' || kind === 'video' ? '' : nextArt();
    let promoterId: number | null = null;
    let promoted: Flag = 0;

    const needsLink = kind === 'product' || kind === 'recipe' || kind === 'article' || kind === 'ad' || kind === 'third_party_ad' || kind === 'carousel';
    if (needsLink || pinRng.chance(0.93)) {
      const l = randomLink(t, pinTitle);
      link = l.link;
      siteName = l.siteName;
    }
    if (kind === 'image' || kind === 'article') {
      const c = counters.special++;
      const special = c % 173 === 13 ? 'blocked' : c % 173 === 71 ? 'suspicious' : c % 173 === 131 ? 'adult' : null;
      if (special) {
        link = `https://${special}.example/${slugify(pinTitle || 'offer').slice(0, 40)}?ref=pin${id}`;
        siteName = capitalize(special);
        const list = special === 'blocked' ? notable.blockedLinkPinIds : special === 'suspicious' ? notable.suspiciousLinkPinIds : notable.adultLinkPinIds;
        list.push(id);
      }
    }

    // ---- kind-specific data (pinKinds.ts)
    ({ pinTitle, link, siteName, signature, promoterId, promoted } = kindData(
      ctx,
      kind,
      id,
      created,
      board,
      t,
      { pinTitle, link, siteName, signature, promoterId, promoted },
      extras,
    ));

    // ---- extras shared by all kinds (pinExtras.ts)
    const pinInterestIds = sharedExtras(ctx, { id, kind, t, board, pinTitle, pinDescription, siteName, promoted, pinnerId }, extras);

    if (link) domain = domainOf(link);
    else domain = 'Uploaded by user';
    // 40% of the pins carry alt text, said from the pin's own title and description.
    // The three draws the random wording once took are still made, so every later pin is unchanged.
    const withAlt = pinRng.chance(0.4);
    if (withAlt) for (const words of [t.adjectives, t.nouns, COLORS]) pinRng.pick(words);
    const altText = withAlt ? altTextFor(kind, pinTitle, pinDescription) : '';

    pins.push({
      id,
      pinner_id: pinnerId,
      board_id: board.id,
      section_id: sectionId,
      origin_pin_id: null,
      kind,
      title: pinTitle,
      description: pinDescription,
      alt_text: altText,
      link,
      domain,
      image_signature: signature,
      promoter_id: promoterId,
      is_promoted: promoted,
      comments_disabled: pinRng.chance(0.05) ? 1 : 0,
      data: '{}',
      created_at: created,
      deleted_at: removed.has(id) ? created + pinRng.int(HOUR, 5 * DAY) : null,
    });
    const pushed = pins[pins.length - 1];
    if (pushed.origin_pin_id === null && pushed.deleted_at === null && pushed.is_promoted === 0) {
      const list = saveable.get(pushed.kind);
      if (list) list.push(pushed);
      else saveable.set(pushed.kind, [pushed]);
    }
    pinMeta.set(id, { theme: t, interests: pinInterestIds });
    for (const interest of pinInterestIds) pin_interests.push({ pin_id: id, interest_id: interest });
    // docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: an image origin on some image pins, from the id (no draw, so the rest of the data stays as it was).
    if (kind === 'image' && id % 7 === 0) extras.digitalMediaSourceType = id % IMAGE_ORIGIN_COUNT;
    pins[pins.length - 1].data = JSON.stringify(extras);
  }

  // collections point at other live, organic, original pins
  const collectable = pins.filter(
    (p) => p.deleted_at === null && p.is_promoted === 0 && p.origin_pin_id === null && (p.kind === 'image' || p.kind === 'product'),
  );
  for (const pin of pins) {
    if (pin.kind !== 'collection' || pin.origin_pin_id !== null) continue;
    // (A collection is never collectable itself.) Big catalogues draw without shuffling the whole pool.
    const count = pinRng.int(3, 6);
    const items = collectable.length > LARGE_POOL ? pickDistinct(pinRng, collectable, count) : pinRng.sample(collectable, count);
    const extras = JSON.parse(pin.data) as PinExtras;
    extras.collectionItems = items.map((p) => ({ pinId: String(p.id), imageSignature: p.image_signature, ...(p.link ? { link: p.link } : {}) }));
    pin.data = JSON.stringify(extras);
  }
  addPinDetails(pins, boards, cast.users);
  return { pins, pin_interests, notable };
}
