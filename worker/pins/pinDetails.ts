// The pin fields only the closeup's PinResource serves (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3):
// read in one D1 batch beside the pin, never for a grid card, so the first HTML's card data stays lean.
import { adMatchReason } from '#shared/ads/explanation.ts';
import { altTextFor } from '#shared/closeup/autoAltText.ts';
import { embedSubtype, isEligibleForWebCloseup, storyBlockPinIds, videoStatus, withProductItems } from '#shared/closeup/pinFields.ts';
import { type BoardId, formatId, issuedId, type PinId, parseId, type UserId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import { seoPinPath } from '#shared/paths.ts';
import { annotationChips } from '#shared/pinCard/menu.ts';
import { UPLOADED_BY_USER } from '#shared/pinCard/text.ts';
import type { Pin, PinDetails, StoredAdDetails, StoredPinDetails, UserSummary, VariantSet } from '#shared/types.ts';
import { isHttpUrl } from '#shared/urls.ts';
import { boardVisibleTo, notBlocked, pinVisibleTo, viewerBind } from '#worker/visibility.ts';
import { visiblePinIds } from './pinData.ts';

interface PersonRow {
  id: UserId | null;
  username: string | null;
  full_name: string | null;
  avatar: string | null;
  avatar_ext: string | null;
  verified_merchant: number | null;
}

const PERSON = (table: string, image: string, as: string) =>
  `${table}.id AS ${as}_id, ${table}.username AS ${as}_username, ${table}.full_name AS ${as}_full_name,
   ${table}.image_signature AS ${as}_avatar, ${image}.ext AS ${as}_avatar_ext, ${table}.is_verified_merchant AS ${as}_verified_merchant`;

function person(row: Record<string, unknown>, as: string): UserSummary | null {
  const p = Object.fromEntries(Object.entries(row).flatMap(([k, v]) => (k.startsWith(`${as}_`) ? [[k.slice(as.length + 1), v]] : []))) as unknown as PersonRow;
  if (p.id === null || p.id === undefined) return null;
  return {
    entityId: formatId(p.id),
    username: p.username ?? '',
    fullName: p.full_name ?? '',
    imageMediumUrl: p.avatar && p.avatar_ext ? imageUrl('136x136', p.avatar, p.avatar_ext) : null,
    isVerifiedMerchant: Boolean(p.verified_merchant),
  };
}

/** The closeup-only data stored under `details` (read from the original, so a save shows its original's variants). */
function storedDetails(json: unknown): StoredPinDetails {
  if (typeof json !== 'string') return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredPinDetails) : {};
  } catch {
    return {};
  }
}

/** The pin a stored variant names: stored as the wire names it, parsed where it is read from the pin's data. */
const variantPin = (v: VariantSet['variants'][number]): PinId | null => parseId<'pin'>(v.pinId);

/** The variants of `set` whose pins are `visible`; none when fewer than two are left. */
function variantsOf(set: VariantSet, visible: ReadonlySet<PinId>): VariantSet | undefined {
  const variants = set.variants.filter((v) => {
    const id = variantPin(v);
    return id !== null && visible.has(id);
  });
  if (variants.length < 2) return undefined;
  const dimensionMetadata = set.dimensionMetadata.map((d) => ({
    name: d.name,
    values: d.values.filter((value) => variants.some((v) => v.values[d.name] === value)),
  }));
  return { dimensionMetadata, variants };
}

/** The variants the viewer may open (a variant's pin may since be removed or made secret); none when fewer than two are left. */
async function visibleVariants(db: D1Database, set: VariantSet, viewerId: UserId | null): Promise<VariantSet | undefined> {
  return variantsOf(
    set,
    await visiblePinIds(
      db,
      set.variants.flatMap((v) => variantPin(v) ?? []),
      viewerId,
    ),
  );
}

/**
 * The variant set stored for a pin (its original's, for a save), a column of the pin's own row (`p`) that the
 * closeup page reads with the pin (worker/pins/pinData.ts PinRowExtras; docs/rules/pin-card.md#calls-spec-000-7).
 */
export const VARIANT_SET_COLUMN = `, COALESCE((SELECT json_extract(o.data, '$.details.variantSet') FROM pins o WHERE o.id = p.origin_pin_id AND o.deleted_at IS NULL),
    json_extract(p.data, '$.details.variantSet')) AS variant_set`;

