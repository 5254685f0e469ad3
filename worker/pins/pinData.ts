// Pins: every SQL statement that reads pins, and the mapping of a row to the wire Pin.

import { type BoardId, formatId, issuedId, type PinId, type UserId } from '#shared/ids.ts';
import { imageSpecs, imageUrl } from '#shared/images.ts';
import { shoppingKlpUrls } from '#shared/pinCard/shoppingTags.ts';
import { boardPath } from '#shared/routes.ts';
import type { Pin, PinExtras, PinKind, UserSummary } from '#shared/types.ts';
import { type CarriedRiders, carryAsColumns } from '#worker/lib/batchRiders.ts';
import { unplanned } from '#worker/lib/preparedOnce.ts';
import { viewerSaveColumn, viewerSaveOf } from '#worker/save/viewerSave.ts';
import { collaboratorCount, collaboratorOf, pinVisibleTo, viewerBind } from '#worker/visibility.ts';
import { type ImageRow, imageRowsStatement, specsBySignature } from './imageRows.ts';

export interface PinRow {
  id: PinId;
  kind: PinKind;
  title: string;
  description: string;
  alt_text: string;
  link: string | null;
  domain: string | null;
  image_signature: string;
  is_promoted: number;
  origin_pin_id: PinId | null;
  comments_disabled: number;
  data: string;
  created_at: number;
  img_ext: string;
  img_width: number;
  img_height: number;
  img_color: string;
  pinner_id: UserId;
  pinner_username: string;
  pinner_full_name: string;
  pinner_avatar: string | null;
  pinner_avatar_ext: string | null;
  pinner_verified_merchant: number;
  board_id: BoardId | null;
  board_name: string | null;
  board_slug: string | null;
  board_privacy: 'public' | 'secret' | 'protected' | null;
  board_layout: 'default' | 'quick_saves' | null;
  board_collaborative: number | null;
  board_owner_id: UserId | null;
  board_owner_username: string | null;
  board_collaborators: number | null;
  promoter_id: UserId | null;
  promoter_username: string | null;
  promoter_full_name: string | null;
  promoter_avatar: string | null;
  promoter_avatar_ext: string | null;
  promoter_verified_merchant: number | null;
  /** A carousel's slot images, JSON [[signature, ext, width, height], …] (SLOT_IMAGES); null for other kinds. */
  slot_images?: string | null;
  /** A shoppable pin's interests, JSON [[id, name, url_name], …] (KLP_INTERESTS); null for other pins. */
  klp_interests?: string | null;
  /** Whether the viewer collaborates on the pin's board, where the statement read it (viewerColumns). */
  board_collaborated?: number | null;
  /** The viewer's latest live save of the pin's root, as JSON, where the statement read it (viewerColumns). */
  viewer_save?: unknown;
}

/**
 * A carousel's slot images (its data stores only their signatures) read with the pin's row, as a
 * JSON array of [signature, ext, width, height] (no statement of their own per page; docs/performance.md).
 */
const SLOT_IMAGES = `CASE WHEN p.kind = 'carousel' THEN (
         SELECT json_group_array(json_array(si.signature, si.ext, si.width, si.height))
           FROM json_each(p.data, '$.carouselData.slots') sl JOIN images si ON si.signature = json_extract(sl.value, '$.imageSignature')) END`;

/**
 * A shoppable, non-promoted pin's keyword landing pages (docs/rules/pin-card.md#screens-and-routes-spec-000-2): the interests of the pin (a save's
 * original), read with the row through pin_interests' primary key (no statement of their own); the card keeps the first SHOPPING_TAG_COUNT.
 */
const KLP_INTERESTS = `CASE WHEN p.is_promoted = 0 AND json_extract(p.data, '$.isShoppable') THEN (
         SELECT json_group_array(json_array(kt.id, kt.name, kt.url_name)) FROM pin_interests kpi JOIN interests kt ON kt.id = kpi.interest_id
          WHERE kpi.pin_id = COALESCE(p.origin_pin_id, p.id)) END`;

