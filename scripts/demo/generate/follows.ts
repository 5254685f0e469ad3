import {
  type BoardFollowRow,
  type BoardRow,
  DAY,
  HOUR,
  type InterestFollowRow,
  type InterestRow,
  PIN_EPOCH,
  type PinRow,
  type UserFollowRow,
  type UserRow,
} from '../dataset.ts';
import type { Rng } from '../random.ts';
import type { BoardSet } from './boards.ts';
import type { Cast } from './users.ts';

export interface FollowSet {
  user_follows: UserFollowRow[];
  board_follows: BoardFollowRow[];
  interest_follows: InterestFollowRow[];
}

export function generateFollows(
  root: Rng,
  pins: PinRow[],
  cast: Cast,
  boardSet: BoardSet,
  interests: InterestRow[],
  interestId: Map<string, number>,
): FollowSet {
  const { users, demo, partner, merchant, limited, advertisers, regularUsers } = cast;
  const { boards } = boardSet;
  const { dreamKitchen } = boardSet.fixtures;
  const followRng = root.fork('follows');
  const lastPin = pins.length ? pins[pins.length - 1].created_at : PIN_EPOCH;
  const followTime = (after: number): number => Math.min(after + followRng.int(HOUR, 90 * DAY), Math.max(after + HOUR, lastPin));
  const user_follows: UserFollowRow[] = [];
  const userFollowSet = new Set<string>();
  const followUser = (a: UserRow, b: UserRow): void => {
    if (a.id === b.id || userFollowSet.has(`${a.id}:${b.id}`)) return;
    userFollowSet.add(`${a.id}:${b.id}`);
    user_follows.push({ follower_id: a.id, followee_id: b.id, created_at: followTime(Math.max(a.created_at, b.created_at)) });
  };
  const people = users.filter((u) => u.id !== limited.id);
  for (const u of [partner, merchant, ...advertisers.slice(0, 2), ...followRng.sample(regularUsers, 20)]) followUser(demo, u);
  for (const u of followRng.sample(regularUsers, Math.min(30, regularUsers.length))) followUser(u, demo);
  for (const u of people) {
    if (u.id === demo.id) continue;
    for (const v of followRng.sample(people, followRng.int(2, 12))) followUser(u, v);
    if (followRng.chance(0.3)) followUser(u, partner);
    if (followRng.chance(0.2)) followUser(u, merchant);
  }
  const board_follows: BoardFollowRow[] = [];
  const boardFollowSet = new Set<string>();
  const publicBoards = boards.filter((b) => b.privacy === 'public' && b.layout === 'default');
  const followBoard = (u: UserRow, b: BoardRow): void => {
    if (b.owner_id === u.id || boardFollowSet.has(`${u.id}:${b.id}`)) return;
    boardFollowSet.add(`${u.id}:${b.id}`);
    board_follows.push({ user_id: u.id, board_id: b.id, created_at: followTime(Math.max(u.created_at, b.created_at)) });
  };
  for (const b of followRng.sample(
    publicBoards.filter((x) => x.owner_id !== demo.id),
    15,
  ))
    followBoard(demo, b);
  for (const u of people) {
    if (u.id === demo.id) continue;
    for (const b of followRng.sample(publicBoards, followRng.int(0, 6))) followBoard(u, b);
    if (followRng.chance(0.15)) followBoard(u, dreamKitchen);
  }
  board_follows.sort((a, b) => a.user_id - b.user_id || a.board_id - b.board_id);
  const followerCount = new Map<number, number>();
  for (const f of board_follows) followerCount.set(f.board_id, (followerCount.get(f.board_id) ?? 0) + 1);
  for (const b of boards) b.follower_count = followerCount.get(b.id) ?? 0;
  user_follows.sort((a, b) => a.follower_id - b.follower_id || a.followee_id - b.followee_id);

  const interest_follows: InterestFollowRow[] = [];
  const followInterests = (u: UserRow, ids: number[]): void => {
    for (const iid of ids) interest_follows.push({ user_id: u.id, interest_id: iid, created_at: followTime(u.created_at) });
  };
  followInterests(
    demo,
    ['Home decor', 'Recipes', 'Travel', 'Ceramics', 'Gardening', 'Knitting'].map((n) => interestId.get(n)!),
  );
  for (const u of people) {
    if (u.id === demo.id) continue;
    followInterests(
      u,
      followRng
        .sample(interests, followRng.int(1, 5))
        .map((r) => r.id)
        .sort((a, b) => a - b),
    );
  }
  return { user_follows, board_follows, interest_follows };
}
