import type { PinKind } from '../../shared/types.ts';
import type { Rng } from './random.ts';
import type { Theme } from './words.ts';
import { COLORS, FILLER_SENTENCES, PLACES } from './words.ts';

// ---------------------------------------------------------------------------------------------
// Row types (column names exactly as in the SQL schema)

export type Flag = 0 | 1;

export interface UserRow {
  id: number;
  username: string;
  email: string;
  full_name: string;
  about: string;
  password_hash: string | null;
  password_salt: string | null;
  password_iterations: number | null;
  image_signature: string | null;
  website_url: string | null;
  is_partner: Flag;
  is_employee: Flag;
  is_verified_merchant: Flag;
  is_limited_login: Flag;
  gender: 'female' | 'male' | 'unspecified';
  country: string;
  locale: string;
  save_behavior: Flag;
  settings: string;
  created_at: number;
}

export interface ImageRow {
  signature: string;
  ext: 'jpg' | 'png' | 'gif' | 'webp';
  width: number;
  height: number;
  dominant_color: string;
}

export interface InterestRow {
  id: number;
  name: string;
  url_name: string;
}

export interface BoardRow {
  id: number;
  owner_id: number;
  name: string;
  slug: string;
  description: string;
  privacy: 'public' | 'secret' | 'protected';
  layout: 'default' | 'quick_saves';
  is_collaborative: Flag;
  archived: Flag;
  cover_pin_id: number | null;
  pin_count: number;
  follower_count: number;
  position: number;
  created_at: number;
  last_pinned_at: number | null;
}

export interface BoardSectionRow {
  id: number;
  board_id: number;
  name: string;
  slug: string;
  created_at: number;
}

export interface BoardCollaboratorRow {
  board_id: number;
  user_id: number;
  status: 'invited' | 'accepted';
  created_at: number;
}

export interface PinRow {
  id: number;
  pinner_id: number;
  board_id: number | null;
  section_id: number | null;
  origin_pin_id: number | null;
  kind: PinKind;
  title: string;
  description: string;
  alt_text: string;
  link: string | null;
  domain: string | null;
  image_signature: string;
  promoter_id: number | null;
  is_promoted: Flag;
  comments_disabled: Flag;
  /** JSON of PinExtras (shared/types.ts). */
  data: string;
  created_at: number;
  deleted_at: number | null;
}

export interface PinInterestRow {
  pin_id: number;
  interest_id: number;
}

export interface BoardFollowRow {
  user_id: number;
  board_id: number;
  created_at: number;
}

export interface UserFollowRow {
  follower_id: number;
  followee_id: number;
  created_at: number;
}

export interface InterestFollowRow {
  user_id: number;
  interest_id: number;
  created_at: number;
}

export type ArtworkStyle = 'bands' | 'orbs' | 'stripes' | 'hills' | 'blocks' | 'rings';

/** One abstract picture: its image row values plus what artwork.ts needs to draw it. */
export interface Artwork {
  signature: string;
  ext: 'jpg';
  width: number;
  height: number;
  /** '#rrggbb'; the drawn picture averages to (close to) this colour. */
  dominantColor: string;
  style: ArtworkStyle;
  /** '#rrggbb' colours around the dominant colour. */
  palette: string[];
  /** Seed for the drawing's own random stream. */
  seed: number;
}

export interface MediaFile {
  /** R2 key, e.g. 'media/spin-320x400.gif'. */
  key: string;
  /** Url the pins use: '/' + key. */
  url: string;
  file: string;
  kind: 'gif' | 'video';
  contentType: 'image/gif' | 'video/webm';
  width: number;
  height: number;
  durationMs: number;
  fps: number;
}

export interface PasswordAccount {
  userId: number;
  email: string;
  /** Fixed 16-byte salt (hex) so the hash is the same on every run. */
  saltHex: string;
}

/** Ids worth knowing (for docs, tests and manual checks). */
export interface Notable {
  demoUserId: number;
  partnerUserId: number;
  staffUserId: number;
  merchantUserId: number;
  limitedUserId: number;
  advertiserUserIds: number[];
  quickSavesBoardId: number;
  secretBoardId: number;
  protectedBoardId: number;
  archivedBoardId: number;
  emptyBoardId: number;
  sectionedBoardId: number;
  ownCollaborativeBoardId: number;
  collaboratorOnBoardId: number;
  invitedToBoardId: number;
  /** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the board moderation marked sensitive (its visitors see the sensitivity screen); 0 when none fits. */
  sensitiveBoardId: number;
  deletedStoryPinId: number | null;
  singlePageStoryPinId: number | null;
  removedStoryPinId: number | null;
  removedImagePinId: number | null;
  nonNumericRatingPinId: number | null;
  aboveBestRatingPinId: number | null;
  noindexPinIds: number[];
  blockedLinkPinIds: number[];
  suspiciousLinkPinIds: number[];
  adultLinkPinIds: number[];
}

export interface Dataset {
  seed: number;
  users: UserRow[];
  images: ImageRow[];
  interests: InterestRow[];
  boards: BoardRow[];
  board_sections: BoardSectionRow[];
  board_collaborators: BoardCollaboratorRow[];
  pins: PinRow[];
  pin_interests: PinInterestRow[];
  board_follows: BoardFollowRow[];
  user_follows: UserFollowRow[];
  interest_follows: InterestFollowRow[];
  artworks: Artwork[];
  media: MediaFile[];
  /** Accounts that get password_hash/salt/iterations (see passwords.ts); all use DEMO_PASSWORD. */
  passwordAccounts: PasswordAccount[];
  notable: Notable;
}