/** Columns of a pin read; every pin query selects these from PIN_FROM and adds its own WHERE. */
export const PIN_COLUMNS = `
SELECT p.id, p.kind, p.title, p.description, p.alt_text, p.link, p.domain, p.image_signature,
       p.is_promoted, p.origin_pin_id, p.comments_disabled, p.data, p.created_at,
       i.ext AS img_ext, i.width AS img_width, i.height AS img_height, i.dominant_color AS img_color,
       u.id AS pinner_id, u.username AS pinner_username, u.full_name AS pinner_full_name,
       u.image_signature AS pinner_avatar, ui.ext AS pinner_avatar_ext,
       u.is_verified_merchant AS pinner_verified_merchant,
       b.id AS board_id, b.name AS board_name, b.slug AS board_slug, b.privacy AS board_privacy,
       b.layout AS board_layout, b.is_collaborative AS board_collaborative,
       b.owner_id AS board_owner_id, bo.username AS board_owner_username,
       ${collaboratorCount({ board: 'b' })} AS board_collaborators,
       pr.id AS promoter_id, pr.username AS promoter_username, pr.full_name AS promoter_full_name,
       pr.image_signature AS promoter_avatar, pri.ext AS promoter_avatar_ext,
       pr.is_verified_merchant AS promoter_verified_merchant,
       ${SLOT_IMAGES} AS slot_images, ${KLP_INTERESTS} AS klp_interests`;

export const PIN_FROM = `
  FROM pins p
  JOIN images i ON i.signature = p.image_signature
  JOIN users u ON u.id = p.pinner_id
  LEFT JOIN images ui ON ui.signature = u.image_signature
  LEFT JOIN boards b ON b.id = p.board_id
  LEFT JOIN users bo ON bo.id = b.owner_id
  LEFT JOIN users pr ON pr.id = p.promoter_id
  LEFT JOIN images pri ON pri.signature = pr.image_signature`;

/**
 * The columns a pin row says of its viewer (`viewer`, a bound parameter), read with the row: whether they collaborate
 * on the pin's board `b` (docs/rules/pin-card.md#roles-spec-000-6 collaboratedByMe) and where they saved the pin
 * (viewerSaveColumn). A statement that selects them and says so (`viewerColumnsRead`) spares decoratePins a statement
 * of its own (docs/performance.md).
 */
export const viewerColumns = (viewer: string) => `${collaboratorOf({ board: 'b', user: viewer })} AS board_collaborated, ${viewerSaveColumn(viewer)}`;

export interface PinReadOptions {
  /** Bots get original-size images only (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3). */
  forBot: boolean;
  /** The signed-in viewer, for per-viewer flags such as collaboratedByMe. */
  viewerId?: UserId | null;
  /** The rows carried viewerColumns, so decoratePins need not read collaborations and saves. */
  viewerColumnsRead?: boolean;
}

function avatar(signature: string | null, ext: string | null): string | null {
  return signature && ext ? imageUrl('136x136', signature, ext) : null;
}

/** The kind-specific fields of a pin's data; its `details` are the closeup's alone (worker/pins/pinDetails.ts), never a card's. */
function parseExtras(json: string): PinExtras {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const { details: _closeupOnly, ...extras } = value as PinExtras & { details?: unknown };
    return extras;
  } catch {
    return {};
  }
}

/** The extras with a shoppable pin's keyword landing page tags (pinJoin.shoppingKlpUrls) from the row's klp_interests. */
function withShoppingTags(extras: PinExtras, klpInterests: string | null | undefined): PinExtras {
  const tags = shoppingKlpUrls(klpInterests);
  return tags.length ? { ...extras, pinJoin: { ...extras.pinJoin, shoppingKlpUrls: tags } } : extras;
}

/** The extras with the carousel's slots given their images from the row's slot_images. */
function withSlotImages(extras: PinExtras, slotImages: string | null | undefined, forBot: boolean): PinExtras {
  if (!extras.carouselData || !slotImages) return extras;
  let rows: ImageRow[];
  try {
    rows = (JSON.parse(slotImages) as Array<[string, string, number, number]>).map(([signature, ext, width, height]) => ({ signature, ext, width, height }));
  } catch {
    return extras;
  }
  const bySignature = specsBySignature(rows, forBot);
  const slots = extras.carouselData.slots.map((slot) => {
    const images = bySignature.get(slot.imageSignature);
    return images ? { ...slot, images } : slot;
  });
  return { ...extras, carouselData: { ...extras.carouselData, slots } };
}

