// The profile of a user as a viewer sees it (profile page, UserResource, /v3/users/me/).
import type { UserId } from '#shared/ids.ts';
import type { UserProfile } from '#shared/types.ts';
import { accountActedFor } from '#worker/business/adAccounts.ts';
import { avatarUrl, profileCounts, toUserSummary, type UserRow } from '#worker/users/userData.ts';

/** A user's profile with counts; secret boards are counted only for the user themself. */
export async function profileOf(db: D1Database, user: UserRow, viewerId: UserId | null): Promise<UserProfile> {
  const me = viewerId === user.id;
  const [counts, actedFor] = await Promise.all([
    profileCounts(db, user.id, viewerId),
    viewerId !== null && !me ? accountActedFor(db, viewerId, user.id) : null,
  ]);
  return {
    ...toUserSummary(user),
    imageSmallUrl: avatarUrl(user, '60x60'),
    isPrimaryWebsiteVerified: Boolean(user.website_url) && Boolean(user.is_verified_merchant),
    // The product verifies one identity: a merchant's (docs/rules/pin-card.md, Pins, boards and viewers).
    verifiedIdentity: { verified: Boolean(user.is_verified_merchant) },
    created_at: new Date(user.created_at).toISOString(),
    pin_count: counts.pins,
    gender: me ? user.gender : null,
    explicitlyFollowedByMe: Boolean(counts.followed_by_me),
    about: user.about,
    followerCount: counts.followers,
    followingCount: counts.following,
    boardCount: counts.boards,
    secretBoardCount: me ? counts.secret_boards : 0,
    hasQuicksaveBoard: counts.quick_saves > 0,
    blockedByMe: Boolean(counts.blocked_by_me),
    isMe: me,
    actedForByMe: actedFor !== null,
  };
}