export interface DatasetOptions {
  pins?: number;
  users?: number;
  boards?: number;
  artworks?: number;
  seed?: number;
}

// ---------------------------------------------------------------------------------------------
// Constants

export const DEFAULT_SEED = 20240611;
export const DEMO_PASSWORD = 'demo-password';
/** 2023-11-14T22:13:20Z: every timestamp is this plus a deterministic offset. */
export const BASE_TIME = 1_700_000_000_000;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Users and boards are created before this; pins after it. */
export const PIN_EPOCH = BASE_TIME + 60 * DAY;

export const PIN_KINDS: PinKind[] = ['image', 'gif', 'video', 'story', 'carousel', 'collection', 'product', 'recipe', 'article', 'ad', 'third_party_ad'];

/** Every 25 consecutive pin ids (counted from the newest) hold exactly this mix, shuffled. */
export const KIND_BLOCK: PinKind[] = [
  'image',
  'image',
  'image',
  'image',
  'image',
  'image',
  'image',
  'gif',
  'gif',
  'video',
  'video',
  'story',
  'story',
  'carousel',
  'carousel',
  'collection',
  'product',
  'product',
  'product',
  'recipe',
  'recipe',
  'article',
  'article',
  'ad',
  'third_party_ad',
];

/** Kinds a save (repin) may copy. Stories and collections are never saved, so their specials stay put. */
export const SAVEABLE: ReadonlySet<PinKind> = new Set<PinKind>(['image', 'gif', 'video', 'carousel', 'product', 'recipe', 'article']);

export const MEDIA: MediaFile[] = [
  media('spin-320x400.gif', 'gif', 320, 400, 2000, 12),
  media('fractal-300x300.gif', 'gif', 300, 300, 2000, 10),
  media('life-360x240.gif', 'gif', 360, 240, 2000, 10),
  media('landscape-480x270.webm', 'video', 480, 270, 4000, 24),
  media('portrait-360x640.webm', 'video', 360, 640, 4000, 24),
  media('square-400x400.webm', 'video', 400, 400, 6000, 20),
];

function media(file: string, kind: 'gif' | 'video', width: number, height: number, durationMs: number, fps: number): MediaFile {
  return {
    key: `media/${file}`,
    url: `/media/${file}`,
    file,
    kind,
    contentType: kind === 'gif' ? 'image/gif' : 'video/webm',
    width,
    height,
    durationMs,
    fps,
  };
}

export const REACTION_TYPES = ['1', '5', '7', '11', '13', '3'];

// ---------------------------------------------------------------------------------------------
// Small helpers

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'board'
  );
}

/** Hostname without a leading "www.". */
export function domainOf(link: string): string {
  return new URL(link).hostname.replace(/^www\./, '');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function asciiHex(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += text.charCodeAt(i).toString(16).padStart(2, '0');
  return out;
}

export function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): string => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(Math.max(0, Math.min(1, c)) * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export function price(rng: Rng, band: [number, number]): number {
  const v = rng.float(band[0], band[1]);
  return v < 30 ? Math.max(5, Math.round(v)) - (rng.chance(0.5) ? 0.01 : 0) : Math.round(v / 5) * 5;
}

export function money(value: number, currency: string): string {
  return `${currency}${value.toFixed(2)}`;
}

export function fill(rng: Rng, template: string, theme: Theme): string {
  const color = rng.pick(COLORS);
  let color2 = rng.pick(COLORS);
  if (color2 === color) color2 = COLORS[(COLORS.indexOf(color) + 3) % COLORS.length];
  const out = template
    .replace('{adj}', rng.pick(theme.adjectives))
    .replace('{noun}', rng.pick(theme.nouns))
    .replace('{place}', rng.pick(PLACES))
    .replace('{n}', String(rng.pick([3, 5, 7, 10, 12, 15, 20, 25, 30])))
    .replace('{color2}', color2)
    .replace('{color}', color);
  return articles(out);
}

export function titleFor(rng: Rng, theme: Theme): string {
  return capitalize(fill(rng, rng.pick(theme.titles), theme));
}

/** "a airy" -> "an airy". */
function articles(text: string): string {
  return text.replace(/\b([Aa]) (?=[aeiouAEIOU])/g, '$1n ');
}

export function sentences(rng: Rng, theme: Theme, count: number): string[] {
  const pool = [...theme.sentences, ...FILLER_SENTENCES.slice(0, 3)];
  return rng.sample(pool, count);
}

// ---------------------------------------------------------------------------------------------
// The generator

export interface BoardMeta {
  theme: Theme;
  ownerKind: 'demo' | 'advertiser' | 'merchant' | 'person';
  sections: number[];
  collaborators: number[];
  weight: number;
}

export interface PinMeta {
  theme: Theme;
  interests: number[];
}

/** Above this many candidates, draws pick items one by one instead of shuffling a copy of all. */
export const LARGE_POOL = 20_000;

/** `k` distinct items of `items`, drawn one by one (the demo catalogue's default sizes never use it). */
export function pickDistinct<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(k, items.length)) chosen.add(Math.floor(rng.next() * items.length));
  return [...chosen].map((i) => items[i]);
}

/**
 * Builds the whole demo dataset from one seed. Counts below the minimums the fixed accounts and
 * boards need are raised: users >= 16, boards >= 40, artworks >= 4, pins >= 1.

/** Who pins to a board: its owner, or on a collaborative board now and then one of its collaborators. */
export function pinnerFor(rng: Rng, board: BoardRow, meta: BoardMeta): number {
  if (board.is_collaborative && meta.collaborators.length && rng.chance(0.5)) return rng.pick(meta.collaborators);
  return board.owner_id;
}