export function toPin(row: PinRow, options: PinReadOptions): Pin {
  const pinner: UserSummary = {
    entityId: formatId(row.pinner_id),
    username: row.pinner_username,
    fullName: row.pinner_full_name,
    imageMediumUrl: avatar(row.pinner_avatar, row.pinner_avatar_ext),
    isVerifiedMerchant: Boolean(row.pinner_verified_merchant),
  };
  const promoter: UserSummary | null = row.promoter_id
    ? {
        entityId: formatId(row.promoter_id),
        username: row.promoter_username ?? '',
        fullName: row.promoter_full_name ?? '',
        imageMediumUrl: avatar(row.promoter_avatar, row.promoter_avatar_ext),
        isVerifiedMerchant: Boolean(row.promoter_verified_merchant),
      }
    : null;
  return {
    ...withShoppingTags(withSlotImages(parseExtras(row.data), row.slot_images, options.forBot), row.klp_interests),
    entityId: formatId(row.id),
    kind: row.kind,
    title: row.title,
    description: row.description,
    altText: row.alt_text,
    link: row.link,
    domain: row.domain,
    dominantColor: row.img_color,
    imageSignature: row.image_signature,
    images: imageSpecs(row.image_signature, row.img_ext, row.img_width, row.img_height, options.forBot),
    isPromoted: Boolean(row.is_promoted),
    isRepin: row.origin_pin_id !== null,
    pinner,
    promoter,
    board:
      row.board_id !== null
        ? {
            entityId: formatId(row.board_id),
            name: row.board_name ?? '',
            url: boardPath(row.board_owner_username ?? '', row.board_slug ?? ''),
            layout: row.board_layout ?? 'default',
            privacy: row.board_privacy ?? 'public',
            isCollaborative: Boolean(row.board_collaborative),
            collaboratorCount: row.board_collaborators ?? 0,
            owner: { entityId: formatId(row.board_owner_id!) },
            ...(row.board_collaborated ? { collaboratedByMe: true } : {}),
          }
        : null,
    commentsDisabled: Boolean(row.comments_disabled),
    createdAt: new Date(row.created_at).toISOString(),
    // docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: where the viewer saved the pin, so its card starts saved.
    ...(row.viewer_save ? { viewerSave: viewerSaveOf(row, row.id) } : {}),
    // docs/rules/pin-card.md#roles-spec-000-6: the pinner has write access, which makes their own title the card's.
    ...(options.viewerId != null && row.pinner_id === options.viewerId ? { access: ['write'] } : {}),
  };
}

export type PinLookup = { status: 'found'; pin: Pin } | { status: 'removed'; pin: Pin } | { status: 'missing' };

/**
 * The statement of one pin for a viewer (readPin), for a caller's D1 batch. The pin is read through
 * a subquery so that the statement stays prepared between runs (worker/lib/preparedOnce.ts: 1.56-1.74
 * ms of workerd CPU per run -> 1.32-1.34; same plan, the pin's rowid).
 */
function pinStatement(db: D1Database, id: PinId, viewerId: UserId | null, extras: PinRowExtras, riders: CarriedRiders | null): D1PreparedStatement {
  return db
    .prepare(
      `${PIN_COLUMNS}, (p.deleted_at IS NOT NULL) AS is_deleted, ${viewerColumns('?1')}${extras.columns}${riders?.columns ?? ''}
       ${PIN_FROM}
        WHERE p.id = ${unplanned('?2')} AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?1', removed: 'included' })}`,
    )
    .bind(viewerBind(viewerId), id, ...(riders?.binds ?? []));
}

/**
 * What else a page reads with the pin's row: columns of its own (`, <expression> AS name`, over the pin `p`, with no
 * parameters), and whether the row also carries the reads riding with the request's batch (worker/lib/batchRiders.ts
 * carryAsColumns, their parameters from ?3 on), a statement less for each.
 */
export interface PinRowExtras {
  columns: string;
  carryRiders?: boolean;
}

const NO_EXTRAS: PinRowExtras = { columns: '' };

/** A pin row as the closeup reads it: the pin's columns, whether it is removed, and the page's own columns (PinRowExtras). */
export type CloseupPinRow = PinRow & { is_deleted: number; variant_set?: unknown; viewer_save?: unknown } & Record<string, unknown>;

