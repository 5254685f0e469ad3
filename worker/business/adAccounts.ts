// Which ad accounts a member may manage (shared/business/dashboards.ts states the rule): a
// business account its own, anyone the accounts granted to them in business_access, an employee
// every account that promotes Pins. All SQL of business access is here.
import type { BusinessViewer } from '#shared/business/dashboards.ts';
import type { UserId } from '#shared/ids.ts';
import type { Viewer } from '#shared/types.ts';
import { viewerUserId } from '#worker/api/guards.ts';

export interface AdAccount {
  id: UserId;
  username: string;
  fullName: string;
  country: string;
  websiteUrl: string | null;
  isVerifiedMerchant: boolean;
  role: 'admin' | 'analyst' | 'employee';
  since: number;
}

interface AccountRow {
  id: UserId;
  username: string;
  full_name: string;
  country: string;
  website_url: string | null;
  is_verified_merchant: number;
  role: AdAccount['role'];
  since: number;
}

const COLUMNS = 'u.id, u.username, u.full_name, u.country, u.website_url, u.is_verified_merchant';

/** The business viewer of a page: the viewer's flags and how many accounts were granted to them. */
export async function businessViewerOf(db: D1Database, viewer: Viewer): Promise<BusinessViewer> {
  const me = viewer.isAuth ? viewerUserId(viewer) : null;
  const managed = me ? ((await db.prepare('SELECT COUNT(*) AS n FROM business_access WHERE member_id = ?').bind(me).first<{ n: number }>())?.n ?? 0) : 0;
  return { isAuth: viewer.isAuth, isPartner: viewer.isPartner, isEmployee: viewer.isEmployee, managedAccounts: managed };
}

/** The ad accounts a member may manage, with their role in each, by name. */
export async function adAccountsOf(db: D1Database, viewer: Viewer): Promise<AdAccount[]> {
  const me = viewerUserId(viewer);
  if (!me) return [];
  const sql = viewer.isEmployee
    ? `SELECT ${COLUMNS}, 'employee' AS role, u.created_at AS since FROM users u
        WHERE u.is_partner = 1 OR u.id IN (SELECT promoter_id FROM pins WHERE is_promoted = 1 AND promoter_id IS NOT NULL)`
    : `SELECT ${COLUMNS}, 'admin' AS role, u.created_at AS since FROM users u WHERE u.id = ?1 AND u.is_partner = 1
       UNION SELECT ${COLUMNS}, a.role, a.created_at AS since FROM business_access a JOIN users u ON u.id = a.business_id WHERE a.member_id = ?1`;
  const { results } = await (viewer.isEmployee ? db.prepare(`${sql} ORDER BY u.full_name`) : db.prepare(`${sql} ORDER BY 2`).bind(me)).all<AccountRow>();
  return results.map((r) => ({
    id: r.id,
    username: r.username,
    fullName: r.full_name || r.username,
    country: r.country,
    websiteUrl: r.website_url,
    isVerifiedMerchant: r.is_verified_merchant === 1,
    role: r.role,
    since: r.since,
  }));
}

/**
 * Gives a member access to an ad account (idempotent: a second invite keeps the first role). Never across a block
 * between the member and the account or the inviter: the insert itself refuses it (migrations/0063, a 403).
 */
export async function grantAccess(db: D1Database, businessId: UserId, memberId: UserId, role: 'admin' | 'analyst', invitedBy: UserId, now = Date.now()) {
  const result = await db
    .prepare('INSERT INTO business_access (business_id, member_id, role, invited_by, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(businessId, memberId, role, invitedBy, now)
    .run();
  return result.meta.changes > 0;
}

/**
 * The account a member may act for (an `orbac_subject_id`), with its username: their own, or a
 * business account that made them an admin in business_access. Analysts only read; an employee's
 * view of every account is not the right to act for one. Never an account that blocks the member or
 * that the member blocks (docs/security.md, Blocks): nothing is done as it, a block by it is not lifted
 * by the member it blocks. null otherwise.
 */
export async function accountActedFor(db: D1Database, memberId: UserId, subjectId: UserId): Promise<{ id: UserId; username: string } | null> {
  return db
    .prepare(
      `SELECT u.id, u.username FROM users u
        WHERE u.id = ?2 AND (u.id = ?1 OR (EXISTS (SELECT 1 FROM business_access a WHERE a.business_id = ?2 AND a.member_id = ?1 AND a.role = 'admin')
                                          AND NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE (ub.blocker_id = ?1 AND ub.blocked_id = ?2)
                                                                                        OR (ub.blocker_id = ?2 AND ub.blocked_id = ?1))))`,
    )
    .bind(memberId, subjectId)
    .first<{ id: UserId; username: string }>();
}
