// The tables of each business dashboard, read from D1 over the ad accounts the viewer manages
// (adAccounts.ts): campaigns and their 30-day numbers, managers, boards, product Pins, targeted
// interests, destinations, invoices, sessions, billing countries, call requests, shop websites.

import { type BusinessDashboard, type BusinessDashboardView, CEE_COUNTRIES, campaignAmountCents, type DashboardTable } from '#shared/business/dashboards.ts';
import { ANALYTICS_DAYS } from '#shared/constants.ts';
import { METRIC_EVENT_TYPES } from '#shared/events/analytics.ts';
import { dayOf } from '#shared/events/shards.ts';
import { formatId, type UserId } from '#shared/ids.ts';
import type { Viewer } from '#shared/types.ts';
import { readCampaignReports } from '#worker/ads/campaigns.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { viewerBind } from '#worker/visibility.ts';
import { type AdAccount, adAccountsOf } from './adAccounts.ts';

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const ids = (accounts: AdAccount[]) => JSON.stringify(accounts.map((a) => a.id));

type Rows = DashboardTable['rows'];
type Builder = (db: D1Database, accounts: AdAccount[], viewer: Viewer) => Promise<DashboardTable[]>;

async function all<T>(db: D1Database, sql: string, ...binds: unknown[]): Promise<T[]> {
  return (
    await db
      .prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;
}

const overview: Builder = async (db, accounts) => {
  const rows: Rows = [];
  for (const a of accounts) {
    const reports = await readCampaignReports(db, a.id);
    const sum = (k: 'pins' | 'impressions' | 'clicks') => reports.reduce((n, r) => n + r[k], 0);
    rows.push([a.fullName, a.role, reports.length, sum('pins'), sum('impressions'), sum('clicks')]);
  }
  return [
    { caption: `Ad accounts, last ${ANALYTICS_DAYS} days`, columns: ['Ad account', 'Your role', 'Campaigns', 'Promoted Pins', 'Impressions', 'Clicks'], rows },
  ];
};

const access: Builder = async (_db, accounts) => [
  {
    caption: 'Ad accounts you can manage',
    columns: ['Ad account', 'Username', 'Your role', 'Since'],
    rows: accounts.map((a) => [a.fullName, a.username, a.role, dateOf(a.since)]),
  },
];

const hierarchy: Builder = async (db, accounts) => {
  const rows: Rows = [];
  for (const a of accounts) {
    const reports = await readCampaignReports(db, a.id);
    rows.push([a.fullName, 'Ad account', reports.reduce((n, r) => n + r.pins, 0)]);
    for (const r of reports) rows.push([`${a.fullName} › campaign ${r.campaignId}`, 'Campaign', r.pins]);
  }
  return [{ caption: 'Ad accounts and their campaigns', columns: ['Level', 'Kind', 'Promoted Pins'], rows }];
};

const managers: Builder = async (db, accounts) => {
  const rows = await all<{ account: string; username: string; role: string; since: number }>(
    db,
    `SELECT b.full_name AS account, u.username, a.role, a.created_at AS since FROM business_access a
       JOIN users b ON b.id = a.business_id JOIN users u ON u.id = a.member_id
      WHERE a.business_id IN (SELECT value FROM json_each(?)) ORDER BY b.full_name, u.username`,
    ids(accounts),
  );
  return [
    {
      caption: 'Managers of your ad accounts',
      columns: ['Ad account', 'Manager', 'Role', 'Since'],
      rows: rows.map((r) => [r.account, r.username, r.role, dateOf(r.since)]),
    },
  ];
};

const assetGroups: Builder = async (db, accounts) => {
  const rows = await all<{ account: string; name: string; pins: number }>(
    db,
    `SELECT u.full_name AS account, b.name, b.pin_count AS pins FROM boards b JOIN users u ON u.id = b.owner_id
      WHERE b.owner_id IN (SELECT value FROM json_each(?)) AND b.privacy = 'public' ORDER BY u.full_name, b.name`,
    ids(accounts),
  );
  return [{ caption: 'Boards by ad account', columns: ['Ad account', 'Board', 'Pins'], rows: rows.map((r) => [r.account, r.name, r.pins]) }];
};

const catalogs: Builder = async (db, accounts) => {
  const rows = await all<{ account: string; title: string; domain: string | null }>(
    db,
    `SELECT u.full_name AS account, p.title, p.domain FROM pins p JOIN users u ON u.id = p.pinner_id
      WHERE p.pinner_id IN (SELECT value FROM json_each(?)) AND p.deleted_at IS NULL
        AND (p.kind = 'product' OR json_extract(p.data, '$.richSummary.typeName') = 'product') ORDER BY u.full_name, p.id LIMIT 200`,
    ids(accounts),
  );
  return [{ caption: 'Product Pins', columns: ['Ad account', 'Product', 'Shop'], rows: rows.map((r) => [r.account, r.title || 'Untitled', r.domain ?? '']) }];
};

const sharedTags: Builder = async (db, accounts) => {
  const rows = await all<{ name: string; campaigns: number; pins: number }>(
    db,
    `SELECT i.name, COUNT(DISTINCT json_extract(p.data, '$.campaignId')) AS campaigns, COUNT(DISTINCT p.id) AS pins
       FROM pins p JOIN pin_interests pi ON pi.pin_id = p.id JOIN interests i ON i.id = pi.interest_id
      WHERE p.promoter_id IN (SELECT value FROM json_each(?)) AND p.is_promoted = 1 AND p.deleted_at IS NULL
      GROUP BY i.id ORDER BY campaigns DESC, i.name`,
    ids(accounts),
  );
  return [
    { caption: 'Interests your campaigns target', columns: ['Interest', 'Campaigns', 'Promoted Pins'], rows: rows.map((r) => [r.name, r.campaigns, r.pins]) },
  ];
};

const audiences: Builder = async (db, accounts) => {
  const rows = await all<{ campaign: string; targeting: string | null }>(
    db,
    `SELECT json_extract(p.data, '$.campaignId') AS campaign, json_extract(p.data, '$.adTargetingAttribution') AS targeting FROM pins p
      WHERE p.promoter_id IN (SELECT value FROM json_each(?)) AND p.is_promoted = 1 AND p.deleted_at IS NULL ORDER BY campaign`,
    ids(accounts),
  );
  const signals = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = signals.get(r.campaign) ?? new Set<string>();
    const parsed: unknown = r.targeting ? JSON.parse(r.targeting) : {};
    if (parsed && typeof parsed === 'object')
      for (const [k, v] of Object.entries(parsed))
        if (v)
          set.add(
            k
              .replace(/^is|^has/, '')
              .replace(/([a-z])([A-Z])/g, '$1 $2')
              .toLowerCase(),
          );
    signals.set(r.campaign, set);
  }
  return [
    {
      caption: 'Signals each campaign reaches people with',
      columns: ['Campaign', 'Signals'],
      rows: [...signals].map(([campaign, set]) => [campaign, [...set].sort().join(', ') || 'Page context only']),
    },
  ];
};