/**
 * The lookup of one pin for a viewer from its row (none: the viewer may not see it). A pin the viewer may not see
 * (worker/visibility.ts) is missing; a deleted pin they may see is `removed`
 * (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2).
 */
export async function pinLookupOf(db: D1Database, row: CloseupPinRow | undefined | null, viewerId: UserId | null, options: PinReadOptions): Promise<PinLookup> {
  if (!row) return { status: 'missing' };
  const [pin] = await decoratePins(db, [toPin(row, { ...options, viewerId })], { ...options, viewerId, viewerColumnsRead: true });
  return { status: row.is_deleted ? 'removed' : 'found', pin };
}

/** Reads one pin for a viewer (pinLookupOf). */
export async function readPin(db: D1Database, id: PinId, viewerId: UserId | null, options: PinReadOptions): Promise<PinLookup> {
  return pinLookupOf(db, await pinStatement(db, id, viewerId, NO_EXTRAS, null).first<CloseupPinRow>(), viewerId, options);
}

/**
 * The pin's row with other statements in the same D1 batch (the closeup reads the pin's first comments with it, one
 * round trip; docs/performance.md); their rows come back in order, whatever the pin's row (undefined when the viewer
 * may not see the pin; pinLookupOf reads it).
 */
export async function readPinRowWith(
  db: D1Database,
  id: PinId,
  viewerId: UserId | null,
  others: D1PreparedStatement[],
  extras: PinRowExtras = NO_EXTRAS,
): Promise<{ row: CloseupPinRow | undefined; rows: unknown[][] }> {
  const riders = extras.carryRiders ? carryAsColumns(db, 3) : null;
  const batch = db.batch([pinStatement(db, id, viewerId, extras, riders), ...others]);
  riders?.answerFrom(batch.then(([pin]) => pin.results));
  const [pin, ...rest] = await batch;
  return { row: pin.results[0] as CloseupPinRow | undefined, rows: rest.map((r) => r.results) };
}

/**
 * Fills what the pin row alone cannot say, in one D1 batch: carousel slot images (slots store only a signature) and,
 * for a signed-in viewer whose rows did not carry viewerColumns, whether they collaborate on each pin's board
 * (docs/rules/pin-card.md#roles-spec-000-6) and where they saved each pin (viewerSaveColumn, one statement a page).
 */
export async function decoratePins(db: D1Database, pins: Pin[], options: PinReadOptions): Promise<Pin[]> {
  // Slots read with their pin's row (SLOT_IMAGES) have their images already.
  const signatures = [...new Set(pins.flatMap((p) => p.carouselData?.slots.filter((s) => !s.images).map((s) => s.imageSignature) ?? []))];
  const forViewer = Boolean(options.viewerId) && !options.viewerColumnsRead && pins.length > 0;
  const boardIds = forViewer ? [...new Set(pins.flatMap((p) => (p.board ? [issuedId<'board'>(p.board.entityId)] : [])))] : [];
  if (!signatures.length && !forViewer) return pins;
  // Only the statements this page needs (docs/performance.md): most pages have no carousel.
  const viewer = viewerBind(options.viewerId);
  const queries: D1PreparedStatement[] = [
    ...(signatures.length ? [imageRowsStatement(db, signatures)] : []),
    ...(boardIds.length
      ? [
          db
            .prepare(`SELECT b.id AS board_id FROM boards b WHERE b.id IN (SELECT value FROM json_each(?2)) AND ${collaboratorOf({ board: 'b', user: '?1' })}`)
            .bind(viewer, JSON.stringify(boardIds)),
        ]
      : []),
    ...(forViewer
      ? [
          db
            .prepare(`SELECT p.id, ${viewerSaveColumn('?1')} FROM pins p WHERE p.id IN (SELECT value FROM json_each(?2))`)
            .bind(viewer, JSON.stringify(pins.map((p) => issuedId<'pin'>(p.entityId)))),
        ]
      : []),
  ];
  const read = await db.batch<Record<string, unknown>>(queries);
  const images = signatures.length ? read[0].results : [];
  const collaborations = boardIds.length ? read[signatures.length ? 1 : 0].results : [];
  const saves = new Map(
    (forViewer ? (read[read.length - 1].results as Array<{ id: PinId; viewer_save: unknown }>) : []).flatMap((row) => {
      const save = viewerSaveOf(row, row.id);
      return save ? [[formatId(row.id), save] as const] : [];
    }),
  );
  const bySignature = specsBySignature(images as unknown as ImageRow[], options.forBot);
  const collaborated = new Set((collaborations as Array<{ board_id: BoardId }>).map((r) => formatId(r.board_id)));
  return pins.map((pin) => {
    let out = pin;
    if (pin.carouselData) {
      const slots = pin.carouselData.slots.map((slot) => {
        const images = bySignature.get(slot.imageSignature);
        return images ? { ...slot, images } : slot;
      });
      out = { ...out, carouselData: { ...pin.carouselData, slots } };
    }
    if (pin.board && collaborated.has(pin.board.entityId)) out = { ...out, board: { ...pin.board, collaboratedByMe: true } };
    const save = saves.get(pin.entityId);
    if (save) out = { ...out, viewerSave: save };
    return out;
  });
}