/** The variant set of a pin row read with VARIANT_SET_COLUMN, or null. */
function rowVariantSet(row: { variant_set?: unknown } | undefined): VariantSet | null {
  const json = row?.variant_set;
  const set = typeof json === 'string' ? (storedDetails(`{"variantSet":${json}}`).variantSet ?? null) : null;
  return set && Array.isArray(set.variants) ? set : null;
}

/**
 * Which of the variant pins of a pin row read with VARIANT_SET_COLUMN the viewer may open (closeupVariantSet); null
 * without a set (no read then).
 */
export async function readVisibleVariantIds(db: D1Database, row: { variant_set?: unknown } | undefined, viewerId: UserId | null): Promise<PinId[] | null> {
  const set = rowVariantSet(row);
  return set
    ? [
        ...(await visiblePinIds(
          db,
          set.variants.flatMap((v) => variantPin(v) ?? []),
          viewerId,
        )),
      ]
    : null;
}

/** The variants the viewer may open from a pin row read with VARIANT_SET_COLUMN and its readVisibleVariantIds; undefined without a set. */
export function closeupVariantSet(row: { variant_set?: unknown } | undefined, visibleIds: readonly PinId[] | null): VariantSet | undefined {
  const set = rowVariantSet(row);
  return set && visibleIds ? variantsOf(set, new Set(visibleIds)) : undefined;
}

/** The addresses a member may have given as the website of `host` (with or without www, http or https, a trailing slash or not). */
function websitesOf(host: string): string[] {
  return ['https', 'http'].flatMap((scheme) => ['', 'www.'].flatMap((www) => [`${scheme}://${www}${host}/`, `${scheme}://${www}${host}`]));
}

/** The shopping flag of a shop-the-look pin (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
const SHOP_THE_LOOK = 2;

/** The closeup-only fields said by the pin's own fields (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
export function derivedDetails(
  pin: Pin,
): Pick<
  PinDetails,
  | 'viaPinner'
  | 'autoAltText'
  | 'isGoLinkless'
  | 'shouldOpenInStream'
  | 'aggregatedPinData'
  | 'dpaCreativeType'
  | 'isEligibleForWebCloseup'
  | 'videoStatus'
  | 'embed'
  | 'attribution'
  | 'adMatchReason'
> {
  const status = videoStatus(pin.videos);
  const reason = pin.isPromoted ? adMatchReason(pin.adTargetingAttribution) : undefined;
  return {
    isEligibleForWebCloseup: isEligibleForWebCloseup(pin),
    ...(status ? { videoStatus: status } : {}),
    // Every embed is hosted here: its attribution's type is the embed's own.
    ...(pin.embed ? { embed: { ...pin.embed, subtype: embedSubtype(pin.embed) }, attribution: { embed: { type: pin.embed.type } } } : {}),
    ...(reason ? { adMatchReason: reason } : {}),
    viaPinner: null,
    autoAltText: altTextFor(pin.kind, pin.title, pin.description) || null,
    isGoLinkless: !isHttpUrl(pin.link),
    shouldOpenInStream: pin.kind === 'video' || pin.kind === 'story',
    aggregatedPinData: { pinTagsChips: annotationChips(pin), isShopTheLook: pin.shoppingFlags?.includes(SHOP_THE_LOOK) ?? false },
    dpaCreativeType: null,
  };
}

/** A promoted pin's own ad details (a save is never promoted, so never its original's); none for other pins. */
function adDetails(pin: Pin, json: unknown): StoredAdDetails {
  if (!pin.isPromoted) return {};
  const { adData, pinPromotionId, attributionSourceId } = storedDetails(json);
  return { ...(adData ? { adData } : {}), ...(pinPromotionId ? { pinPromotionId } : {}), ...(attributionSourceId ? { attributionSourceId } : {}) };
}

/**
 * The details of a pin the viewer may see (readPin found it): one batch of four statements, the
 * original and its pinner (only when the viewer may see the original), the viewer's own save,
 * the member whose website the link goes to, and whether a story's blocks show a product pin the viewer may see.
 */