const brandSafety: Builder = async (db, accounts) => {
  const rows = await all<{ campaign: string; link: string | null }>(
    db,
    `SELECT json_extract(p.data, '$.campaignId') AS campaign, COALESCE(json_extract(p.data, '$.adDestinationUrl'), p.link) AS link FROM pins p
      WHERE p.promoter_id IN (SELECT value FROM json_each(?)) AND p.is_promoted = 1 AND p.deleted_at IS NULL ORDER BY campaign`,
    ids(accounts),
  );
  return [
    {
      caption: 'Destinations of promoted Pins',
      columns: ['Campaign', 'Destination', 'Safe'],
      rows: rows.map((r) => {
        const m = /^(https?):\/\/([^/?#]+)/i.exec(r.link ?? '');
        return [r.campaign, m?.[2] ?? 'No link', m?.[1].toLowerCase() === 'https' ? 'Yes (https)' : 'No: not https'];
      }),
    },
  ];
};

const invoices: Builder = async (db, accounts, _viewer) => {
  const since = dayOf(Date.now() - 365 * 86_400_000);
  const rows = await all<{ account: string; month: string; impressions: number; clicks: number }>(
    db,
    `SELECT u.full_name AS account, substr(t.day, 1, 7) AS month,
            SUM(CASE WHEN t.event_type = ?2 THEN t.count ELSE 0 END) AS impressions, SUM(CASE WHEN t.event_type = ?3 THEN t.count ELSE 0 END) AS clicks
       FROM pin_event_totals t JOIN pins p ON p.id = t.pin_id JOIN users u ON u.id = p.promoter_id
      WHERE p.promoter_id IN (SELECT value FROM json_each(?1)) AND p.is_promoted = 1 AND t.day >= ?4
      GROUP BY u.id, month ORDER BY month DESC, u.full_name`,
    ids(accounts),
    METRIC_EVENT_TYPES.impressions,
    METRIC_EVENT_TYPES.clicks,
    since,
  );
  return [
    {
      caption: 'Invoices by month ($2 per thousand impressions, $0.30 per click)',
      columns: ['Ad account', 'Month', 'Impressions', 'Clicks', 'Amount'],
      rows: rows.map((r) => [r.account, r.month, r.impressions, r.clicks, money(campaignAmountCents(r.impressions, r.clicks))]),
    },
  ];
};

const sessionsOf = async (db: D1Database, userIds: UserId[]) =>
  all<{ username: string; sessions: number; last: number | null }>(
    db,
    `SELECT u.username, COUNT(s.id) AS sessions, MAX(s.created_at) AS last FROM users u
       LEFT JOIN sessions s ON s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > ?2
      WHERE u.id IN (SELECT value FROM json_each(?1)) GROUP BY u.id ORDER BY u.username`,
    JSON.stringify(userIds),
    Date.now(),
  );

const businessSecurity: Builder = async (db, accounts) => {
  const managerIds = await all<{ id: UserId }>(
    db,
    'SELECT DISTINCT member_id AS id FROM business_access WHERE business_id IN (SELECT value FROM json_each(?))',
    ids(accounts),
  );
  const rows = await sessionsOf(db, [...accounts.map((a) => a.id), ...managerIds.map((m) => m.id)]);
  return [
    {
      caption: 'Signed-in sessions of the people with access',
      columns: ['Member', 'Active sessions', 'Last sign-in'],
      rows: rows.map((r) => [r.username, r.sessions, r.last ? dateOf(r.last) : 'Never']),
    },
  ];
};

const security: Builder = async (db, _accounts, viewer) => {
  const rows = await all<{ created_at: number; expires_at: number }>(
    db,
    'SELECT created_at, expires_at FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC',
    viewerBind(viewerUserId(viewer)),
    Date.now(),
  );
  return [{ caption: 'Your signed-in sessions', columns: ['Signed in', 'Expires'], rows: rows.map((r) => [dateOf(r.created_at), dateOf(r.expires_at)]) }];
};

const ceeMigration: Builder = async (_db, accounts) => [
  {
    caption: 'Billing country of each ad account',
    columns: ['Ad account', 'Country', 'Billing'],
    rows: accounts.map((a) => [a.fullName, a.country, CEE_COUNTRIES.has(a.country) ? 'Moves to the regional entity' : 'No change']),
  },
];

const callRequests: Builder = async (db, _accounts, viewer) => {
  const rows = await all<{ topic: string; preferred_on: string; created_at: number }>(
    db,
    'SELECT topic, preferred_on, created_at FROM business_call_requests WHERE member_id = ? ORDER BY created_at DESC',
    viewerBind(viewerUserId(viewer)),
  );
  return [
    { caption: 'Your call requests', columns: ['Topic', 'Preferred day', 'Asked on'], rows: rows.map((r) => [r.topic, r.preferred_on, dateOf(r.created_at)]) },
  ];
};

const commerce: Builder = async (db, accounts) => {
  const counts = await all<{ id: UserId; products: number }>(
    db,
    `SELECT pinner_id AS id, COUNT(*) AS products FROM pins WHERE pinner_id IN (SELECT value FROM json_each(?)) AND deleted_at IS NULL
        AND (kind = 'product' OR json_extract(data, '$.richSummary.typeName') = 'product') GROUP BY pinner_id`,
    ids(accounts),
  );
  const byId = new Map(counts.map((r) => [r.id, r.products]));
  return [
    {
      caption: 'Shop websites',
      columns: ['Ad account', 'Website', 'Verified merchant', 'Product Pins'],
      rows: accounts.map((a) => [a.fullName, a.websiteUrl ?? 'None', a.isVerifiedMerchant ? 'Yes' : 'No', byId.get(a.id) ?? 0]),
    },
  ];
};

const BUILDERS: Record<string, Builder> = {
  'business-manager': overview,
  'business-access': access,
  'business-hierarchy': hierarchy,
  managers,
  invite: managers,
  'asset-groups': assetGroups,
  catalogs,
  'shared-tags': sharedTags,
  audiences,
  'brand-safety': brandSafety,
  'invoice-management': invoices,
  business_security: businessSecurity,
  security,
  'ad-accounts/cee-migration': ceeMigration,
  schedule_call: callRequests,
  'commerce-integrations': commerce,
};

/** A dashboard's view for a viewer allowed to see it. */
export async function dashboardView(db: D1Database, dashboard: BusinessDashboard, viewer: Viewer): Promise<BusinessDashboardView> {
  const accounts = await adAccountsOf(db, viewer);
  const tables = await BUILDERS[dashboard.path](db, accounts, viewer);
  const form: BusinessDashboardView['form'] =
    dashboard.path === 'invite'
      ? { kind: 'invite', accounts: accounts.filter((a) => a.role !== 'analyst').map((a) => ({ id: formatId(a.id), name: a.fullName })) }
      : dashboard.path === 'schedule_call'
        ? { kind: 'scheduleCall' }
        : null;
  return { dashboard, tables, form };
}