/**
 * The pins of the given ids a viewer may see, in one query: deleted pins
 * and pins the viewer may not see (worker/visibility.ts) are left out.
 */
export async function readVisiblePins(db: D1Database, ids: readonly PinId[], viewerId: UserId, options: PinReadOptions): Promise<Map<PinId, Pin>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `${PIN_COLUMNS} ${PIN_FROM}
        WHERE p.id IN (SELECT value FROM json_each(?1)) AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}`,
    )
    .bind(JSON.stringify(ids), viewerBind(viewerId))
    .all<PinRow>();
  const pins = await decoratePins(
    db,
    results.map((r) => toPin(r, options)),
    { ...options, viewerId },
  );
  return new Map(pins.map((pin) => [issuedId<'pin'>(pin.entityId), pin]));
}

const visiblePinsStatement = (db: D1Database, ids: readonly PinId[], viewerId: UserId | null): D1PreparedStatement =>
  db
    .prepare(
      `SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id
        WHERE p.id IN (SELECT value FROM json_each(?1)) AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}`,
    )
    .bind(JSON.stringify(ids), viewerBind(viewerId));

/** Which of these pin ids name live pins the viewer may see (worker/visibility.ts), in one query. */
export async function visiblePinIds(db: D1Database, ids: readonly PinId[], viewerId: UserId | null): Promise<Set<PinId>> {
  if (ids.length === 0) return new Set();
  const { results } = await visiblePinsStatement(db, ids, viewerId).all<{ id: PinId }>();
  return new Set(results.map((r) => r.id));
}

/**
 * Which of these pin ids and carousel slot ids (a slot's `slotId`) the viewer may see, in one D1 batch: a pin as
 * visiblePinIds, a slot when a live original carousel pin the viewer may see holds it (a save carries its original's
 * slots), read by key from `carousel_slots` (migrations/0065_carousel_slots.sql).
 */
export async function visibleEventObjects(
  db: D1Database,
  pinIds: readonly PinId[],
  slotIds: readonly string[],
  viewerId: UserId | null,
): Promise<{ pins: Set<PinId>; slots: Set<string> }> {
  const slots = db
    .prepare(
      `SELECT DISTINCT cs.slot_id AS id
         FROM carousel_slots cs JOIN pins p ON p.id = cs.pin_id LEFT JOIN boards b ON b.id = p.board_id
        WHERE cs.slot_id IN (SELECT value FROM json_each(?1)) AND p.deleted_at IS NULL
          AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}`,
    )
    .bind(JSON.stringify(slotIds), viewerBind(viewerId));
  const statements = [...(pinIds.length ? [visiblePinsStatement(db, pinIds, viewerId)] : []), ...(slotIds.length ? [slots] : [])];
  const results = statements.length ? await db.batch<{ id: PinId | string }>(statements) : [];
  const [pinRows, slotRows] = pinIds.length ? results : [undefined, results[0]];
  return {
    pins: new Set((pinRows?.results ?? []).map((r) => r.id as PinId)),
    slots: new Set((slotRows?.results ?? []).map((r) => r.id as string)),
  };
}