export async function readPinDetails(db: D1Database, pin: Pin, viewerId: UserId | null): Promise<PinDetails> {
  const id = issuedId<'pin'>(pin.entityId);
  const viewer = viewerBind(viewerId);
  const host = pin.link ? new URL(pin.link).hostname.replace(/^www\./, '') : null;
  const blockPins = storyBlockPinIds(pin.storyPinData);
  const [origin, saved, official, products] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT COALESCE(json_extract(o.data, '$.details'), json_extract(p.data, '$.details')) AS details,
                json_extract(p.data, '$.details') AS own_details, pi.ext AS img_ext,
                p.origin_pin_id, COALESCE(o.domain, p.domain) AS root_domain,
                pu.website_url AS pinner_website,
                ${PERSON('ou', 'oi', 'origin')}
           FROM pins p JOIN users pu ON pu.id = p.pinner_id JOIN images pi ON pi.signature = p.image_signature
           LEFT JOIN pins o ON o.id = p.origin_pin_id AND o.deleted_at IS NULL
           LEFT JOIN boards ob ON ob.id = o.board_id
           LEFT JOIN users ou ON ou.id = o.pinner_id AND (ob.id IS NULL OR ${boardVisibleTo({ board: 'ob', viewer: '?2' })})
                AND ${notBlocked({ user: 'o.pinner_id', viewer: '?2' })}
           LEFT JOIN images oi ON oi.signature = ou.image_signature
          WHERE p.id = ?1`,
      )
      .bind(id, viewer),
    // The viewer's newest live save of this pin, of its original, or the pin itself when it is theirs.
    db
      .prepare(
        `SELECT s.id, s.board_id FROM pins s
          WHERE s.pinner_id = ?2 AND s.deleted_at IS NULL AND s.board_id IS NOT NULL
            AND s.id IN (SELECT ?1 UNION ALL SELECT id FROM pins WHERE origin_pin_id = (SELECT COALESCE(origin_pin_id, id) FROM pins WHERE id = ?1)
                         UNION ALL SELECT origin_pin_id FROM pins WHERE id = ?1)
          ORDER BY s.created_at DESC LIMIT 1`,
      )
      .bind(id, viewer),
    db
      .prepare(
        `SELECT ${PERSON('u', 'ui', 'official')} FROM users u LEFT JOIN images ui ON ui.signature = u.image_signature
          WHERE u.website_url IN (SELECT value FROM json_each(?1)) AND u.is_limited_login = 0 ORDER BY u.is_verified_merchant DESC, u.id LIMIT 1`,
      )
      .bind(JSON.stringify(host ? websitesOf(host) : [])),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM pins p LEFT JOIN boards b ON b.id = p.board_id
          WHERE p.id IN (SELECT value FROM json_each(?1)) AND p.kind = 'product' AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}`,
      )
      .bind(JSON.stringify(blockPins.flatMap((id) => parseId<'pin'>(id) ?? [])), viewer),
  ]);
  const row = origin.results[0] ?? {};
  const originPinner = row.origin_pin_id === null ? null : person(row, 'origin');
  const savedRow = saved.results[0] as { id: PinId; board_id: BoardId } | undefined;
  const pinnerWebsite = typeof row.pinner_website === 'string' ? row.pinner_website : null;
  // An upload has no outside source: the one who uploaded it made it (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3).
  const uploaded = row.root_domain === UPLOADED_BY_USER;
  const { productItems, variantSet: storedVariants, shippingInfo, storyPinDataId } = storedDetails(row.details);
  const variantSet = storedVariants && (await visibleVariants(db, storedVariants, viewerId));
  const story = pin.storyPinData;
  return {
    ...(shippingInfo ? { shippingInfo } : {}),
    variantSet,
    ...adDetails(pin, row.own_details),
    origImageUrl: imageUrl('originals', pin.imageSignature, String(row.img_ext)),
    ...(story ? { storyPinData: { ...story, hasProductPins: Number(products.results[0]?.n ?? 0) > 0 } } : {}),
    ...(story && storyPinDataId ? { storyPinDataId } : {}),
    ...(pin.richSummary ? { richSummary: { ...pin.richSummary, products: withProductItems(pin.richSummary.products, productItems) } } : {}),
    ...(pin.richMetadata ? { richMetadata: { ...pin.richMetadata, products: withProductItems(pin.richMetadata.products, productItems) } } : {}),
    seoUrl: seoPinPath(pin.entityId, pin.title),
    savedInfo: savedRow ? { boardId: formatId(savedRow.board_id), localPinId: formatId(savedRow.id) } : null,
    originPinner,
    nativeCreator: uploaded ? (pin.isRepin ? originPinner : pin.pinner) : null,
    linkDomain: host ? { name: host, officialUser: person(official.results[0] ?? {}, 'official') } : null,
    linkUserWebsite: Boolean(host && pinnerWebsite && websitesOf(host).includes(pinnerWebsite)),
    ...derivedDetails(pin),
  };
}
