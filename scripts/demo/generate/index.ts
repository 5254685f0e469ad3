// Deterministic demo data: users, boards, sections, collaborators, pins of every kind, interests
// and follows, as plain row objects (the shape is ../dataset.ts), made in steps, one module each.
// Pure and synchronous: no I/O, no clock, no node: imports (tests run it inside workerd). Each
// step draws from its own random stream forked from the seed, so the data depends on the seed only.
import { type Dataset, type DatasetOptions, DEFAULT_SEED, type InterestRow, MEDIA, slugify } from '../dataset.ts';
import { createRng } from '../random.ts';
import { INTERESTS, THEMES, type Theme } from '../words.ts';
import { generateArtworks } from './artworks.ts';
import { settleBoards } from './boardCounts.ts';
import { generateBoards } from './boards.ts';
import { generateFollows } from './follows.ts';
import { generatePins } from './pins.ts';
import { generateUsers } from './users.ts';

/**
 * Builds the whole demo dataset from one seed. Counts below the minimums the fixed accounts and
 * boards need are raised: users >= 16, boards >= 40, artworks >= 4, pins >= 1.
 */
export function generateDataset(opts: DatasetOptions = {}): Dataset {
  const seed = opts.seed ?? DEFAULT_SEED;
  const pinCount = Math.max(1, Math.floor(opts.pins ?? 2400));
  const userCount = Math.max(16, Math.floor(opts.users ?? 120));
  const boardCount = Math.max(40, Math.floor(opts.boards ?? 320));
  const artworkCount = Math.max(4, Math.floor(opts.artworks ?? 160));
  const root = createRng(seed);

  const themeByKey = new Map(THEMES.map((t) => [t.key, t]));
  const theme = (key: string): Theme => themeByKey.get(key) ?? THEMES[0];

  const art = generateArtworks(root, artworkCount);
  const interests: InterestRow[] = INTERESTS.map((name, i) => ({ id: i + 1, name, url_name: slugify(name) }));
  const interestId = new Map(interests.map((r) => [r.name, r.id]));
  const cast = generateUsers(root, userCount, art.artworks, theme);
  const boardSet = generateBoards(root, boardCount, cast, theme);
  const { pins, pin_interests, notable } = generatePins(root, pinCount, art, cast, boardSet, interests, interestId, theme);
  notable.sensitiveBoardId = settleBoards(pins, boardSet.boards, cast);
  const { user_follows, board_follows, interest_follows } = generateFollows(root, pins, cast, boardSet, interests, interestId);

  return {
    seed,
    users: cast.users,
    images: art.images,
    interests,
    boards: boardSet.boards,
    board_sections: boardSet.board_sections,
    board_collaborators: boardSet.board_collaborators,
    pins,
    pin_interests,
    board_follows,
    user_follows,
    interest_follows,
    artworks: art.artworks,
    media: MEDIA.map((m) => ({ ...m })),
    passwordAccounts: cast.passwordAccounts,
    notable,
  };
}
