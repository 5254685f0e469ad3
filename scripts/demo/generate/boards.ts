import {
  type BoardCollaboratorRow,
  type BoardMeta,
  type BoardRow,
  type BoardSectionRow,
  DAY,
  HOUR,
  PIN_EPOCH,
  sentences,
  slugify,
  type UserRow,
} from '../dataset.ts';
import type { Rng } from '../random.ts';
import type { Theme } from '../words.ts';
import { FILLER_SENTENCES, THEMES } from '../words.ts';
import type { Cast } from './users.ts';

/** The boards the tests and docs name. */
export interface BoardFixtures {
  quickSaves: BoardRow;
  dreamKitchen: BoardRow;
  secretBoard: BoardRow;
  ownCollab: BoardRow;
  protectedBoard: BoardRow;
  archivedBoard: BoardRow;
  emptyBoard: BoardRow;
  gardenClub: BoardRow;
  supperClub: BoardRow;
}

export interface BoardSet {
  boards: BoardRow[];
  boardMeta: Map<number, BoardMeta>;
  board_sections: BoardSectionRow[];
  board_collaborators: BoardCollaboratorRow[];
  userById: Map<number, UserRow>;
  fixtures: BoardFixtures;
}

export function generateBoards(root: Rng, boardCount: number, cast: Cast, theme: (key: string) => Theme): BoardSet {
  const { users, demo, partner, staff, merchant, limited, advertisers, advertiserTheme, merchants, merchantTheme, regularUsers } = cast;
  const boardRng = root.fork('boards');
  const boards: BoardRow[] = [];
  const boardMeta = new Map<number, BoardMeta>();
  const slugsByOwner = new Map<number, Set<string>>();
  const namesByOwner = new Map<number, Set<string>>();
  const userById = new Map(users.map((u) => [u.id, u]));
  const board_sections: BoardSectionRow[] = [];
  const board_collaborators: BoardCollaboratorRow[] = [];

  const boardDescription = (t: Theme): string => {
    const r = boardRng.next();
    if (r < 0.45) return '';
    if (r < 0.97) return sentences(boardRng, t, boardRng.int(1, 2)).join(' ');
    // a long one, close to the 500 character limit
    let text = '';
    while (text.length < 420) text += (text ? ' ' : '') + boardRng.pick([...t.sentences, ...FILLER_SENTENCES]);
    return text.slice(0, 500).trim();
  };
  const addBoard = (
    owner: UserRow,
    name: string,
    t: Theme,
    fields: Partial<Pick<BoardRow, 'privacy' | 'layout' | 'is_collaborative' | 'archived' | 'description'>> = {},
  ): BoardRow => {
    const names = namesByOwner.get(owner.id) ?? new Set<string>();
    namesByOwner.set(owner.id, names);
    const slugs = slugsByOwner.get(owner.id) ?? new Set<string>();
    slugsByOwner.set(owner.id, slugs);
    name = name.slice(0, 50).trim();
    const baseSlug = slugify(name);
    let slug = baseSlug;
    for (let n = 2; slugs.has(slug); n++) slug = `${baseSlug}-${n}`;
    slugs.add(slug);
    names.add(name.toLowerCase());
    const created = Math.min(owner.created_at + boardRng.int(HOUR, 20 * DAY), PIN_EPOCH - 2 * DAY + boardRng.int(0, DAY));
    const row: BoardRow = {
      id: boards.length + 1,
      owner_id: owner.id,
      name,
      slug,
      description: fields.description ?? boardDescription(t),
      privacy: fields.privacy ?? 'public',
      layout: fields.layout ?? 'default',
      is_collaborative: fields.is_collaborative ?? 0,
      archived: fields.archived ?? 0,
      cover_pin_id: null,
      pin_count: 0,
      follower_count: 0,
      position: names.size - 1,
      created_at: created,
      last_pinned_at: null,
    };
    boards.push(row);
    const ownerKind: BoardMeta['ownerKind'] =
      owner.id === demo.id ? 'demo' : advertiserTheme.has(owner.id) ? 'advertiser' : merchantTheme.has(owner.id) ? 'merchant' : 'person';
    let weight = row.privacy === 'public' ? 1 : row.privacy === 'protected' ? 0.6 : 0.5;
    if (row.archived) weight *= 0.4;
    if (ownerKind === 'demo') weight *= 3;
    if (row.is_collaborative) weight *= 1.5;
    boardMeta.set(row.id, { theme: t, ownerKind, sections: [], collaborators: [], weight });
    return row;
  };
  const addSections = (board: BoardRow, names: string[]): void => {
    const meta = boardMeta.get(board.id)!;
    const used = new Set<string>();
    for (const name of names) {
      const slug = slugify(name);
      if (used.has(slug)) continue;
      used.add(slug);
      const row: BoardSectionRow = {
        id: board_sections.length + 1,
        board_id: board.id,
        name,
        slug,
        created_at: board.created_at + boardRng.int(HOUR, DAY),
      };
      board_sections.push(row);
      meta.sections.push(row.id);
    }
  };
  const addCollaborator = (board: BoardRow, user: UserRow, status: 'invited' | 'accepted'): void => {
    if (user.id === board.owner_id) return;
    if (board_collaborators.some((c) => c.board_id === board.id && c.user_id === user.id)) return;
    board_collaborators.push({
      board_id: board.id,
      user_id: user.id,
      status,
      created_at: board.created_at + boardRng.int(HOUR, DAY),
    });
    if (status === 'accepted') boardMeta.get(board.id)!.collaborators.push(user.id);
  };

  // demo's boards
  const quickSaves = addBoard(demo, 'Quick Saves', theme('interiors'), { layout: 'quick_saves', description: '' });
  const dreamKitchen = addBoard(demo, 'Dream kitchen', theme('interiors'), {
    description: 'Warm wood, open shelves and a lot of natural light. Collecting ideas for the renovation next spring.',
  });
  addSections(dreamKitchen, ['Cabinets', 'Lighting', 'Backsplash']);
  addBoard(demo, 'Weeknight dinners', theme('recipes'), { description: 'Thirty minutes or less, mostly one pot.' });
  const secretBoard = addBoard(demo, 'Birthday surprise', theme('events'), {
    privacy: 'secret',
    description: 'Ideas for the party in June. Do not share!',
  });
  const ownCollab = addBoard(demo, 'Family trip to Lisbon', theme('travel'), {
    is_collaborative: 1,
    description: 'Planning together: food, day trips and where to stay.',
  });
  addSections(ownCollab, ['Where to eat', 'Where to stay']);
  const protectedBoard = addBoard(demo, 'Ceramics studio', theme('crafts'), { privacy: 'protected' });
  const archivedBoard = addBoard(demo, 'Knitting queue', theme('crafts'), { archived: 1 });
  const emptyBoard = addBoard(demo, 'Someday', theme('art'), { description: '' });

  const firstRegular = regularUsers[0];
  const secondRegular = regularUsers[1];
  const gardenClub = addBoard(firstRegular, 'Garden club swaps', theme('garden'), {
    is_collaborative: 1,
    description: 'Seeds, cuttings and plants we are trading this season.',
  });
  const supperClub = addBoard(secondRegular, 'Supper club', theme('recipes'), { is_collaborative: 1 });
  addCollaborator(ownCollab, partner, 'accepted');
  addCollaborator(ownCollab, regularUsers[2], 'accepted');
  addCollaborator(ownCollab, regularUsers[3], 'accepted');
  addCollaborator(ownCollab, regularUsers[4], 'invited');
  addCollaborator(gardenClub, demo, 'accepted');
  addCollaborator(gardenClub, regularUsers[5], 'accepted');
  addCollaborator(supperClub, demo, 'invited');
  addCollaborator(supperClub, regularUsers[6], 'accepted');
  addCollaborator(supperClub, firstRegular, 'accepted');

  addBoard(partner, 'Studio pottery', theme('crafts'));
  addBoard(partner, 'Seasonal recipes', theme('recipes'));
  addBoard(staff, 'Team offsite ideas', theme('travel'), { privacy: 'secret' });
  addBoard(staff, 'Desk setups', theme('interiors'));
  const shopBoard = addBoard(merchant, 'New arrivals', theme('crafts'));
  addSections(shopBoard, ['Mugs', 'Kits', 'Gifts under $50']);
  addBoard(merchant, 'Ceramics collection', theme('crafts'));
  addBoard(merchant, 'Craft kits', theme('crafts'));
  addBoard(limited, 'Cabin weekend', theme('travel'));
  for (const a of advertisers) {
    const t = advertiserTheme.get(a.id)!;
    addBoard(a, `${a.full_name} ${boardRng.pick(['favorites', 'lookbook', 'collection'])}`, t, {
      description: `The latest from ${a.full_name}.`,
    });
    addBoard(a, boardRng.pick(t.boardNames), t);
  }
  for (const m of merchants.slice(1)) {
    const t = merchantTheme.get(m.id)!;
    addBoard(m, 'Shop the collection', t);
    addBoard(m, boardRng.pick(t.boardNames), t);
  }
  const extraNames = ['Things I want to make before the end of the year', 'Ideas for the flat when we finally move', 'Colors', 'Misc', 'Inspo', 'For later'];
  const addRegularBoard = (owner: UserRow): void => {
    const t = boardRng.pick(THEMES);
    const names = namesByOwner.get(owner.id);
    let name = boardRng.chance(0.04) ? boardRng.pick(extraNames) : boardRng.pick(t.boardNames);
    for (let tries = 0; names?.has(name.toLowerCase()) && tries < 6; tries++) name = boardRng.pick(t.boardNames);
    if (names?.has(name.toLowerCase())) name = `${name} ${boardRng.pick(['II', 'too', 'more', '2024'])}`;
    const r = boardRng.next();
    const privacy = r < 0.82 ? 'public' : r < 0.93 ? 'secret' : 'protected';
    const collaborative = boardRng.chance(0.07) ? 1 : 0;
    const board = addBoard(owner, name, t, { privacy, is_collaborative: collaborative, archived: boardRng.chance(0.03) ? 1 : 0 });
    if (collaborative) {
      for (const u of boardRng.sample(regularUsers, boardRng.int(1, 4))) {
        addCollaborator(board, u, boardRng.chance(0.85) ? 'accepted' : 'invited');
      }
    }
    if (boardRng.chance(0.12)) addSections(board, boardRng.sample(t.sectionNames, boardRng.int(2, 4)));
  };
  for (const u of regularUsers) {
    if (boards.length >= boardCount) break;
    addRegularBoard(u);
  }
  while (boards.length < boardCount) addRegularBoard(boardRng.pick(regularUsers));
  return {
    boards,
    boardMeta,
    board_sections,
    board_collaborators,
    userById,
    fixtures: { quickSaves, dreamKitchen, secretBoard, ownCollab, protectedBoard, archivedBoard, emptyBoard, gardenClub, supperClub },
  };
}
